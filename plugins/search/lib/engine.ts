/**
 * The search itself (pure: it reads files only through the `load` function it is given). Its two operations are
 * the worker's: load the indexes of a language and version (the small meta file), and search. A query loads
 * the shards of its own terms, ranks every matching page, filters by context, cuts to the limit and only then
 * loads the stored text of the pages it returns, for their snippets. Everything loaded is kept for the next query.
 */
import { brandsOf, withNamesJoined } from "./brands"
import { describedConcepts } from "./concepts"
import {
  stem,
  normalize,
  queryWords,
  highlightTerms,
  isStopWord,
  withinOneEdit,
  otherFleetingForm,
  TYPO_MIN_LENGTH,
  words,
  family,
  WORD_CHARS,
  withOwnForms,
  type QueryWord,
} from "./tokenize"
import { hitHref, keepsContext } from "./filter"
import { otherLayout } from "./layout"
import { pastedPhrase } from "./phrases"
import {
  ASKED,
  CONTEXT_CODES,
  INDEX_FORMAT,
  RecordType,
  SEARCH_MANIFEST_PATH,
  TYPE_SCORE,
  partRecords,
  type ContextFilter,
  type IndexMeta,
  type LetterFile,
  MAX_BEGINNING,
  type PageContext,
  type PageDoc,
  type PagePart,
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
/** Weight of another part of speech of the word (отмена for отменить) against the word itself. */
const FAMILY_FACTOR = 0.7
/**
 * Release notes repeat what the docs explain, and the hub pages (the home page, the docs' start) name every topic in
 * passing: on equal terms the docs page of the topic comes first.
 */
const CONTEXT_PRIOR: Record<string, number> = { b: 0.5, p: 0.7 }
/** An FAQ's answer is a short form of a docs page, with a link to it: on equal terms that page comes first. */
const BRIEF_PRIOR = 0.7
/** An API page, for a query that does not ask about the API: on equal terms the docs page of the task comes first. */
const API_PRIOR = 0.9
/** Each segment of a page's address beyond the second costs this share of its score. */
const DEPTH_COST = 0.08
/** A record holding every word of a multi-word query adds its type's score times this. */
const TOGETHER_BONUS = 2.5
/** A heading that holds the query's words with its page's title counts this share of a heading holding them all. */
const UNDER_TITLE_FACTOR = 0.75
/** Weight of a docs' term found for a reader's own word (content/search-synonyms.yaml) against the word itself. */
const SYNONYM_FACTOR = 0.9
/** Share of the lesser score counted when a page has both the reader's word and its docs' term. */
const BOTH_FORMS_SHARE = 0.25
/** A page an intent steers to (see `steered` in search) counts this many times its score. */
const INTENT_BOOST = 2.2
/** A page naming the docs' term of a concept the query describes (see concepts.ts) counts this many times its score. */
const CONCEPT_BOOST = 1.8
/** The same for a concept described nearly: by all the words of a longer description but one (see concepts.ts). */
const NEAR_CONCEPT_BOOST = 1.3
/**
 * A concept described nearly whose term more than this share of the pages name (and more than one) boosts none: two
 * common words of a longer description («шаблон», «рассылка» of the product's own overview) describe nothing in
 * particular, and raising a fifth of the site only reorders it at random.
 */
const NEAR_CONCEPT_SPREAD = 0.2
/**
 * Posting scores from this up are of a record that says what the page is about: its title, description, keywords,
 * definitions or a heading, not its body text (see build-index scoreOf and TYPE_SCORE).
 */
const NAMED_SCORE = TYPE_SCORE[RecordType.Description]
/** A page that holds all the words of a query but one counts this share of its score against pages holding all. */
const MISSING_WORD_FACTOR = 0.3
/**
 * A page scoring under this share of the first result's score is not a result of a query of several words: it
 * holds a word or two of the query in passing («клиент», «сообщение»), and counting it would say that a long
 * question found most of the site.
 */
const WEAK_SHARE = 0.05
/** Expansions of query terms kept per index. */
const MAX_EXPANSIONS = 400
/**
 * A query of this many required words or more describes a task rather than names a term («как сделать чтобы клиенту
 * пришло сообщение сначала в ватсап а потом в вайбер»): a few of its words decide and the rest are noise, so
 * pages are not tiered by how many words they miss but weighed by how much of the query's rarity they hold,
 * best in one record.
 */
const LONG_QUERY = 3
/** The weight of the query's share a page holds, as a power: missing a rare word costs much, a common one little. */
const COVERAGE_POWER = 1
/**
 * An English question's word the glossary does not translate counts this share of its rarity: it finds only the
 * pages' few English questions and identifiers, where a rare word says little of what the page is about.
 */
const UNTRANSLATED_SHARE = 0.5
/**
 * In a long query, a word that no page names (in its title, headings, description or keywords) but only uses in its
 * text counts this share of its rarity: «говорит», «видел», «отредактировала» tell how the reader asks, not what
 * about, and a rare one would otherwise decide the ranking. Not a Latin word: an English word the glossary does not
 * translate finds only the pages' English questions and identifiers (see UNTRANSLATED_SHARE).
 */
const UNNAMED_WORD_SHARE = 0.6
/**
 * For a long query naming a product or platform («ссылка на чат в вайбере»), a page that does not name it counts this
 * share; not an API method's page in a question to the API, as one method serves every platform.
 */
const UNNAMED_BRAND_SHARE = 0.4
/**
 * For a query naming two products or platforms or more («подключить вотсап и вайбер»), which asks about them
 * together, a page whose title names some of them but not all (the Viber page) counts this share: it is about one.
 */
const SOME_BRANDS_SHARE = 0.7
/** A word a page holds only in its body text counts this share of its rarity (see namedShare). */
const BODY_SHARE = 0.5
/** For a long query: the weight of its best record's share (`coverageScore`), as TOGETHER_BONUS is for a short one. */
const LONG_TOGETHER = 15

/** A word's posting lists with their weights; `synonym` marks those found through a docs' term of the synonyms. */
type Lists = Array<{ list: number[]; factor: number; synonym?: boolean }>
/** Whether a word's lists hold it as typed, completed or with a fleeting vowel (not only corrected for a typo). */
const isStrong = (lists: Lists): boolean => lists.some(({ factor }) => factor > TYPO_FACTOR)

interface Matcher {
  /** Whether a word of a text, already normalized, matches one of the query terms (stem or prefix). */
  matches(normal: string): boolean
  /** Offset of the first word of `text` that matches, or -1. */
  first(text: string): number
}

const WORD_AT = new RegExp(`[${WORD_CHARS}_-]+`, "uy")
const HAS_WORD = new RegExp(`[${WORD_CHARS}]`, "u")
/** A text that ends in a word's character: the match after it is inside a word, not at its start. */
const IN_WORD = new RegExp(`[${WORD_CHARS}_-]$`, "u")

function matcher(query: string): Matcher {
  // Stop words find nothing (see tokenize queryWords), so they are not shown as found either («не», «нет»).
  const raw = words(query).filter((word) => word.length > 1 && !isStopWord(word))
  const stems = raw
    .map(stem)
    .flatMap(withOwnForms)
    .filter((s) => s.length >= 3)
  // Only words that begin like a query word or stem can match one; the others are not stemmed at all (snippets are hot).
  const heads = new Set([...raw, ...stems].map((s) => s.slice(0, 2)))
  const matches = (normal: string): boolean => {
    if (!heads.has(normal.slice(0, 2))) return false
    if (raw.some((q) => normal.startsWith(q))) return true
    const stemmed = stem(normal)
    return stems.some((s) => stemmed.startsWith(s) || (s.startsWith(stemmed) && stemmed.length >= 4))
  }
  // The regular expression engine finds the heads (any case, е or ё), so a long text is neither lower-cased nor
  // split word by word; only the words that begin with one are checked. The expression is built for each query, so
  // it holds the heads alone: with the classes of all letters (`\p{L}`) in it, compiling it took milliseconds.
  const pattern = [...heads].map((head) => [...head].map((c) => (c === "е" ? "[её]" : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))).join("")).join("|")
  const starts = heads.size > 0 ? new RegExp(pattern, "giu") : null
  const first = (text: string): number => {
    if (!starts) return -1
    starts.lastIndex = 0
    for (let found = starts.exec(text); found; found = starts.exec(text)) {
      const at = found.index
      WORD_AT.lastIndex = at
      const word = WORD_AT.exec(text)?.[0] ?? ""
      if (!IN_WORD.test(text.slice(Math.max(0, at - 2), at)) && HAS_WORD.test(word) && matches(normalize(word))) return at
      starts.lastIndex = at + Math.max(1, word.length)
    }
    return -1
  }
  return { matches, first }
}

