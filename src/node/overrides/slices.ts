/**
 * Gatsby's slices, changed outside its APIs: the scripts slice every page gets, cut to the chunk table entries
 * that name files (`CompactChunkTable`), and a slice per page component naming its chunks, stitched by Gatsby
 * into each page of that component (`PageChunksSlices`), read by page-components.ts in place of Gatsby's table
 * of every page component. Added to the browser compilation by src/node/tuning/webpack.ts. Each stops the
 * build, naming what it looked for, when Gatsby's output no longer has it.
 */
import fs from "node:fs"
import path from "node:path"
import type { Compilation, Compiler, Module, NormalModule } from "webpack"
import { SLICE_DATA_SCRIPT, sliceWithFixedScripts } from "./browser/gatsby-inline"
import { pageChunksSliceHtml, pageChunksSliceId } from "../../lib/page-chunks"
import type { PageChunks } from "../../lib/page-chunks"

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

const PAGE_SLICES = "PageChunksSlices"

/** Gatsby's table of page components, and the module put in its place in the browser bundle. */
export const ASYNC_REQUIRES = /^\$virtual\/async-requires$/
const ASYNC_REQUIRES_FILE = /[\\/]\$virtual[\\/]async-requires\.js$/
export const pageComponents = (): string => path.resolve("src", "node", "overrides", "page-components.ts")
/** Whether the page-chunk override is on: the table replaced, the slices per page component, the compact chunk table, the browser's side (switch.cjs). */
export const pageChunksOn = (env: NodeJS.ProcessEnv = process.env): boolean => overrideOn("page-chunks", env)

/** Each page component's chunks, from Gatsby's table: its `import()` of the component gives the chunk group and the module. */
export function pageComponentChunks(compilation: Compilation): PageChunks[] {
  const tables = [...compilation.modules].filter((module) => ASYNC_REQUIRES_FILE.test((module as NormalModule).resource ?? ""))
  if (tables.length !== 1 || tables[0].blocks.length === 0)
    throw missing("page chunks in the HTML", "`$virtual/async-requires` module with an import() per page component in the browser compilation")
  return tables[0].blocks.map((block) => {
    const group = compilation.chunkGraph.getBlockChunkGroup(block)
    const dependency = block.dependencies[0]
    const component: Module | null = dependency ? compilation.moduleGraph.getModule(dependency) : null
    if (!group?.name || !component)
      throw missing("page chunks in the HTML", "named chunk group and module for an import() of Gatsby's table of page components")
    // The chunks the app's scripts do not load: the runtime's own `id + ".js"` (see ContentAddressedChunkIds).
    const chunks = group.chunks
      .filter((chunk) => !chunk.canBeInitial())
      .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(".js")).map((file) => file.slice(0, -3)))
    const module = compilation.chunkGraph.getModuleId(component)
    if (module === null) throw missing("page chunks in the HTML", `module id for the component of ${group.name}`)
    return { name: group.name, module, chunks }
  })
}

/**
 * A slice per page component (public/_gatsby/slices/_page-chunks-<name>.html, see src/lib/page-chunks.ts):
 * the script tags of the component's chunks and their ids, stitched by Gatsby into every page of the
 * component (gatsby-ssr.tsx writes the placeholder). The browser bundle then needs no table of every page's
 * component to load the page it is on (src/node/overrides/page-components.ts), and the page's chunks start loading
 * with the app's. Written with the chunks, in every build: any change of a page's chunks changes the app
 * bundle's name (it imports Gatsby's table, which names every chunk) and so Gatsby's scripts slice, and
 * Gatsby then stitches every page again.
 */
export class PageChunksSlices {
  apply(compiler: Compiler): void {
    const { Compilation: Stages, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(PAGE_SLICES, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PAGE_SLICES, stage: Stages.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath
        if (typeof publicPath !== "string" || !publicPath.endsWith("/")) throw missing("page chunks in the HTML", "`output.publicPath` ending in /")
        for (const chunks of pageComponentChunks(compilation)) {
          compilation.emitAsset(`_gatsby/slices/${pageChunksSliceId(chunks.name)}.html`, new sources.RawSource(pageChunksSliceHtml(chunks, publicPath)))
        }
      })
    })
  }
}
