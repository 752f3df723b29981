/** Shapes shared by the index build, the engine (in the worker or on the page) and the UI. */

import type { SearchVocabulary } from "./synonyms"
import type { Phrase } from "./phrases"

/** Result types in rank order: a title hit outranks a heading hit, and so on. */
export enum RecordType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
  /** What an API page defines: its operations' paths and the names of their parameters and fields. */
  Definition = 5,
  /** A question the page answers, as a reader asks it (frontmatter `questions`): ranks, never shown. */
  Question = 6,
  /**
   * A reader's question about one detail the page gives in a section, a sentence or a table row (frontmatter
   * `detail_questions`): ranks less than a question about what the page is for, never shown.
   */
  Detail = 7,
}

/** The records readers' questions make: they rank a page and are never shown. */
export const ASKED: ReadonlySet<RecordType> = new Set([RecordType.Question, RecordType.Detail])

/** Score of a term in a record of each type (title > definition > heading > question > keywords > description > detail > content). */
export const TYPE_SCORE: Record<RecordType, number> = {
  [RecordType.Title]: 100,
  [RecordType.Heading]: 60,
  [RecordType.Keywords]: 45,
  [RecordType.Description]: 40,
  [RecordType.Content]: 10,
  [RecordType.Definition]: 80,
  [RecordType.Question]: 50,
  [RecordType.Detail]: 20,
}

import type { PageContext } from "../../../src/lib/routes"
export type { PageContext, SearchContext } from "../../../src/lib/routes"

/** A searchable part of a page, as the build cuts it (title, heading, description, keywords, a section's text). */
export interface SearchRecord {
  type: RecordType
  /** Heading of the section the record is in ('' for the page top). */
  section: string
  /** Anchor of the section, without '#', or ''. */
  hash: string
  /** Text searched and used for the snippet. */
  text: string
  /** A heading's text as a reader pastes it whole (lib/phrases.ts), kept in the meta, not in the stored page. */
  exact?: { phrase: string; status?: number }
}

/**
 * One page's stored text (`p/<id>.json`), fetched only when the page is shown as a result: records are
 * `[type, section, hash, text]`, indexed by the posting lists. A section's longer text is stored apart, in a part
 * (`p/<id>-<n>.json`, a PagePart), and its record holds the part's number `n` instead: a result loads only the
 * parts of the texts it shows (its snippet's, its sections').
 */
export interface PageDoc {
  url: string
  title: string
  breadcrumb: string[]
  context: PageContext
  records: Array<[RecordType, string, string, string | number]>
}

/** The texts of a part, in the order of the records that name it. */
export type PagePart = string[]

/** The records whose texts part `n` of a page holds, in the part's order. */
export function partRecords(doc: PageDoc, n: number): number[] {
  const records: number[] = []
  doc.records.forEach((record, at) => {
    if (record[3] === n) records.push(at)
  })
  return records
}

/**
 * One shard (`s/<n>.json`): the posting lists of the terms whose shard key it holds. A posting list is flat:
 * for each page, `[page id delta, score, record count, ...records]`, a record
 * being `index * 8 + type` (its index in PageDoc.records and its RecordType).
 * A list of more than LEAD_PAGES pages has a lead: `[-lead length, pages, ...lead, ...rest]`, the lead being its
 * LEAD_PAGES best-scored pages and the rest the others, each in page order with deltas from 0. A quick search reads
 * the leads only, so a keystroke's work stops growing with the site (see SearchWorkerApi.search).
 */
export type Shard = Record<string, number[]>

/** The pages in a posting list's lead, its best-scored (see Shard): more than a word finds on a site of 140 pages. */
export const LEAD_PAGES = 256

/**
 * The part of a vocabulary list whose entries' words begin alike (IndexMeta.synonyms, IndexMeta.concepts): a query
 * reads only the files of its words' beginnings, not the whole vocabulary with every search. For the synonyms, a
 * reader's word or phrase -> the docs' terms; for the concepts, a docs' term -> its descriptions.
 */
export type LetterFile = Record<string, string[]>

/**
 * The longest word beginning a vocabulary file is keyed by (see IndexMeta.synonyms): shorter than the four letters two
 * forms of one word share (concepts.ts sameWord), so every form of a word reads the file its beginning keys.
 */
export const MAX_BEGINNING = 3

/**
 * The shape of the index's files, raised whenever the engine reads them differently (2: posting lists led by their
 * best pages, see Shard). A page open across a deploy keeps its worker: one that finds an index of another format
 * says so instead of misreading it (see createEngine).
 */
