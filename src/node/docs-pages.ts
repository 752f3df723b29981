/** The docs and API pages with their sidebars, breadcrumbs, prev/next and cards, and the /docs root. */
import { ROUTES } from "../config/site"
import { routeInfo, type SidebarName } from "../lib/routes"
import { breadcrumbsOf, buildSidebar, childrenOf, firstHrefOf, prevNextOf, type Crumb, type DocEntry, type NavLink, type SidebarItem } from "../lib/sidebar"
import { docCards, type DocCard } from "../lib/page-context"
import type { RenderedOperation } from "../lib/openapi"
import type { CategoryMeta } from "../lib/sidebar"
import type { ContentNode } from "./content"
import type { ContentProblem } from "./content-problems"
import { operationsForPage } from "./openapi"
import { templateOf, type PlannedPage } from "./pages"

/** What doc-page.tsx and api-page.tsx receive. The sidebar itself is not in it: every page would carry the
 * whole tree (11 of a page-data file's 15 KB here, and a cost growing with the square of the page count);
 * pages read it once from the data layer (`useSidebar`). */
export interface DocPageContext {
  id: string
  sidebarName: SidebarName
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
): { pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>>; sidebars: Record<SidebarName, SidebarItem[]>; problems: ContentProblem[] } {
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
  const descriptions = new Map(docs.map((node) => [node.fields.route, node.frontmatter.description ?? ""]))
  const problems: ContentProblem[] = []

  const pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>> = docs.map((node): PlannedPage<DocPageContext> => {
    const route = node.fields.route
    const sidebarName = routeInfo(route).sidebar ?? "tutorial"
    const sidebar = sidebars[sidebarName]
    const { prev, next } = node.fields.unlisted ? { prev: null, next: null } : prevNextOf(sidebar, route)
    const api = operationsForPage(node.fields.apiRefs, operations)
    problems.push(...api.problems.map(({ line, message }) => ({ file: node.fields.sourcePath, line, message })))
    return {
      path: route,
      source: node.fields.sourcePath,
      component: templateOf(sidebarName === "api" ? "api-page" : "doc-page", node.internal.contentFilePath),
      context: {
        id: node.id,
        sidebarName,
        breadcrumbs: breadcrumbsOf(sidebar, route),
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
    component: templateOf("docs-root"),
    context: {
      sidebarName: "tutorial",
      cards: [
        ...docCards(sidebars.tutorial, descriptions),
        { label: "HTTP API", href: apiStart, description: descriptions.get(apiStart) ?? "", count: null },
      ],
    },
  })
  return { pages, sidebars, problems }
}
