import { createRequire } from "node:module"

/**
 * Gatsby's browserslist query for the site (`gatsby/dist/utils/browserslist`, internal): the browsers its Babel
 * preset compiles for, which the SWC loader matches. Loaded through Node's own require from here (a plain
 * `gatsby build` bundles gatsby-node with Parcel, whose `require` gave undefined for it).
 */
export function gatsbyBrowsersList(root: string): string[] {
  const { getBrowsersList } = createRequire(__filename)("gatsby/dist/utils/browserslist") as { getBrowsersList: (directory: string) => string[] }
  return getBrowsersList(root)
}
