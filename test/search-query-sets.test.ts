/**
 * The search query sets (bench/search-*.json) are sound: each entry is read as the quality spec reads it, its
 * expected page is a listed route of spec/routes.tsv (a page search can answer with), and no set asks the same
 * query twice. A set that expected a page the site does not have would count a right answer as a miss.
 */
import fs from "node:fs"
import path from "node:path"
import { readQuerySet } from "../e2e/support/search-quality"
import { readRoutes } from "../e2e/support/routes"

const BENCH = path.resolve("bench")
const SETS = fs
  .readdirSync(BENCH)
  .filter((name) => /^search-.*\.json$/.test(name))
  .sort()
const LISTED = new Set(
  readRoutes()
    .filter((route) => route.listed)
    .map((route) => route.path),
)

describe("search query sets", () => {
  it("finds the sets", () => {
    expect(SETS).toEqual(expect.arrayContaining(["search-queries.json", "search-heldout.json", "search-tuning.json"]))
  })

  it.each(SETS)("%s expects only listed routes", (name) => {
    const unknown = readQuerySet(path.join(BENCH, name))
      .filter(({ page }) => !LISTED.has(page))
      .map(({ q, page }) => `${q} -> ${page}`)
    expect(unknown).toEqual([])
  })

  it.each(SETS)("%s asks each query once", (name) => {
    const seen = new Set<string>()
    const twice = readQuerySet(path.join(BENCH, name))
      .map(({ q }) => q.trim().toLowerCase())
      .filter((q) => seen.has(q) || !seen.add(q))
    expect(twice).toEqual([])
  })
})
