"use strict"
/**
 * Gatsby's worker loads the site's plugins and builds the GraphQL schema only when it will run queries.
 *
 * At bootstrap Gatsby has its worker pool load the config and plugins and then build the schema, so that
 * the workers can run page queries. `gatsby build` runs them in the workers only when it counts more than
 * one core (`cpuCoreCount() === 1` runs them in its own process; on two cores `queriesInBuildProcess` in
 * build-process.ts makes it so), and the worker then only renders the static HTML, which reads the
 * renderer and the page data from disk. Yet it held the plugins and schema from bootstrap to the end: ~2.5 s
 * of CPU beside the bootstrap and 232 MB instead of ~150 MB through the build, beside the build process's
 * peak. With the queries in the build process, the two calls are skipped; with workers running queries,
 * nothing changes. Installed by compile-gatsby-files.cjs in Gatsby's own process for `gatsby build`.
 */
const { onModuleLoad, replaceOnce } = require("./on-module-load.cjs")

const QUERIES_IN_WORKERS = "(0, _gatsbyCoreUtils.cpuCoreCount)() !== 1"
const OVERRIDE = "src/node/worker-setup-for-queries.cjs"

/** bootstrap/index.js's source with the worker's set-up for queries made conditional on queries running there. */
function withSetupForQueries(source, file) {
  const loaded = replaceOnce(source, "  workerPool.all.loadConfigAndPlugins({", `  if (${QUERIES_IN_WORKERS}) workerPool.all.loadConfigAndPlugins({`, OVERRIDE, file)
  return replaceOnce(loaded, "  workerPool.all.buildSchema();", `  if (${QUERIES_IN_WORKERS}) workerPool.all.buildSchema();`, OVERRIDE, file)
}

function install(root = process.cwd()) {
  onModuleLoad(root, "gatsby/dist/bootstrap/index", { source: withSetupForQueries })
}

module.exports = { install, withSetupForQueries }
