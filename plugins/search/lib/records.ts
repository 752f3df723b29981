/** Turns pages into search records (pure; used at build time). */
import { RecordType, type PageContext, type SearchRecord } from "./protocol"

export interface IndexablePage {
  url: string
  title: string
  description: string
  keywords: string[]
  /** Questions the page answers, as readers ask them (frontmatter `questions`), if any. */
  questions?: string[]
  /** Questions about one detail the page gives, as readers ask them (frontmatter `detail_questions`), if any. */
  details?: string[]
  /** Identifiers the page defines (an API page's operation paths, parameters and fields), if any. */
  definitions?: string[]
  breadcrumb: string[]
  context: PageContext
  /**
   * Sections of the body: the text before the first heading has heading null. A section a reader reaches by
   * pasting a text whole (an API error's, `exact`) leads such a query to its heading (see lib/phrases.ts).
   */
  sections: Array<{ heading: { value: string; id: string; depth: number } | null; text: string; exact?: { phrase: string; status?: number } }>
}

/** A page's records in page order: title, description, keywords, definitions, questions, detail questions, then each section's heading and text. */
export function recordsOfPage(page: IndexablePage): SearchRecord[] {
  const records: SearchRecord[] = [{ type: RecordType.Title, section: "", hash: "", text: page.title }]
  if (page.description) records.push({ type: RecordType.Description, section: "", hash: "", text: page.description })
  if (page.keywords.length > 0) records.push({ type: RecordType.Keywords, section: "", hash: "", text: page.keywords.join(", ") })
  if (page.definitions && page.definitions.length > 0) records.push({ type: RecordType.Definition, section: "", hash: "", text: page.definitions.join(", ") })
  for (const question of page.questions ?? []) records.push({ type: RecordType.Question, section: "", hash: "", text: question })
  for (const question of page.details ?? []) records.push({ type: RecordType.Detail, section: "", hash: "", text: question })
  for (const section of page.sections) {
    if (section.heading && section.heading.depth <= 3) {
      records.push({
        type: RecordType.Heading,
        section: section.heading.value,
        hash: section.heading.id,
        text: section.heading.value,
        ...(section.exact ? { exact: section.exact } : {}),
      })
    }
    if (section.text.trim() !== "") {
      records.push({ type: RecordType.Content, section: section.heading?.value ?? "", hash: section.heading?.id ?? "", text: section.text })
    }
  }
  return records
}
