/**
 * Gatsby's table of page components as the browser bundle gets it (src/node/tuning/webpack.ts puts this module in
 * place of `$virtual/async-requires` in the browser build). Gatsby's own table maps every page component's
 * name to an `import()` of its chunks, one entry per page component (a template or a page of src/pages), and
 * sits in the app bundle that every page needs before it is interactive, so the page's component waited for
 * that bundle and its page data before its chunks were asked for. Here:
 * - the page's own component is loaded from what its HTML names (src/lib/page-chunks.ts): its chunks, which
 *   the HTML's script tags have already started loading, and its module;
 * - any other component (a link hovered, a page navigated to) through Gatsby's table, which is a chunk of
 *   its own, fetched the first time it is needed and then cached like every chunk (named by its content).
 */
import { PAGE_CHUNKS_ELEMENT_ID, parsePageChunks } from "../../lib/page-chunks"
import type { PageChunks } from "../../lib/page-chunks"

/** webpack's chunk loader and module require, as any module of the bundle can call them. */
declare const __webpack_chunk_load__: (chunkId: string) => Promise<unknown>
declare const __webpack_require__: (moduleId: string | number) => unknown

type Load = () => Promise<unknown>
type Components = Record<string, Load>

let table: Promise<Components> | undefined

/** Gatsby's table of every page component, loaded once. */
const everyComponent = (): Promise<Components> => (table ??= import("$virtual/async-requires").then((module) => module.components))

let own: PageChunks | null | undefined

/** The page's own component as its HTML names it (read once: the element precedes the app's scripts). */
function ownChunks(): PageChunks | null {
  if (own === undefined) own = parsePageChunks(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent)
  return own
}

/** Loads a component as Gatsby's table would: its chunks, then its module. */
function loadFromHtml({ chunks, module }: PageChunks): Load {
  return () => Promise.all(chunks.map((id) => __webpack_chunk_load__(id))).then(() => __webpack_require__(module))
}

function loaderOf(name: string): Load {
  const chunks = ownChunks()
  if (chunks?.name === name) return loadFromHtml(chunks)
  return () =>
    everyComponent().then((all) => {
      // Gatsby's loader turns a rejection into a failed page load, as it does for a name it does not know.
      if (!Object.prototype.hasOwnProperty.call(all, name)) throw new Error(`No page component named "${name}" in this build`)
      return all[name]()
    })
}

/** Every name has a loader: Gatsby's loader asks for components by the name in a page's data. */
const components = new Proxy({} as Components, {
  get: (_target, name) => (typeof name === "string" ? loaderOf(name) : undefined),
})

export default { components }
