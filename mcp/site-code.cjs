"use strict"
/**
 * The site's own TypeScript modules, loaded into the MCP server as they are: the search engine and tokenizer
 * (src/search), the OpenAPI views and request samples (src/lib/openapi.ts, src/lib/api-samples.ts), the
 * Markdown twin writer (src/node/mdx/markdown-twin.ts) and the site's constants (src/config/site.ts). So the server
 * answers with the site's ranking, snippets, samples and Markdown, not with a second copy of them.
 *
 * Node 20 cannot run TypeScript, and the server has no build step: each `.ts` file under src/ is compiled by
 * SWC (TypeScript to CommonJS, one file at a time, as src/node/overrides/compile-gatsby-files.cjs does for gatsby-node)
 * when it is first required. Packages stay Node's (the ES-module-only ones load through require(esm), on by
 * default from Node 20.19).
 */
const fs = require("node:fs")
const path = require("node:path")
const Module = require("node:module")

const SOURCE_ROOT = path.resolve(__dirname, "..", "src")

let transformSync = null

/** A TypeScript file of src/ as a CommonJS module; a file that does not compile throws, naming itself. */
function compileTs(module, filename) {
  if (!filename.startsWith(SOURCE_ROOT + path.sep)) throw new Error(`${filename}: the MCP server loads TypeScript only from src/`)
  transformSync ??= require("@swc/core").transformSync
  let code
  try {
    code = transformSync(fs.readFileSync(filename, "utf8"), {
      filename,
      swcrc: false,
      configFile: false,
      sourceMaps: "inline",
      jsc: { parser: { syntax: "typescript", tsx: filename.endsWith(".tsx") }, target: "es2022", keepClassNames: true },
      module: { type: "commonjs" },
    }).code
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split(/\n\s*Caused by:/)[0].trimEnd()
    throw new Error(`${path.relative(process.cwd(), filename)} does not compile:\n${message}`)
  }
  module._compile(code, filename)
}

if (!Module._extensions[".ts"]) Module._extensions[".ts"] = compileTs

const load = (relative) => require(path.join(SOURCE_ROOT, relative))

module.exports = {
  /** createEngine, snippetOf (src/search/engine.ts). */
  engine: () => load("search/engine.ts"),
  /** SITE, DOCS_VERSION, SEARCH_LIMITS (src/config/site.ts). */
  config: () => load("config/site.ts"),
  /** SEARCH_CONTEXT_LABELS (src/config/strings.ts). */
  strings: () => load("config/strings.ts"),
  /** queryWords (src/search/tokenize.ts). */
  tokenize: () => load("search/tokenize.ts"),
  /** SEARCH_MANIFEST_PATH (src/search/protocol.ts). */
  protocol: () => load("search/protocol.ts"),
  /** derefAll, indexOperations (src/lib/openapi.ts). */
  openapi: () => load("lib/openapi.ts"),
  /** shownOperations: a document's operations as the API pages show them (src/node/openapi-shown.ts). */
  shown: () => load("node/openapi-shown.ts"),
  /** codeSamples, SAMPLE_TABS (src/lib/api-samples.ts). */
  samples: () => load("lib/api-samples.ts"),
  /** mdxToMarkdown, twinPathOf (src/node/mdx/markdown-twin.ts); loads the MDX parser, so only when an operation is asked for. */
  twin: () => load("node/mdx/markdown-twin.ts"),
}
