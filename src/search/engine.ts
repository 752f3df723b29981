/**
 * The search itself (pure: it reads files only through the `load` function it is given). Its two operations are
 * the worker's: load the indexes of a language and version (the small meta file), and search. A query loads
 * the shards of its own terms, ranks every matching page, filters by context, cuts to the limit and only then
 * loads the stored text of the pages it returns, for their snippets. Everything loaded is kept for the next query.
 */
import { stem, normalize, queryWords, highlightTerms, withinOneEdit, TYPO_MIN_LENGTH, words } from "./tokenize"
import { hitHref, keepsContext } from "./filter"
import {
  RecordType,
  SEARCH_MANIFEST_PATH,
  TYPE_SCORE,
  type ContextFilter,
  type IndexMeta,
  type PageDoc,
  type PageResult,
  type SearchAnswer,
  type SearchHit,
  type SearchManifest,
  type SearchWorkerApi,
  type Shard,
  type SnippetPart,
} from "./protocol"

export const SNIPPET_MAX = 50
/** Matching sections returned under a page (the results page shows them; the box shows none). */
export const MAX_SECTIONS = 5
/** Recent answers kept. */
const MAX_ANSWERS = 50
/** Most shard files one word may load for its prefix completions or typo corrections. */
const MAX_EXPANSION_FILES = 6
/** Weights of a completion of the word being typed, and of a correction of one typo, against the word itself. */
const PREFIX_FACTOR = 0.75
const TYPO_FACTOR = 0.5
const FLEETING_FACTOR = 0.9
/** Release notes repeat what the docs explain; on equal terms the docs page comes first. */
const CONTEXT_PRIOR: Record<string, number> = { b: 0.5 }
/** Each segment of a page's address beyond the second costs this share of its score. */
const DEPTH_COST = 0.08
/** A record holding every word of a multi-word query adds its type's score times this. */
const TOGETHER_BONUS = 2.5

/**
 * Russian fleeting vowels, which Snowball keeps: `рассылок` (genitive plural) against `рассылк` (the stem of
 * `рассылки`), `ошибок` against `ошибк`. The query also tries the stem without the vowel.
 */
export function withoutFleetingVowel(term: string): string | null {
  const match = /^(.*[бвгджзклмнпрстфхцчшщ])[оеь]([кцн])$/.exec(term)
  return match && match[1].length >= 3 ? match[1] + match[2] : null
}

interface Matcher {
  /** Whether a word of a text, already normalized, matches one of the query terms (stem or prefix). */
  matches(normal: string): boolean
  /** Offset of the first word of `text` that matches, or -1. */
  first(text: string): number
}

const WORD_AT = /[\p{L}\p{N}_-]+/uy
const HAS_WORD = /[\p{L}\p{N}]/u

function matcher(query: string): Matcher {
  const raw = words(query).filter((word) => word.length > 1)
  const stems = raw.map(stem).filter((s) => s.length >= 3)
  // Only words that begin like a query word or stem can match one; the others are not stemmed at all (snippets are hot).
  const heads = new Set([...raw, ...stems].map((s) => s.slice(0, 2)))
  const matches = (normal: string): boolean => {
    if (!heads.has(normal.slice(0, 2))) return false
    if (raw.some((q) => normal.startsWith(q))) return true
    const stemmed = stem(normal)
    return stems.some((s) => stemmed.startsWith(s) || (s.startsWith(stemmed) && stemmed.length >= 4))
  }
  // The regular expression engine finds the words that begin with a head (any case, е or ё), so a long text is
  // neither lower-cased nor split word by word; only those words are checked.
  const pattern = [...heads].map((head) => [...head].map((c) => (c === "е" ? "[её]" : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))).join("")).join("|")
  const starts = heads.size > 0 ? new RegExp(`(?:^|[^\\p{L}\\p{N}_-])(${pattern})`, "giu") : null
  const first = (text: string): number => {
    if (!starts) return -1
    starts.lastIndex = 0
    for (let found = starts.exec(text); found; found = starts.exec(text)) {
      const at = found.index + found[0].length - found[1].length
      WORD_AT.lastIndex = at
      const word = WORD_AT.exec(text)?.[0] ?? ""
      if (HAS_WORD.test(word) && matches(normalize(word))) return at
      starts.lastIndex = at + Math.max(1, word.length)
    }
    return -1
  }
  return { matches, first }
}

const TOKEN = /[\p{L}\p{N}_-]+|[^\p{L}\p{N}_-]+/gu