export const INDEX_FORMAT = 2

/** Everything the engine needs before the first query for one language and version (content-hashed). */
export interface IndexMeta {
  /** INDEX_FORMAT of the build that wrote it. */
  format: number
  language: string
  version: string
  /** Folder of the shards and page docs, ending with '/'. */
  base: string
  pages: number
  /** One letter per page id: d(ocs), a(pi), b(log), p(ages); the context filter runs on it before the limit. */
  contexts: string
  /** One digit per page id: the number of segments of its address; a general page outranks a detailed one a little. */
  depths: string
  /** Ids of the pages of short answers (an FAQ, see build-index isBrief), which a docs page on equal terms outranks. */
  briefs?: number[]
  /**
   * Shard key (a term prefix) -> shard file number; a term lives under the longest key that starts it. On a large
   * site only the keys that `directories` leaves out (see build-index META_KEYS).
   */
  shards: Record<string, number>
  /**
   * Two-letter prefixes whose shard keys are not in `shards` but in a key directory, `k/<n>.json` for the nth
   * prefix (a `Record<string, number>` like `shards`): the keys of more than one key sharing those letters. A term's
   * keys are in `shards` and the directory of its first two letters. Absent while all keys fit in `shards`.
   */
  directories?: string[]
  /**
   * Intent words and product names as index terms (content/search-synonyms.yaml, the glossary). The readers' words
   * (`synonyms`) and their descriptions of concepts (`concepts`) are in files by their words' beginnings (see LetterFile).
   */
  vocabulary?: Pick<SearchVocabulary, "intents" | "brands">
  /**
   * The word beginnings the files of readers' words are keyed by, space-separated: `w/<n>.json` holds the nth's (a
   * LetterFile). A first letter, or for a letter with many words its first two or three (at most MAX_BEGINNING); a word
   * is read in the file of the longest beginning it starts with.
   */
  synonyms?: string
  /** The same for the readers' descriptions of concepts (see concepts.ts): `c/<n>.json` for the nth beginning. */
  concepts?: string
  /** Texts a reader pastes whole (an API error's), each with the page and heading record it leads to (lib/phrases.ts). */
  phrases?: Phrase[]
}

/** Top-level manifest at a fixed address: language -> version -> address of its IndexMeta. */
export interface SearchManifest {
  [language: string]: { [version: string]: string }
}

export const SEARCH_MANIFEST_PATH = "/search/manifest.json"

export const CONTEXT_CODES: Record<PageContext, string> = { docs: "d", api: "a", blog: "b", pages: "p" }

export interface SnippetPart {
  text: string
  match: boolean
}

/** A matching part of a page: its section (or the page top) and a highlighted snippet. */
export interface SearchHit {
  /** Link to the hit's page and section, carrying the query's terms for highlighting there. */
  href: string
  type: RecordType
  /** Heading of the section ('' for the page top). */
  section: string
  hash: string
  snippet: SnippetPart[]
}

/** A page as a result: one entry per page, with its best snippet and its matching sections beneath. */
export interface PageResult {
  url: string
  /** Link to the page's best hit, carrying the query's terms. */
  href: string
  title: string
  breadcrumb: string[]
  context: PageContext
  /** Type of the page's best hit. */
  type: RecordType
  snippet: SnippetPart[]
  /** Matching sections (headings and their text), at most one per section, in page order. */
  sections: SearchHit[]
}

/** A search's answer: the pages up to the limit, and how many pages match in all (within the context). */
export interface SearchAnswer {
  total: number
  results: PageResult[]
  /**
   * The query searched instead of the one typed, when the typed one found nothing or little and the same keys
   * with the other keyboard layout found more (`cnfnec` -> `статус`); absent otherwise.
   */
  searched?: string
}

/** `docs` keeps only pages of that context, `!docs` every other page; null or '' keeps all. */
export type ContextFilter = string | null

/** The worker's two operations. */
export interface SearchWorkerApi {
  loadIndexes(language: string, version: string): Promise<{ pages: number }>
  /**
   * `sections`: matching sections returned under each page, at most (the box shows none, the results page some).
   * `quick`: rank only each word's best pages (the leads of its posting lists, see Shard), and count only those in
   * `total`; the box's suggestions, whose keystroke would otherwise grow with the site.
   */
  search(language: string, version: string, query: string, limit: number, context?: ContextFilter, sections?: number, quick?: boolean): Promise<SearchAnswer>
}
