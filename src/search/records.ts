/** Turns pages into search records of the five types (pure; used at build time). */
import { RecordType, type SearchContext, type SearchRecord } from "./protocol"

export interface IndexablePage {
  url: string
  title: string
  description: string
  keywords: string[]
  breadcrumb: string[]
  context: SearchContext | "pages"
  /** Sections of the body: the text before the first heading has heading null. */
  sections: Array<{ heading: { value: string; id: string; depth: number } | null; text: string }>
}

/** Search context of a URL: docs, api, blog or the site's own pages. */
export function contextOf(url: string): IndexablePage["context"] {
  if (url === "/docs/api" || url.startsWith("/docs/api/")) return "api"
  if (url.startsWith("/docs")) return "docs"
  if (url.startsWith("/blog")) return "blog"
  return "pages"
}

export function recordsOf(pages: readonly IndexablePage[]): SearchRecord[] {
  const records: SearchRecord[] = []
  const push = (record: Omit<SearchRecord, "id">): void => {
    records.push({ id: records.length, ...record })
  }
  for (const page of pages) {
    const base = { title: page.title, url: page.url, breadcrumb: page.breadcrumb, context: page.context }
    push({ ...base, type: RecordType.Title, section: "", hash: "", text: page.title })
    if (page.description) push({ ...base, type: RecordType.Description, section: "", hash: "", text: page.description })
    if (page.keywords.length > 0) push({ ...base, type: RecordType.Keywords, section: "", hash: "", text: page.keywords.join(", ") })
    for (const section of page.sections) {
      if (section.heading && section.heading.depth <= 3) {
        push({ ...base, type: RecordType.Heading, section: section.heading.value, hash: section.heading.id, text: section.heading.value })
      }
      if (section.text.trim() !== "") {
        push({
          ...base,
          type: RecordType.Content,
          section: section.heading?.value ?? "",
          hash: section.heading?.id ?? "",
          text: section.text,
        })
      }
    }
  }
  return records
}
