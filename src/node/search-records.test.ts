import type { ContentNode } from "./content"
import { indexablePages } from "./search-records"
import { blogPages } from "./blog-pages"
import type { PageContextOf } from "./pages"
import type { DocPageContext } from "./docs-pages"

const node = (kind: ContentNode["fields"]["kind"], route: string, extra: Partial<ContentNode["fields"]> = {}): ContentNode => ({
  id: route,
  internal: { contentFilePath: `/x${route}.mdx` },
  frontmatter: { title: `T ${route}`, description: "D", sidebar_position: 1, sidebar_label: null, keywords: ["k"], date: "2025-01-16", slug: route.split("/").pop() ?? "", tags: ["release-notes"] },
  fields: {
    kind, route, docId: null, unlisted: false, excerpt: "E", headings: [], links: [], images: [], apiRefs: [],
    sections: [{ heading: { depth: 2, value: "Раздел", id: "раздел" }, text: "Текст." }], sourcePath: `content${route}.mdx`, ...extra,
  },
})

const docContext = (sidebarName: "tutorial" | "api", api: DocPageContext["api"] = {}): DocPageContext => ({
  id: "x", docId: null, sidebarName, breadcrumbs: [{ label: "Раздел сайта", href: null }], prev: null, next: null, unlisted: false, cards: [], api,
})

describe("search records from content nodes and page contexts", () => {
  it("indexes the site's pages, listed docs and API pages with their breadcrumb and context, and posts", () => {
    const nodes = [node("doc", "/docs/start"), node("api", "/docs/api/x"), node("doc", "/docs/hidden", { unlisted: true }), node("blog", "/blog/16-01-25")]
    const contexts = new Map<string, PageContextOf>([
      ["/docs/start", docContext("tutorial")],
      ["/docs/api/x", docContext("api")],
      ["/docs/hidden", docContext("tutorial")],
    ])
    const pages = indexablePages(nodes, contexts)
    expect(pages.map((page) => [page.url, page.context, page.breadcrumb.join(" / "), page.keywords.length])).toEqual([
      ["/", "pages", "", 0],
      ["/docs", "pages", "Документация", 0],
      ["/docs/start", "docs", "Документация / Раздел сайта", 1],
      ["/docs/api/x", "api", "API / Раздел сайта", 1],
      ["/blog/16-01-25", "blog", "Что нового", 0],
    ])
    expect(pages[2].sections).toEqual(nodes[0].fields.sections)
  })

  it("plans a post page per post, newest first, with its neighbours", () => {
    const posts = [node("blog", "/blog/a", {}), { ...node("blog", "/blog/b"), frontmatter: { ...node("blog", "/blog/b").frontmatter, date: "2025-02-01" } }]
    const planned = blogPages(posts).filter((page) => page.path.startsWith("/blog/") && "newer" in page.context)
    expect(planned.map((page) => [page.path, "newer" in page.context && page.context.newer?.route])).toEqual([
      ["/blog/b", undefined],
      ["/blog/a", "/blog/b"],
    ])
  })
})
