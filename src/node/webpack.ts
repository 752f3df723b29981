import type { GatsbyNode } from "gatsby"

/**
 * CSS modules are scoped, so the order in which chunks pull them in does not matter; tell the CSS
 * extractor so instead of printing a 'Conflicting order' warning per chunk.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> }
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