const TOKEN = new RegExp(`[${WORD_CHARS}_-]+|[^${WORD_CHARS}_-]+`, "gu")

/** The matcher of the last query snippets were cut for: an answer cuts one per page and section, all for one query. */
let lastMatcher: { query: string; matcher: Matcher } | null = null

/** A window of at most SNIPPET_MAX characters around the first match, split into plain and matched parts. */
export function snippetOf(text: string, query: string, max = SNIPPET_MAX): SnippetPart[] {
  if (lastMatcher?.query !== query) lastMatcher = { query, matcher: matcher(query) }
  const isMatch = lastMatcher.matcher
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
  /**
   * Shard keys known so far: meta.json's and those of the key directories loaded (null prototype: a term such as
   * `constructor` is no key of an empty table). A term's lookups need only its own directory (see `withKeys`).
   */
  table: Record<string, number>
  /** The table's keys, in its order (meta.json's and each directory's keep the shards' order). */
  keys: string[]
  /** Two-letter prefix -> number of its key directory (meta.directories). */
  directories: Map<string, number>
  directoryLoads: Map<number, Promise<void>>
  shards: Map<number, Promise<Shard>>
  docs: Map<number, Promise<PageDoc>>
  /** `<page>-<n>` -> that part of the page's texts. */
  parts: Map<string, Promise<PagePart>>
  /** `w<n>` or `c<n>` -> the nth letter's file of the synonyms or the concepts, as it loads (see lettered). */
  letters: Map<string, Promise<LetterFile>>
  /** `synonyms` or `concepts` -> its files' word beginnings (IndexMeta.synonyms) -> file number. */
  beginnings: Map<string, Map<string, number>>
  /** `term|last` -> its expansion, so a keystroke does not expand the words before it again. */
  expansions: Map<string, Promise<Lists>>
}

interface PageScore {
  page: number
  score: number
  /** Query words the page matches. */
  words: number
  /** The same, one bit per word (see bitOf). */
  found: number
  /**
   * Record (index * 8 + type) -> the query's words it matches, one bit per word (see bitOf). Read from the posting lists
   * again for the pages a ranking rule or the result reads it of (see fillRecords): a common word finds most pages,
   * and a table for each cost most of its keystroke at 2,000 pages.
   */
  records?: Map<number, number>
  /** Words the page holds best in a reader's question: the word's bit and the score it loses where no question holds it with another word. */
  questioned?: Array<[number, number]>
  /** Its ranking keys, once scored: 0 for a pasted text's page, then 1; its tier (words missing); its weight. */
  first?: number
  tier?: number
  weight?: number
}

/** The part of a posting list read (see Shard): all of it, or of a list with a lead, the lead or the rest (none of another). */
type ListPart = "all" | "lead" | "rest"

/**
 * Decodes a flat posting list (see Shard): `[page delta, score, record count, ...records]` per page. A page's records
 * are `list[start]` to `list[start + count - 1]`, read in place.
 */
