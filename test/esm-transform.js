/**
 * Jest transformer for ES-module-only packages in node_modules (the unified/mdast/micromark ecosystem):
 * SWC rewrites import/export to CommonJS; files without module syntax pass through untouched.
 */
// @ts-check
const { transformSync } = require("@swc/core")

const ESM = /^\s*(import|export)\s/m

module.exports = {
  /**
   * @param {string} source
   * @param {string} filename
   * @returns {{ code: string, map?: string }}
   */
  process(source, filename) {
    if (!ESM.test(source)) return { code: source }
    const { code, map } = transformSync(source, {
      filename,
      sourceMaps: true,
      module: { type: "commonjs" },
      jsc: { target: "es2021", parser: { syntax: "ecmascript" } },
    })
    return { code, map }
  },
}