/** A window of at most SNIPPET_MAX characters around the first match, split into plain and matched parts. */
export function snippetOf(text: string, query: string, max = SNIPPET_MAX): SnippetPart[] {
  const isMatch = matcher(query)
  const offset = Math.max(0, isMatch.first(text))
  let start = Math.max(0, offset - Math.floor(max / 3))
  if (start > 0) {
    const space = text.indexOf(" ", start)
    if (space !== -1 && space < offset) start = space + 1
  }
  let shown = text.slice(start, start + max)
  if (start + max < text.length) {
    const cut = shown.lastIndexOf(" ")
    if (cut > max / 2) shown = shown.slice(0, cut)
  }
  const parts: SnippetPart[] = []
  for (const match of shown.matchAll(TOKEN)) {
    const token = match[0]
    const hit = HAS_WORD.test(token) && isMatch.matches(normalize(token))
    const last = parts[parts.length - 1]
    if (last && !last.match && !hit) last.text += token
    else parts.push({ text: token, match: hit })
  }
  return parts
}

/** Reads a file of the index (JSON) by its address. */
export type Load = (path: string) => Promise<unknown>

interface Loaded {
  meta: IndexMeta
  keys: string[]
  shards: Map<number, Promise<Shard>>
  docs: Map<number, Promise<PageDoc>>
}

interface PageScore {
  score: number
  /** Query words the page matches. */
  words: number
  /** Record (index * 8 + type) -> how many query words it matches. */
  records: Map<number, number>
}

/** Decodes a flat posting list: `[page delta, score, record count, ...records]` per page. */
function decode(list: readonly number[], visit: (page: number, score: number, records: number[]) => void): void {
  let page = 0
  for (let i = 0; i < list.length; ) {
    page += list[i]
    const score = list[i + 1]
    const count = list[i + 2]
    visit(page, score, list.slice(i + 3, i + 3 + count) as number[])
    i += 3 + count
  }
}

function pagesIn(list: readonly number[]): number {
  let count = 0
  for (let i = 0; i < list.length; i += 3 + list[i + 2]) count += 1
  return count
}

export interface Engine extends SearchWorkerApi {
  /** Files loaded so far, in order (for tests and the bench). */
  loadedFiles(): string[]
}

export interface EngineOptions {
  /**
   * Read the manifest again before every search and start over when it points to another index: under
   * `gatsby develop` the index is rewritten after each save, while the worker lives on.
   */
  revalidate?: boolean
}

/** One load per key, shared by every caller; a load that fails is forgotten, so the next call tries again. */
function loadOnce<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let promise = cache.get(key)
  if (!promise) {
    promise = load()
    promise.catch(() => cache.delete(key))
    cache.set(key, promise)
  }
  return promise
}

