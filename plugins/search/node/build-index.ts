/**
 * Builds the sharded index from pages (pure; the Gatsby build step writes the files). Own code rather than
 * a search library's index, which exports as a few whole-site chunks, while a query here must load only the
 * posting lists of its own terms. Terms are grouped by prefix; a group larger than the shard size is split by
 * its next letter, so shards stay small as the site grows and a term's shard is found from its first letters.
 */
import { encode } from "../lib/tokenize"
import { recordsOfPage, type IndexablePage } from "../lib/records"
import { pasteForm, type Phrase } from "../lib/phrases"
import {
  ASKED,
  CONTEXT_CODES,
  LEAD_PAGES,
  RecordType,
  TYPE_SCORE,
  type IndexMeta,
  INDEX_FORMAT,
  type PageDoc,
  type PagePart,
  type SearchRecord,
  type Shard,
  type LetterFile,
  MAX_BEGINNING,
} from "../lib/protocol"
import { namedTerms, type SearchVocabulary } from "../lib/synonyms"
import { withPlainWords } from "../lib/brands"
import { NEAR_MIN } from "../lib/concepts"

/** Target size of one shard file, in bytes of JSON before gzip. */
export const SHARD_BYTES = 12_000
/**
 * A section's text up to this many characters stays in its page's doc; a longer one goes to a part of the page of
 * about PART_TEXT characters, loaded only when a result shows it (the box's suggestions show one text a page).
 */
export const INLINE_TEXT = 200
export const PART_TEXT = 2_000

/**
 * Most shard keys meta.json lists itself. Every query loads meta.json, and the table of shard keys grows with the
 * site's vocabulary, while a query needs only the keys of
 * its own words' first letters. Past this many keys, each group of keys sharing their first two letters, when it
 * has more than one key, moves to a key directory file (`k/<n>.json`, see IndexMeta.directories) that a query loads
 * for its words only. A site of this one's size keeps the whole table in meta.json.
 */
export const META_KEYS = 500

/**
 * Whether a page is one of short answers, an FAQ: at least two of its headings, and at least half, are questions.
 * Each answer is a short form of what a docs page explains, so the engine puts that page first on equal terms.
 */
export function isBrief(records: readonly SearchRecord[]): boolean {
  const headings = records.filter((record) => record.type === RecordType.Heading)
  const questions = headings.filter((record) => record.text.trim().endsWith("?")).length
  return questions >= 2 && questions * 2 >= headings.length
}

export interface BuiltIndex {
  meta: Omit<IndexMeta, "base">
  /** File path relative to the index folder (`s/3.json`, `p/12.json`) -> JSON value. */
  files: Map<string, unknown>
}

interface Posting {
  score: number
  records: number[]
}

/** Records that may hold a product's name as readers spell it («вайбер», «джива»): their questions, and keywords written for them. */
const READERS_SPELLINGS: ReadonlySet<RecordType> = new Set([...ASKED, RecordType.Keywords])

/** A term's score on a page: its best record type, a short title counting more, repeats in the text a little. */
function scoreOf(best: RecordType, titleTerms: number, occurrences: number): number {
  let score = TYPE_SCORE[best]
  if (best === RecordType.Title) score += Math.round(60 / Math.max(1, titleTerms))
  return score + Math.min(12, Math.round(4 * Math.log2(1 + occurrences)))
}

/** A term's posting list (see Shard): in page order, or led by its LEAD_PAGES best-scored pages. */
function flatten(postings: ReadonlyMap<number, Posting>): number[] {
  const inOrder = (entries: Array<[number, Posting]>): number[] => {
    const out: number[] = []
    let previous = 0
    for (const [page, posting] of entries.sort((a, b) => a[0] - b[0])) {
      out.push(page - previous, posting.score, posting.records.length, ...posting.records)
      previous = page
    }
    return out
  }
  const entries = [...postings]
  if (entries.length <= LEAD_PAGES) return inOrder(entries)
  const ranked = entries.sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
  const lead = inOrder(ranked.slice(0, LEAD_PAGES))
  return [-lead.length, entries.length, ...lead, ...inOrder(ranked.slice(LEAD_PAGES))]
}

