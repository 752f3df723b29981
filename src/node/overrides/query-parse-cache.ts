import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { codeVersion } from "../tuning/code-version"
import { checkDevelopOverrides } from "./check"
import { readKept, writeKept } from "../tuning/kept"

/**
 * Gatsby's query-extraction parses, kept between builds (see shared-parse-cache.cjs, which makes Gatsby's
 * in-memory parse cache this object for `npm run build` and `npm run develop`). Put back before Gatsby
 * extracts the queries and saved once it has: a rebuild, or develop's next start, parses only the files that
 * changed (what it saves: README.md beside this file).
 *
 * Each entry is what Gatsby found in one file, keyed by Gatsby's own hash of the file's path and text, so an
 * edited file misses and is parsed again; the whole set is dropped when `codeVersion` (installed packages,
 * Gatsby and its plugins among them, and the site's build code) changes. Only the entries this build used
 * are saved, so edits do not accumulate. Kept by V8's serialisation (see kept.ts: the GraphQL trees link
 * their tokens both ways, which JSON cannot hold); classes come back as plain objects, which is all Gatsby
 * reads of them. A missing, unreadable or outdated file means every file is parsed, as Gatsby would.
 */
export interface SharedParseCache {
  entries: Record<string, unknown>
  used: Set<string>
}

const { applied } = require("./on-module-load.cjs") as { applied: (name: string) => void }

const KEY = "edna-pulse-docs/query-parse-cache"
export const PARSES_FILE = path.join(".cache", "query-parses.v8")

/** The cache shared-parse-cache.cjs shares in this process, if it was installed. */
function shared(): SharedParseCache | undefined {
  return (globalThis as Record<symbol, SharedParseCache | undefined>)[Symbol.for(KEY)]
}

/** Puts the parses saved under `version` into `cache`; the number put back. */
export function restoreParses(file: string, version: string, cache: SharedParseCache): number {
  const entries = readKept<Record<string, unknown>>(file, version)
  if (typeof entries !== "object" || entries === null) return 0
  Object.assign(cache.entries, entries)
  return Object.keys(entries).length
}

/** Saves the parses this build used under `version`; the number saved. */
export function saveParses(file: string, version: string, cache: SharedParseCache): number {
  const entries = Object.fromEntries([...cache.used].filter((key) => cache.entries[key] !== undefined).map((key) => [key, cache.entries[key]]))
  writeKept(file, version, entries)
  return Object.keys(entries).length
}

/** The keys put back in this process, to tell how many files this build did not parse. */
let restoredKeys = new Set<string>()

export const onPreExtractQueries: GatsbyNode["onPreExtractQueries"] = () => {
  const cache = shared()
  if (!cache) return
  restoreParses(PARSES_FILE, codeVersion(), cache)
  restoredKeys = new Set(Object.keys(cache.entries))
}

/**
 * Saves the parses once Gatsby has extracted the queries: at onPostBootstrap in `gatsby build`, and in
 * `gatsby develop`, which extracts them after bootstrap, when it asks for its webpack configuration (see
 * onCreateWebpackConfig in ../tuning/webpack.ts). Does nothing before an extraction.
 */
export function keepParses(reporter: Reporter): void {
  const cache = shared()
  if (!cache || cache.used.size === 0) return
  applied("shared-parse-cache: kept")
  const kept = [...cache.used].filter((key) => restoredKeys.has(key)).length
  // Nothing parsed and nothing dropped: the file already holds exactly these parses.
  const unchanged = kept === cache.used.size && kept === restoredKeys.size
  const saved = unchanged ? kept : saveParses(PARSES_FILE, codeVersion(), cache)
  restoredKeys = new Set(cache.used)
  reporter.info(`query extraction: ${saved - kept} of ${saved} files parsed${kept > 0 ? `, ${kept} as the last build parsed them` : ""}`)
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  keepParses(reporter)
  checkDevelopOverrides(reporter)
}
