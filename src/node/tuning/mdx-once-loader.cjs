"use strict"
/**
 * webpack loader: compiles each MDX page once per build process. `gatsby build` compiles the site twice,
 * for the browser and for the HTML renderer, in one process, and both times gatsby-plugin-mdx's loader
 * turned the same page into the same JavaScript (remark, rehype and the gatsby-remark plugins; see
 * PERFORMANCE.md, 'What changed the cold build'). This loader runs that loader (named in its options, with
 * its own options) the first time a page is asked for and hands the second compilation the same result.
 * Keyed by the file and its source, so an edited page compiles again; a failure is not kept. Plain
 * JavaScript: webpack requires loaders from disk, and Gatsby compiles only gatsby-config and gatsby-node.
 *
 * @type {Map<string, Promise<string>>}
 */
const results = new Map()
const { runWrapped } = require("./wrapped-loader.cjs")

/** @this {{ getOptions: () => { loader: string, options: unknown }, resourcePath: string, async: () => (error: Error | null, output?: string) => void }} */
module.exports = function mdxOnce(source) {
  const key = `${this.resourcePath}\0${source}`
  let result = results.get(key)
  if (!result) {
    result = runWrapped(this, source)
    results.set(key, result)
  }
  const callback = this.async()
  result.then(
    (output) => callback(null, output),
    (error) => {
      results.delete(key)
      callback(error)
    },
  )
}
