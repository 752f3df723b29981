/** Search quality over the committed query set, on the built index: hit@1 and hit@5 by kind of query, printed and held. */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { createEngine } from "../plugins/search/lib/engine"
import { qualityByKind, readQuerySet } from "./support/search-quality"

const PUBLIC = path.resolve("public")
const queries = readQuerySet(path.resolve("bench/search-queries.json"))
/** CI fails below these on any kind; the aim is hit@1 >= 0.90 and hit@5 >= 0.98. */
const FLOOR = { hit1: 0.85, hit5: 0.95 }
/** Kinds the set must hold, each with at least 15 queries: forms (inflections, typos, prefixes) and the four of issue 34. */
const KINDS = ["forms", "layout", "identifiers", "intent", "own-words"]

type Report = Awaited<ReturnType<typeof qualityByKind>>

/** The figures of a query set on the built index, printed. */
async function measured(set: ReturnType<typeof readQuerySet>): Promise<Report> {
  const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
  const report = await qualityByKind(set, async (q) => (await engine.search("ru", "current", q, 8)).results.map((result) => result.url))
  console.log(report.text)
  return report
}

/** Each kind below its floor, as 'kind: hit@1 …, hit@5 …'. */
const belowFloors = (report: Report, floorOf: (kind: string) => { hit1: number; hit5: number }): string[] =>
  Object.entries(report.kinds)
    .filter(([kind, figures]) => figures.hit1 < floorOf(kind).hit1 || figures.hit5 < floorOf(kind).hit5)
    .map(([kind, figures]) => `${kind}: hit@1 ${figures.hit1.toFixed(3)}, hit@5 ${figures.hit5.toFixed(3)}`)

describe("search quality", () => {
  it("finds the expected page first for most queries and in the top 5 for nearly all, for every kind of query", async () => {
    const report = await measured(queries)
    // The bench (scripts/bench.mjs) runs this spec and reads the figures from here.
    if (process.env.SEARCH_QUALITY_JSON) fs.writeFileSync(process.env.SEARCH_QUALITY_JSON, JSON.stringify({ kinds: report.kinds, all: report.all }, null, 2))
    expect(queries.length).toBeGreaterThanOrEqual(100)
    expect(Object.fromEntries(KINDS.map((kind) => [kind, (report.kinds[kind]?.queries ?? 0) >= 15]))).toEqual(
      Object.fromEntries(KINDS.map((kind) => [kind, true])),
    )
    expect(belowFloors(report, () => FLOOR)).toEqual([])
  })
})

/**
 * Readers the ranking was not built on (issue 49): English questions, concepts described in ordinary words,
 * product names as readers spell them, long task questions. bench/search-tuning.json, then -2, -3 and so on (each
 * written later by another hand, which saw neither the earlier sets nor the ranking code: a change that fits only the
 * earlier sets shows in the later) are tuned on;
 * bench/search-heldout.json, written apart from all of them, is kept out of the tuning loop. Every kind of every
 * tuning set is held at the aim: hit@1 >= 0.85 and hit@5 >= 0.95.
 */
const TUNING_FLOOR = { hit1: 0.85, hit5: 0.95 }
/** Every tuning set in bench/, in their order (search-tuning.json, then -2, -3 …): a new set is held once it is there. */
const TUNING_SETS = fs
  .readdirSync("bench")
  .filter((name) => /^search-tuning(-\d+)?\.json$/.test(name))
  .sort((a, b) => Number(/\d+/.exec(a)?.[0] ?? 1) - Number(/\d+/.exec(b)?.[0] ?? 1))
  .map((name) => `bench/${name}`)
/** The four kinds every tuning set holds, but the eighth: long questions only. */
const kindsOf = (set: string): string[] => (set === "bench/search-tuning-8.json" ? ["long"] : ["english", "concept", "brand", "long"])

/**
 * The held-out set as a whole when issue 49 was last worked on: hit@1 0.839, hit@5 0.964 over 137 queries
 * (2026-11-30, from 18:04: 115 and 132 hits; 0.942 the session before; see PERFORMANCE.md). The hit@1 floor is a
 * query under that; the hit@5 floor is the issue's aim, 131 hits.
 */
