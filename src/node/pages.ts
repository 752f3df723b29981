/** The page plan: what each page is built from, and its registration with duplicate routes reported. */
import path from "node:path"
import type { Actions } from "gatsby"
import { ROUTES } from "../config/site"
import { findDuplicateRoutes } from "../lib/routes"
import type { ContentProblem } from "./content-problems"
import type { BlogArchiveContext, BlogListContext, BlogPostContext, BlogTagsContext, DocPageContext, DocsRootContext } from "../lib/page-context"

export type PageContextOf = DocPageContext | DocsRootContext | BlogListContext | BlogTagsContext | BlogArchiveContext | BlogPostContext

export interface PlannedPage<Context extends PageContextOf = PageContextOf> {
  path: string
  /** The file or rule that creates the page, named when two claim one route. */
  source: string
  component: string
  context: Context
}

/** A template: every page of a kind is rendered by the same one, MDX pages from their `bodyTree`. */
export function templateOf(name: string): string {
  return path.resolve(`src/templates/${name}.tsx`)
}

/** Pages that src/pages creates on its own; listed so duplicate routes are caught. */
export const FILE_SYSTEM_PAGES = [
  { path: ROUTES.home, source: "src/pages/index.tsx" },
  { path: ROUTES.search, source: "src/pages/search.tsx" },
  { path: "/404", source: "src/pages/404.tsx" },
]

/** Creates every page whose route no other source claims; each duplicate route is a problem. */
export function registerPages(pages: readonly PlannedPage[], actions: Actions): ContentProblem[] {
  const duplicates = findDuplicateRoutes([...FILE_SYSTEM_PAGES, ...pages])
  for (const page of pages) {
    if (duplicates.has(page.path)) continue
    actions.createPage({ path: page.path, component: page.component, context: page.context })
  }
  return [...duplicates].map(([route, sources]) => ({ file: sources[0], message: `creates the route ${route}, as ${sources.slice(1).join(", ")} does` }))
}
