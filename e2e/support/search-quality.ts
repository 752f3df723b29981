/** The query set of bench/search-queries.json and hit@1 / hit@5 by kind of query (the quality spec and the bench). */
import fs from "node:fs"

export interface QualityQuery {
  q: string
  page: string
  kind: string
}

export interface KindFigures {
  queries: number
  hit1: number
  hit5: number
}

/** Reads the set; an entry without a query, an expected page starting with '/' or a kind stops with the file and the entry. */
export function readQuerySet(file: string): QualityQuery[] {
  const entries = JSON.parse(fs.readFileSync(file, "utf8")) as unknown
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of { q, page, kind }`)
  return entries.map((entry: Partial<QualityQuery>, at) => {
    if (
      typeof entry?.q !== "string" ||
      entry.q.trim() === "" ||
      typeof entry.page !== "string" ||
      !entry.page.startsWith("/") ||
      typeof entry.kind !== "string" ||
      entry.kind === ""
    ) {
      throw new Error(`${file}: entry ${at + 1} (${JSON.stringify(entry)}) needs a query "q", an expected "page" starting with "/" and a "kind"`)
    }
    return { q: entry.q, page: entry.page, kind: entry.kind }
  })
}

/** Runs every query and gives the figures of each kind and of all, with the queries whose page was not first. */
export async function qualityByKind(
  queries: readonly QualityQuery[],
  search: (q: string) => Promise<string[]>,
): Promise<{ kinds: Record<string, KindFigures>; all: KindFigures; text: string }> {
  const tally = new Map<string, { queries: number; hit1: number; hit5: number }>()
  const misses: string[] = []
  for (const { q, page, kind } of queries) {
    const urls = await search(q)
    const rank = urls.indexOf(page)
    for (const key of [kind, "all"]) {
      const entry = tally.get(key) ?? { queries: 0, hit1: 0, hit5: 0 }
      entry.queries += 1
      if (rank === 0) entry.hit1 += 1
      if (rank >= 0 && rank < 5) entry.hit5 += 1
      tally.set(key, entry)
    }
    if (rank !== 0) misses.push(`[${kind}] ${q} -> ${urls.slice(0, 3).join(", ") || "nothing"} (expected ${page}, rank ${rank + 1 || "none"})`)
  }
  const figures = (entry: { queries: number; hit1: number; hit5: number }): KindFigures => ({
    queries: entry.queries,
    hit1: entry.hit1 / entry.queries,
    hit5: entry.hit5 / entry.queries,
  })
  const kinds = Object.fromEntries([...tally].filter(([key]) => key !== "all").map(([key, entry]) => [key, figures(entry)]))
  const all = figures(tally.get("all") ?? { queries: 0, hit1: 0, hit5: 0 })
  const line = (name: string, f: KindFigures) =>
    `  ${name.padEnd(12)} ${String(f.queries).padStart(3)} queries  hit@1 ${f.hit1.toFixed(3)}  hit@5 ${f.hit5.toFixed(3)}`
  const text = [
    `search quality over ${all.queries} queries:`,
    ...Object.entries(kinds).map(([name, f]) => line(name, f)),
    line("all", all),
    ...(misses.length ? ["not first:", ...misses.map((miss) => `  ${miss}`)] : []),
  ].join("\n")
  return { kinds, all, text }
}
