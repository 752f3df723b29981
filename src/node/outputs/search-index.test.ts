import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createEngine } from "../../search/engine"
import type { IndexablePage } from "../../search/records"
import { writeSearchIndex } from "./search-index"

const page = (text: string): IndexablePage => ({
  url: "/docs/start", title: "Начало работы", description: "", keywords: [], breadcrumb: [], context: "docs", sections: [{ heading: null, text }],
})

describe("search index writer", () => {
  it("rewrites the index after a save, and a revalidating engine (gatsby develop) finds the new word", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(dir, address), "utf8")), undefined, { revalidate: true })
    const first = writeSearchIndex(dir, [page("Первый вход в кабинет.")], null)
    expect((await engine.search("ru", "current", "зеленоглазка", 8)).results).toEqual([])
    const second = writeSearchIndex(dir, [page("Первый вход в кабинет. Зеленоглазка.")], null)
    expect(second.folder).not.toBe(first.folder)
    expect(fs.existsSync(path.join(dir, first.folder))).toBe(false)
    expect((await engine.search("ru", "current", "зеленоглазка", 8)).results.map((result) => result.url)).toEqual(["/docs/start"])
  })
})
