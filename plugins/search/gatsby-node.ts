/**
 * Search: the /search page (templates/), the search box (components/), the index the build writes beside the
 * pages (node/) and the engine that reads it in a Web Worker (lib/, browser/). The index is written after the
 * HTML renderer is built, and under `gatsby develop` again whenever the pages are created anew.
 */
import { pagePreview } from "../../src/node/previews"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ROUTES } from "../../src/config/site"
import { t, tBuild } from "../../src/config/strings"
import { createPlannedPages, type PageContextOf } from "../../src/node/pages"
import { contentOutput, developOutput } from "../../src/node/extend"
import { queryContent } from "../../src/node/content"
import { writeBuiltSearchIndex, writeSearchIndexFor } from "./node/search-records"

const SEARCH_PAGE = "plugins/search/templates/search.tsx"

export const createPages: GatsbyNode["createPages"] = ({ actions, createNodeId, createContentDigest }) => {
  createPlannedPages(
    "search",
    [
      {
        path: ROUTES.search,
        source: SEARCH_PAGE,
        component: path.resolve(SEARCH_PAGE),
        context: { preview: pagePreview(ROUTES.search, t("search.pageTitle"), tBuild("llms.docs")) },
      },
    ],
    {
      actions,
      createNodeId,
      createContentDigest,
    },
  )
}

export const onPluginInit: GatsbyNode["onPluginInit"] = () => {
  developOutput("search index", async ({ graphql, reporter, getNodesByType }) => {
    const nodes = await queryContent(graphql, reporter)
    if (!nodes) return
    // Every page every feature created, with the context it was created with (breadcrumbs, API operations).
    const pages = getNodesByType("SitePage") as unknown as Array<{ path: string; context?: PageContextOf | null }>
    await writeSearchIndexFor(nodes, new Map(pages.flatMap((page) => (page.context ? [[page.path, page.context] as const] : []))), reporter)
  })
}

export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  contentOutput("search index", ({ graphql, reporter }) => writeBuiltSearchIndex({ graphql, reporter }))
}
