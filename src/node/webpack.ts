import type { GatsbyNode } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"

/**
 * Production bundles, tuned for a short build:
 * - no source maps: `source-map` for every chunk and for the HTML renderer cost build time, and the site
 *   ships no maps to readers;
 * - JavaScript minified by esbuild instead of Terser (about ten times faster, within a few per cent of
 *   Terser's size; the byte budgets in e2e/budgets.spec.ts hold either way);
 * - CSS modules are scoped, so the order in which chunks pull them in does not matter; tell the CSS
 *   extractor so instead of printing a 'Conflicting order' warning per chunk.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage === "build-html") actions.setWebpackConfig({ devtool: false })
  if (stage !== "build-javascript") return
  const config = getConfig() as {
    devtool?: unknown
    optimization: { minimizer?: Array<{ constructor: { name: string } }> }
    plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>
  }
  config.devtool = false
  config.optimization.minimizer = (config.optimization.minimizer ?? []).map((minimizer) =>
    minimizer.constructor.name === "TerserPlugin"
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })
      : minimizer,
  )
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