function decode(list: readonly number[], visit: (page: number, score: number, start: number, count: number) => void, part: ListPart = "all"): void {
  const led = list[0] < 0
  // Where the list's rest begins (its pages' deltas count from 0 again), past the two numbers before the lead.
  const rest = led ? 2 - list[0] : 0
  const from = led ? (part === "rest" ? rest : 2) : part === "rest" ? list.length : 0
  const end = led && part === "lead" ? rest : list.length
  let page = 0
  for (let i = from; i < end;) {
    if (i === rest) page = 0
    page += list[i]
    const count = list[i + 2]
    visit(page, list[i + 1], i + 3, count)
    i += 3 + count
  }
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

/**
 * The docs' terms each query word stands for through the synonyms: a reader's phrase of up to three words
 * (`номер отправител`) gives its terms to each of its words, the longest phrase first.
 */
export function synonymTargets(asked: readonly QueryWord[], synonyms: Readonly<Record<string, string[]>>): string[][] {
  // A docs' phrase has been put in the reader's words' place already (see withDocsPhrases).
  const targets: string[][] = asked.map(() => [])
  for (let at = 0; at < asked.length; at += 1) {
    for (let size = Math.min(3, asked.length - at); size >= 1; size -= 1) {
      const terms =
        synonyms[
          asked
            .slice(at, at + size)
            .map((word) => word.term)
            .join(" ")
        ]
      if (!terms) continue
      for (let i = at; i < at + size; i += 1) targets[i].push(...terms)
      break
    }
  }
  return targets
}

/** The query's words with each reader's phrase whose entry is one docs' phrase (`добавить сотрудник` -> `приглас пользовател`) replaced by it. */
export function withDocsPhrases(asked: readonly QueryWord[], synonyms: Readonly<Record<string, string[]>>): Array<QueryWord & { phraseTail?: true }> {
  const result: Array<QueryWord & { phraseTail?: true }> = []
  for (let at = 0; at < asked.length;) {
    let size = Math.min(3, asked.length - at)
    for (; size >= 1; size -= 1) {
      const terms =
        synonyms[
          asked
            .slice(at, at + size)
            .map((word) => word.term)
            .join(" ")
        ]
      if (terms?.length === 1 && terms[0].includes(" ")) {
        const phrase = terms[0].split(" ")
        result.push(...phrase.map((term, i) => ({ term, parts: [], ...(i > 0 ? { phraseTail: true as const } : {}) })))
        break
      }
    }
    if (size >= 1) at += size
    else {
      result.push(asked[at])
      at += 1
    }
  }
  return result
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
      if (meta.format !== INDEX_FORMAT)
        throw new Error(`The search index ${address} is of format ${meta.format ?? 1}, this page reads format ${INDEX_FORMAT}: reload the page`)
      const table: Record<string, number> = Object.assign(Object.create(null), meta.shards)
      const directories = new Map((meta.directories ?? []).map((prefix, n) => [prefix, n]))
      return {
        meta,
        table,
        keys: Object.keys(table),
        directories,
        directoryLoads: new Map(),
        shards: new Map(),
        docs: new Map(),
        parts: new Map(),
        letters: new Map(),
        beginnings: new Map(),
        expansions: new Map(),
      }
    })

  const shard = (index: Loaded, file: number): Promise<Shard> => loadOnce(index.shards, file, () => get<Shard>(`${index.meta.base}s/${file}.json`))

  const doc = (index: Loaded, page: number): Promise<PageDoc> => loadOnce(index.docs, page, () => get<PageDoc>(`${index.meta.base}p/${page}.json`))

  /** The texts of a page's records `wanted` that its doc keeps in parts (see PageDoc), each part loaded once. */
  const partTexts = async (index: Loaded, page: number, stored: PageDoc, wanted: readonly number[]): Promise<Map<number, string>> => {
    const texts = new Map<number, string>()
    const numbers = new Set(wanted.map((at) => stored.records[at]?.[3]).filter((text): text is number => typeof text === "number"))
    await Promise.all(
      [...numbers].map(async (n) => {
        const part = await loadOnce(index.parts, `${page}-${n}`, () => get<PagePart>(`${index.meta.base}p/${page}-${n}.json`))
        partRecords(stored, n).forEach((at, i) => texts.set(at, part[i] ?? ""))
      }),
    )
    return texts
  }

  /**
   * The synonyms or the concepts of the index (`kind`) in the files of the letters `forms` begin with (see LetterFile),
   * each file loaded once. Looked up by the reader's words, with a null prototype: `constructor` or `toString` is no
   * reader's phrase.
   */
  const lettered = async (index: Loaded, kind: "synonyms" | "concepts", forms: readonly string[]): Promise<Record<string, string[]>> => {
    const folder = kind === "synonyms" ? "w" : "c"
    let files = index.beginnings.get(kind)
    if (!files) index.beginnings.set(kind, (files = new Map((index.meta[kind] ?? "").split(" ").map((beginning, n) => [beginning, n]))))
    const wanted = new Set<number>()
    for (const form of forms) {
      for (let length = Math.min(MAX_BEGINNING, form.length); length > 0; length -= 1) {
        const n = files.get(form.slice(0, length))
        if (n !== undefined) {
          wanted.add(n)
          break
        }
      }
    }
    const loaded = await Promise.all(
      [...wanted]
        .sort((a, b) => a - b)
        .map((n) =>
          loadOnce(index.letters, `${folder}${n}`, async () =>
            Object.assign(Object.create(null) as LetterFile, await get<LetterFile>(`${index.meta.base}${folder}/${n}.json`)),
          ),
        ),
    )
    // Only the files of the query's own words, however many an earlier query loaded: the same query, the same answer.
    if (loaded.length === 1) return loaded[0]
    const merged: Record<string, string[]> = Object.create(null)
    for (const file of loaded)
      for (const [key, values] of Object.entries(file)) merged[key] = key in merged ? [...new Set([...merged[key], ...values])] : values
    return merged
  }

  /**
   * Loads the key directories holding the shard keys of `terms` (see IndexMeta.directories): that of a term's first
   * two letters, or for a one-letter term every directory of its letter. Before `keyOf` and `filesFor` of a term.
   */
  const withKeys = async (index: Loaded, terms: readonly string[]): Promise<void> => {
    if (index.directories.size === 0) return
    const wanted = new Set<number>()
    for (const term of terms) {
      if (term.length >= 2) {
        const n = index.directories.get(term.slice(0, 2))
        if (n !== undefined) wanted.add(n)
      } else for (const [prefix, n] of index.directories) if (prefix.startsWith(term)) wanted.add(n)
    }
    await Promise.all(
      [...wanted].map((n) =>
        loadOnce(index.directoryLoads, n, async () => {
          Object.assign(index.table, await get<Record<string, number>>(`${index.meta.base}k/${n}.json`))
          index.keys = Object.keys(index.table)
        }),
      ),
    )
  }

  /** The shard key a term lives under: the longest key that starts it (its key directory loaded, see withKeys). */
  const keyOf = (index: Loaded, term: string): string | null => {
    for (let length = term.length; length > 0; length -= 1) {
      const key = term.slice(0, length)
      if (key in index.table) return key
    }
    return null
  }

  /** Shard files holding `term` and, with `prefix`, every term that starts with it (at most MAX_EXPANSION_FILES). */
  const filesFor = (index: Loaded, term: string, prefix: boolean): number[] => {
    const result = new Set<number>()
    const own = keyOf(index, term)
    if (own !== null) result.add(index.table[own])
    if (prefix) {
      for (const key of index.keys) {
        if (result.size >= MAX_EXPANSION_FILES) break
        if (key.length > term.length && key.startsWith(term)) result.add(index.table[key])
      }
    }
    return [...result]
  }

  /**
   * Index terms a query term stands for, with weights: itself, completions while typing, or (with `typos`) one-typo
   * corrections.
   */
  const expand = (index: Loaded, term: string, last: boolean, typos = true): Promise<Lists> => {
    const key = `${term}|${last}|${typos}`
    let found = index.expansions.get(key)
    if (!found) {
      if (index.expansions.size >= MAX_EXPANSIONS) index.expansions.clear()
      found = expandTerm(index, term, last, typos)
      found.catch(() => index.expansions.delete(key))
      index.expansions.set(key, found)
    }
    return found
  }

  const expandTerm = async (index: Loaded, term: string, last: boolean, typos: boolean): Promise<Lists> => {
    const prefix = term.length >= (last ? 2 : 3) && !/\d/.test(term)
    // The form with or without a fleeting vowel: «рассылок» finds `рассылк`, «в порядке» (`порядк`) finds `порядок`.
    const fleeting = otherFleetingForm(term)
    const root = family(term)
    await withKeys(index, [term, ...(fleeting ? [fleeting] : []), root])
    const shards = await Promise.all(filesFor(index, term, prefix).map((file) => shard(index, file)))
    const found: Array<{ list: number[]; factor: number }> = []
    for (const terms of shards) {
      for (const [known, list] of Object.entries(terms)) {
        if (known === term) found.push({ list, factor: 1 })
        else if (prefix && known.startsWith(term)) found.push({ list, factor: PREFIX_FACTOR })
      }
    }
    if (fleeting) {
      const own = keyOf(index, fleeting)
      const terms = own === null ? {} : await shard(index, index.table[own])
      for (const [known, list] of Object.entries(terms))
        if (known === fleeting || (prefix && known.startsWith(fleeting)))
          found.push({ list, factor: FLEETING_FACTOR * (known === fleeting ? 1 : PREFIX_FACTOR) })
    }
    // The word's other parts of speech (отмена, `отм`, for отменить, `отмен`): index terms of its family that neither
    // the word nor its completions found. A word that is its own root has its longer forms among its completions.
    if (root !== term) {
      const seen = new Set(found.map(({ list }) => list))
      for (const terms of await Promise.all(filesFor(index, root, true).map((file) => shard(index, file)))) {
        for (const [known, list] of Object.entries(terms))
          if (!seen.has(list) && known !== term && known.startsWith(root) && family(known) === root) found.push({ list, factor: FAMILY_FACTOR })
      }
    }
    if (found.length > 0 || term.length < TYPO_MIN_LENGTH || !typos) return found
    // One typo: look among the terms that share the longest beginnings with it (the shards of 'каск' for
    // 'каскдов', then 'кас', ...), down to the first two letters, within MAX_EXPANSION_FILES files.
    // A typo among the first two letters moves the word to other shards: those of the word with its first two
    // letters swapped ('ашблонов') or with the first or second letter left out ('шшаблонов') are read as well.
    // A letter missing there ('кскадов') stays uncorrected: any of the alphabet's letters could fill the gap.
    const nearFiles = new Set<number>()
    const variants = [term[1] + term[0] + term.slice(2), term.slice(1), term[0] + term.slice(2)]
    await withKeys(index, variants)
    for (const variant of variants) {
      const own = keyOf(index, variant)
      if (own !== null) nearFiles.add(index.table[own])
    }
    const limit = nearFiles.size + MAX_EXPANSION_FILES
    for (let length = term.length - 1; length >= 2 && nearFiles.size < limit; length -= 1) {
      for (const file of filesFor(index, term.slice(0, length), true)) if (nearFiles.size < limit) nearFiles.add(file)
    }
    const near = await Promise.all([...nearFiles].map((file) => shard(index, file)))
    for (const terms of near) {
      for (const [known, list] of Object.entries(terms)) {
        if (withinOneEdit(term, known) || (known.length > term.length && withinOneEdit(term, known.slice(0, term.length))))
          found.push({ list, factor: TYPO_FACTOR })
      }
    }
    return found
  }

  /**
   * The lists of a query word: as typed (with its completions, typo corrections and the docs' terms of a synonym),
   * one entry; or, for an identifier the index does not hold whole, one entry per part.
   */
  const wordLists = async (index: Loaded, word: QueryWord, last: boolean, synonyms: readonly string[] = [], typos = true): Promise<Lists[]> => {
    const withSynonyms = async (lists: Lists): Promise<Lists> => {
      if (synonyms.length === 0) return lists
      const found = await Promise.all(synonyms.map((term) => expand(index, term, false, typos)))
      return [...lists, ...found.flat().map(({ list, factor }) => ({ list, factor: factor * SYNONYM_FACTOR, synonym: true }))]
    }
    const whole = await withSynonyms(await expand(index, word.term, last, typos))
    if (isStrong(whole) || word.parts.length === 0) return [whole]
    const parts = await Promise.all(word.parts.slice(0, 7).map((part, i) => expand(index, part, last && i === word.parts.length - 1, typos)))
    return parts.every((part) => part.length > 0) ? parts : [whole]
  }

  /**
   * Whether every word of a chunk is found as typed (or through a synonym), not only through a typo correction: so
   * the corrections are not looked for (they would load the shards near a word typed in the other layout).
   */
  const chunkFound = async (index: Loaded, chunk: string, last: boolean): Promise<boolean> => {
    const chunkWords = queryWords(chunk)
    const targets = synonymTargets(
      chunkWords,
      await lettered(
        index,
        "synonyms",
        chunkWords.map((word) => word.term),
      ),
    )
    chunkWords.forEach((word, at) => targets[at].push(...brandsOf(word.term, index.meta.vocabulary?.brands ?? [])))
    const found = await Promise.all(
      chunkWords.map(async (word, at) => (await wordLists(index, word, last && at === chunkWords.length - 1, targets[at], false)).every(isStrong)),
    )
    return found.every(Boolean)
  }

  /** The query with each chunk that finds nothing as typed read in the other layout, when that finds it; or null. */
  const layoutFixed = async (index: Loaded, query: string): Promise<string | null> => {
    const chunks = query.trim().split(/\s+/)
    const fixed = await Promise.all(
      chunks.map(async (chunk, at) => {
        const other = otherLayout(chunk)
        const last = at === chunks.length - 1
        if (other === null || queryWords(other).length === 0 || queryWords(chunk).length === 0 || (await chunkFound(index, chunk, last))) return chunk
        return (await chunkFound(index, other, last)) ? other : chunk
      }),
    )
    if (fixed.every((chunk, at) => chunk === chunks[at])) return null
    // A chunk that reads as stop words only in the other layout («d» for «в») goes along with the converted ones.
    return fixed
      .map((chunk, at) =>
        chunk === chunks[at] && otherLayout(chunk) !== null && queryWords(otherLayout(chunk) ?? "").length === 0 ? (otherLayout(chunk) as string) : chunk,
      )
      .join(" ")
  }

  // Answers of recent searches, so typing back to an earlier query costs nothing.
  const answers = new Map<string, Promise<SearchAnswer>>()
  const remembered = (
    language: string,
    version: string,
    query: string,
    limit: number,
    context: ContextFilter,
    sections: number,
    quick: boolean,
  ): Promise<SearchAnswer> => {
    const key = JSON.stringify([language, version, query, limit, context, sections, quick])
    let answer = answers.get(key)
    if (!answer || options.revalidate) {
      answer = search(language, version, query, limit, context, sections, quick)
      answer.catch(() => {
        answers.delete(key)
        // A file that did not load may be gone with a deploy (the index moved to a new folder): the next search reads
        // the manifest and the index it points to afresh.
        manifest = null
        indexes.delete(`${language}/${version}`)
      })
      answers.set(key, answer)
      if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string)
    }
    return answer
  }

  const search = async (
    language: string,
    version: string,
    asTyped: string,
    limit: number,
    context: ContextFilter,
    sections: number,
    quick: boolean,
  ): Promise<SearchAnswer> => {
    if (options.revalidate) {
      manifest = get<SearchManifest>(manifestPath)
      const address = (await manifest)[language]?.[version] ?? ""
      const key = `${language}/${version}`
      if (addresses.has(key) && addresses.get(key) !== address) indexes.delete(key)
      addresses.set(key, address)
    }
    const index = await indexFor(language, version)
    const { meta } = index
    // A name typed in two words («ватс ап») is read as one.
    const query = withNamesJoined(asTyped, meta.vocabulary?.brands ?? [])
    const typed = queryWords(query)
    if (typed.length === 0 || limit <= 0) return { total: 0, results: [] }
    // The other keyboard layout: a chunk of the query that finds nothing or only typo corrections is searched with
    // its keys read in the other layout when that finds it (as typed, completed or through a synonym).
    // A text pasted whole from a log (an API error's, IndexMeta.phrases) leads to its section first; it was typed as meant.
    const pasted = meta.phrases ? pastedPhrase(query, meta.phrases) : null
    const lead = pasted && keepsContext(meta.contexts[pasted[1]], context) ? { page: pasted[1], record: pasted[2] } : null
    const converted = lead ? null : await layoutFixed(index, query)
    const searched = converted ?? query
    const vocabulary = meta.vocabulary ?? { intents: [] }
    const products = new Set((vocabulary.brands ?? []).filter((brand) => brand.product).map((brand) => brand.term))
    const words = converted ? queryWords(converted) : typed
    const synonyms = await lettered(
      index,
      "synonyms",
      words.map((word) => word.term),
    )
    const asked = withDocsPhrases(words, synonyms)
    if (asked.length === 0 && !lead) return { total: 0, results: [] }
    // An intent word is not required of a page unless the query has only intent words.
    // Each word's intent, by its place in the query (-1: none).
    const intentOf = asked.map((word) => vocabulary.intents.findIndex((intent) => intent.words.includes(word.term)))
    const allIntents = intentOf.every((intent) => intent !== -1)
    const intents = new Set(intentOf.filter((intent) => intent !== -1))
    // An intent word also stands for its intent's terms («стоит» for тариф, оплата …), as a synonym does.
    const targets = synonymTargets(asked, synonyms)
    // A product or platform name as the reader spelled it («вацап», «вайбер») stands for the name. A platform's name
    // narrows a long question to the pages naming it; the site's own product's («эдна») does not: every page is about it.
    const platform = (term: string): boolean => brandsOf(term, vocabulary.brands ?? []).some((name) => !products.has(name))
    asked.forEach((word, at) => targets[at].push(...brandsOf(word.term, vocabulary.brands ?? []).filter((term) => term !== word.term)))
    // A reader's description of a concept («отвечать без шаблона»): the pages naming its docs' term rank higher.
    // A description has two words or more, each found by another word of the query. An intent word («api») says where
    // the reader looks, not what: it does not make two words three, which may hold a longer description but for one.
    const forms = asked.map((word, at) => [word.term, ...targets[at].flatMap((term) => term.split(" "))])
    const described =
      asked.length >= 2
        ? describedConcepts(forms, await lettered(index, "concepts", forms.flat()), intentOf.filter((intent) => intent === -1).length)
        : { whole: [], near: [] }
    // `context`: a word naming a context («API») is matched by every page of that context, whether it has the word or not.
    // `latin`: the word is Latin as the query holds it (not a docs' phrase put in place of an English one).
    const groups: Array<{ lists: Lists; optional: boolean; latin: boolean; brand?: boolean; context?: string }> = []
    await Promise.all(
      asked.map(async (word, at) => {
        const last = at === asked.length - 1
        const optional = !allIntents && intentOf[at] !== -1
        const parts = await wordLists(index, word, last, targets[at])
        const steers = vocabulary.intents[intentOf[at]]?.context
        parts.forEach((lists, i) => {
          groups[at * 8 + i] = {
            lists,
            optional,
            latin: !/[а-я]/.test(word.term),
            ...(platform(word.term) ? { brand: true } : {}),
            ...(steers ? { context: CONTEXT_CODES[steers as PageContext] } : {}),
          }
        })
      }),
    )
    // Required words first: a page that only an intent word finds is not a result.
    const present = groups.filter((group) => group !== undefined).sort((a, b) => Number(a.optional) - Number(b.optional))
    const required = present.filter((group) => !group.optional)
    // Pages an intent steers to: those of its context, or those that name one of its terms (anything but the body text).
    // An intent word as typed counts as a term of its context's intent too: a guide named «API-ключи и вебхуки» is an
    // API page for «токен для api» wherever it lives.
    const naming = async (term: string): Promise<Set<number>> => {
      const pages = new Set<number>()
      for (const { list, factor } of await expand(index, term, false)) {
        if (factor === 1) decode(list, (page, score) => (score >= NAMED_SCORE ? pages.add(page) : undefined))
      }
      return pages
    }
    const steered = new Set<number>()
    const named = async (term: string) => (await naming(term)).forEach((page) => steered.add(page))
    // Pages naming every word of a described concept's term, each with the boost of its best description.
    const conceptual = new Map<number, number>()
    const boosted: Array<[string, number]> = [
      ...described.whole.map((term): [string, number] => [term, CONCEPT_BOOST]),
      ...described.near.map((term): [string, number] => [term, NEAR_CONCEPT_BOOST]),
    ]
    await Promise.all(
      boosted.map(async ([term, boost]) => {
        const [first, ...rest] = await Promise.all(term.split(" ").map(naming))
        const pages = [...first].filter((page) => rest.every((others) => others.has(page)))
        if (boost === NEAR_CONCEPT_BOOST && pages.length > Math.max(1, NEAR_CONCEPT_SPREAD * meta.pages)) return
        for (const page of pages) conceptual.set(page, Math.max(boost, conceptual.get(page) ?? 1))
      }),
    )
    await Promise.all(
      [...intents].map(async (at) => {
        const intent = vocabulary.intents[at]
        if (intent.context) {
          const code = CONTEXT_CODES[intent.context as PageContext]
          for (let page = 0; page < meta.pages; page += 1) if (meta.contexts[page] === code) steered.add(page)
        }
        const typedWords = intent.context ? asked.filter((_word, i) => intentOf[i] === at).map((word) => word.term) : []
        await Promise.all([...new Set([...(intent.terms ?? []), ...typedWords])].map(named))
      }),
    )
    // An English question (three or more words, every one Latin, one an English word the glossary knows): a word of it that a
    // page holds only among its API identifiers (a field's name) weighs as the page's text, not as what it defines.
    const english =
      asked.length >= LONG_QUERY && typed.every((word) => /^[a-z0-9]+$/.test(word.term)) && targets.some((terms) => terms.some((term) => /[а-я]/.test(term)))
    const briefs = new Set(meta.briefs ?? [])
    const scores = new Map<number, PageScore>()
    const requiredBits = required.reduce((bits, group) => bits | bitOf(present.indexOf(group)), 0)
    const rarity: number[] = []
    const ownBest = new Float64Array(meta.pages)
    const ownPlain = new Float64Array(meta.pages)
    const docsBest = new Float64Array(meta.pages)
    const docsPlain = new Float64Array(meta.pages)
    const seen = new Uint8Array(meta.pages)
    // A docs' phrase that stands for the reader's words names one thing: its words count as one toward a long query.
    const long = required.length - asked.filter((word) => word.phraseTail).length >= LONG_QUERY
    // Each word's rarity times its share (see UNTRANSLATED_SHARE, UNNAMED_WORD_SHARE), as it scores the pages.
    const weights: number[] = []
    /**
     * Scores the query's `at`th word on the pages its lists hold: all of them (`all`); those of their leads only
     * (`lead`, a quick search, see Shard); or, after the leads of every word, those of the lists' rests that the
     * leads found without this word (`rest`), so a page one word leads to is not taken for missing another.
     */
    const scoreWord = (at: number, group: (typeof present)[number], part: ListPart): void => {
      // A word's rarity is that of the pages it finds, whichever form (completion, correction) found them.
      // A page is scored by the word's best form; one that also has the reader's own word beside the docs' term of
      // a synonym counts a share of the lesser of the two (`own`, `docs`) as well.
      // Each form's best score as it is and, second, without the page's readers' questions (see scoreWithout).
      // By page: the best score of the word's own forms and of its synonyms' (`docs`), each as it is and without the
      // page's readers' questions; arrays over the pages, cleared for each word where it wrote.
      const bit = bitOf(at)
      const touched: number[] = []
      let named = !long
      // The pages the word's lists hold, when only the leads of some are read.
      let pages = 0
      for (const { list, factor, synonym } of group.lists) {
        // In an English question, a word's API definitions weigh as the page's text.
        const prose = english && !synonym
        const [value0, plain0] = synonym ? [docsBest, docsPlain] : [ownBest, ownPlain]
        if (part === "lead" && list[0] < 0) pages = Math.max(pages, list[1])
        decode(
          list,
          (page, score, start, count) => {
            if (!keepsContext(meta.contexts[page], context)) return
            if (part === "rest") {
              const entry = scores.get(page)
              if (!entry || entry.found & bit) return
            }
            const value = (prose ? scoreWithout(DEFINED, score, list, start, count) : score) * factor
            // Below a detail question's score no question is the best record (most postings: the body text's).
            const unasked = score < TYPE_SCORE[RecordType.Detail] ? score : scoreWithout(ASKED, score, list, start, count)
            const plain = unasked === score ? value : (prose ? scoreWithout(DEFINED, unasked, list, start, count) : unasked) * factor
            if (!seen[page]) {
              seen[page] = 1
              touched.push(page)
            }
            if (value > value0[page]) value0[page] = value
            if (plain > plain0[page]) plain0[page] = plain
            if (!named) for (let r = start; r < start + count; r += 1) if (NAMING.has((list[r] & 7) as RecordType)) named = true
          },
          part,
        )
      }
      if (part !== "rest") {
        // In an English question, a word the glossary does not translate finds only English questions and identifiers.
        const untranslated = english && group.latin && !group.lists.some(({ synonym }) => synonym)
        const unnamed = long && !group.optional && !group.latin && !named
        weights[at] =
          Math.log(1 + meta.pages / Math.max(1, touched.length, pages)) * (untranslated ? UNTRANSLATED_SHARE : 1) * (unnamed ? UNNAMED_WORD_SHARE : 1)
        rarity[at] = group.optional ? 0 : weights[at]
      }
      const idf = weights[at]
      for (const page of touched) {
        const own = ownBest[page]
        const docs = docsBest[page]
        const score = (Math.max(own, docs) + BOTH_FORMS_SHARE * Math.min(own, docs)) * idf
        const plain = (Math.max(ownPlain[page], docsPlain[page]) + BOTH_FORMS_SHARE * Math.min(ownPlain[page], docsPlain[page])) * idf
        let entry = scores.get(page)
        if (!entry && !group.optional) scores.set(page, (entry = { page, score: 0, words: 0, found: 0 }))
        if (entry) {
          entry.score += score
          // A page of the word's context already counts it (below).
          if (part !== "rest" || !group.context || meta.contexts[page] !== group.context) entry.words += 1
          entry.found |= bit
          if (plain < score) (entry.questioned ??= []).push([bit, score - plain])
        }
        seen[page] = 0
        ownBest[page] = ownPlain[page] = docsBest[page] = docsPlain[page] = 0
      }
      if (group.context && part !== "rest")
        scores.forEach((entry, page) => (!(entry.found & bit) && meta.contexts[page] === group.context ? (entry.words += 1) : 0))
    }
    present.forEach((group, at) => scoreWord(at, group, quick ? "lead" : "all"))
    if (quick && present.length > 1) present.forEach((group, at) => scoreWord(at, group, "rest"))
    /** Gives the pages `wanted` that have none their records (see PageScore), reading every word's lists once more. */
    const fillRecords = (wanted: Iterable<number>): void => {
      const filling: number[] = []
      for (const page of wanted) {
        const entry = scores.get(page)
        if (entry && !entry.records) {
          entry.records = new Map()
          seen[page] = 1
          filling.push(page)
        }
      }
      if (filling.length === 0) return
      for (const [at, group] of present.entries()) {
        const bit = bitOf(at)
        for (const { list } of group.lists) {
          let found = 0
          const read = (page: number, _score: number, start: number, count: number): void => {
            if (!seen[page] || !keepsContext(meta.contexts[page], context)) return
            found += 1
            const records = scores.get(page)?.records as Map<number, number>
            for (let r = start; r < start + count; r += 1) records.set(list[r], (records.get(list[r]) ?? 0) | bit)
          }
          // A list holds a page once: with every page wanted in its lead, its rest holds none of them.
          decode(list, read, "lead")
          if (found < filling.length) decode(list, read, "rest")
        }
      }
      for (const page of filling) seen[page] = 0
    }
    // A query with no word of the API's intent («api», «метод», «запрос») and no identifier is a reader's of the docs.
    const asksApi = asked.some((word, at) => vocabulary.intents[intentOf[at]]?.context === "api" || word.parts.length > 0) || english
    // The words of the query naming a product or platform («вайбер»): a long query is about that one.
    const brandBits = present.reduce((bits, group, at) => (group.brand && !group.optional ? bits | bitOf(at) : bits), 0)
    // The pages whose records a rule below reads: a long query's all; of a shorter one, those holding two of its words
    // or a name it asks for.
    fillRecords(
      [...scores.values()]
        .filter((entry) => long || (required.length > 1 && wordsIn(entry.found & requiredBits) >= 2) || (entry.found & brandBits) !== 0)
        .map((entry) => entry.page),
    )
    // forEach, not for…of: the map's iterator makes a [page, entry] pair per page wherever the code is not optimised.
    scores.forEach((entry, page) => {
      // A reader's question counts for a word it holds with another word of the query, not for a word alone.
      if (entry.questioned && required.length > 1) {
        let together = 0
        for (const [record, bits] of entry.records ?? []) if (ASKED.has(record & 7) && wordsIn(bits & requiredBits) >= 2) together |= bits
        for (const [bit, loss] of entry.questioned) if (!(together & bit)) entry.score -= loss
      }
      if (long && (entry.found & brandBits) !== brandBits && !(asksApi && meta.contexts[page] === CONTEXT_CODES.api)) entry.score *= UNNAMED_BRAND_SHARE
      const titled = (entry.records?.get(RecordType.Title) ?? 0) & brandBits
      if (titled !== 0 && titled !== brandBits) entry.score *= SOME_BRANDS_SHARE
      const records = entry.records ?? NO_RECORDS
      if (long) entry.score = (entry.score + coverageScore(records, rarity) * LONG_TOGETHER) * namedShare(records, rarity) ** COVERAGE_POWER
      else if (required.length > 1) entry.score += togetherScore(records, requiredBits) * TOGETHER_BONUS
      if (steered.has(page)) entry.score *= INTENT_BOOST
      entry.score *= conceptual.get(page) ?? 1
      if (briefs.has(page)) entry.score *= BRIEF_PRIOR
      entry.score *=
        (CONTEXT_PRIOR[meta.contexts[page]] ?? (meta.contexts[page] === CONTEXT_CODES.api && long && !asksApi ? API_PRIOR : 1)) *
        (1 - DEPTH_COST * Math.max(0, Number(meta.depths[page] ?? 2) - 2))
    })
    // Pages holding every word first, then by score; the context filter has already run, so the limit loses nothing.
    // A page missing one of the words costs most of its score; missing two or more, it follows every page missing fewer.
    const rank = (entry: PageScore) => Math.max(0, present.length - entry.words)
    const weighted = (entry: PageScore) => entry.score * (!long && rank(entry) === 1 ? MISSING_WORD_FACTOR : 1)
    const tier = (entry: PageScore) => (long ? 0 : Math.max(0, rank(entry) - 1))
    if (lead) {
      let entry = scores.get(lead.page)
      if (!entry) scores.set(lead.page, (entry = { page: lead.page, score: 0, words: present.length, found: 0 }))
      fillRecords([lead.page])
      const records = entry.records ?? (entry.records = new Map())
      records.set(lead.record * 8 + RecordType.Heading, (records.get(lead.record * 8 + RecordType.Heading) ?? 0) | requiredBits | 1)
    }
    // Each page's keys are computed once, not in every comparison (a query of common words scores most pages).
    scores.forEach((entry, page) => {
      entry.first = Number(lead?.page !== page)
      entry.tier = tier(entry)
      entry.weight = weighted(entry)
    })
    const order = (a: PageScore, b: PageScore): number =>
      (a.first ?? 1) - (b.first ?? 1) || (a.tier ?? 0) - (b.tier ?? 0) || (b.weight ?? 0) - (a.weight ?? 0) || a.page - b.page
    // For a query of several words, a page far under the best answers little of it: it is neither listed nor counted.
    let best: PageScore | undefined
    scores.forEach((entry) => {
      if (entry.page !== lead?.page && (!best || order(entry, best) < 0)) best = entry
    })
    const floor = required.length > 1 && best ? WEAK_SHARE * ((best as PageScore).weight ?? 0) : 0
    // The first `limit` of the pages kept, in order, picked without sorting them all (a common word finds most pages).
    let total = 0
    const top: PageScore[] = []
    scores.forEach((entry) => {
      if (entry.page !== lead?.page && (entry.weight ?? 0) < floor) return
      total += 1
      if (limit <= 0 || (top.length === limit && order(entry, top[limit - 1]) > 0)) return
      let at = top.length
      while (at > 0 && order(entry, top[at - 1]) < 0) at -= 1
      top.splice(at, 0, entry)
      if (top.length > limit) top.pop()
    })
    fillRecords(top.map((entry) => entry.page))
    const highlight = highlightTerms(searched)
    const results = await Promise.all(
      top.map(async (found) => {
        const { page } = found
        const stored = await doc(index, page)
        const plan = planResult(stored, found, lead?.page === page ? lead.record : undefined, sections)
        return resultOf(stored, plan, await partTexts(index, page, stored, plan.texts), searched, highlight)
      }),
    )
    return converted ? { total, results, searched: converted } : { total, results }
  }

  return {
    async loadIndexes(language, version) {
      const index = await indexFor(language, version)
      return { pages: index.meta.pages }
    },
    search: (language, version, query, limit, context = null, sections = MAX_SECTIONS, quick = false) =>
      remembered(language, version, query, limit, context, Math.max(0, Math.min(MAX_SECTIONS, sections)), quick),
    loadedFiles: () => [...files],
  }
}

