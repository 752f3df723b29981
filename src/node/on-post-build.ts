import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { copyOpenApiTo } from "./openapi"
import { writeSearchIndex } from "./search-index"
import { writeFeeds } from "./feeds"
import { writeMarkdownTwins } from "./markdown-twins"
import { verifyFontSubsets } from "./fonts"

/** Publishes files generated from content next to the built pages: the OpenAPI document, the blog feeds, the search index and the Markdown twins with llms.txt; then checks that the font subsets hold every character the pages show. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public")
  copyOpenApiTo(publicDir)
  writeFeeds(publicDir)
  await writeMarkdownTwins(graphql, reporter, publicDir)
  const index = writeSearchIndex(publicDir)
  reporter.info(`search index ${index.folder}: ${index.pages} pages, ${index.shards} shards, ${index.bytes} bytes`)
  await verifyFontSubsets(publicDir)
}
