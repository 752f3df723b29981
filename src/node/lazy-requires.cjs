"use strict"
/**
 * Packages that Gatsby and its CLI load at start-up on every command and that `gatsby build` of this site
 * does not use, loaded when first used instead: `gatsby develop`'s web server, websocket and browser
 * opener, the engines bundler (this site has no DSG or SSR pages), the generator of the GraphQL types
 * (needed only when they change, see typegen-when-changed.cjs), the CLI's `new`, `info`, `login` and
 * `whoami` commands, and Parcel (whose step compile-gatsby-files.cjs replaces).
 *
 * Each `var _x = …require("package")…;` line in the listed module becomes a lazy module: the same
 * expression, evaluated on the first property read. Gatsby reads these only as namespaces (`_x.default`,
 * `_x.Server`), so nothing else changes; a line not found exactly once stops the build naming the module
 * and the package. Installed by compile-gatsby-files.cjs in Gatsby's own process for `gatsby build`.
 */
const path = require("node:path")
const { onModuleLoad } = require("./on-module-load.cjs")

/** By module (as Gatsby's package resolves it), the packages it loads eagerly that a build does not use. */
const NOT_USED_BY_BUILD = {
  // Parcel (~0.1 s to load): compile-gatsby-files.cjs replaces the step that uses it.
  "gatsby/dist/utils/parcel/compile-gatsby-files": ["@parcel/core", "@parcel/cache"],
  "gatsby/dist/utils/start-server": [
    "@gatsbyjs/webpack-hot-middleware",
    "webpack-dev-middleware",
    "got",
    "compression",
    "graphql-http/lib/use/express",
    "gatsby-graphiql-explorer",
    "cors",
    "react-dev-utils/launchEditor",
  ],
  "gatsby/dist/commands/develop-static": ["parseurl"],
  "gatsby/dist/internal-plugins/functions/middleware": ["multer"],
  "gatsby/dist/utils/websocket-manager": ["socket.io"],
  "gatsby/dist/services/start-webpack-server": ["better-opn"],
  "gatsby/dist/schema/graphql-engine/bundle-webpack": ["@vercel/webpack-asset-relocator-loader"],
  "gatsby/dist/utils/graphql-typegen/ts-codegen": ["@graphql-codegen/core", "@graphql-tools/code-file-loader", "@graphql-tools/load"],
  "gatsby-cli/lib/create-cli": ["envinfo", "create-gatsby"],
  "gatsby-cli/lib/init-starter": ["better-opn", "execa", "hosted-git-info", "is-valid-path", "prompts"],
  "gatsby-cli/lib/login": ["node-fetch", "better-opn"],
  "gatsby-cli/lib/whoami": ["node-fetch"],
}

/** Appended to each changed module (a function declaration, so it is defined from the module's first line). */
const LAZY_MODULE = `
function __lazyModule(load) {
  let loaded
  const module = () => (loaded ??= { value: load() }).value
  return new Proxy({}, { get: (_, key) => module()[key], has: (_, key) => key in module() })
}
`

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/** `source` with each of `packages` loaded lazily; throws, naming `file` and the package, when its line is not there once. */
function withLazyRequires(source, file, packages) {
  let changed = source
  for (const name of packages) {
    const line = new RegExp(`^var (_\\w+) = (.*\\brequire\\("${escape(name)}"\\).*);$`, "gm")
    const found = [...changed.matchAll(line)].length
    if (found !== 1) {
      throw new Error(`src/node/lazy-requires.cjs: ${file} does not load "${name}" once as \`var _x = require("${name}");\`; update the list for this Gatsby version`)
    }
    changed = changed.replace(line, (_, variable, expression) => `var ${variable} = __lazyModule(() => ${expression});`)
  }
  return changed + LAZY_MODULE
}

/** Makes the listed packages lazy in the modules of the Gatsby the site at `root` uses. */
function install(root = process.cwd()) {
  const gatsby = path.dirname(require.resolve("gatsby/package.json", { paths: [root] }))
  for (const [module, packages] of Object.entries(NOT_USED_BY_BUILD)) {
    onModuleLoad(gatsby, module, { source: (source, file) => withLazyRequires(source, file, packages) })
  }
}

module.exports = { NOT_USED_BY_BUILD, install, withLazyRequires }
