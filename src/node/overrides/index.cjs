"use strict"
/**
 * Everything that changes Gatsby outside its APIs, installed in Gatsby's own process for `gatsby build` by
 * `npm run build` and for `gatsby develop` by `npm run develop` (`node --require
 * ./src/node/overrides/index.cjs`). What each one saves and how it fails when Gatsby changes: README.md
 * beside this file. `DOCS_OVERRIDES=off npm run build` builds without any of
 * them (the same public/, as a plain `gatsby build` gives).
 *
 * Each override names the module of Gatsby it changes and stops the build when that module no longer looks
 * as it expects; and check.ts stops the build, at its end, naming any change that was never applied.
 */
const path = require("node:path")

const { overrideOn } = require("./switch.cjs")

/** The command Gatsby's CLI (`.bin/gatsby`, `gatsby/cli.js`) runs: the first argument that is not an option. */
const command = /[\\/]gatsby(?:[\\/]cli\.js)?$/.test(process.argv[1] ?? "") ? process.argv.slice(2).find((argument) => !argument.startsWith("-")) : undefined
/** `gatsby develop` runs the site in a child process it starts from a script in .cache; the CLI names it here. */
const DEVELOP = "DOCS_OVERRIDES_DEVELOP"
if (command === "develop") process.env[DEVELOP] = "1"
const isGatsbyBuild = !process.env.GATSBY_WORKER_ID && command === "build"
const isDevelopProcess =
  !process.env.GATSBY_WORKER_ID && process.env[DEVELOP] === "1" && path.dirname(process.argv[1] ?? "") === path.join(process.cwd(), ".cache")

if (isGatsbyBuild || isDevelopProcess) {
  // Both compile gatsby-node and extract queries at every start.
  if (overrideOn("compile-gatsby-files")) require("./compile-gatsby-files.cjs").install()
  if (overrideOn("shared-parse-cache")) require("./shared-parse-cache.cjs").install()
}
if (isGatsbyBuild) {
  if (overrideOn("html-in-build-process")) require("./html-in-build-process.cjs").install()
  if (overrideOn("stitch-as-bytes")) require("./stitch-as-bytes.cjs").install()
}
if (isDevelopProcess && overrideOn("develop-late-changes")) require("./develop-late-changes.cjs").install()
