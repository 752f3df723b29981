"use strict"
/**
 * The child module of the worker that renders a large site's static HTML (html-in-build-process.cjs,
 * `renderOnlyPool`): Gatsby's own render functions (gatsby/dist/utils/worker/child/render-html, named by
 * `EDNA_RENDER_HTML` in the worker's environment) and the few calls a render worker answers. Gatsby's own child
 * module loads its query and schema modules too, and Gatsby then replays the site's config, plugins and schema
 * on it, none of which rendering reads, all of it before the worker renders its first page.
 *
 * gatsby-worker also loads this module in the build process, to learn its functions' names: there it loads
 * nothing else.
 */
const path = require("node:path")

const OVERRIDE = "src/node/overrides/html-worker.cjs"
let renderHtml
/** Gatsby's render-html module, loaded once, in the worker. */
function load() {
  if (renderHtml) return renderHtml
  const file = process.env.EDNA_RENDER_HTML
  if (!file) throw new Error(`${OVERRIDE}: EDNA_RENDER_HTML does not name Gatsby's render-html module`)
  // Gatsby's globals, as its own worker child sets them (render-page.js may read them).
  global.__GATSBY = process.env.GATSBY_NODE_GLOBALS ? JSON.parse(process.env.GATSBY_NODE_GLOBALS) : {}
  renderHtml = require(file)
  return renderHtml
}

module.exports = {
  renderHTMLProd: (...args) => load().renderHTMLProd(...args),
  renderHTMLDev: (...args) => load().renderHTMLDev(...args),
  renderPartialHydrationProd: (...args) => load().renderPartialHydrationProd(...args),
  renderSlices: (...args) => load().renderSlices(...args),
  /** Gatsby's: a renderer rebuilt since it was loaded is loaded again. */
  deleteModuleCache(htmlComponentRendererPath) {
    delete require.cache[require.resolve(htmlComponentRendererPath)]
  },
  /** Loads the render functions; answers with their module's name once this worker is up. */
  ready: () => path.basename(load() && process.env.EDNA_RENDER_HTML),
}
