import type { GatsbyNode } from "gatsby"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import TerserPlugin from "terser-webpack-plugin"

/**
 * Production bundles, tuned for a short build:
 * - no source maps: `source-map` for every chunk and for the HTML renderer cost build time, and the site
 *   ships no maps to readers;
 * - JavaScript minified by SWC instead of Terser (several times faster, within a few per cent of
 *   Terser's size; the byte budgets in e2e/budgets.spec.ts hold either way);
 * - the compiled MDX of every page (plain JavaScript without GraphQL, a third of the modules and most of
 *   the source bytes) is transpiled by SWC instead of Babel in both compilations; Babel keeps the page
 *   templates and components, whose `graphql` queries Gatsby's Babel plugin extracts;
 * - the HTML renderer carries a hash of the stylesheets: Gatsby 5 re-renders a page's HTML only when the
 *   renderer or the page's data changes, so without it a CSS-only edit left every page with the old
 *   inlined CSS after an incremental `gatsby build`;
 * - lazy chunks are named by their content hash only, so the runtime carries no per-page chunk names;
 * - CSS modules are scoped, so the order in which chunks pull them in does not matter; tell the CSS
 *   extractor so instead of printing a 'Conflicting order' warning per chunk.
 */
type Loader = { loader: string; options?: unknown }
type Rule = { test?: RegExp; use?: ((info: unknown) => Loader[]) | Loader[] }

/** An override that finds nothing to change would leave the build silently slower or wrong when Gatsby
 * changes its webpack config: stop the build instead, saying which override and what it looked for. */
function missing(override: string, what: string): Error {
  return new Error(`src/node/webpack.ts: the override "${override}" found no ${what} in Gatsby's webpack config; update the override for this Gatsby version`)
}

/** Swaps Babel for SWC on the rule that compiles .mdx files (the mdx loader after it stays). */
function transpileMdxWithSwc(rules: Rule[], target: "es2015" | "es2022"): void {
  const swc: Loader = { loader: "swc-loader", options: { jsc: { target, parser: { syntax: "ecmascript", jsx: true } }, sourceMaps: false } }
  let found = 0
  for (const rule of rules) {
    const { use } = rule
    if (String(rule.test) !== String(/\.mdx?$/) || typeof use !== "function") continue
    found += 1
    rule.use = (info) => use(info).map((loader) => (/babel-loader/.test(loader.loader) ? swc : loader))
  }
  if (found === 0) throw missing("MDX through SWC", "rule with `test: /\\.mdx?$/` and a `use` function")
}

type UseInfo = { resource?: string; resourceQuery?: string; issuer?: string }

/** Gatsby's Babel plugins have work only where there is a `graphql` query to extract (page templates and
 * static queries) or a page template's exports to strip; every other module the HTML renderer compiles, our
 * components and Gatsby's own runtime files, SWC transpiles in a fraction of the time. */
const usesGraphql = new Map<string, boolean>()
function needsBabel({ resource = "", resourceQuery = "", issuer = "" }: UseInfo): boolean {
  if (resourceQuery.includes("__contentFilePath") || /async-requires/.test(issuer)) return true
  let answer = usesGraphql.get(resource)
  if (answer === undefined) {
    answer = /\bgraphql\b|useStaticQuery/.test(fs.readFileSync(resource, "utf8"))
    usesGraphql.set(resource, answer)
  }
  return answer
}

function swcForNode(resource: string): Loader {
  const parser = /\.tsx?$/.test(resource) ? { syntax: "typescript", tsx: resource.endsWith(".tsx") } : { syntax: "ecmascript", jsx: true }
  // Compact output, as Babel's in production: some functions are inlined into the HTML by their source text.
  const jsc = { parser, target: "es2022", transform: { react: { runtime: "classic" } }, minify: { compress: false, mangle: false } }
  return { loader: "swc-loader", options: { jsc, minify: true, sourceMaps: false } }
}

/** In the HTML renderer, swaps Babel for SWC on every script that does not need Gatsby's Babel plugins, and
 * turns off babel-loader's own cache for the rest (webpack's persistent cache already keeps every module, so
 * the second cache only costs a gzip write per module). */
function transpileScriptsForNodeWithSwc(rules: Rule[]): void {
  const project = rules.find((rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/) && typeof rule.use === "function")
  if (!project || typeof project.use !== "function") throw missing("scripts through SWC", "rule with `test: /\\.(js|mjs|jsx|ts|tsx)$/` and a `use` function")
  const babel = project.use
  project.use = (info) => {
    const { resource = "" } = info as UseInfo
    if (!needsBabel(info as UseInfo)) return [swcForNode(resource)]
    return babel(info).map((loader) => (/babel-loader/.test(loader.loader) ? { ...loader, options: { ...(loader.options as object), cacheDirectory: false } } : loader))
  }
}

function stylesheetsHash(dir: string): string {
  const hash = createHash("sha256")
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".css")) hash.update(full).update(fs.readFileSync(full))
    }
  }
  walk(dir)
  return hash.digest("hex").slice(0, 16)
}

const HTML_STAGES = new Set(["build-html", "develop-html"])

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  // The HTML renderer reads the constant in every stage that compiles it, develop included.
  if (HTML_STAGES.has(stage)) {
    actions.setWebpackConfig({ plugins: [plugins.define({ __STYLESHEETS_HASH__: JSON.stringify(stylesheetsHash(path.resolve("src"))) })] })
  }
  if (stage === "build-javascript" || stage === "develop") {
    // The progress bar's library loads on demand (src/browser/progress-bar.ts), in every browser bundle.
    actions.setWebpackConfig({ resolve: { alias: { "accessible-nprogress$": path.resolve("src/browser/progress-bar.ts") } } })
  }
  if (stage === "develop") {
    // Scoped CSS modules: the order warnings would bury an author's real errors in the terminal.
    const config = getConfig() as { plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> }
    const cssExtract = config.plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options)
    if (cssExtract?.options) cssExtract.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig() as {
    devtool?: unknown
    output: { chunkFilename?: string }
    module: { rules: Rule[] }
    optimization: { minimizer?: Array<{ constructor: { name: string } }> }
    plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>
  }
  config.devtool = false
  transpileMdxWithSwc(config.module.rules, stage === "build-html" ? "es2022" : "es2015")
  if (stage === "build-html") {
    if (process.env.EXP_NOSWC !== "1") transpileScriptsForNodeWithSwc(config.module.rules)
    actions.replaceWebpackConfig(config)
    return
  }
  const minimizers = config.optimization.minimizer ?? []
  if (!minimizers.some((minimizer) => minimizer.constructor.name === "TerserPlugin")) throw missing("SWC minifier", "TerserPlugin minimizer")
  config.optimization.minimizer = minimizers.map((minimizer) =>
    minimizer.constructor.name === "TerserPlugin"
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })
      : minimizer,
  )
  const cssExtract = config.plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options)
  if (!cssExtract?.options) throw missing("CSS order", "MiniCssExtractPlugin")
  cssExtract.options.ignoreOrder = true
  // Lazy chunks named by content hash only: the runtime's table of chunk files then holds no chunk names
  // (one per MDX page, each 60–90 characters), which every page would otherwise download.
  config.output.chunkFilename = "[contenthash:8].js"
  cssExtract.options.chunkFilename = "[contenthash:8].css"
  actions.replaceWebpackConfig(config)
}
