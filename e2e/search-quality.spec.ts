/** Search quality over the committed query set, on the built index: hit@1 and hit@5 printed and held. */
import fs from "node:fs"
import path from "node:path"
import { createEngine } from "../src/search/engine"

const PUBLIC = path.resolve("public")
const queries = JSON.parse(fs.readFileSync(path.resolve("bench/search-queries.json"), "utf8")) as Array<{ q: string; page: string }>
/** CI fails below these; the aim is hit@1 >= 0.90 and hit@5 >= 0.98. */
const FLOOR = { hit1: 0.85, hit5: 0.95 }

describe("search quality", () => {
  it("finds the expected page first for most queries and in the top 5 for nearly all", async () => {
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const misses: string[] = []
    let hit1 = 0
    let hit5 = 0
    for (const { q, page } of queries) {
      const urls = (await engine.search("ru", "current", q, 8)).results.map((result) => result.url)
      const rank = urls.indexOf(page)
      if (rank === 0) hit1 += 1
      if (rank >= 0 && rank < 5) hit5 += 1
      if (rank !== 0) misses.push(`${q} -> ${urls.slice(0, 3).join(", ") || "nothing"} (expected ${page}, rank ${rank + 1 || "none"})`)
    }
    const figures = { hit1: hit1 / queries.length, hit5: hit5 / queries.length }
    console.log(`search quality over ${queries.length} queries: hit@1 ${figures.hit1.toFixed(3)}, hit@5 ${figures.hit5.toFixed(3)}${misses.length ? `\nnot first:\n  ${misses.join("\n  ")}` : ""}`)
    expect(queries.length).toBeGreaterThanOrEqual(40)
    expect(figures.hit1).toBeGreaterThanOrEqual(FLOOR.hit1)
    expect(figures.hit5).toBeGreaterThanOrEqual(FLOOR.hit5)
  })
})
