import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { copyOpenApiTo } from "./openapi"
import { writeSearchIndex } from "./search-index"
import { writeFeeds } from "./feeds"
import { stripNulBytes } from "./strip-nul"

/** Publishes files generated from content next to the built pages: the OpenAPI document, the blog feeds and the search index. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public")
  const cleaned = stripNulBytes(publicDir)
  if (cleaned > 0) reporter.info(`removed NUL bytes left by React's stream renderer from ${cleaned} HTML files`)
  copyOpenApiTo(publicDir)
  writeFeeds(publicDir)
  const index = writeSearchIndex(publicDir)
  reporter.info(`search index ${index.folder}: ${index.pages} pages, ${index.shards} shards, ${index.bytes} bytes`)
}
