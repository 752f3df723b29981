/** Search quality over the committed query set, on the built index: hit@1 and hit@5 printed and held. */
import fs from "node:fs"
import path from "node:path"
import { createEngine } from "../src/search/engine"
import type { SearchIndexFile } from "../src/search/protocol"

const dir = path.resolve("public/search")
const file = fs.readdirSync(dir).find((name) => name.startsWith("index-"))
const index = JSON.parse(fs.readFileSync(path.join(dir, file ?? ""), "utf8")) as SearchIndexFile
const queries = JSON.parse(fs.readFileSync(path.resolve("bench/search-queries.json"), "utf8")) as Array<{ q: string; page: string }>

describe("search quality", () => {
  it("finds the expected page first for most queries and in the top 5 for nearly all", () => {
    const engine = createEngine(index)
    const misses: string[] = []
    let hit1 = 0
    let hit5 = 0
    for (const { q, page } of queries) {
      const urls = engine.search(q, 50).map((result) => result.url)
      const rank = urls.indexOf(page)
      if (rank === 0) hit1 += 1
      if (rank >= 0 && rank < 5) hit5 += 1
      else misses.push(`${q} -> ${urls.slice(0, 3).join(", ") || "nothing"} (expected ${page})`)
    }
    console.log(`search quality over ${queries.length} queries: hit@1 ${(hit1 / queries.length).toFixed(2)}, hit@5 ${(hit5 / queries.length).toFixed(2)}${misses.length ? `\nmisses:\n  ${misses.join("\n  ")}` : ""}`)
    expect(queries.length).toBeGreaterThanOrEqual(40)
    expect(hit5 / queries.length).toBeGreaterThanOrEqual(0.9)
    expect(hit1 / queries.length).toBeGreaterThanOrEqual(0.6)
  })
})
