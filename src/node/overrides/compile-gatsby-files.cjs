"use strict"
// @ts-check
/**
 * Gatsby's "compile gatsby files" step for `gatsby build` and `gatsby develop`, without Parcel:
 * gatsby-config.ts, gatsby-node.ts, each local plugin's gatsby-node.ts and every local module they import
 * are compiled by SWC (TypeScript to CommonJS), one file each, into .cache/compiled, where Gatsby loads
 * them from.
 *
 * Why our own: Gatsby runs this step on every build, before anything else, by starting Parcel in a child
 * process; to check its cache Parcel lists every file under the project, node_modules included, once at
 * the start and again at the end. Every build paid for those listings, a rebuild as much as a cold build,
 * with nothing else running, and neither Gatsby nor Parcel has an option to narrow or skip them; compiling
 * only the files Gatsby loads takes almost no time (what it saves: README.md beside this file). Same output
 * semantics as Parcel's (SWC per file, CommonJS, packages left to Node), so a plain `gatsby build` or
 * `gatsby develop`, which keep Gatsby's own step, load the same code.
 *
 * Installed by index.cjs in Gatsby's own process for `gatsby build` and in the site's process of `gatsby
 * develop` (not in Gatsby's workers, and not for a plain `gatsby build` or `gatsby develop` or with
 * DOCS_OVERRIDES=off).
 */
const fs = require("node:fs")
const path = require("node:path")
const { applied, expect, onModuleLoad } = require("./on-module-load.cjs")
const { entries, findLocal } = require("../local-modules.cjs")
const { compileMessage, compileTs } = require("../compile-ts.cjs")

const COMPILED = path.join(".cache", "compiled")
const SOURCE = /\.(ts|tsx|mts|cts)$/
/** SWC's transformSync, which the tests replace. @typedef {typeof import("@swc/core").transformSync} TransformSync */
/** Gatsby's module for the step (gatsby/dist/utils/parcel/compile-gatsby-files), whose step this replaces.
 * @typedef {{ compileGatsbyFiles: (siteRoot: string) => Promise<void> }} GatsbyCompileStep */

/**
 * A local file a module asks for, as Node and TypeScript would find it; throws, naming both, when there is none.
 * @param {string} from
 * @param {string} request
 * @returns {string}
 */
function resolveLocal(from, request) {
  const found = findLocal(from, request)
  if (!found) throw new Error(`${path.relative(process.cwd(), from)} imports "${request}", which does not exist`)
  return found
}

/**
 * One module in CommonJS: TypeScript compiled by the site's compile (../compile-ts.cjs), anything else (JSON, JavaScript) as it is.
 * @param {string} file
 * @param {TransformSync} transformSync
 * @returns {string}
 */
function compile(file, transformSync) {
  const text = fs.readFileSync(file, "utf8")
  return SOURCE.test(file) ? compileTs(text, file, { transformSync }) : text
}

/**
 * Compiles the entries and what they import into `<siteRoot>/.cache/compiled`, the layout Gatsby reads
 * (gatsby-node.js, plugins/<name>/gatsby-node.js), each module beside the others as in the site, so their
 * relative requires hold. Returns the files written. A file that does not compile or an import that does not
 * resolve throws, naming the file.
 * @param {string} siteRoot
 * @param {TransformSync} [transformSync]
 * @returns {string[]}
 */
function compileSite(siteRoot, transformSync = require("@swc/core").transformSync) {
  const out = path.join(siteRoot, COMPILED)
  fs.rmSync(out, { recursive: true, force: true })
  /** @type {string[]} */
  const written = []
  const queue = entries(siteRoot)
  /** @type {Set<string>} */
  const seen = new Set()
  while (queue.length > 0) {
    // The queue is not empty here.
    const file = /** @type {string} */ (queue.shift())
    if (seen.has(file)) continue
    seen.add(file)
    const relative = path.relative(siteRoot, file)
    if (relative.startsWith("..")) throw new Error(`${relative}: a gatsby-config or gatsby-node imports a file outside the site`)
    let code
    try {
      code = compile(file, transformSync)
    } catch (error) {
      throw new Error(`${relative} does not compile:\n${compileMessage(error)}`)
    }
    const target = path.join(out, relative.replace(SOURCE, ".js"))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, code)
    written.push(target)
    if (file.endsWith(".json")) continue
    for (const [, request] of code.matchAll(/\brequire\(\s*["'](\.{1,2}\/[^"']*)["']\s*\)/g)) queue.push(resolveLocal(file, request))
  }
  return written
}

/**
 * In Gatsby's own process: its step, compileGatsbyFiles, replaced by compileSite, with its errors reported as Gatsby's are.
 * @param {string} [root]
 * @returns {void}
 */
function replaceGatsbyStep(root = process.cwd()) {
  expect("compile-gatsby-files: called", "replaces compileGatsbyFiles, which Gatsby did not call")
  onModuleLoad(root, "gatsby/dist/utils/parcel/compile-gatsby-files", {
    name: "compile-gatsby-files",
    /**
     * @param {GatsbyCompileStep} step
     * @param {string} file
     */
    exports(step, file) {
      if (typeof step.compileGatsbyFiles !== "function")
        throw new Error(`src/node/overrides/compile-gatsby-files.cjs: ${file} does not export compileGatsbyFiles; update the override for this Gatsby version`)
      step.compileGatsbyFiles = async (siteRoot) => {
        applied("compile-gatsby-files: called")
        try {
          compileSite(siteRoot)
        } catch (error) {
          require(require.resolve("gatsby-cli/lib/reporter", { paths: [path.dirname(file)] })).panic(error instanceof Error ? error.message : String(error))
        }
      }
    },
  })
}

module.exports = { compileSite, entries, install: replaceGatsbyStep, resolveLocal }
