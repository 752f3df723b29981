import path from "node:path"
import type { Actions, GatsbyNode, Reporter } from "gatsby"
import { BLOG, ROUTES, SITE } from "../config/site"
import { findDuplicateRoutes } from "../lib/routes"
import {
  breadcrumbsOf,
  buildSidebar,
  childrenOf,
  firstHrefOf,
  prevNextOf,
  type DocEntry,
  type SidebarItem,
} from "../lib/sidebar"
import { paginate } from "../lib/paginate"
import { countTags, sortNewestFirst, tagRouteOf } from "../lib/blog"
import { checkLinks } from "../lib/links"
import { readCategories, staticFiles } from "./categories"
import { docCards, type BlogPostLink } from "../lib/page-context"
import { loadOperations, operationsForPage, OPENAPI_PUBLIC_PATH, OPENAPI_SOURCE } from "./openapi"
import type { OperationView } from "../lib/openapi"
import { sectionsOf } from "../lib/mdx-text"
import { contextOf, type IndexablePage } from "../search/records"
import { setIndexablePages, writeSearchIndex } from "./search-index"
import { setFeedItems } from "./feeds"
import { t } from "../config/strings"
import { lineOf, missingImagesOf, reportContentProblems, type ContentProblem } from "./content-problems"

const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`)

interface MdxNode {
  id: string
  body: string
  internal: { contentFilePath: string }
  frontmatter: {
    title: string
    description: string | null
    sidebar_position: number | null
    sidebar_label: string | null
    keywords: string[] | null
    date: string | null
    slug: string | null
    tags: string[] | null
  }
  fields: {
    kind: string
    route: string
    docId: string | null
    unlisted: boolean
    excerpt: string | null
    headings: Array<{ id: string; value: string; depth: number }>
    sourcePath: string
  }
}

/** Text of the operations an API page renders, so their fields are searchable too. */
function operationsText(operations: Record<string, OperationView>): string {
  return Object.values(operations)
    .map((op) => [op.method, op.path, op.summary, op.description, ...op.requestFields.map((row) => `${row.name} ${row.description}`)].join(" "))
    .join(" ")
}

interface PlannedPage {
  path: string
  source: string
  component: string
  context: Record<string, unknown>
}

/** Pages that src/pages creates on its own; listed so duplicate routes are caught. */
const FILE_SYSTEM_PAGES = [
  { path: ROUTES.home, source: "src/pages/index.tsx" },
  { path: ROUTES.search, source: "src/pages/search.tsx" },
  { path: "/404", source: "src/pages/404.tsx" },
]

function docsPages(
  nodes: MdxNode[],
  operations: ReadonlyMap<string, OperationView>,
  problems: ContentProblem[],
  indexable: IndexablePage[],
): PlannedPage[] {
  const docs = nodes.filter((node) => node.fields.kind === "doc" || node.fields.kind === "api")
  const entries: DocEntry[] = docs.map((node) => ({
    id: node.fields.docId ?? "",
    route: node.fields.route,
    title: node.frontmatter.title,
    sidebarLabel: node.frontmatter.sidebar_label,
    position: node.frontmatter.sidebar_position ?? 0,
    unlisted: node.fields.unlisted,
  }))
  let categories
  try {
    categories = readCategories()
  } catch (error) {
    problems.push({ file: "content/docs", message: (error as Error).message })
    categories = {}
  }
  const sidebars: Record<string, SidebarItem[]> = {
    tutorial: buildSidebar("tutorial", entries, categories),
    api: buildSidebar("api", entries, categories),
  }
  const descriptions = new Map(docs.map((node) => [node.fields.route, node.frontmatter.description ?? ""]))

  const pages: PlannedPage[] = docs.map((node) => {
    const sidebarName = node.fields.kind === "api" ? "api" : "tutorial"
    const sidebar = sidebars[sidebarName]
    const route = node.fields.route
    const { prev, next } = node.fields.unlisted ? { prev: null, next: null } : prevNextOf(sidebar, route)
    const api = operationsForPage(node.body, operations)
    for (const message of api.problems) {
      const id = /id="([^"]+)"/.exec(message)?.[1] ?? /"([^"]+)"/.exec(message)?.[1]
      problems.push({ file: node.fields.sourcePath, line: id ? lineOf(node.fields.sourcePath, `"${id}"`) : undefined, message })
    }
    const breadcrumbs = breadcrumbsOf(sidebar, route)
    if (!node.fields.unlisted) {
      const sections = sectionsOf(node.body, node.fields.headings)
      const opsText = operationsText(api.rendered)
      if (opsText) sections.push({ heading: null, text: opsText })
      indexable.push({
        url: route,
        title: node.frontmatter.title,
        description: node.frontmatter.description ?? "",
        keywords: node.frontmatter.keywords ?? [],
        breadcrumb: [sidebarName === "api" ? t("navbar.api") : t("navbar.docs"), ...breadcrumbs.map((crumb) => crumb.label)],
        context: contextOf(route),
        sections,
      })
    }
    return {
      path: route,
      source: node.fields.sourcePath,
      component: `${template(sidebarName === "api" ? "api-page" : "doc-page")}?__contentFilePath=${node.internal.contentFilePath}`,
      context: {
        id: node.id,
        sidebarName,
        sidebar,
        breadcrumbs,
        prev,
        next,
        unlisted: node.fields.unlisted,
        cards: docCards(childrenOf(sidebar, route), descriptions),
        api: api.rendered,
      },
    }
  })

  const apiStart = firstHrefOf(sidebars.api) ?? ROUTES.api
  pages.push({
    path: ROUTES.docsRoot,
    source: "src/templates/docs-root.tsx",
    component: template("docs-root"),
    context: {
      sidebarName: "tutorial",
      sidebar: sidebars.tutorial,
      cards: [
        ...docCards(sidebars.tutorial, descriptions),
        { label: "HTTP API", href: apiStart, description: descriptions.get(apiStart) ?? "", count: null },
      ],
    },
  })
  return pages
}

function blogPages(nodes: MdxNode[], indexable: IndexablePage[]): PlannedPage[] {
  const posts = sortNewestFirst(
    nodes
      .filter((node) => node.fields.kind === "blog")
      .map((node) => ({
        id: node.id,
        slug: node.frontmatter.slug ?? "",
        date: (node.frontmatter.date ?? "").slice(0, 10),
        title: node.frontmatter.title,
        route: node.fields.route,
        tags: node.frontmatter.tags ?? [],
        source: node.fields.sourcePath,
        contentFilePath: node.internal.contentFilePath,
        excerpt: node.fields.excerpt ?? "",
      })),
  )
  setFeedItems(posts.map((post) => ({ title: post.title, url: `${SITE.url}${post.route}`, date: post.date, excerpt: post.excerpt })))
  const allPosts: BlogPostLink[] = posts.map(({ title, route, date }) => ({ title, route, date }))
  for (const node of nodes.filter((item) => item.fields.kind === "blog")) {
    indexable.push({
      url: node.fields.route,
      title: node.frontmatter.title,
      description: node.frontmatter.description ?? "",
      keywords: [],
      breadcrumb: [t("blog.title")],
      context: "blog",
      sections: sectionsOf(node.body, node.fields.headings),
    })
  }
  const pages: PlannedPage[] = []

  const listPages = (items: typeof posts, basePath: string, tag: { key: string; label: string } | null): void => {
    for (const page of paginate(items, BLOG.postsPerPage, basePath)) {
      pages.push({
        path: page.path,
        source: tag ? `blog tag ${tag.key}` : "blog list",
        component: template("blog-list"),
        context: {
          ids: page.items.map((post) => post.id),
          pageNumber: page.pageNumber,
          totalPages: page.totalPages,
          newerPath: page.newerPath,
          olderPath: page.olderPath,
          tag,
          allPosts,
        },
      })
    }
  }

  listPages(posts, ROUTES.blog, null)
  const tagCounts = countTags(posts)
  for (const key of tagCounts.keys()) {
    listPages(
      posts.filter((post) => post.tags.includes(key)),
      tagRouteOf(key),
      { key, label: BLOG.tags[key] ?? key },
    )
  }
  pages.push({
    path: ROUTES.blogTags,
    source: "blog tags",
    component: template("blog-tags"),
    context: {
      tags: [...tagCounts].map(([key, count]) => ({ key, label: BLOG.tags[key] ?? key, route: tagRouteOf(key), count })),
      allPosts,
    },
  })
  pages.push({
    path: ROUTES.blogArchive,
    source: "blog archive",
    component: template("blog-archive"),
    context: { allPosts },
  })
  posts.forEach((post, index) => {
    pages.push({
      path: post.route,
      source: post.source,
      component: `${template("blog-post")}?__contentFilePath=${post.contentFilePath}`,
      context: {
        id: post.id,
        newer: allPosts[index - 1] ?? null,
        older: allPosts[index + 1] ?? null,
        allPosts,
      },
    })
  })
  return pages
}

/** Creates every page whose route no other source claims; each duplicate route is a problem. */
function registerPages(pages: PlannedPage[], actions: Actions, problems: ContentProblem[]): void {
  const duplicates = findDuplicateRoutes([...FILE_SYSTEM_PAGES, ...pages])
  for (const [route, sources] of duplicates) {
    problems.push({ file: sources[0], message: `creates the route ${route}, as ${sources.slice(1).join(", ")} does` })
  }
  for (const page of pages) {
    if (duplicates.has(page.path)) continue
    actions.createPage({ path: page.path, component: page.component, context: page.context })
  }
}

/** Creates the docs, API and blog pages from one query, after checking routes and internal links. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Pages whose frontmatter is invalid have no `kind` (on-create-node reports them) and stay out.
  const result = await graphql<{ allMdx: { nodes: MdxNode[] } }>(`
    query CreatePages {
      allMdx(filter: { fields: { kind: { ne: null } } }) {
        nodes {
          id
          body
          internal { contentFilePath }
          frontmatter { title description sidebar_position sidebar_label keywords date slug tags }
          fields { kind route docId unlisted excerpt headings { id value depth } sourcePath }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content for page creation", result.errors)
    return
  }
  const nodes = result.data.allMdx.nodes
  const problems: ContentProblem[] = []
  let operations: ReadonlyMap<string, OperationView> = new Map()
  try {
    operations = loadOperations()
  } catch (error) {
    const file = path.relative(process.cwd(), OPENAPI_SOURCE)
    const message = (error as Error).message
    const ref = /\$ref (\S+)/.exec(message)?.[1]
    const line = Number(/at line (\d+)/.exec(message)?.[1]) || (ref ? lineOf(file, ref) : undefined)
    problems.push({ file, line, message })
  }
  const indexable: IndexablePage[] = [
    { url: ROUTES.home, title: t("home.title"), description: t("home.lead"), keywords: [], breadcrumb: [], context: "pages", sections: [] },
    { url: ROUTES.docsRoot, title: t("docs.rootTitle"), description: t("docs.rootIntro"), keywords: [], breadcrumb: [t("navbar.docs")], context: "pages", sections: [] },
  ]
  const pages = [...docsPages(nodes, operations, problems, indexable), ...blogPages(nodes, indexable)]
  setIndexablePages(indexable)

  const routes = new Map<string, string[]>(FILE_SYSTEM_PAGES.map((page) => [page.path, []]))
  for (const page of pages) routes.set(page.path, [])
  for (const node of nodes) routes.set(node.fields.route, node.fields.headings.map((heading) => heading.id))
  const linkProblems = checkLinks(
    nodes.map((node) => ({
      file: node.fields.sourcePath,
      route: node.fields.route,
      body: node.body,
      headingIds: node.fields.headings.map((heading) => heading.id),
    })),
    routes,
    new Set([...staticFiles(), OPENAPI_PUBLIC_PATH]),
  )
  for (const problem of linkProblems) {
    problems.push({ file: problem.file, line: lineOf(problem.file, problem.link), message: `${problem.link}: ${problem.problem}` })
  }
  for (const node of nodes) problems.push(...missingImagesOf(node.fields.sourcePath, node.body))
  registerPages(pages, actions, problems)
  // One report for every problem a build would stop on; under develop the pages stay served meanwhile.
  reportContentProblems(reporter, "pages", `Content problems (${problems.length})`, problems)
  // Under `gatsby develop` page creation re-runs when content changes, so the index follows every edit.
  if (process.env.gatsby_executing_command === "develop") {
    const index = writeSearchIndex(path.resolve("public"))
    reporter.info(`search index ${index.folder}: ${index.pages} pages, ${index.shards} shards`)
  }
}
