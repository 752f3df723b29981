/**
 * The site's checks of every feature's pages. Gatsby runs the site's own createPages after every plugin's, so
 * by then each feature has created its pages and recorded its plan (src/node/pages.ts): duplicate routes,
 * links, anchors and images are checked against all of them and reported once, with the problems the
 * features found while planning. Under `gatsby develop` the features' develop outputs (the search index) are
 * then written again.
 */
import type { GatsbyNode } from "gatsby"
import { queryContent } from "./content"
import { duplicateRouteProblems, plannedSite } from "./pages"
import { linkProblems } from "./link-check"
import { writeDevelopOutputs } from "./extend"
import { reportContentProblems } from "./content-problems"
import { pagePreview, startPagePreviews } from "./previews"
import { ROUTES, SITE } from "../config/site"
import path from "node:path"

export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter, getNodes, getNodesByType }) => {
  const nodes = await queryContent(graphql, reporter)
  if (!nodes) return
  const site = plannedSite(getNodes)
  const problems = [...site.problems, ...linkProblems(nodes, site.routes, site.files), ...duplicateRouteProblems(site.routes)]
  // One report for every problem a build would stop on; under develop the pages stay served meanwhile.
  reportContentProblems(reporter, "pages", `Content problems (${problems.length})`, problems)
  // Under `gatsby develop` page creation re-runs when content changes, so the features' outputs (the search
  // index) follow every edit; a build writes them after the HTML renderer is built.
  if (process.env.gatsby_executing_command === "develop") await writeDevelopOutputs({ graphql, reporter, getNodesByType })
  // A build draws the pages' link previews from now on, beside the queries and the HTML (previews.ts).
  else startPagePreviews(path.resolve("public"), path.resolve(".cache", "og"))
}

/** The home page (src/pages/index.tsx, which Gatsby creates from the file after every createPages) gets its
 * link preview in its context, as the features' pages get theirs. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== ROUTES.home || (page.context as { preview?: unknown }).preview) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, preview: pagePreview(ROUTES.home, SITE.tagline, "") } })
}