const HELDOUT_FLOOR = { hit1: 0.83, hit5: 0.95 }
/**
 * A second held-out set (2026-11-30, from 18:04): three sets of 120 (two queries asked twice kept once), written
 * blind in three readers' voices and used only to choose between ranking settings by their figures. First met at
 * hit@1 0.842, hit@5 0.975; 0.869 / 0.986 at the end of that session. Its floor is the issue's aim for hit@5.
 */
const HELDOUT_2_FLOOR = { hit1: 0.83, hit5: 0.95 }
/** The held-out sets and their floors. */
const HELDOUT_SETS: Array<[string, { hit1: number; hit5: number }]> = [
  ["bench/search-heldout.json", HELDOUT_FLOOR],
  ["bench/search-heldout-2.json", HELDOUT_2_FLOOR],
]

describe("search quality for readers it was not tuned on", () => {
  it.each(TUNING_SETS)("holds every kind of %s at hit@1 0.85 and hit@5 0.95", async (set) => {
    const report = await measured(readQuerySet(path.resolve(set)))
    expect(Object.keys(report.kinds).sort()).toEqual(kindsOf(set).sort())
    expect(belowFloors(report, () => TUNING_FLOOR)).toEqual([])
  })

  // A held-out set is measured, never tuned on: only its figures are printed, not the queries it misses.
  // Before issue 49's changes the first stood at hit@1 0.407, hit@5 0.764; the aim is hit@5 >= 0.95.
  it.each(HELDOUT_SETS)("holds the held-out set %s at its floor, printing its figures only", async (set, floor) => {
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const report = await qualityByKind(readQuerySet(path.resolve(set)), async (q) =>
      (await engine.search("ru", "current", q, 8)).results.map((result) => result.url),
    )
    console.log(
      report.text
        .split("\n")
        .filter((line) => / queries /.test(line))
        .join("\n"),
    )
    expect(report.all.hit5).toBeGreaterThanOrEqual(floor.hit5)
    expect(report.all.hit1).toBeGreaterThanOrEqual(floor.hit1)
  })
})

/**
 * An error pasted from a log (issue 48): every text, code and status of the errors register (x-errors of the
 * published openapi.yaml), pasted as logs and people write it: as it is, in upper case, in quotes, with the HTTP
 * status and reason in front, cut off mid-word. The hit is the entry's own anchor as the first result's link.
 */
describe("search quality for an error pasted whole", () => {
  it("puts the entry's anchor first for at least 95 % of the pastes of the register's texts", async () => {
    const openapi = YAML.parse(fs.readFileSync(path.join(PUBLIC, "openapi.yaml"), "utf8")) as {
      "x-errors": Array<{ errors: Array<{ id: string; status?: number; text?: string }> }>
    }
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const pastes: Array<{ query: string; id: string }> = []
    for (const entry of openapi["x-errors"].flatMap((group) => group.errors)) {
      const logged = entry.text ?? String(entry.status)
      const variants = new Set([logged, logged.toUpperCase(), logged.toLowerCase(), `"${logged}"`, `'${logged}'`])
      if (entry.status !== undefined && entry.text !== undefined) variants.add(`HTTP ${entry.status} ${entry.status === 400 ? "Bad Request: " : ""}${logged}`)
      if (entry.status !== undefined && entry.text !== undefined) variants.add(`${entry.status} ${logged}`)
      // Cut off mid-word, as a copy from a narrow log column: two words or more, at least half of the text.
      const cut = logged.slice(0, Math.max(Math.ceil(logged.length * 0.6), logged.length - 4))
      if (cut !== logged && /[\s-]/.test(cut.trim())) variants.add(cut)
      for (const query of variants) pastes.push({ query, id: entry.id })
    }
    const missed: string[] = []
    for (const { query, id } of pastes) {
      const [first] = (await engine.search("ru", "current", query, 8)).results
      if (first?.href.replace(/\?[^#]*/, "") !== `/docs/api/messages/errorcodes#${id}`) missed.push(`${query} -> ${first?.href ?? "nothing"} (expected #${id})`)
    }
    const hit1 = 1 - missed.length / pastes.length
    console.log(`error pastes: ${pastes.length}, hit@1 ${hit1.toFixed(3)}${missed.length > 0 ? `\n  ${missed.join("\n  ")}` : ""}`)
    expect(pastes.length).toBeGreaterThan(200)
    expect(hit1).toBeGreaterThanOrEqual(0.95)
  })
})
