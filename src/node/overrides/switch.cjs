"use strict"
// @ts-check
/**
 * The switch of the overrides, read from DOCS_OVERRIDES: unset (or `on`) for all of them, `off` for none (a
 * plain Gatsby, to tell whether an override is behind a problem), `without:<name>,<name>` for all but those
 * named, to weigh each one alone (scripts/overrides-ab.mjs --without). An unknown name stops at once, listing
 * the names.
 */

/** One name per override that can be switched on its own; each covers the files of this folder named beside it. */
const OVERRIDES = Object.freeze({
  "compile-gatsby-files": "compile-gatsby-files.cjs",
  "shared-parse-cache": "shared-parse-cache.cjs, query-parse-cache.ts",
  "html-in-build-process": "html-in-build-process.cjs, html-worker.cjs",
  "stitch-as-bytes": "stitch-as-bytes.cjs",
  "browser-scripts": "slices.ts, browser/",
  "png-without-dither": "png-without-dither.ts",
  "develop-late-changes": "develop-late-changes.cjs",
  "develop-shell-pages": "develop-shell-pages.cjs",
})

/**
 * Whether the override `name` is on under `env`.
 * @param {keyof typeof OVERRIDES} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean}
 */
function overrideOn(name, env = process.env) {
  const setting = (env.DOCS_OVERRIDES ?? "").trim()
  if (setting === "" || setting === "on") return true
  if (setting === "off") return false
  const match = /^without:(.+)$/.exec(setting)
  const names = match ? match[1].split(",").map((part) => part.trim()) : []
  const unknown = match ? names.filter((part) => !Object.hasOwn(OVERRIDES, part)) : [setting]
  if (unknown.length > 0)
    throw new Error(
      `DOCS_OVERRIDES=${setting}: ${unknown.map((part) => `"${part}"`).join(", ")} is not a setting; use on, off or without:<name>,… with the names ${Object.keys(OVERRIDES).join(", ")}`,
    )
  return !names.includes(name)
}

module.exports = { OVERRIDES, overrideOn }
