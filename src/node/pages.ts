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

const CONTENT_FILE = "?__contentFilePath="

/** A template; for an MDX page, with the file whose compiled body it renders as children. */
export function templateOf(name: string, contentFilePath?: string): string {
  const file = path.resolve(`src/templates/${name}.tsx`)
  return contentFilePath ? `${file}${CONTENT_FILE}${contentFilePath}` : file
}

/** Pages that src/pages creates on its own; listed so duplicate routes are caught. */
export const FILE_SYSTEM_PAGES = [
  { path: ROUTES.home, source: "src/pages/index.tsx" },
  { path: ROUTES.search, source: "src/pages/search.tsx" },
  { path: "/404", source: "src/pages/404.tsx" },
]

/**
 * Creates every page whose route no other source claims; each duplicate route is a problem.
 *
 * An MDX page is created with an empty `frontmatter` in its context. gatsby-plugin-mdx otherwise finds the
 * page's File node (a search through all of them), reads and parses the file's frontmatter again, and
 * deletes and re-creates the page with it in the context, for page queries that filter on frontmatter
 * fields; ours select by id, and the templates get the frontmatter from their query. Skipping it saves
 * that work in every build, and each MDX page's page-data no longer carries the frontmatter a second time
 * (see PERFORMANCE.md, 'What dominates a rebuild now').
 */
export function registerPages(pages: readonly PlannedPage[], actions: Actions): ContentProblem[] {
  const duplicates = findDuplicateRoutes([...FILE_SYSTEM_PAGES, ...pages])
  for (const page of pages) {
    if (duplicates.has(page.path)) continue
    const context = page.component.includes(CONTENT_FILE) ? { ...page.context, frontmatter: {} } : page.context
    actions.createPage({ path: page.path, component: page.component, context })
  }
  return [...duplicates].map(([route, sources]) => ({ file: sources[0], message: `creates the route ${route}, as ${sources.slice(1).join(", ")} does` }))
}
