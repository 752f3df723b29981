/** Build-time validation of MDX frontmatter; every problem names the file and the field. */
import YAML from "yaml"

export type Frontmatter = Record<string, unknown>

const isNonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

function checkStringList(data: Frontmatter, field: string, problems: string[]): void {
  const value = data[field]
  if (value === undefined || value === null) return
  if (!Array.isArray(value) || !value.every(isNonEmptyString)) {
    problems.push(`field "${field}" must be a list of non-empty strings`)
  }
}

function checkAllowedFields(data: Frontmatter, allowed: readonly string[], problems: string[]): void {
  for (const field of Object.keys(data)) {
    if (!allowed.includes(field)) problems.push(`unknown field "${field}" (allowed: ${allowed.join(", ")})`)
  }
}

const DOC_FIELDS = [
  "title",
  "description",
  "sidebar_position",
  "sidebar_label",
  "unlisted",
  "keywords",
  "questions",
  "questions_en",
  "detail_questions",
  "last_updated",
] as const

/** The optional `last_updated` (YYYY-MM-DD), which takes the place of the date from git history. */
function checkLastUpdated(data: Frontmatter, problems: string[]): void {
  if (data.last_updated !== undefined && isoDateOf(data.last_updated) === null) problems.push('field "last_updated" must be an ISO date (YYYY-MM-DD)')
}

/** Problems with a docs or API page's frontmatter; empty when it is valid. */
export function docFrontmatterProblems(data: Frontmatter): string[] {
  const problems: string[] = []
  checkAllowedFields(data, DOC_FIELDS, problems)
  if (!isNonEmptyString(data.title)) problems.push('field "title" is required and must be a non-empty string')
  if (!isNonEmptyString(data.description)) {
    problems.push('field "description" is required and must be a non-empty string')
  }
  if (typeof data.sidebar_position !== "number" || !Number.isFinite(data.sidebar_position)) {
    problems.push('field "sidebar_position" is required and must be a number')
  }
  if (data.sidebar_label !== undefined && !isNonEmptyString(data.sidebar_label)) {
    problems.push('field "sidebar_label" must be a non-empty string')
  }
  if (data.unlisted !== undefined && typeof data.unlisted !== "boolean") {
    problems.push('field "unlisted" must be true or false')
  }
  checkStringList(data, "keywords", problems)
  checkStringList(data, "questions", problems)
  checkStringList(data, "questions_en", problems)
  checkStringList(data, "detail_questions", problems)
  const cyrillic = Array.isArray(data.questions_en) ? data.questions_en.filter((question) => typeof question === "string" && /[а-яё]/i.test(question)) : []
  for (const question of cyrillic) problems.push(`field "questions_en" is for questions in English; "${question}" has Cyrillic letters (put it in "questions")`)
  checkLastUpdated(data, problems)
  return problems
}

const BLOG_FIELDS = ["title", "date", "slug", "tags", "description", "authors", "last_updated"] as const

/** `dd-mm-yy` of an ISO date string, e.g. 2025-01-16 -> 16-01-25. */
export function slugOfDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-")
  return `${day}-${month}-${year.slice(2)}`
}

/** The ISO date (YYYY-MM-DD) a frontmatter value gives, or null. */
export function isoDateOf(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value)) {
    const date = new Date(value)
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value.slice(0, 10)) {
      return value.slice(0, 10)
    }
  }
  return null
}

