"use strict"
// @ts-check
/**
 * Gatsby's slice stitching (gatsby/dist/utils/slices/stitching.js) reads and writes each page's HTML as
 * latin1, one character per byte, instead of UTF-8.
 *
 * The stitching reads every built page, cuts it at its slice markers and writes it again. As UTF-8, a page
 * with Cyrillic text becomes a string of two bytes per character. Past 64K characters (128 KB) V8 puts such a
 * string in its large-object space: a memory map of its own for every string, which costs more than the rest
 * of the page's work. The site's pages cross
 * that size as it grows (a folder's pages list the whole folder in their sidebar), so the step grew faster
 * than the pages. As latin1 the string holds the file's bytes, half the size, and the markers Gatsby looks
 * for are ASCII, which no byte of a multi-byte UTF-8 character matches; written back as latin1, every byte
 * is the one read. A slice's id found in a page is turned back into UTF-8 to name its file.
 *
 * Installed for `gatsby build` by index.cjs; a plain `gatsby build` stitches as Gatsby does, to the same
 * bytes (scripts/build-parity.mjs).
 */
const { onModuleLoad, replaceOnce } = require("./on-module-load.cjs")

const OVERRIDE = "src/node/overrides/stitch-as-bytes.cjs"

/** stitching.js's source with its two reads (the page, a slice) and its write of HTML as latin1. Throws,
 * naming the file, when a line is not there exactly once.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function asBytes(source, file) {
  /** @type {Array<[line: string, replacement: string]>} */
  const lines = [
    [
      "fs.readFile(path.join(publicDir, `_gatsby`, `slices`, `${sliceHtmlName}.html`), `utf-8`)",
      'fs.readFile(path.join(publicDir, `_gatsby`, `slices`, `${Buffer.from(sliceHtmlName, "latin1").toString("utf8")}.html`), "latin1")',
    ],
    ["const html = await fs.readFile(htmlFilePath, `utf-8`);", 'const html = await fs.readFile(htmlFilePath, "latin1");'],
    ["await fs.writeFile(htmlFilePath, processedHTML);", 'await fs.writeFile(htmlFilePath, processedHTML, "latin1");'],
  ]
  return lines.reduce((text, [line, replacement]) => replaceOnce(text, line, replacement, OVERRIDE, file), source)
}

/** Has Node load Gatsby's stitching.js reading and writing bytes, in the site at `root`. */
function install(root = process.cwd()) {
  onModuleLoad(root, "gatsby/dist/utils/slices/stitching", { name: "stitch-as-bytes", source: asBytes })
}

module.exports = { asBytes, install }
