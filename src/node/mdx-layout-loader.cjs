"use strict"
/**
 * webpack loader: gatsby-plugin-mdx's layout loader (named in its options, with its own options), without
 * making the page wrapper depend on the MDX file's text.
 *
 * A page wrapper (`template.tsx?__contentFilePath=page.mdx`) is the template with an import of the page
 * added: its code depends on the template and on the page's path, not on what the page says, and the page
 * itself is a module of its own that webpack rebuilds when it changes. The layout loader still declares the
 * MDX file a dependency of the wrapper, so editing a page's text rebuilt its wrapper too, through Babel,
 * which Gatsby then set up for that one module: 0.2 s of the browser bundle's 2 s in a one-page rebuild.
 * Every other dependency the loader declares is kept.
 */
const path = require("node:path")
const { runWrapped } = require("./wrapped-loader.cjs")

const CONTENT_FILE = "?__contentFilePath="

/** @this {import("webpack").LoaderContext<{ loader: string, options: unknown }>} */
module.exports = function mdxLayout(source) {
  const query = this.resourceQuery.indexOf(CONTENT_FILE)
  const content = query < 0 ? undefined : path.resolve(this.resourceQuery.slice(query + CONTENT_FILE.length).replace(/&export=(default|head)$/, ""))
  const addDependency = (file) => {
    if (path.resolve(file) !== content) this.addDependency(file)
  }
  const callback = this.async()
  runWrapped(this, source, { addDependency, dependency: addDependency }).then(
    (output) => callback(null, output),
    (error) => callback(error),
  )
}
