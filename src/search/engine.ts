/** The search itself, over one loaded index file; runs in the worker or, without workers, on the page. */
import { Index } from "flexsearch"
import { correctTerms, encode, highlightTerms, isStopWord, normalize, stem, words } from "./tokenize"
import { hitHref } from "./filter"
import type { PageResult, SearchHit, SearchIndexFile, SearchRecord, SnippetPart } from "./protocol"

export const SNIPPET_MAX = 50
const CANDIDATES = 400
const MAX_VARIANTS = 6

export function createIndex(): Index {
  return new Index({ tokenize: "forward", encode, resolution: 9, cache: false })
}

/** Combinations of corrected terms, at most MAX_VARIANTS. */
function variants(options: string[][]): string[][] {
  let result: string[][] = [[]]
  for (const choices of options) {
    result = result.flatMap((prefix) => choices.map((choice) => [...prefix, choice])).slice(0, MAX_VARIANTS)
  }
  return result
}

/** Whether a word of the text matches one of the query terms (stem or prefix). */
function matcher(query: string): (word: string) => boolean {
  const raw = words(query).filter((word) => word.length > 1)
  const stems = raw.map(stem)
  return (word) => {
    const normal = normalize(word)
    const stemmed = stem(normal)
    return raw.some((q) => normal.startsWith(q)) || stems.some((s) => s.length >= 3 && (stemmed.startsWith(s) || s.startsWith(stemmed) && stemmed.length >= 4))
  }
}

/** A window of at most SNIPPET_MAX characters around the first match, split into plain and matched parts. */
export function snippetOf(text: string, query: string, max = SNIPPET_MAX): SnippetPart[] {
  const isMatch = matcher(query)
  const tokens = [...text.matchAll(/[\p{L}\p{N}_-]+|[^\p{L}\p{N}_-]+/gu)].map((m) => m[0])
  let at = 0
  let offset = 0
  for (const token of tokens) {
    if (/[\p{L}\p{N}]/u.test(token) && isMatch(token)) break
    offset += token.length
    at += 1
  }
  if (at === tokens.length) offset = 0
  let start = Math.max(0, offset - Math.floor(max / 3))
  if (start > 0) {
    const space = text.indexOf(" ", start)
    if (space !== -1 && space < offset) start = space + 1
  }
  let window = text.slice(start, start + max)
  if (start + max < text.length) {
    const cut = window.lastIndexOf(" ")
    if (cut > max / 2) window = window.slice(0, cut)
  }
  const parts: SnippetPart[] = []
  for (const match of window.matchAll(/[\p{L}\p{N}_-]+|[^\p{L}\p{N}_-]+/gu)) {
    const token = match[0]
    const hit = /[\p{L}\p{N}]/u.test(token) && isMatch(token)
    const last = parts[parts.length - 1]
    if (last && last.match === hit && !hit) last.text += token
    else parts.push({ text: token, match: hit })
  }
  return parts
}

export interface Engine {
  search(query: string, limit: number): PageResult[]
}

/** Loads an index file into FlexSearch and answers queries: hits ranked by type, then relevance, grouped by page. */
export function createEngine(file: SearchIndexFile): Engine {
  const index = createIndex()
  for (const [key, data] of Object.entries(file.index)) index.import(key, data)
  const records = file.records

  return {
    search(query, limit) {
      // FlexSearch encodes the query itself, so it gets the reader's words; only words corrected for a
      // typo are replaced (by vocabulary terms). Passing stems would encode them twice.
      const raw = words(query).filter((word) => !isStopWord(word))
      if (encode(query).length === 0) return []
      const stems = raw.map(stem)
      const options = correctTerms(stems, file.vocabulary).map((choices, i) => (choices.length === 1 && choices[0] === stems[i] ? [raw[i]] : choices))
      const order = new Map<number, number>()
      for (const variant of variants(options)) {
        const ids = index.search(variant.join(" "), { limit: CANDIDATES }) as number[]
        for (const id of ids) if (!order.has(id)) order.set(id, order.size)
      }
      // Records holding every word come first; records holding only some of them follow, so a query
      // whose words are spread over a page's sections still finds it.
      if (raw.length > 1) {
        for (const variant of variants(options)) {
          const ids = index.search(variant.join(" "), { limit: CANDIDATES, suggest: true }) as number[]
          for (const id of ids) if (!order.has(id)) order.set(id, order.size + CANDIDATES)
        }
      }
      const tierOf = (record: SearchRecord): number => ((order.get(record.id) ?? 0) >= CANDIDATES ? 1 : 0)
      const ranked = [...order.keys()]
        .map((id) => records[id])
        .filter((record): record is SearchRecord => record !== undefined)
        .sort((a, b) => tierOf(a) - tierOf(b) || a.type - b.type || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))

      const highlight = highlightTerms(query)
      const pages = new Map<string, PageResult>()
      const seen = new Set<string>()
      let count = 0
      for (const record of ranked) {
        if (count >= limit) break
        const key = `${record.url}#${record.hash}|${record.type}`
        if (seen.has(key)) continue
        seen.add(key)
        const hit: SearchHit = {
          href: hitHref(record.url, record.hash, highlight),
          type: record.type,
          title: record.title,
          section: record.section,
          url: record.url,
          hash: record.hash,
          breadcrumb: record.breadcrumb,
          snippet: snippetOf(record.text, query),
          context: record.context,
        }
        const page = pages.get(record.url)
        if (page) page.hits.push(hit)
        else {
          pages.set(record.url, {
            url: record.url,
            href: hitHref(record.url, "", highlight),
            title: record.title,
            breadcrumb: record.breadcrumb,
            context: record.context,
            hits: [hit],
          })
        }
        count += 1
      }
      return [...pages.values()]
    },
  }
}