/** Groups terms into shard keys: split by the next letter while a group is larger than `limit` bytes. */
export function shardKeys(sizes: ReadonlyMap<string, number>, limit = SHARD_BYTES): Array<{ key: string; terms: string[]; bytes: number }> {
  const leaves: Array<{ key: string; terms: string[]; bytes: number }> = []
  const split = (prefix: string, terms: string[]): void => {
    const bytes = terms.reduce((sum, term) => sum + (sizes.get(term) ?? 0), 0)
    if (bytes <= limit || terms.every((term) => term.length <= prefix.length)) {
      leaves.push({ key: prefix, terms, bytes })
      return
    }
    const exact = terms.filter((term) => term.length <= prefix.length)
    if (exact.length > 0) leaves.push({ key: prefix, terms: exact, bytes: exact.reduce((sum, term) => sum + (sizes.get(term) ?? 0), 0) })
    const children = new Map<string, string[]>()
    for (const term of terms) {
      if (term.length <= prefix.length) continue
      const next = term.slice(0, prefix.length + 1)
      children.set(next, [...(children.get(next) ?? []), term])
    }
    for (const [next, group] of [...children].sort()) split(next, group)
  }
  const byFirst = new Map<string, string[]>()
  for (const term of [...sizes.keys()].sort()) byFirst.set(term.slice(0, 1), [...(byFirst.get(term.slice(0, 1)) ?? []), term])
  for (const [first, terms] of [...byFirst].sort()) split(first, terms)
  return leaves
}

export interface IndexOptions {
  /** Target size of a shard file (SHARD_BYTES). */
  shardBytes?: number
  /** Readers' words and intents, checked against the index's terms when it is finished. */
  vocabulary?: SearchVocabulary
  /** Where the vocabulary comes from, named when one of its terms is in no page. */
  vocabularyFile?: string
  /** Keys meta.json lists itself (META_KEYS). */
  metaKeys?: number
}

/**
 * The index built a page at a time: `add` each page in order (its id is its position), then `finish` once, which
 * makes the files. A caller that must keep its event loop turning (the build process, whose main thread also
 * hands Gatsby's worker its pages) can yield between pages. A vocabulary (readers' words, intents) goes into
 * the meta once every docs' term it names is a term of the index; otherwise `finish` stops with the entries
 * and `vocabularyFile`.
 */
