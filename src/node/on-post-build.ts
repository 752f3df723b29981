import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { copyOpenApiTo } from "./openapi"
import { writeSearchIndex } from "./search-index"
import { writeFeeds } from "./feeds"

/** Publishes files generated from content next to the built pages: the OpenAPI document, the blog feeds and the search index. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public")
  copyOpenApiTo(publicDir)
  writeFeeds(publicDir)
  const index = await writeSearchIndex(publicDir)
  reporter.info(`search index ${index.file}: ${index.records} records, ${index.bytes} bytes`)
}