/** Problems with a blog post's frontmatter; `allowedTags` are the configured tag keys. */
export function blogFrontmatterProblems(data: Frontmatter, allowedTags: readonly string[]): string[] {
  const problems: string[] = []
  checkAllowedFields(data, BLOG_FIELDS, problems)
  if (!isNonEmptyString(data.title)) problems.push('field "title" is required and must be a non-empty string')
  if (!isNonEmptyString(data.description)) {
    problems.push('field "description" is required and must be a non-empty string')
  }
  const date = isoDateOf(data.date)
  if (date === null) problems.push('field "date" is required and must be an ISO date (YYYY-MM-DD)')
  if (!isNonEmptyString(data.slug) || !/^\d{2}-\d{2}-\d{2}$/.test(data.slug)) {
    problems.push('field "slug" is required and must look like dd-mm-yy')
  } else if (date !== null && slugOfDate(date) !== data.slug) {
    problems.push(`field "slug" (${data.slug}) does not agree with field "date" (${date}, slug ${slugOfDate(date)})`)
  }
  if (!Array.isArray(data.tags) || data.tags.length === 0) {
    problems.push('field "tags" is required and must be a non-empty list')
  } else {
    for (const tag of data.tags) {
      if (!allowedTags.includes(String(tag))) {
        problems.push(`field "tags" has unknown tag "${String(tag)}" (allowed: ${allowedTags.join(", ")})`)
      }
    }
  }
  checkStringList(data, "authors", problems)
  checkLastUpdated(data, problems)
  return problems
}

/** Frontmatter that is not YAML, with the line in the file (the opening `---` is line 1). Checked before
 * gatsby-plugin-mdx parses it, whose own error names neither the file nor the file's line. */
export function frontmatterSyntaxProblems(text: string): Array<{ line: number; message: string }> {
  const parts = splitFrontmatter(text)
  if (!parts) return []
  const doc = YAML.parseDocument(parts.yaml)
  return doc.errors.map((error) => ({
    line: 1 + (error.linePos?.[0].line ?? 1),
    message: `frontmatter is not valid YAML: ${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")}`,
  }))
}

/** An MDX file's frontmatter block: its YAML text, then what follows it. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/

/** An MDX file cut into its frontmatter (YAML text and data) and body, or null when it has none. */
export function splitFrontmatter(text: string): { yaml: string; data: Record<string, unknown>; body: string } | null {
  const match = FRONTMATTER.exec(text)
  if (!match) return null
  let data: Record<string, unknown> = {}
  try {
    data = (YAML.parse(match[1]) ?? {}) as Record<string, unknown>
  } catch {
    // frontmatterSyntaxProblems names the line.
  }
  return { yaml: match[1], data, body: text.slice(match[0].length) }
}

/** Fields that only search reads, never shown on the page, in its twin or in its data (see CONTRIBUTING.md). */
export const SEARCH_ONLY_FIELDS = ["questions", "questions_en", "detail_questions"]

/** A search-only field in frontmatter's YAML text after a line break: its key at the line's start and the lines indented or listed under it. */
const SEARCH_ONLY_YAML = new RegExp(`\\r?\\n(?:${SEARCH_ONLY_FIELDS.join("|")})[ \\t]*:.*(?:\\r?\\n[ \\t-].*)*`, "g")

/** A page's readers' questions as search reads them: the Russian ones, then the English (`questions_en`). */
export function readersQuestions(frontmatter: { questions?: readonly string[] | null; questions_en?: readonly string[] | null }): string[] {
  return [...(frontmatter.questions ?? []), ...(frontmatter.questions_en ?? [])]
}

/** A page's readers' questions about its details (`detail_questions`), as search reads them. */
export function readersDetails(frontmatter: { detail_questions?: readonly string[] | null }): string[] {
  return [...(frontmatter.detail_questions ?? [])]
}

/**
 * Whether readers see the same of two versions of an MDX file: the same text but for the search-only fields. An
 * edit of those alone leaves the page's «Обновлено» date where it was (content-dates.ts). Compared as text, without
 * parsing the YAML: the dates of a site's history are read at every build.
 */
export function sameForReaders(before: string, after: string): boolean {
  if (before === after) return true
  const shown = (text: string): string => {
    const match = FRONTMATTER.exec(text)
    return match ? `${`\n${match[1]}`.replace(SEARCH_ONLY_YAML, "")}\n---\n${text.slice(match[0].length)}` : text
  }
  return shown(before) === shown(after)
}
