"use strict"
// @ts-check
/**
 * The site's one compile of TypeScript for Node: SWC, one file at a time, TypeScript to CommonJS (packages
 * left to Node). Written once for the two places that run the site's TypeScript without a bundler: Gatsby's
 * "compile gatsby files" step (overrides/compile-gatsby-files.cjs, into .cache/compiled) and the require hook
 * (ts-require.cjs) through which the MCP server (mcp/), the deploy generator (deploy/) and the scripts load
 * the site's modules. CommonJS, because both run before anything is compiled.
 */

/**
 * SWC's message is the code frame, then the Rust side's cause and backtrace, which name nothing of the site.
 * @param {unknown} error
 * @returns {string}
 */
function compileMessage(error) {
  return (error instanceof Error ? error.message : String(error)).split(/\n\s*Caused by:/)[0].trimEnd()
}

/**
 * `text`, the TypeScript (or TSX) of `filename`, as CommonJS. `import()` becomes a require too, so a module
 * imported on demand is found and compiled like the rest. SWC's error passes through (compileMessage shortens it).
 * @param {string} text
 * @param {string} filename
 * @param {{ sourceMaps?: boolean, transformSync?: typeof import("@swc/core").transformSync }} [options]
 * @returns {string}
 */
function compileTs(text, filename, { sourceMaps = false, transformSync = require("@swc/core").transformSync } = {}) {
  return transformSync(text, {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: sourceMaps ? "inline" : false,
    jsc: {
      parser: { syntax: "typescript", tsx: filename.endsWith(".tsx") },
      target: "es2022",
      keepClassNames: true,
      transform: { react: { runtime: "automatic" } },
    },
    module: { type: "commonjs" },
  }).code
}

module.exports = { compileMessage, compileTs }