/** The records a page names what it is about with (see UNNAMED_WORD_SHARE). */
const NAMING: ReadonlySet<RecordType> = new Set([RecordType.Title, RecordType.Heading, RecordType.Description, RecordType.Keywords])

/** A page's records before they are read (see PageScore). */
const NO_RECORDS: ReadonlyMap<number, number> = new Map()

/** An API page's definitions, as a set of record types for scoreWithout. */
const DEFINED: ReadonlySet<RecordType> = new Set([RecordType.Definition])

/**
 * A word's score on a page with its records of some types left out when one of them is its best record: scored as its
 * next record, or as the body text. Its API definitions, for an English question (a field's name weighs as the
 * page's text); its readers' questions, for a word no question holds with another word of the query.
 */
function scoreWithout(types: ReadonlySet<RecordType>, score: number, list: readonly number[], start: number, count: number): number {
  let best: RecordType | null = null
  let other: RecordType = RecordType.Content
  for (let i = start; i < start + count; i += 1) {
    const kind = (list[i] % 8) as RecordType
    if (best === null || TYPE_SCORE[kind] > TYPE_SCORE[best]) best = kind
    if (!types.has(kind) && TYPE_SCORE[kind] > TYPE_SCORE[other]) other = kind
  }
  return best !== null && types.has(best) ? score - TYPE_SCORE[best] + TYPE_SCORE[other] : score
}

