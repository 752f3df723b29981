"use strict"
// @ts-check
/**
 * Gatsby's parse cache for query extraction, made reachable so that `query-parse-cache.ts` can keep it
 * between builds.
 *
 * On every build Gatsby reads every script under src/ that mentions one of its page APIs (`graphql`,
 * `config`, `Head`, ...), every page template and the installed plugins' components, parses each with Babel
 * and walks the tree seven times, most of query extraction's time in a rebuild (see README.md beside this
 * file), for results that depend only on the file's path and text. Gatsby keeps them in memory, keyed by
 * those, in a module-level object (`const cache = {}` in gatsby/dist/query/file-parser.js) that lives as long
 * as the process: `gatsby develop` parses a file again only when it changes, `gatsby build` parses everything
 * each time. This module replaces that line, as Node loads the file, with an object of ours, so what is in it
 * can be saved after extraction and put back before the next one. Nothing else in Gatsby's parsing changes.
 *
 * Installed by index.cjs in Gatsby's own process for `gatsby build` and in the site's process of `gatsby
 * develop`; without it (a plain `gatsby build` or `gatsby develop`, DOCS_OVERRIDES=off) Gatsby's object stays
 * and the TypeScript side does nothing.
 */
const { expect, onModuleLoad, replaceOnce } = require("./on-module-load.cjs")

/**
 * What is shared (query-parse-cache.ts's SharedParseCache, and the view Gatsby's file-parser.js reads).
 * @typedef {{ entries: Record<string | symbol, unknown>, used: Set<string>, cache: Record<string | symbol, unknown> }} SharedCache
 */

/** Where the object is shared with the TypeScript side (a global: Gatsby runs that from .cache/compiled,
 * a copy of this module at another path). */
const KEY = "edna-pulse-docs/query-parse-cache"

/** file-parser.js's source with its parse cache replaced by the shared one. Throws, naming the file, when
 * the line is not there exactly once: a Gatsby that declares it differently would silently parse everything.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withSharedCache(source, file) {
  const shared = `const cache = globalThis[Symbol.for(${JSON.stringify(KEY)})].cache;`
  return replaceOnce(source, "const cache = {};", shared, "src/node/overrides/shared-parse-cache.cjs", file)
}

/**
 * The shared cache: `entries` (what Gatsby finds under each key), `used` (the keys this build looked up or
 * added, the ones worth keeping) and `cache`, the view of `entries` Gatsby's code gets, which records them.
 * @returns {SharedCache}
 */
function sharedCache() {
  /** @type {Record<string | symbol, unknown>} */
  const entries = Object.create(null)
  /** @type {Set<string>} */
  const used = new Set()
  const cache = new Proxy(entries, {
    get(target, key) {
      if (typeof key === "string") used.add(key)
      return target[key]
    },
    set(target, key, value) {
      if (typeof key === "string") used.add(key)
      target[key] = value
      return true
    },
  })
  return { entries, used, cache }
}

/** Shares the cache and has Node load Gatsby's file-parser.js with it, in the site at `root`. */
function install(root = process.cwd()) {
  ;/** @type {typeof globalThis & Record<symbol, SharedCache>} */ (globalThis)[Symbol.for(KEY)] = sharedCache()
  expect("shared-parse-cache: kept", "shares Gatsby's parse cache, which query-parse-cache.ts did not find")
  onModuleLoad(root, "gatsby/dist/query/file-parser", { name: "shared-parse-cache", source: withSharedCache })
}

module.exports = { KEY, install, sharedCache, withSharedCache }
