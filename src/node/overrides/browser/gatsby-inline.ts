/**
 * Gatsby's own inline scripts, rewritten so that their text is the same on every page and in every build:
 * what changes (the page's path, the chunk table, the compilation hash) moves into data attributes of the
 * script element, and the script copies it to the globals Gatsby's runtime reads. The Content-Security-Policy
 * then allows every inline script by a fixed hash (deploy/policy.ts) instead of 'unsafe-inline', and a
 * script injected into a page is refused.
 */

export const PAGE_PATH_ATTRIBUTE = "data-page-path"
export const CHUNK_MAPPING_ATTRIBUTE = "data-chunk-mapping"
export const COMPILATION_HASH_ATTRIBUTE = "data-compilation-hash"

/** Replaces Gatsby's `window.pagePath="/docs/start";` (read by production-app before the app renders). */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`

/** Replaces the scripts slice's `window.___chunkMapping="…";` and `window.___webpackCompilationHash="…";`. */
export const SLICE_DATA_SCRIPT = `(function(s){window.___chunkMapping=s.getAttribute(${JSON.stringify(CHUNK_MAPPING_ATTRIBUTE)});window.___webpackCompilationHash=s.getAttribute(${JSON.stringify(COMPILATION_HASH_ATTRIBUTE)})})(document.currentScript);`

const escapeAttribute = (value: string): string => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*<\/script>/
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([0-9a-f]*)";<\/script>/

/**
 * The scripts slice Gatsby stitches into every page (public/_gatsby/slices/_gatsby-scripts-1.html) with its
 * two inline scripts made one fixed script reading data attributes. A slice already rewritten is returned
 * as it is (an incremental build may leave the file of the last one); one in neither form is an error
 * naming what is missing.
 */
export function sliceWithFixedScripts(html: string, file = "the scripts slice"): string {
  if (html.includes(SLICE_DATA_SCRIPT)) return html
  const mapping = CHUNK_MAPPING.exec(html)
  const hash = COMPILATION_HASH.exec(html)
  if (!mapping || !hash) {
    throw new Error(
      `${file}: no ${!mapping ? '`<script id="gatsby-chunk-mapping">window.___chunkMapping="…";</script>`' : '`<script>window.___webpackCompilationHash="…";</script>`'} to move into data attributes (src/node/overrides/browser/gatsby-inline.ts): Gatsby's scripts slice changed`,
    )
  }
  const table = JSON.parse(mapping[1]) as string
  const script = `<script id="gatsby-chunk-mapping" ${CHUNK_MAPPING_ATTRIBUTE}="${escapeAttribute(table)}" ${COMPILATION_HASH_ATTRIBUTE}="${hash[1]}">${SLICE_DATA_SCRIPT}</script>`
  return html.replace(mapping[0], () => script).replace(hash[0], "")
}

/** Gatsby's per-page script (`/*<![CDATA[*\/window.pagePath="…";/*]]>*\/`): the path it sets, or null when the text has another form. */
export function pagePathOf(scriptText: string): string | null {
  const found = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/.exec(scriptText)
  return found ? (JSON.parse(found[1]) as string) : null
}
