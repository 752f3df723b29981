import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createEngine } from "../../search/engine"
import type { IndexablePage } from "../../search/records"
import { eventLoopTurns } from "./event-loop-turns"
import { writeSearchIndex } from "./search-index"

const page = (text: string): IndexablePage => ({
  url: "/docs/start", title: "Начало работы", description: "", keywords: [], breadcrumb: [], context: "docs", sections: [{ heading: null, text }],
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
})
