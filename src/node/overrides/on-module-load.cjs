"use strict"
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
const Module = require("node:module")

/** The expected changes, by name, in one object per process: Gatsby runs gatsby-node (check.ts) from its
 * copy in .cache/compiled, another instance of this module. */
const REGISTRY = Symbol.for("edna-docs.overrides")
const expected = (globalThis[REGISTRY] ??= new Map())

/** Records that the change `name` (which says what it does) must be applied before the build ends. */
function expect(name, what) {
  expected.set(name, { what, applied: false })
}

/** Records that the change `name` has been applied. */
function applied(name) {
  const change = expected.get(name)
  if (change) change.applied = true
}

/** The expected changes not applied, as "name: what it does". */
function notApplied() {
  return [...expected].filter(([, change]) => !change.applied).map(([name, change]) => `${name}: ${change.what}`)
}

/** Pending changes, by file, in the order they were asked for. */
const changes = new Map()
let loadJs

/** Node's loader for .js files, with the changes applied to the files they are for. */
function loadChanged(module, filename) {
  const pending = changes.get(filename)
  if (!pending) return loadJs.call(this, module, filename)
  changes.delete(filename)
  if (changes.size === 0) Module._extensions[".js"] = loadJs
  const sources = pending.filter((change) => change.source)
  if (sources.length === 0) loadJs.call(this, module, filename)
  else
    module._compile(
      sources.reduce((text, change) => change.source(text, filename), fs.readFileSync(filename, "utf8")),
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
 * is there exactly once (a Gatsby that writes it differently must not be changed silently, or not at all). */
function replaceOnce(source, line, replacement, override, file) {
  const at = source.indexOf(line)
  if (at < 0 || source.indexOf(line, at + 1) >= 0) {
    throw new Error(`${override}: ${file} does not contain "${line}" exactly once; update the override for this Gatsby version`)
  }
  return source.slice(0, at) + replacement + source.slice(at + line.length)
}

module.exports = { onModuleLoad, replaceOnce, expect, applied, notApplied }
