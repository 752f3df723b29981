"use strict"
// @ts-check
/**
 * Changes one of Gatsby's modules as Node loads it, for the build-time overrides index.cjs installs: `source`
 * rewrites the file's text before it is compiled, `exports` changes what it exports once it has run. Nothing
 * is loaded ahead of Gatsby, so a step that is not reached costs nothing; every other module loads as before.
 *
 * Every change is recorded as expected until it is applied (`expect`, `applied`): an override whose module
 * Gatsby no longer loads, or whose replaced function Gatsby no longer calls, would leave the build silently
 * different, so the build checks at its end that none is left (`notApplied`, see check.ts).
 */
const fs = require("node:fs")

/**
 * A module as Node hands it to a loader: with `_compile`, which @types/node does not declare.
 * @typedef {NodeJS.Module & { _compile(code: string, filename: string, format?: "commonjs" | "module"): void }} LoadingModule
 */
/** Node's loader for one extension. @typedef {(this: unknown, module: LoadingModule, filename: string) => void} Loader */
/**
 * A change to one of Gatsby's modules: `source` rewrites its text, `exports` changes what it exports. Each
 * override's `exports` declares the shape it expects of the module's exports (a method, so a narrower one fits).
 * @typedef {{ name: string, source?(text: string, filename: string): string, exports?(exports: unknown, filename: string): void }} Change
 */
/** An expected change: what it does, and whether it was applied. @typedef {{ what: string, applied: boolean }} Expected */

/** Node's module class with its loaders by extension (`_extensions`), which @types/node does not declare. */
const Module = /** @type {typeof import("node:module") & { _extensions: Record<string, Loader> }} */ (require("node:module"))

/** The expected changes, by name, in one object per process: Gatsby runs gatsby-node (check.ts) from its
 * copy in .cache/compiled, another instance of this module. */
const REGISTRY = Symbol.for("edna-docs.overrides")
// Prettier would move this cast from globalThis onto the whole assignment.
// prettier-ignore
/** @type {Map<string, Expected>} */
const expected = (/** @type {typeof globalThis & Record<symbol, Map<string, Expected> | undefined>} */ (globalThis)[REGISTRY] ??= new Map())

/**
 * Records that the change `name` (which says what it does) must be applied before the build ends.
 * @param {string} name
 * @param {string} what
 * @returns {void}
 */
function expect(name, what) {
  expected.set(name, { what, applied: false })
}

/**
 * Records that the change `name` has been applied.
 * @param {string} name
 * @returns {void}
 */
function applied(name) {
  const change = expected.get(name)
  if (change) change.applied = true
}

/**
 * The expected changes not applied, as "name: what it does".
 * @returns {string[]}
 */
function notApplied() {
  return [...expected].filter(([, change]) => !change.applied).map(([name, change]) => `${name}: ${change.what}`)
}

/** Pending changes, by file, in the order they were asked for. */
/** @type {Map<string, Change[]>} */
const changes = new Map()
/** Node's own loader for .js files: set before loadChanged replaces it. @type {Loader} */
let loadJs

/**
 * Node's loader for .js files, with the changes applied to the files they are for.
 * @this {unknown}
 * @param {LoadingModule} module
 * @param {string} filename
 * @returns {void}
 */
function loadChanged(module, filename) {
  const pending = changes.get(filename)
  if (!pending) return loadJs.call(this, module, filename)
  changes.delete(filename)
  if (changes.size === 0) Module._extensions[".js"] = loadJs
  const sources = pending.filter((change) => change.source)
  if (sources.length === 0) loadJs.call(this, module, filename)
  else
    module._compile(
      sources.reduce((text, change) => /** @type {NonNullable<Change["source"]>} */ (change.source)(text, filename), fs.readFileSync(filename, "utf8")),
      filename,
      "commonjs",
    )
  for (const change of pending) {
    change.exports?.(module.exports, filename)
    applied(change.name)
  }
}

/**
 * Applies `change` ({ name, source?, exports? }) to `request` (a CommonJS file of an installed package, e.g.
 * "gatsby/dist/query/file-parser") as resolved from `root`, when it is first loaded; expected until then.
 * @param {string} root
 * @param {string} request
 * @param {Change} change
 * @returns {void}
 */
function onModuleLoad(root, request, change) {
  const filename = require.resolve(request, { paths: [root] })
  if (require.cache[filename]) throw new Error(`src/node/overrides/on-module-load.cjs: ${request} is already loaded; its override comes too late`)
  expect(change.name, `changes ${request}, which Gatsby did not load`)
  changes.set(filename, [...(changes.get(filename) ?? []), change])
  if (Module._extensions[".js"] !== loadChanged) {
    loadJs = Module._extensions[".js"]
    Module._extensions[".js"] = loadChanged
  }
}

/** `source` with `line` replaced by `replacement`; throws, naming the override and the file, unless `line`
 * is there exactly once (a Gatsby that writes it differently must not be changed silently, or not at all).
 * @param {string} source
 * @param {string} line
 * @param {string} replacement
 * @param {string} override
 * @param {string} file
 * @returns {string}
 */
function replaceOnce(source, line, replacement, override, file) {
  const at = source.indexOf(line)
  if (at < 0 || source.indexOf(line, at + 1) >= 0) {
    throw new Error(`${override}: ${file} does not contain "${line}" exactly once; update the override for this Gatsby version`)
  }
  return source.slice(0, at) + replacement + source.slice(at + line.length)
}

module.exports = { onModuleLoad, replaceOnce, expect, applied, notApplied }
