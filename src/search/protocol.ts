/** Shapes shared by the index build, the worker and the UI. */

/** Result types in rank order: a title hit outranks a heading hit, and so on. */
export enum RecordType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

export type SearchContext = "docs" | "api" | "blog"

export interface SearchRecord {
  id: number
  type: RecordType
  /** Page title. */
  title: string
  /** Heading of the section the hit is in ('' for the page top). */
  section: string
  url: string
  /** Anchor of the section, without '#', or ''. */
  hash: string
  breadcrumb: string[]
  /** Text searched and used for the snippet. */
  text: string
  context: SearchContext | "pages"
}

export interface SearchIndexFile {
  language: string
  version: string
  records: SearchRecord[]
  /** Distinct index terms, for typo correction. */
  vocabulary: string[]
  /** FlexSearch export chunks. */
  index: Record<string, string>
}

export interface SearchManifest {
  [language: string]: { [version: string]: string }
}

export const SEARCH_MANIFEST_PATH = "/search/manifest.json"

export interface SnippetPart {
  text: string
  match: boolean
}

/** A record as the reader sees it: its link and a highlighted snippet instead of the whole text. */
export interface SearchHit extends Omit<SearchRecord, "id" | "text"> {
  /** Link to the hit's page and section, carrying the query's terms for highlighting there. */
  href: string
  snippet: SnippetPart[]
}

/** A page and its hits, the best first. */
export interface PageResult {
  url: string
  /** Link to the page, carrying the query's terms. */
  href: string
  title: string
  breadcrumb: string[]
  context: SearchRecord["context"]
  hits: SearchHit[]
}

/** The worker's two operations. */
export interface SearchWorkerApi {
  loadIndexes(language: string, version: string): Promise<{ records: number }>
  search(language: string, version: string, query: string, limit: number): Promise<PageResult[]>
}
