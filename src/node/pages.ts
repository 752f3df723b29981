/** The page plan: what each page is built from, and its registration with duplicate routes reported. */
import type { CreatePagesArgs, Node } from "gatsby"
import { ROUTES } from "../config/site"
import { findDuplicateRoutes } from "../lib/routes"
import type { ContentProblem } from "./content-problems"
import type { BlogArchiveContext, BlogListContext, BlogPostContext, BlogTagsContext, DocPageContext, DocsRootContext } from "../lib/page-context"

export type PageContextOf = DocPageContext | DocsRootContext | BlogListContext | BlogTagsContext | BlogArchiveContext | BlogPostContext

export interface PlannedPage<Context extends object = PageContextOf> {
  path: string
  /** The file or rule that creates the page, named when two claim one route. */
  source: string
  component: string
  context: Context
  /** Ids on the page besides its headings' (entries a component shows, such as the errors register's), for the link checks. */
  anchors?: readonly string[]
}

/** Pages that the core's src/pages creates on its own; listed so duplicate routes are caught. */
export const FILE_SYSTEM_PAGES = [
  { path: ROUTES.home, source: "src/pages/index.tsx" },
  { path: "/404", source: "src/pages/404.tsx" },
]

/** A route and the file or rule that creates it. */
export interface PlannedRoute {
  path: string
  source: string
  /** Ids on the page besides its headings' (see PlannedPage). */
  anchors?: readonly string[]
}

/** The node type in which a feature records the routes it created (`createPlannedPages`), for the site's checks:
 * one type per feature (Gatsby lets only the plugin that created a type create its nodes), all ending so. */
export const PAGE_PLAN = "PagePlan"
export const pagePlanType = (plan: string): string => `${plan.charAt(0).toUpperCase()}${plan.slice(1)}${PAGE_PLAN}`

type PlanHelpers = Pick<CreatePagesArgs, "actions" | "createNodeId" | "createContentDigest">

interface PagePlan {
  plan: string
  routes: PlannedRoute[]
  files: string[]
  problems: ContentProblem[]
}

/** Besides the pages: the site paths of files the feature publishes, and problems it found while planning. */
export interface PlanExtras {
  files?: readonly string[]
  problems?: readonly ContentProblem[]
}

/**
 * Creates a feature's pages (`plan` names the feature: "docs", "blog") and records their routes in a PagePlan
 * node, with the files it publishes and the problems it found, which the site's checks read and report once
 * every feature has created its pages (`plannedSite`). A route the
 * feature plans twice is created for neither page: the checks name both sources.
 */
export function createPlannedPages(
  plan: string,
  pages: ReadonlyArray<PlannedPage<object>>,
  { actions, createNodeId, createContentDigest }: PlanHelpers,
  { files = [], problems = [] }: PlanExtras = {},
): void {
  const duplicates = findDuplicateRoutes(pages)
  for (const page of pages) {
    if (duplicates.has(page.path)) continue
    actions.createPage({ path: page.path, component: page.component, context: page.context })
  }
  const routes: PlannedRoute[] = pages.map(({ path: route, source, anchors }) => ({ path: route, source, ...(anchors ? { anchors: [...anchors] } : {}) }))
  const record = { plan, routes, files: [...files], problems: problems.map((problem) => ({ ...problem })) }
  actions.createNode({ id: createNodeId(`page-plan-${plan}`), ...record, internal: { type: pagePlanType(plan), contentDigest: createContentDigest(record) } })
}

/** What the features planned, in the order of the plans' names: every route, every file published beside
 * the pages (links to them resolve) and the problems each feature found while planning. */
export function plannedSite(getNodes: () => Node[]): { routes: PlannedRoute[]; files: string[]; problems: ContentProblem[] } {
  const plans = getNodes().filter((node) => node.internal.type.endsWith(PAGE_PLAN)) as unknown as PagePlan[]
  plans.sort((a, b) => (a.plan < b.plan ? -1 : a.plan > b.plan ? 1 : 0))
  return { routes: plans.flatMap((plan) => plan.routes), files: plans.flatMap((plan) => plan.files), problems: plans.flatMap((plan) => plan.problems) }
}

/** A problem for each route that two sources claim, the pages of src/pages included. */
export function duplicateRouteProblems(routes: readonly PlannedRoute[]): ContentProblem[] {
  const duplicates = findDuplicateRoutes([...FILE_SYSTEM_PAGES, ...routes])
  return [...duplicates].map(([route, sources]) => ({ file: sources[0], message: `creates the route ${route}, as ${sources.slice(1).join(", ")} does` }))
}