export function indexBuilder(language: string, version: string, options: IndexOptions = {}): { add(page: IndexablePage): void; finish(): BuiltIndex } {
  const { shardBytes = SHARD_BYTES, vocabulary, vocabularyFile = "the search vocabulary", metaKeys = META_KEYS } = options
  const files = new Map<string, unknown>()
  const index = new Map<string, Map<number, Posting>>()
  let contexts = ""
  let depths = ""
  const briefs: number[] = []
  const phrases: Phrase[] = []
  /** Terms of the pages' own text, not only of readers' questions or keywords (brands.ts withPlainWords). */
  const ownTerms = new Set<string>()
  let pages = 0

  const add = (page: IndexablePage): void => {
    const id = pages
    pages += 1
    const records = recordsOfPage(page)
    // A section's text longer than INLINE_TEXT goes to a part of about PART_TEXT characters (see PageDoc).
    const parts: string[][] = []
    let partLength = 0
    const stored = (record: SearchRecord): string | number => {
      // A reader's question ranks the page and is never shown (engine resultOf): its text stays out of the stored page.
      if (ASKED.has(record.type)) return ""
      if (record.type !== RecordType.Content || record.text.length <= INLINE_TEXT) return record.text
      if (parts.length === 0 || partLength >= PART_TEXT) {
        parts.push([])
        partLength = 0
      }
      parts[parts.length - 1].push(record.text)
      partLength += record.text.length
      return parts.length - 1
    }
    const doc: PageDoc = {
      url: page.url,
      title: page.title,
      breadcrumb: page.breadcrumb,
      context: page.context,
      records: records.map((record) => [record.type, record.section, record.hash, stored(record)]),
    }
    files.set(`p/${id}.json`, doc)
    parts.forEach((part, n) => files.set(`p/${id}-${n}.json`, part satisfies PagePart))
    contexts += CONTEXT_CODES[page.context]
    depths += String(Math.min(9, page.url.split("/").filter(Boolean).length))
    if (isBrief(records)) briefs.push(id)
    const titleTerms = new Set(encode(page.title)).size
    const seen = new Map<string, { best: RecordType; occurrences: number; records: number[] }>()
    records.forEach((record, at) => {
      if (record.exact) phrases.push([pasteForm(record.exact.phrase), id, at, ...(record.exact.status === undefined ? [] : [record.exact.status])] as Phrase)
      for (const term of encode(record.text)) {
        const entry = seen.get(term)
        // A record is stored with its type (index * 8 + type), so the engine can weigh records matching several words.
        const code = at * 8 + record.type
        if (!entry) seen.set(term, { best: record.type, occurrences: 1, records: [code] })
        else {
          entry.occurrences += 1
          if (TYPE_SCORE[record.type] > TYPE_SCORE[entry.best]) entry.best = record.type
          if (entry.records[entry.records.length - 1] !== code) entry.records.push(code)
        }
      }
    })
    for (const [term, entry] of seen) {
      if (entry.records.some((code) => !READERS_SPELLINGS.has(code & 7))) ownTerms.add(term)
      let postings = index.get(term)
      if (!postings) index.set(term, (postings = new Map()))
      postings.set(id, { score: scoreOf(entry.best, titleTerms, entry.occurrences), records: entry.records })
    }
  }

  const finish = (): BuiltIndex => {
    if (vocabulary) {
      const missing = namedTerms(vocabulary).filter(({ term }) => !index.has(term))
      if (missing.length > 0) {
        throw new Error(
          `${vocabularyFile}: these docs' terms occur in no page, so a reader's word would find nothing through them:\n${missing.map(({ term, where }) => `  ${where}: "${term}"`).join("\n")}`,
        )
      }
    }

    const lists = new Map<string, number[]>()
    const sizes = new Map<string, number>()
    for (const [term, postings] of index) {
      const list = flatten(postings)
      lists.set(term, list)
      sizes.set(term, term.length + 4 + JSON.stringify(list).length)
    }
    // Consecutive small groups share a file, so a site of short pages does not become hundreds of requests.
    const shards: Record<string, number> = {}
    let file = -1
    let fileBytes = Infinity
    let shard: Shard = {}
    for (const leaf of shardKeys(sizes, shardBytes)) {
      if (fileBytes + leaf.bytes > shardBytes) {
        file += 1
        fileBytes = 0
        shard = {}
        files.set(`s/${file}.json`, shard)
      }
      fileBytes += leaf.bytes
      shards[leaf.key] = file
      for (const term of leaf.terms) shard[term] = lists.get(term) ?? []
    }
    const keys = keyDirectories(shards, metaKeys)
    keys.directories.forEach((directory, n) => files.set(`k/${n}.json`, directory.keys))
    const directories = keys.directories.length > 0 ? { directories: keys.directories.map((directory) => directory.prefix) } : {}
    const synonyms = vocabulary?.synonyms ?? {}
    const concepts = vocabulary?.concepts ?? {}
    const lettered = (folder: string, entries: Array<[string, string, string[]]>): string => {
      const split = byBeginning(entries)
      split.forEach(({ file }, n) => files.set(`${folder}/${n}.json`, file))
      return split.map(({ beginning }) => beginning).join(" ")
    }
    const synonymLetters = lettered(
      "w",
      Object.entries(synonyms).map(([phrase, terms]) => [phrase, phrase, terms]),
    )
    // A description is read by the beginning of its first word, under its docs' term; one a query may hold but for one
    // word (NEAR_MIN words or more, see concepts.ts) by its second word's too, for a query that lacks the first.
    const conceptLetters = lettered(
      "c",
      Object.entries(concepts).flatMap(([term, descriptions]) =>
        descriptions.flatMap((description) => {
          const [first, second, ...rest] = description.split(" ")
          const entries: Array<[string, string, string[]]> = [[description, term, [description]]]
          if (rest.length + 2 >= NEAR_MIN && second.slice(0, MAX_BEGINNING) !== first.slice(0, MAX_BEGINNING)) entries.push([second, term, [description]])
          return entries
        }),
      ),
    )
    return {
      meta: {
        format: INDEX_FORMAT,
        language,
        version,
        pages,
        contexts,
        depths,
        briefs,
        shards: keys.inline,
        ...directories,
        ...(vocabulary
          ? { vocabulary: { intents: vocabulary.intents, ...(vocabulary.brands ? { brands: withPlainWords(vocabulary.brands, ownTerms) } : {}) } }
          : {}),
        ...(synonymLetters ? { synonyms: synonymLetters } : {}),
        ...(conceptLetters ? { concepts: conceptLetters } : {}),
        ...(phrases.length > 0 ? { phrases } : {}),
      },
      files,
    }
  }

  return { add, finish }
}