/** The bit of the query's `at`th word in a record's set (words past the 31st share the last bit). */
function bitOf(at: number): number {
  return 1 << Math.min(at, 30)
}

function wordsIn(bits: number): number {
  let count = 0
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1
  return count
}

/**
 * The type score of the best record holding all the required words of a query (`required`, a set of bits): one
 * record, or a heading with the page's title, which names what every heading of the page is about (the title
 * «Статусы шаблонов» and the heading «На регистрации» answer «шаблон на регистрации» as one heading would).
 */
export function togetherScore(records: ReadonlyMap<number, number>, required: number): number {
  // The title is a page's first record (index 0, type Title: code 0).
  const title = records.get(RecordType.Title) ?? 0
  let best = 0
  for (const [record, bits] of records) {
    const type = (record & 7) as RecordType
    const held = type === RecordType.Heading ? bits | title : bits
    if ((held & required) === required && bits & required) best = Math.max(best, TYPE_SCORE[type] * ((bits & required) === required ? 1 : UNDER_TITLE_FACTOR))
  }
  return best
}

/** The sum of the rarities of a set of words (`bits`; words past the 31st share the last bit, see bitOf). */
function weightOf(bits: number, rarity: readonly number[]): number {
  let held = 0
  // Only the set bits are visited: ranking a long query weighs every record of every page it finds.
  for (let rest = bits; rest !== 0; rest &= rest - 1) {
    const at = 31 - Math.clz32(rest & -rest)
    if (at < 30) held += rarity[at] ?? 0
    else for (let past = 30; past < rarity.length; past += 1) held += rarity[past] ?? 0
  }
  return held
}

