import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { copyOpenApiTo } from "./openapi"

/** Publishes files generated from content next to the built pages. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  copyOpenApiTo(path.resolve("public"))
}