export function createEngine(load: Load, manifestPath = SEARCH_MANIFEST_PATH, options: EngineOptions = {}): Engine {
  const indexes = new Map<string, Promise<Loaded>>()
  const files: string[] = []
  let manifest: Promise<SearchManifest> | null = null
  const addresses = new Map<string, string>()

  const get = async <T>(path: string): Promise<T> => {
    files.push(path)
    return (await load(path)) as T
  }

  const indexFor = (language: string, version: string): Promise<Loaded> =>
    loadOnce(indexes, `${language}/${version}`, async () => {
      manifest ??= get<SearchManifest>(manifestPath)
      manifest.catch(() => {
        manifest = null
      })
      const address = (await manifest)[language]?.[version]
      if (!address) throw new Error(`No search index for language "${language}" and version "${version}"`)
      const meta = await get<IndexMeta>(address)
      return { meta, keys: Object.keys(meta.shards), shards: new Map(), docs: new Map() }
    })

  const shard = (index: Loaded, file: number): Promise<Shard> => loadOnce(index.shards, file, () => get<Shard>(`${index.meta.base}s/${file}.json`))

  const doc = (index: Loaded, page: number): Promise<PageDoc> => loadOnce(index.docs, page, () => get<PageDoc>(`${index.meta.base}p/${page}.json`))

  /** The shard key a term lives under: the longest key that starts it. */
  const keyOf = (index: Loaded, term: string): string | null => {
    for (let length = term.length; length > 0; length -= 1) {
      const key = term.slice(0, length)
      if (key in index.meta.shards) return key
    }
    return null
  }

  /** Shard files holding `term` and, with `prefix`, every term that starts with it (at most MAX_EXPANSION_FILES). */
  const filesFor = (index: Loaded, term: string, prefix: boolean): number[] => {
    const result = new Set<number>()
    const own = keyOf(index, term)
    if (own !== null) result.add(index.meta.shards[own])
    if (prefix) {
      for (const key of index.keys) {
        if (result.size >= MAX_EXPANSION_FILES) break
        if (key.length > term.length && key.startsWith(term)) result.add(index.meta.shards[key])
      }
    }
    return [...result]
  }

  /** Index terms a query term stands for, with weights: itself, completions while typing, or one-typo corrections. */
  const expand = async (index: Loaded, term: string, last: boolean): Promise<Array<{ list: number[]; factor: number }>> => {
    const prefix = term.length >= (last ? 2 : 3) && !/\d/.test(term)
    const shards = await Promise.all(filesFor(index, term, prefix).map((file) => shard(index, file)))
    const found: Array<{ list: number[]; factor: number }> = []
    for (const terms of shards) {
      for (const [known, list] of Object.entries(terms)) {
        if (known === term) found.push({ list, factor: 1 })
        else if (prefix && known.startsWith(term)) found.push({ list, factor: PREFIX_FACTOR })
      }
    }
    const fleeting = withoutFleetingVowel(term)
    if (fleeting) {
      const own = keyOf(index, fleeting)
      const terms = own === null ? {} : await shard(index, index.meta.shards[own])
      for (const [known, list] of Object.entries(terms)) if (known === fleeting || (prefix && known.startsWith(fleeting))) found.push({ list, factor: FLEETING_FACTOR * (known === fleeting ? 1 : PREFIX_FACTOR) })
    }
    if (found.length > 0 || term.length < TYPO_MIN_LENGTH) return found
    // One typo: look among the terms that share the longest beginnings with it (the shards of 'каск' for
    // 'каскдов', then 'кас', ...), down to the first two letters, within MAX_EXPANSION_FILES files.
    // A typo among the first two letters moves the word to other shards: those of the word with its first two
    // letters swapped ('ашблонов') or with the first or second letter left out ('шшаблонов') are read as well.
    // A letter missing there ('кскадов') stays uncorrected: any of the alphabet's letters could fill the gap.
    const nearFiles = new Set<number>()
    for (const variant of [term[1] + term[0] + term.slice(2), term.slice(1), term[0] + term.slice(2)]) {
      const own = keyOf(index, variant)
      if (own !== null) nearFiles.add(index.meta.shards[own])
    }
    const limit = nearFiles.size + MAX_EXPANSION_FILES
    for (let length = term.length - 1; length >= 2 && nearFiles.size < limit; length -= 1) {
      for (const file of filesFor(index, term.slice(0, length), true)) if (nearFiles.size < limit) nearFiles.add(file)
    }
    const near = await Promise.all([...nearFiles].map((file) => shard(index, file)))
    for (const terms of near) {
      for (const [known, list] of Object.entries(terms)) {
        if (withinOneEdit(term, known) || (known.length > term.length && withinOneEdit(term, known.slice(0, term.length)))) found.push({ list, factor: TYPO_FACTOR })
      }
    }
    return found
  }

  // Answers of recent searches, so typing back to an earlier query costs nothing.
  const answers = new Map<string, Promise<SearchAnswer>>()
  const remembered = (language: string, version: string, query: string, limit: number, context: ContextFilter): Promise<SearchAnswer> => {
    const key = JSON.stringify([language, version, query, limit, context])
    let answer = answers.get(key)
    if (!answer || options.revalidate) {
      answer = search(language, version, query, limit, context)
      answer.catch(() => answers.delete(key))
      answers.set(key, answer)
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string)
    }
    return answer
  }

  const search = async (language: string, version: string, query: string, limit: number, context: ContextFilter = null): Promise<SearchAnswer> => {
    if (options.revalidate) {
      manifest = get<SearchManifest>(manifestPath)
      const address = (await manifest)[language]?.[version] ?? ""
      const key = `${language}/${version}`
      if (addresses.has(key) && addresses.get(key) !== address) indexes.delete(key)
      addresses.set(key, address)
    }
    const index = await indexFor(language, version)
    const { meta } = index
    const asked = queryWords(query)
    if (asked.length === 0 || limit <= 0) return { total: 0, results: [] }
    // An identifier counts as one word when the index has it whole, otherwise as its parts.
    const groups: Array<Array<{ list: number[]; factor: number }>> = []
    await Promise.all(
      asked.map(async (word, at) => {
        const last = at === asked.length - 1
        const whole = await expand(index, word.term, last)
        if (whole.length > 0 || word.parts.length === 0) groups[at * 8] = whole
        else {
          const parts = await Promise.all(word.parts.slice(0, 7).map((part, i) => expand(index, part, last && i === word.parts.length - 1)))
          parts.forEach((part, i) => {
            groups[at * 8 + 1 + i] = part
          })
        }
      }),
    )
    const required = groups.filter((group) => group !== undefined)
    const scores = new Map<number, PageScore>()
    for (const group of required) {
      // A word's rarity is that of the pages it finds, whichever form (completion, correction) found them.
      const best = new Map<number, { score: number; records: Set<number> }>()
      for (const { list, factor } of group) {
        decode(list, (page, score, records) => {
          if (!keepsContext(meta.contexts[page], context)) return
          const value = score * factor
          const current = best.get(page)
          if (!current) best.set(page, { score: value, records: new Set(records) })
          else {
            if (value > current.score) current.score = value
            for (const record of records) current.records.add(record)
          }
        })
      }
      const idf = Math.log(1 + meta.pages / Math.max(1, best.size))
      for (const entry of best.values()) entry.score *= idf
      for (const [page, { score, records }] of best) {
        let entry = scores.get(page)
        if (!entry) scores.set(page, (entry = { score: 0, words: 0, records: new Map() }))
        entry.score += score
        entry.words += 1
        for (const record of records) entry.records.set(record, (entry.records.get(record) ?? 0) + 1)
      }
    }
    for (const [page, entry] of scores) {
      if (required.length > 1) {
        let together = 0
        for (const [record, count] of entry.records) if (count === required.length) together = Math.max(together, TYPE_SCORE[(record & 7) as RecordType])
        entry.score += together * TOGETHER_BONUS
      }
      entry.score *= (CONTEXT_PRIOR[meta.contexts[page]] ?? 1) * (1 - DEPTH_COST * Math.max(0, Number(meta.depths[page] ?? 2) - 2))
    }
    // Pages holding every word first, then by score; the context filter has already run, so the limit loses nothing.
    const ranked = [...scores].sort((a, b) => b[1].words - a[1].words || b[1].score - a[1].score || a[0] - b[0]).slice(0, limit)
    const highlight = highlightTerms(query)
    const results = await Promise.all(
      ranked.map(async ([page, found]) => {
        const stored = await doc(index, page)
        return resultOf(stored, found, query, highlight)
      }),
    )
    return { total: scores.size, results }
  }

  return {
    async loadIndexes(language, version) {
      const index = await indexFor(language, version)
      return { pages: index.meta.pages }
    },
    search: (language, version, query, limit, context = null) => remembered(language, version, query, limit, context),
    loadedFiles: () => [...files],
  }
}

