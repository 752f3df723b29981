/** The synonyms file names only terms the pages use: every docs' term of content/search-synonyms.yaml occurs in the content. */
import fs from "node:fs"
import path from "node:path"
import { encode } from "../lib/tokenize"
import { namedTerms } from "../lib/synonyms"
import { readSearchVocabulary, SEARCH_SYNONYMS_FILE } from "./search-index"

/** Index terms of every docs page and the OpenAPI document (the text the API pages render from). */
function contentTerms(): Set<string> {
  const terms = new Set<string>()
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
  for (const file of walk(path.resolve("content/docs")).filter((name) => /\.(mdx|yaml)$/.test(name)))
    for (const term of encode(fs.readFileSync(file, "utf8"))) terms.add(term)
  return terms
}

describe("search synonyms", () => {
  const vocabulary = readSearchVocabulary()

  it("names only docs' terms that occur in the content", () => {
    const terms = contentTerms()
    expect(
      namedTerms(vocabulary)
        .filter(({ term }) => !terms.has(term))
        .map(({ term, where }) => `${SEARCH_SYNONYMS_FILE}: ${where}: "${term}"`),
    ).toEqual([])
  })

  it("holds the families readers use, and intents for the API, prices and errors", () => {
    expect(Object.keys(vocabulary.synonyms).length).toBeGreaterThanOrEqual(40)
    expect(vocabulary.intents.map((intent) => intent.context ?? intent.terms?.[0])).toEqual(["api", "тариф", "ошибк"])
  })
})
