"use strict"
/**
 * Everything that changes Gatsby outside its APIs, installed in Gatsby's own process for `gatsby build` by
 * `npm run build` (`node --require ./src/node/overrides/index.cjs`). What each one saves and how it fails
 * when Gatsby changes: README.md beside this file. `DOCS_OVERRIDES=off npm run build` builds without any of
 * them (the same public/, as a plain `gatsby build` gives).
 *
 * Each override names the module of Gatsby it changes and stops the build when that module no longer looks
 * as it expects; and check.ts stops the build, at its end, naming any change that was never applied.
 */
const OFF = process.env.DOCS_OVERRIDES === "off"

/** Gatsby's CLI (`.bin/gatsby`, `gatsby/cli.js`) running `build`, the first argument that is not an option. */
const isGatsbyBuild =
  !process.env.GATSBY_WORKER_ID &&
  /[\\/]gatsby(?:[\\/]cli\.js)?$/.test(process.argv[1] ?? "") &&
  process.argv.slice(2).find((argument) => !argument.startsWith("-")) === "build"

if (isGatsbyBuild && !OFF) {
  require("./compile-gatsby-files.cjs").install()
  require("./shared-parse-cache.cjs").install()
  require("./html-in-build-process.cjs").install()
}

module.exports = { OFF }
