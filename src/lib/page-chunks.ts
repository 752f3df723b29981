/**
 * What a page's HTML says about its own component's scripts, so that the browser loads the page without a
 * table of every page's scripts: the build writes one small file per page component (a Gatsby slice,
 * stitched into each page that uses the component), holding a script tag per chunk of the component and
 * the component's name, chunks and module id. Written by src/node/overrides/slices.ts, placed by gatsby-ssr.tsx,
 * read by src/node/overrides/page-components.ts.
 */

/** The chunks of a page component and the webpack module that is the component. */
export interface PageChunks {
  /** Gatsby's component chunk name (`component---src-templates-…`), as page-data.json gives it. */
  name: string
  /** The webpack module id of the component (the module Gatsby's `import()` of the component resolves to). */
  module: string | number
  /** Ids of the component's chunks that the page's first scripts do not already load; each chunk's file is `<id>.js`. */
  chunks: string[]
}

/** The id of the element holding a page's `PageChunks`, a JSON data block. */
export const PAGE_CHUNKS_ELEMENT_ID = "gatsby-page-chunks"

/** The slice that holds a component's chunks; Gatsby stitches public/_gatsby/slices/<id>.html into each page
 * that has the placeholder. Gatsby keeps component names within 227 characters, so the file name fits in 255. */
export const pageChunksSliceId = (componentChunkName: string): string => `_page-chunks-${componentChunkName}`

/** The slice's HTML: the chunks' scripts, which start loading beside the app's, then the data block. */
export function pageChunksSliceHtml(chunks: PageChunks, publicPath = "/"): string {
  const scripts = chunks.chunks.map((id) => `<script src="${publicPath}${id}.js" async></script>`).join("")
  // `<` escaped so that no name can close the element.
  const data = JSON.stringify(chunks).replace(/</g, "\\u003c")
  return `${scripts}<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">${data}</script>`
}

/** The `PageChunks` of a data block's text, or null when it is not one. */
export function parsePageChunks(text: string | null | undefined): PageChunks | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<PageChunks>
    const valid =
      typeof value.name === "string" &&
      (typeof value.module === "string" || typeof value.module === "number") &&
      Array.isArray(value.chunks) &&
      value.chunks.every((id) => typeof id === "string")
    return valid ? (value as PageChunks) : null
  } catch {
    return null
  }
}
