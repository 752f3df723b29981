/**
 * gatsby-plugin-mdx's options as the site configured them, read from Gatsby's store (`flattenedPlugins`,
 * internal state the node API helpers hand over as `store`): the body tree compiles each page with the
 * plugin's own options, remark and rehype plugins included.
 */
export interface PluginStore {
  getState(): { flattenedPlugins: Array<{ name: string; pluginOptions: unknown }> }
}

export function pluginOptionsOf(store: PluginStore, name: string): unknown {
  const plugin = store.getState().flattenedPlugins.find((entry) => entry.name === name)
  if (!plugin) throw new Error(`src/node/overrides/mdx-plugin.ts: ${name} is not among the site's plugins in Gatsby's store`)
  return plugin.pluginOptions
}
