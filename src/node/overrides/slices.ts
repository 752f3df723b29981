/**
 * Gatsby's scripts slice, changed outside its APIs: the slice every page gets, cut to the chunk table entries
 * that name files, with its inline scripts made one fixed script the Content-Security-Policy allows by hash
 * (`CompactChunkTable`). Added to the browser compilation by src/node/tuning/webpack.ts. It stops the build,
 * naming what it looked for, when Gatsby's output no longer has it.
 */
import fs from "node:fs"
import path from "node:path"
import { SLICE_DATA_SCRIPT, sliceWithFixedScripts } from "./browser/gatsby-inline"

const { overrideOn } = require("./switch.cjs") as typeof import("./switch.cjs")

/** What an override found missing in Gatsby's output, named with the override. */
function missing(override: string, what: string): Error {
  return new Error(`src/node/overrides/slices.ts: the override "${override}" found no ${what}; update the override for this Gatsby version`)
}

/** The scripts slice Gatsby stitches into every page, and the chunk map it is written from. */
const SCRIPTS_SLICE = path.join("public", "_gatsby", "slices", "_gatsby-scripts-1.html")
const CHUNK_MAP = path.join("public", "chunk-map.json")
const CHUNK_MAPPING = /window\.___chunkMapping=("(?:[^"\\]|\\.)*");/

/** `chunks` without the chunk groups that have no files. */
function withFiles(chunks: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(chunks).filter(([, files]) => files.length > 0))
}

/**
 * The scripts slice with the chunk table cut to the entries that name files. Gatsby writes into every page
 * a table with one entry per page component, listing the component's files whose names start with the
 * chunk's name; ours are named by content hash, so every page's entry is empty (and the table, a JSON string
 * the runtime indexes without parsing, is read by nothing): bytes in every page for nothing, and while each
 * MDX page was a component of its own, a table as long as the site, which made static HTML and slice
 * stitching grow with the square of the page count. A missing entry reads the same as an empty one.
 */
export function compactScriptsSlice(html: string): string {
  const found = CHUNK_MAPPING.exec(html)
  if (!found) throw missing("compact chunk table", '`window.___chunkMapping="…";` in the scripts slice')
  const table = withFiles(JSON.parse(JSON.parse(found[1]) as string) as Record<string, string[]>)
  return html.replace(found[0], () => `window.___chunkMapping=${JSON.stringify(JSON.stringify(table))};`)
}

/** Rewrites the scripts slice and the chunk map once Gatsby has written them after the browser build. */
export class CompactChunkTable {
  apply(compiler: { hooks: { done: { tapPromise: (options: { name: string; stage: number }, run: () => Promise<void>) => void } } }): void {
    // After Gatsby's stats extractor (stage 0), which writes both files in the same hook.
    compiler.hooks.done.tapPromise({ name: "CompactChunkTable", stage: 100 }, async () => {
      // Compacted, then its two inline scripts made one fixed script that the Content-Security-Policy
      // allows by hash (browser/gatsby-inline.ts); a slice left from the last build is already both.
      const slice = fs.readFileSync(SCRIPTS_SLICE, "utf8")
      const compacted = slice.includes(SLICE_DATA_SCRIPT) ? slice : compactScriptsSlice(slice)
      fs.writeFileSync(SCRIPTS_SLICE, sliceWithFixedScripts(compacted, SCRIPTS_SLICE))
      fs.writeFileSync(CHUNK_MAP, JSON.stringify(withFiles(JSON.parse(fs.readFileSync(CHUNK_MAP, "utf8")) as Record<string, string[]>)))
    })
  }
}

/** Gatsby's table of page components, replaced in develop's renderer of the page shell (develop-shell-pages.cjs). */
export const ASYNC_REQUIRES = /^\$virtual\/async-requires$/
/** Whether the browser's overrides are on: the compact chunk table with fixed inline scripts, and browser/ (switch.cjs). */
export const browserScriptsOn = (env: NodeJS.ProcessEnv = process.env): boolean => overrideOn("browser-scripts", env)
