import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { copyOpenApiTo } from "./openapi"
import { writeFeeds } from "./feeds"
import { writeMarkdownTwins } from "./markdown-twins"
import { writeBuiltSearchIndex } from "./search-records"
import { verifyFontSubsets } from "./fonts"
import { verifyProcessedImages } from "./figures"
import { builtPages } from "./files"
import { codeVersion } from "./code-version"

/**
 * Publishes files generated from content next to the built pages: the OpenAPI document, the blog feeds,
 * the Markdown twins with llms.txt and the search index, each step querying the data layer itself; then
 * checks that the font subsets hold every character the pages show and that every processed image is shown.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public")
  copyOpenApiTo(publicDir)
  await writeFeeds(args.graphql, args.reporter, publicDir)
  await writeMarkdownTwins(args.graphql, args.reporter, publicDir, { cache: args.cache, version: codeVersion() })
  await writeBuiltSearchIndex(args)
  // Both checks read every built page: once.
  const pages = builtPages(publicDir)
  await verifyFontSubsets(publicDir, pages)
  verifyProcessedImages(publicDir, pages)
}