/** One entry per page: its best hit's link and snippet, and its matching sections beneath. */
function resultOf(page: PageDoc, found: PageScore, query: string, highlight: string[]): PageResult {
  const matched = [...found.records].map(([code, count]) => [code >> 3, count] as [number, number]).filter(([at]) => page.records[at] !== undefined).sort((a, b) => a[0] - b[0])
  const typeOf = (at: number): RecordType => page.records[at][0]
  const best = [...matched].sort((a, b) => typeOf(a[0]) - typeOf(b[0]) || a[0] - b[0])[0]
  // The snippet comes from the text that holds most of the query's words, a section's text before a heading.
  const textual = matched.filter(([at]) => typeOf(at) !== RecordType.Title)
  const snippetRecord = [...textual].sort((a, b) => b[1] - a[1] || Number(typeOf(a[0]) === RecordType.Heading) - Number(typeOf(b[0]) === RecordType.Heading) || a[0] - b[0])[0]
  const bestType = best ? typeOf(best[0]) : RecordType.Title
  const bestHash = best ? page.records[best[0]][2] : ""
  const sections = new Map<string, { type: RecordType; section: string; hash: string; text: string; weight: number }>()
  for (const [at, weight] of matched) {
    const [type, section, hash, text] = page.records[at]
    if (!hash) continue
    const current = sections.get(hash)
    if (!current) sections.set(hash, { type, section, hash, text, weight })
    else {
      if (type < current.type) current.type = type
      // The section's text gives a better snippet than its heading, which is shown anyway.
      if (type === RecordType.Content && (weight >= current.weight || current.text === current.section)) {
        current.text = text
        current.weight = weight
      }
    }
  }
  const hits: SearchHit[] = [...sections.values()].slice(0, MAX_SECTIONS).map((section) => ({
    href: hitHref(page.url, section.hash, highlight),
    type: section.type,
    section: section.section,
    hash: section.hash,
    snippet: snippetOf(section.text, query),
  }))
  return {
    url: page.url,
    href: hitHref(page.url, bestHash, highlight),
    title: page.title,
    breadcrumb: page.breadcrumb,
    context: page.context,
    type: bestType,
    snippet: snippetOf(snippetRecord ? page.records[snippetRecord[0]][3] : (page.records.find((record) => record[0] === RecordType.Description)?.[3] ?? ""), query),
    sections: hits,
  }
}
