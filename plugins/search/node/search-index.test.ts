import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createEngine } from "../lib/engine"
import type { IndexablePage } from "../lib/records"
import { eventLoopTurns } from "../../../src/node/outputs/event-loop-turns"
import { writeSearchIndex, writeSearchIndexBeside } from "./search-index"

const page = (text: string): IndexablePage => ({
  url: "/docs/start",
  title: "Начало работы",
  description: "",
  keywords: [],
  breadcrumb: [],
  context: "docs",
  sections: [{ heading: null, text }],
})

describe("search index writer", () => {
  it("rewrites the index after a save, and a revalidating engine (gatsby develop) finds the new word", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(dir, address), "utf8")), undefined, { revalidate: true })
    const first = await writeSearchIndex(dir, [page("Первый вход в кабинет.")], null)
    expect((await engine.search("ru", "current", "зеленоглазка", 8)).results).toEqual([])
    const second = await writeSearchIndex(dir, [page("Первый вход в кабинет. Зеленоглазка.")], null)
    expect(second.folder).not.toBe(first.folder)
    expect(fs.existsSync(path.join(dir, first.folder))).toBe(false)
    expect((await engine.search("ru", "current", "зеленоглазка", 8)).results.map((result) => result.url)).toEqual(["/docs/start"])
  })

  it("lets the event loop turn while it indexes and writes, so the build process answers Gatsby's worker meanwhile", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
    const pages = Array.from({ length: 40 }, (_, n) => ({ ...page(`Страница ${n}: шаблоны, рассылки и каскады.`), url: `/docs/page-${n}` }))
    let turns = 0
    let turning = true
    const count = (): void => {
      turns += 1
      if (turning) setImmediate(count)
    }
    setImmediate(count)
    // A slice of 0 ms: a turn after every page and every file (the default slice is 20 ms).
    const written = await writeSearchIndex(dir, pages, null, eventLoopTurns(0))
    turning = false
    expect(written.pages).toBe(40)
    // At least a turn a page indexed, a file serialised and a file written (40 page files, a shard or more).
    expect(turns).toBeGreaterThan(3 * 40)
  })

  it("is built in a thread of its own when this module runs as the build compiles it: the same files, and the thread's failure named", async () => {
    // A site whose gatsby-node imports the writer, compiled as `npm run build` compiles it (src/node/overrides/compile-gatsby-files.cjs).
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "search-thread-"))
    for (const name of ["src", "plugins", "node_modules"]) fs.symlinkSync(path.resolve(name), path.join(site, name))
    fs.writeFileSync(path.join(site, "gatsby-node.ts"), `export { writeSearchIndexBeside } from "./plugins/search/node/search-index"\n`)

    require(path.resolve("src/node/overrides/compile-gatsby-files.cjs")).compileSite(site)
    const compiled = path.join(site, ".cache/compiled/plugins/search/node/search-index.js")
    const pages = Array.from({ length: 30 }, (_, n) => ({ ...page(`Страница ${n}: шаблоны, рассылки и каскады.`), url: `/docs/page-${n}` }))
    const run = (publicDir: string): unknown => {
      const script = `require(${JSON.stringify(compiled)}).writeSearchIndexBeside(${JSON.stringify(publicDir)}, ${JSON.stringify(pages)}, null).then((index) => console.log(JSON.stringify({ index })), (error) => console.log(JSON.stringify({ error: error.message })))`
      return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }))
    }
    const files = (dir: string): Record<string, string> =>
      Object.fromEntries(
        fs
          .readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((file) => fs.statSync(path.join(dir, file)).isFile())
          .map((file) => [file, fs.readFileSync(path.join(dir, file), "utf8")]),
      )

    const here = fs.mkdtempSync(path.join(os.tmpdir(), "search-here-"))
    const expected = await writeSearchIndex(here, pages, null)
    const beside = fs.mkdtempSync(path.join(os.tmpdir(), "search-beside-"))
    expect(run(beside)).toEqual({ index: expected })
    expect(files(beside)).toEqual(files(here))
    // Named as the thread's: a public folder that is a file cannot hold the index.
    const notAFolder = path.join(beside, "file")
    fs.writeFileSync(notAFolder, "")
    expect(run(notAFolder)).toEqual({ error: expect.stringMatching(/^the search index's thread: Error: ENOTDIR/) })
    // From the TypeScript source (Jest, or a bundle's single file), in this thread.
    await expect(writeSearchIndexBeside(fs.mkdtempSync(path.join(os.tmpdir(), "search-source-")), pages, null)).resolves.toEqual(expected)
  })
})
