"use strict"
/**
 * Gatsby's "Compiling Gatsby Functions" step without its webpack run when there are no functions to compile.
 *
 * The step finds the site's and plugins' functions (src/api), writes their manifest and then runs webpack
 * over them. This site has none, and webpack still started, with its plugins and an empty entry, on every
 * build: ~0.15 s of each. With no entries the run is skipped and the step finishes as after a run without
 * errors or warnings; with any function it runs as before. Installed by compile-gatsby-files.cjs in Gatsby's
 * own process for `gatsby build` (`gatsby develop` watches instead, and is left alone).
 */
const { onModuleLoad, replaceOnce } = require("./on-module-load.cjs")

const RUN = "(0, _webpack.default)(config).run(callback);"

/** The functions plugin's source with its production webpack run skipped for an empty entry. */
function withoutEmptyRun(source, file) {
  const skip = `Object.keys(config.entry ?? {}).length === 0 ? callback(null, undefined) : ${RUN}`
  return replaceOnce(source, RUN, skip, "src/node/no-empty-functions-compile.cjs", file)
}

function install(root = process.cwd()) {
  onModuleLoad(root, "gatsby/dist/internal-plugins/functions/gatsby-node", { source: withoutEmptyRun })
}

module.exports = { install, withoutEmptyRun }
