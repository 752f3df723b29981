/**
 * The HTTP API reference: the operations and webhooks of content/docs/api/openapi.yaml rendered for the API
 * pages (node/openapi.ts; the docs feature creates those pages with this plugin's template and components),
 * their request samples in four languages (lib/api-samples.ts), and the document published at /openapi.yaml.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { createPlannedPages } from "../../src/node/pages"
import { contentOutput } from "../../src/node/extend"
import { lineOf, type ContentProblem } from "../../src/node/content-problems"
import { copyOpenApiTo, keptRenderedOperations, OPENAPI_PUBLIC_PATH, OPENAPI_SOURCE } from "./node/openapi"

/** The problem with openapi.yaml, if it cannot be read: its line when the parser names one. */
function documentProblems(): ContentProblem[] {
  try {
    keptRenderedOperations()
    return []
  } catch (error) {
    const file = path.relative(process.cwd(), OPENAPI_SOURCE)
    const message = (error as Error).message
    const ref = /\$ref (\S+)/.exec(message)?.[1]
    const line = Number(/at line (\d+)/.exec(message)?.[1]) || (ref ? lineOf(file, ref) : undefined)
    return [{ file, line, message }]
  }
}

/** No pages of its own: the plan records the published document (links to it resolve) and the document's problem. */
export const createPages: GatsbyNode["createPages"] = ({ actions, createNodeId, createContentDigest }) => {
  createPlannedPages("apiReference", [], { actions, createNodeId, createContentDigest }, { files: [OPENAPI_PUBLIC_PATH], problems: documentProblems() })
}

export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  contentOutput("openapi", () => copyOpenApiTo(path.resolve("public")))
}
