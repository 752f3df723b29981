/** Search quality over the committed query set, on the built index: hit@1 and hit@5 by kind of query, printed and held. */
import fs from "node:fs"
import path from "node:path"
import { createEngine } from "../plugins/search/lib/engine"
import { qualityByKind, readQuerySet } from "./support/search-quality"

const PUBLIC = path.resolve("public")
const queries = readQuerySet(path.resolve("bench/search-queries.json"))
/** CI fails below these on any kind; the aim is hit@1 >= 0.90 and hit@5 >= 0.98. */
const FLOOR = { hit1: 0.85, hit5: 0.95 }
/** Kinds the set must hold, each with at least 15 queries: forms (inflections, typos, prefixes) and the four of issue 34. */
const KINDS = ["forms", "layout", "identifiers", "intent", "own-words"]

describe("search quality", () => {
  it("finds the expected page first for most queries and in the top 5 for nearly all, for every kind of query", async () => {
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const report = await qualityByKind(queries, async (q) => (await engine.search("ru", "current", q, 8)).results.map((result) => result.url))
    console.log(report.text)
    // The bench (scripts/bench.mjs) runs this spec and reads the figures from here.
    if (process.env.SEARCH_QUALITY_JSON) fs.writeFileSync(process.env.SEARCH_QUALITY_JSON, JSON.stringify({ kinds: report.kinds, all: report.all }, null, 2))
    expect(queries.length).toBeGreaterThanOrEqual(100)
    expect(Object.fromEntries(KINDS.map((kind) => [kind, (report.kinds[kind]?.queries ?? 0) >= 15]))).toEqual(
      Object.fromEntries(KINDS.map((kind) => [kind, true])),
    )
    const below = Object.entries(report.kinds).filter(([, figures]) => figures.hit1 < FLOOR.hit1 || figures.hit5 < FLOOR.hit5)
    expect(below.map(([kind, figures]) => `${kind}: hit@1 ${figures.hit1.toFixed(3)}, hit@5 ${figures.hit5.toFixed(3)}`)).toEqual([])
  })
})

/**
 * Readers the ranking was not built on (issue 49): English questions, concepts described in ordinary words,
 * product names as readers spell them, long task questions. bench/search-tuning.json is tuned on;
 * bench/search-heldout.json, written apart from it, is kept out of the tuning loop and measured once the
 * work is done. Floors under today's figures, so the tuning set cannot slip back while its aim (hit@1 >= 0.85,
 * hit@5 >= 0.95 in every kind) is open.
 */
const TUNING_FLOORS: Record<string, { hit1: number; hit5: number }> = {
  english: { hit1: 0.5, hit5: 0.85 },
  concept: { hit1: 0.55, hit5: 0.9 },
  brand: { hit1: 0.85, hit5: 0.97 },
  long: { hit1: 0.45, hit5: 0.95 },
}

describe("search quality for readers it was not tuned on", () => {
  it("holds every kind of the tuning set at its floor", async () => {
    const tuning = readQuerySet(path.resolve("bench/search-tuning.json"))
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const report = await qualityByKind(tuning, async (q) => (await engine.search("ru", "current", q, 8)).results.map((result) => result.url))
    console.log(report.text)
    expect(Object.keys(report.kinds).sort()).toEqual(Object.keys(TUNING_FLOORS).sort())
    const below = Object.entries(report.kinds).filter(([kind, figures]) => figures.hit1 < TUNING_FLOORS[kind].hit1 || figures.hit5 < TUNING_FLOORS[kind].hit5)
    expect(below.map(([kind, figures]) => `${kind}: hit@1 ${figures.hit1.toFixed(3)}, hit@5 ${figures.hit5.toFixed(3)}`)).toEqual([])
  })
})
