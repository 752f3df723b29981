"use strict"
// @ts-check
/**
 * How Node and TypeScript find a local module (`./pages`, `../lib/x.js`), written once for the two places
 * that must agree on what the site's build code is: the compile step that replaces Gatsby's
 * (overrides/compile-gatsby-files.cjs) and the code version that keys the caches (tuning/code-version.ts).
 * CommonJS, because the compile step runs before anything is compiled.
 */
const fs = require("node:fs")
const path = require("node:path")

const EXTENSIONS = [".ts", ".tsx", ".js", ".cjs", ".mjs", ".json"]

/**
 * The file `request` names from `from`; undefined when there is none.
 * @param {string} from
 * @param {string} request
 * @returns {string | undefined}
 */
function findLocal(from, request) {
  const base = path.resolve(path.dirname(from), request)
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]
  // TypeScript lets `./x.js` name x.ts.
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/js$/, "ts"), base.replace(/js$/, "tsx"))
  return candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile())
}

/**
 * The files Gatsby compiles first: the site's and each local plugin's gatsby-config.ts and gatsby-node.ts.
 * @param {string} siteRoot
 * @returns {string[]}
 */
function entries(siteRoot) {
  const plugins = path.join(siteRoot, "plugins")
  const local = fs.existsSync(plugins) ? fs.readdirSync(plugins, { recursive: true }).map((file) => path.join(plugins, String(file))) : []
  return [path.join(siteRoot, "gatsby-config.ts"), path.join(siteRoot, "gatsby-node.ts"), ...local].filter(
    (file) => /^gatsby-(node|config)\.ts$/.test(path.basename(file)) && !file.split(path.sep).includes("node_modules") && fs.existsSync(file),
  )
}

module.exports = { EXTENSIONS, entries, findLocal }