const totalOf = (rarity: readonly number[]): number => rarity.reduce((sum, weight) => sum + (weight ?? 0), 0)

/** The share of the query's rarity (`rarity`, each word's, by bit) that a set of words (`bits`) holds. */
export function shareOf(bits: number, rarity: readonly number[], total = totalOf(rarity)): number {
  return total > 0 ? weightOf(bits, rarity) / total : 0
}

/**
 * The share of the query's rarity a page holds, a word found only in the page's body text counting BODY_SHARE of its
 * rarity: a reader's rare word that a page merely mentions says less of what the page is about than one it names.
 */
export function namedShare(records: ReadonlyMap<number, number>, rarity: readonly number[]): number {
  let named = 0
  let body = 0
  for (const [record, bits] of records) {
    if ((record & 7) === RecordType.Content) body |= bits
    else named |= bits
  }
  const total = totalOf(rarity)
  return shareOf(named, rarity, total) + BODY_SHARE * shareOf(body & ~named, rarity, total)
}

/**
 * For a long query: the best record's type score times the square of its share of the query's rarity, so a section
 * holding most of the words that decide outranks pages that hold a few each. A heading counts with its page's title,
 * and a section's text with its heading and the title (records are in page order: a section's heading, then its text).
 */
export function coverageScore(records: ReadonlyMap<number, number>, rarity: readonly number[]): number {
  const title = records.get(RecordType.Title) ?? 0
  const total = totalOf(rarity)
  let best = 0
  for (const [record, bits] of records) {
    const type = (record & 7) as RecordType
    const held =
      type === RecordType.Heading
        ? bits | title
        : type === RecordType.Content
          ? bits | title | (records.get(record - 8 - RecordType.Content + RecordType.Heading) ?? 0)
          : bits
    const share = shareOf(held, rarity, total)
    best = Math.max(best, TYPE_SCORE[type] * share * share)
  }
  return best
}

