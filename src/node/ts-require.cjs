"use strict"
// @ts-check
/**
 * The require hook for the project's own TypeScript, the only one: loaded with `node --require
 * ./src/node/ts-require.cjs` (npm run deploy:config) or required first by a launcher (mcp/server.mjs,
 * scripts/search-scale.mjs). A `.ts` file of the project (src/, mcp/, deploy/, …; not node_modules) is compiled
 * by the site's compile (compile-ts.cjs, as Gatsby's step compiles gatsby-node) when it is first required; a file
 * that does not compile throws, naming itself. Node 20 cannot run TypeScript, and these have no build step.
 * Packages stay Node's (the ES-module-only ones load through require(esm), on by default from Node 20.19).
 *
 * Not in Gatsby's processes: the build compiles its code into .cache/compiled and loads that.
 */
const fs = require("node:fs")
const path = require("node:path")
/** Node's module class with its loaders by extension (`_extensions`), which @types/node does not declare. */
const Module = /** @type {typeof import("node:module") & ModuleLoaders} */ (require("node:module"))
const { compileMessage, compileTs } = require("./compile-ts.cjs")

const PROJECT_ROOT = path.resolve(__dirname, "..", "..")

/**
 * A module as Node's loader hands it to a loader of `Module._extensions`: with its (undeclared) `_compile`.
 * @typedef {NodeJS.Module & { _compile(code: string, filename: string, format?: "commonjs" | "module"): void }} LoadingModule
 */
/** Node's loaders by extension. @typedef {{ _extensions: Record<string, (module: LoadingModule, filename: string) => void> }} ModuleLoaders */

/**
 * A TypeScript file of the project as a CommonJS module.
 * @param {LoadingModule} module
 * @param {string} filename
 * @returns {void}
 */
function requireTs(module, filename) {
  const relative = path.relative(PROJECT_ROOT, filename)
  if (relative.startsWith("..") || path.isAbsolute(relative) || relative.split(path.sep).includes("node_modules"))
    throw new Error(`${filename}: src/node/ts-require.cjs compiles only the project's own TypeScript`)
  let code
  try {
    code = compileTs(fs.readFileSync(filename, "utf8"), filename, { sourceMaps: true })
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), filename)} does not compile:\n${compileMessage(error)}`)
  }
  module._compile(code, filename)
}

// Set on every Node the site supports: Node's own type stripping (22.18+) does not take the site's TypeScript
// (extensionless imports, enums).
Module._extensions[".ts"] = requireTs

module.exports = { requireTs }