/** Most bytes (JSON, before gzip) of a vocabulary file whose words can still be told apart by a further letter. */
export const VOCABULARY_FILE_BYTES = 4_500

/**
 * A vocabulary list split by its words' beginnings (IndexMeta.synonyms, IndexMeta.concepts): each entry `[text, key,
 * values]` goes to the file of its text's first word's beginning, its values appended to the key's there. A letter's
 * file over `maxBytes` is split by the next letter, down to MAX_BEGINNING letters; a word no longer than a beginning
 * stays in that beginning's file. A query reads the files of the longest beginnings its words start with: a reader's
 * phrase is filed by its first word, and every word of a description is a form of a query word that begins with the
 * same MAX_BEGINNING letters (concepts.ts sameWord). As the vocabulary grows, the files a query reads stay small.
 */
export function byBeginning(
  entries: ReadonlyArray<readonly [string, string, readonly string[]]>,
  maxBytes = VOCABULARY_FILE_BYTES,
): Array<{ beginning: string; file: LetterFile }> {
  const out: Array<{ beginning: string; file: LetterFile }> = []
  const wordOf = (text: string): string => text.split(" ", 1)[0]
  const fileOf = (items: ReadonlyArray<readonly [string, string, readonly string[]]>): LetterFile => {
    // With a null prototype, a reader's word such as `constructor` is no key of an empty file.
    const file = Object.create(null) as LetterFile
    for (const [, key, values] of items) file[key] = [...new Set([...(file[key] ?? []), ...values])]
    return file
  }
  const split = (beginning: string, items: ReadonlyArray<readonly [string, string, readonly string[]]>): void => {
    const file = fileOf(items)
    if (beginning.length >= MAX_BEGINNING || JSON.stringify(file).length <= maxBytes) {
      out.push({ beginning, file })
      return
    }
    const own = items.filter(([text]) => wordOf(text).length <= beginning.length)
    if (own.length > 0) out.push({ beginning, file: fileOf(own) })
    const longer = new Map<string, Array<readonly [string, string, readonly string[]]>>()
    for (const item of items) {
      const word = wordOf(item[0])
      if (word.length > beginning.length) longer.set(word.slice(0, beginning.length + 1), [...(longer.get(word.slice(0, beginning.length + 1)) ?? []), item])
    }
    for (const [next, group] of longer) split(next, group)
  }
  const byLetter = new Map<string, Array<readonly [string, string, readonly string[]]>>()
  for (const item of entries) byLetter.set(item[0][0], [...(byLetter.get(item[0][0]) ?? []), item])
  for (const [letter, items] of byLetter) split(letter, items)
  return out
}

/** Builds the index of `pages` at once (see indexBuilder). */
export function buildIndex(
  pages: readonly IndexablePage[],
  language: string,
  version: string,
  shardBytes = SHARD_BYTES,
  vocabulary?: SearchVocabulary,
  vocabularyFile = "the search vocabulary",
  metaKeys = META_KEYS,
): BuiltIndex {
  const builder = indexBuilder(language, version, { shardBytes, vocabulary, vocabularyFile, metaKeys })
  for (const page of pages) builder.add(page)
  return builder.finish()
}

/**
 * Splits the table of shard keys (key -> shard file, in shard order) into the keys meta.json keeps and the key
 * directories: none while the table has at most `metaKeys` keys; past that, one directory per two-letter prefix
 * shared by more than one key, holding those keys in the table's order. Every key a term's lookups need (the
 * longest key starting it, the keys it starts while typed) is then in meta.json or in the directory of the
 * term's first two letters: a key of one letter stays in meta.json, a longer key starts with those two letters.
 */
export function keyDirectories(
  shards: Readonly<Record<string, number>>,
  metaKeys = META_KEYS,
): { inline: Record<string, number>; directories: Array<{ prefix: string; keys: Record<string, number> }> } {
  const all = Object.keys(shards)
  if (all.length <= metaKeys) return { inline: { ...shards }, directories: [] }
  const groups = new Map<string, string[]>()
  for (const key of all) groups.set(key.slice(0, 2), [...(groups.get(key.slice(0, 2)) ?? []), key])
  const inline: Record<string, number> = {}
  const directories: Array<{ prefix: string; keys: Record<string, number> }> = []
  for (const [prefix, group] of groups) {
    if (group.length === 1) inline[group[0]] = shards[group[0]]
    else directories.push({ prefix, keys: Object.fromEntries(group.map((key) => [key, shards[key]])) })
  }
  return { inline, directories }
}
