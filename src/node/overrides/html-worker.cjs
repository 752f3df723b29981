"use strict"
// @ts-check
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
/** @typedef {typeof import("gatsby/dist/utils/worker/child/render-html")} RenderHtml */
/** @type {RenderHtml | undefined} */
let renderHtml
/**
 * Gatsby's render-html module, loaded once, in the worker.
 * @returns {RenderHtml}
 */
function load() {
  if (renderHtml) return renderHtml
  const file = process.env.EDNA_RENDER_HTML
  if (!file) throw new Error(`${OVERRIDE}: EDNA_RENDER_HTML does not name Gatsby's render-html module`)
  // Gatsby's globals, as its own worker child sets them (render-page.js may read them).
  ;/** @type {typeof globalThis & { __GATSBY?: unknown }} */ (global).__GATSBY = process.env.GATSBY_NODE_GLOBALS
    ? JSON.parse(process.env.GATSBY_NODE_GLOBALS)
    : {}
  renderHtml = /** @type {RenderHtml} */ (require(file))
  return renderHtml
}

module.exports = {
  /** @type {RenderHtml["renderHTMLProd"]} */
  renderHTMLProd: (...args) => load().renderHTMLProd(...args),
  /** @type {RenderHtml["renderHTMLDev"]} */
  renderHTMLDev: (...args) => load().renderHTMLDev(...args),
  /** @type {RenderHtml["renderPartialHydrationProd"]} */
  renderPartialHydrationProd: (...args) => load().renderPartialHydrationProd(...args),
  /** @type {RenderHtml["renderSlices"]} */
  renderSlices: (...args) => load().renderSlices(...args),
  /**
   * Gatsby's: a renderer rebuilt since it was loaded is loaded again.
   * @param {string} htmlComponentRendererPath
   * @returns {void}
   */
  deleteModuleCache(htmlComponentRendererPath) {
    delete require.cache[require.resolve(htmlComponentRendererPath)]
  },
  /** Loads the render functions; answers with their module's name once this worker is up. */
  // load() throws unless EDNA_RENDER_HTML names the module.
  ready: () => path.basename(/** @type {string} */ (load() && process.env.EDNA_RENDER_HTML)),
}
