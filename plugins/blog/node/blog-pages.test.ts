import type { ContentNode } from "../../../src/node/content"
import { blogPages } from "./blog-pages"

const node = (kind: ContentNode["fields"]["kind"], route: string, extra: Partial<ContentNode["fields"]> = {}): ContentNode => ({
  id: route,
  internal: { contentFilePath: `/x${route}.mdx` },
  frontmatter: {
    title: `T ${route}`,
    description: "D",
    sidebar_position: 1,
    sidebar_label: null,
    keywords: ["k"],
    questions: null,
    date: "2025-01-16",
    slug: route.split("/").pop() ?? "",
    tags: ["release-notes"],
  },
  fields: {
    kind,
    route,
    docId: null,
    unlisted: false,
    excerpt: "E",
    headings: [],
    links: [],
    images: [],
    apiRefs: [],
    sections: [{ heading: { depth: 2, value: "Раздел", id: "раздел" }, text: "Текст." }],
    sourcePath: `content${route}.mdx`,
    ...extra,
  },
})

describe("the blog's pages", () => {
  it("plans a post page per post, newest first, with its neighbours", () => {
    const posts = [node("blog", "/blog/a", {}), { ...node("blog", "/blog/b"), frontmatter: { ...node("blog", "/blog/b").frontmatter, date: "2025-02-01" } }]
    const planned = blogPages(posts, { postsPerPage: 10 }).filter((page) => page.path.startsWith("/blog/") && "newer" in page.context)
    expect(planned.map((page) => [page.path, "newer" in page.context && page.context.newer?.route])).toEqual([
      ["/blog/b", undefined],
      ["/blog/a", "/blog/b"],
    ])
  })
})