/** What a result shows, chosen from its doc's records without their texts: its best hit, its snippet's record, its sections. */
interface ResultPlan {
  /** Matched records `[index, words]` in the order sections are taken (a pasted text's section first). */
  order: Array<[number, number]>
  best: [number, number] | undefined
  snippet: [number, number] | undefined
  /** Records whose texts the result shows: the snippet's and those of its first `sections` sections. */
  texts: number[]
  sections: number
}

function planResult(page: PageDoc, found: PageScore, lead: number | undefined, sections: number): ResultPlan {
  const matched = [...(found.records ?? NO_RECORDS)]
    .map(([code, bits]) => [code >> 3, wordsIn(bits)] as [number, number])
    .filter(([at]) => page.records[at] !== undefined)
    .sort((a, b) => a[0] - b[0])
  const typeOf = (at: number): RecordType => page.records[at][0]
  // A reader's question ranks the page but is not shown: the page's own text is.
  const shown = matched.filter(([at]) => !ASKED.has(typeOf(at)))
  // A pasted text's section (`lead`) is the page's best hit and its first section.
  const best = [...shown].sort((a, b) => Number(b[0] === lead) - Number(a[0] === lead) || typeOf(a[0]) - typeOf(b[0]) || a[0] - b[0])[0]
  // The snippet comes from the text that holds most of the query's words, a section's text before a heading.
  const textual = shown.filter(([at]) => typeOf(at) !== RecordType.Title)
  const snippet = [...textual].sort(
    (a, b) => b[1] - a[1] || Number(typeOf(a[0]) === RecordType.Heading) - Number(typeOf(b[0]) === RecordType.Heading) || a[0] - b[0],
  )[0]
  const order = lead === undefined ? matched : [...matched.filter(([at]) => at === lead), ...matched.filter(([at]) => at !== lead)]
  const texts = new Set(snippet ? [snippet[0]] : [])
  const hashes = new Set<string>()
  for (const [at] of order) {
    const hash = page.records[at][2]
    if (!hash || (!hashes.has(hash) && hashes.size >= sections)) continue
    hashes.add(hash)
    texts.add(at)
  }
  return { order, best, snippet, texts: [...texts], sections }
}

