import type { GatsbyNode } from "gatsby"

/**
 * No source maps in the production bundles: `source-map` for every chunk and for the HTML renderer was a
 * large share of the cold build, and the site ships no maps to readers.
 *
 * CSS modules are scoped, so the order in which chunks pull them in does not matter; tell the CSS
 * extractor so instead of printing a 'Conflicting order' warning per chunk.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage === "build-html") actions.setWebpackConfig({ devtool: false })
  if (stage !== "build-javascript") return
  const config = getConfig() as { devtool?: unknown; plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> }
  config.devtool = false
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
