/** The docs and API pages with their sidebars, breadcrumbs, prev/next and cards, and the /docs root. */
import { ROUTES } from "../config/site"
import { routeInfo, type SidebarName } from "../lib/routes"
import { createHash } from "node:crypto"
import { buildSidebar, categoryFiles, firstHrefOf, sidebarIndex, sidebarView, type Crumb, type DocEntry, type NavLink, type SidebarItem, type SidebarViewItem } from "../lib/sidebar"
import { docCards, type DocCard } from "../lib/page-context"
import type { RenderedOperation } from "../lib/openapi"
import type { CategoryMeta } from "../lib/sidebar"
import type { ContentNode } from "./content"
import type { ContentProblem } from "./content-problems"
import { operationsForPage } from "./openapi"
import { templateOf, type PlannedPage } from "./pages"

/** What doc-page.tsx and api-page.tsx receive. The sidebar as this page shows it: the top level and the
 * categories on its path, open; each closed category's items are in a file of their own (`categoryFiles`),
 * fetched when a reader opens it. */
export interface DocPageContext {
  id: string
  sidebarName: SidebarName
  sidebar: SidebarViewItem[]
  breadcrumbs: Crumb[]
  prev: NavLink | null
  next: NavLink | null
  unlisted: boolean
  cards: DocCard[]
  /** The operations the page's `<ApiOperation />` and `<ApiWebhook />` show, by id. */
  api: Record<string, RenderedOperation>
}

/** What docs-root.tsx receives. */
export interface DocsRootContext {
  sidebarName: "tutorial"
  sidebar: SidebarViewItem[]
  cards: DocCard[]
}

/**
 * Plans the docs and API pages and the /docs root. Problems (unknown API ids, unreadable categories)
 * are returned with the pages, so the caller reports them together with the others.
 */
export function docsPages(
  nodes: readonly ContentNode[],
  categories: Readonly<Record<string, CategoryMeta>>,
  operations: ReadonlyMap<string, RenderedOperation>,
): {
  pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>>
  sidebars: Record<SidebarName, SidebarItem[]>
  /** The files of the closed categories' items: address under public/ -> JSON. */
  sidebarFiles: Map<string, string>
  problems: ContentProblem[]
} {
  const docs = nodes.filter((node) => node.fields.kind === "doc" || node.fields.kind === "api")
  const entries: DocEntry[] = docs.map((node) => ({
    id: node.fields.docId ?? "",
    route: node.fields.route,
    title: node.frontmatter.title,
    sidebarLabel: node.frontmatter.sidebar_label,
    position: node.frontmatter.sidebar_position ?? 0,
    unlisted: node.fields.unlisted,
  }))
  const sidebars: Record<SidebarName, SidebarItem[]> = {
    tutorial: buildSidebar("tutorial", entries, categories),
    api: buildSidebar("api", entries, categories),
  }
  const digest = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 16)
  const sidebarFiles = new Map<string, string>()
  const views = {} as Record<SidebarName, { urls: Map<string, string>; index: ReturnType<typeof sidebarIndex> }>
  for (const name of ["tutorial", "api"] as const) {
    const files = categoryFiles(sidebars[name], digest)
    for (const { url, json } of files.values()) sidebarFiles.set(url, json)
    views[name] = { urls: new Map([...files].map(([id, file]) => [id, file.url])), index: sidebarIndex(sidebars[name]) }
  }
  const descriptions = new Map(docs.map((node) => [node.fields.route, node.frontmatter.description ?? ""]))
  const problems: ContentProblem[] = []

  const pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>> = docs.map((node): PlannedPage<DocPageContext> => {
    const route = node.fields.route
    const sidebarName = routeInfo(route).sidebar ?? "tutorial"
    const { urls, index } = views[sidebarName]
    const { prev, next } = node.fields.unlisted ? { prev: null, next: null } : index.prevNext(route)
    const api = operationsForPage(node.fields.apiRefs, operations)
    problems.push(...api.problems.map(({ line, message }) => ({ file: node.fields.sourcePath, line, message })))
    return {
      path: route,
      source: node.fields.sourcePath,
      component: templateOf(sidebarName === "api" ? "api-page" : "doc-page", node.internal.contentFilePath),
      context: {
        id: node.id,
        sidebarName,
        sidebar: sidebarView(sidebars[sidebarName], node.fields.docId, urls),
        breadcrumbs: index.breadcrumbs(route),
        prev,
        next,
        unlisted: node.fields.unlisted,
        cards: docCards(index.children(route), descriptions),
        api: api.rendered,
      },
    }
  })

  const apiStart = firstHrefOf(sidebars.api) ?? ROUTES.api
  pages.push({
    path: ROUTES.docsRoot,
    source: "src/templates/docs-root.tsx",
    component: templateOf("docs-root"),
    context: {
      sidebarName: "tutorial",
      sidebar: sidebarView(sidebars.tutorial, null, views.tutorial.urls),
      cards: [
        ...docCards(sidebars.tutorial, descriptions),
        { label: "HTTP API", href: apiStart, description: descriptions.get(apiStart) ?? "", count: null },
      ],
    },
  })
  return { pages, sidebars, sidebarFiles, problems }
}
