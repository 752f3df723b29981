/**
 * The docs and API pages, and the site's checks of every feature's pages: Gatsby runs the site's own
 * createPages after every plugin's, so the routes of all are planned by then (duplicate routes, links,
 * anchors, images, API references), reported once. Under `gatsby develop` the features' develop outputs
 * (the search index) are then written again.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { SIDEBAR_FILES, type CategoryMeta, type SidebarItem } from "../lib/sidebar"
import type { SidebarName } from "../lib/routes"
import type { RenderedOperation } from "../lib/openapi"
import { readCategories } from "./categories"
import { keptRenderedOperations, OPENAPI_SOURCE } from "./openapi"
import { queryContent } from "./content"
import { docsPages } from "./docs-pages"
import { createPlannedPages, duplicateRouteProblems, plannedRoutes } from "./pages"
import { linkProblems } from "./link-check"
import { writeDevelopOutputs } from "./outputs"
import { lineOf, reportContentProblems, type ContentProblem } from "./content-problems"

/** The categories of content/docs, or none and the problem that stopped reading them. */
function categoriesOrProblem(): { categories: Record<string, CategoryMeta>; problems: ContentProblem[] } {
  try {
    return { categories: readCategories(), problems: [] }
  } catch (error) {
    return { categories: {}, problems: [{ file: "content/docs", message: (error as Error).message }] }
  }
}

/** The operations of openapi.yaml, or none and the problem with the file (its line when the parser names one). */
function operationsOrProblem(): { operations: ReadonlyMap<string, RenderedOperation>; problems: ContentProblem[] } {
  try {
    return { operations: keptRenderedOperations(), problems: [] }
  } catch (error) {
    const file = path.relative(process.cwd(), OPENAPI_SOURCE)
    const message = (error as Error).message
    const ref = /\$ref (\S+)/.exec(message)?.[1]
    const line = Number(/at line (\d+)/.exec(message)?.[1]) || (ref ? lineOf(file, ref) : undefined)
    return { operations: new Map(), problems: [{ file, line, message }] }
  }
}

/** Publishes the closed categories' items (public/static/sidebar/<digest>.json), replacing the last build's. */
function writeSidebarFiles(files: ReadonlyMap<string, string>, publicDir = "public"): void {
  const dir = path.join(publicDir, SIDEBAR_FILES)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const [url, json] of files) fs.writeFileSync(path.join(publicDir, url), json)
}

/** Creates the docs, API and blog pages from one query, after checking routes, links and API references. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, createNodeId, createContentDigest, getNodes, getNodesByType }) => {
  const nodes = await queryContent(graphql, reporter)
  if (!nodes) return
  const categories = categoriesOrProblem()
  const operations = operationsOrProblem()
  const docs = docsPages(nodes, categories.categories, operations.operations)
  for (const [name, items] of Object.entries(docs.sidebars) as Array<[SidebarName, SidebarItem[]]>) {
    const files = docs.sidebarUrls[name]
    actions.createNode({
      id: createNodeId(`docs-sidebar-${name}`),
      name,
      items,
      files,
      internal: { type: "DocsSidebar", contentDigest: createContentDigest({ items, files }) },
    })
  }
  writeSidebarFiles(docs.sidebarFiles)
  createPlannedPages("docs", docs.pages, { actions, createNodeId, createContentDigest })
  // The site's own gatsby-node runs after every plugin's: each feature has recorded the routes it created.
  const routes = plannedRoutes(getNodes)
  const problems = [...operations.problems, ...categories.problems, ...docs.problems, ...linkProblems(nodes, routes), ...duplicateRouteProblems(routes)]
  // One report for every problem a build would stop on; under develop the pages stay served meanwhile.
  reportContentProblems(reporter, "pages", `Content problems (${problems.length})`, problems)
  // Under `gatsby develop` page creation re-runs when content changes, so the features' outputs (the search
  // index) follow every edit; a build writes them after the HTML renderer is built.
  if (process.env.gatsby_executing_command === "develop") await writeDevelopOutputs({ graphql, reporter, getNodesByType })
}