/** One entry per page: its best hit's link and snippet, and its matching sections beneath (`texts`: its parts' texts). */
function resultOf(page: PageDoc, plan: ResultPlan, texts: ReadonlyMap<number, string>, query: string, highlight: string[]): PageResult {
  const textOf = (at: number): string => {
    const text = page.records[at][3]
    return typeof text === "string" ? text : (texts.get(at) ?? "")
  }
  const bestType = plan.best ? page.records[plan.best[0]][0] : RecordType.Title
  const bestHash = plan.best ? page.records[plan.best[0]][2] : ""
  const sections = new Map<string, { type: RecordType; section: string; hash: string; text: string; weight: number }>()
  for (const [at, weight] of plan.order) {
    const [type, section, hash] = page.records[at]
    if (!hash) continue
    const current = sections.get(hash)
    if (!current) {
      if (sections.size < plan.sections) sections.set(hash, { type, section, hash, text: textOf(at), weight })
    } else {
      if (type < current.type) current.type = type
      // The section's text gives a better snippet than its heading, which is shown anyway.
      if (type === RecordType.Content && (weight >= current.weight || current.text === current.section)) {
        current.text = textOf(at)
        current.weight = weight
      }
    }
  }
  const hits: SearchHit[] = [...sections.values()].map((section) => ({
    href: hitHref(page.url, section.hash, highlight),
    type: section.type,
    section: section.section,
    hash: section.hash,
    snippet: snippetOf(section.text, query),
  }))
  const description = page.records.findIndex((record) => record[0] === RecordType.Description)
  return {
    url: page.url,
    href: hitHref(page.url, bestHash, highlight),
    title: page.title,
    breadcrumb: page.breadcrumb,
    context: page.context,
    type: bestType,
    snippet: snippetOf(plan.snippet ? textOf(plan.snippet[0]) : description === -1 ? "" : textOf(description), query),
    sections: hits,
  }
}
