/**
 * When each page's content last changed: its frontmatter's `last_updated`, else the latest of its file's last
 * change in git history and, for an API page, the last change of each operation or webhook it shows in
 * openapi.yaml. The history is read once per process (content-dates.ts); without it (a shallow clone, a
 * tarball) a page has its frontmatter date or none, never the day of the build.
 */
import path from "node:path"
import type { Reporter } from "gatsby"
import { readContentDates, readOperationDates, type ContentDates } from "./content-dates"
import { isoDateOf, sameForReaders } from "./frontmatter"

/** The OpenAPI document the API pages show, relative to the project. */
export const OPENAPI_FILE = "content/docs/api/openapi.yaml"
const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

/** Each operation (by operationId) and webhook (by name) of an OpenAPI document, with its definition. */
export function openApiOperations(document: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>()
  const { paths, webhooks } = (document ?? {}) as { paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, unknown> }
  for (const item of Object.values(paths ?? {}))
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as { operationId?: unknown } | undefined
      if (typeof operation?.operationId === "string") found.set(operation.operationId, operation)
    }
  for (const [name, item] of Object.entries(webhooks ?? {})) found.set(name, item)
  return found
}

interface SiteDates {
  files: ContentDates
  operations: Map<string, string>
}

let read: { root: string; dates: SiteDates } | null = null

/** The history's dates under `root`, read at the first call of a process; a warning, once, when there is none. */
function siteDates(root: string, reporter: Pick<Reporter, "warn">): SiteDates {
  if (read?.root !== root) {
    // An edit of a page's search-only frontmatter (its readers' questions) changes nothing readers see.
    const readers = { files: /\.mdx?$/, same: sameForReaders }
    const files = readContentDates(root, { paths: ["content"], warn: (message) => reporter.warn(message), readers })
    const operations = files.history === "full" ? readOperationDates(root, OPENAPI_FILE, openApiOperations) : new Map<string, string>()
    read = { root, dates: { files, operations } }
  }
  return read.dates
}

/** What a page's date is read from: its content node's file, frontmatter and API references. */
export interface DatedPage {
  fields: { kind: string; sourcePath: string; apiRefs: ReadonlyArray<{ id: string }> }
  frontmatter: { last_updated?: unknown; date?: unknown }
}

/** The content node query's fields a page's date is read from (src/node/content.ts and the sitemap ask for them). */
export const DATED_PAGE_FIELDS = "frontmatter { last_updated date } fields { kind sourcePath apiRefs { id } }"

const latest = (dates: ReadonlyArray<string | null>): string | null =>
  dates
    .filter((date): date is string => date !== null)
    .sort()
    .pop() ?? null

/**
 * The page's last change (YYYY-MM-DD): its frontmatter's last_updated, else the latest of its file's and its
 * operations' changes; a post's never before its publication date. Null when nothing says.
 */
export function lastUpdatedOf(page: DatedPage, reporter: Pick<Reporter, "warn">, root: string = path.resolve(".")): string | null {
  const published = page.fields.kind === "blog" ? isoDateOf(page.frontmatter.date) : null
  const written = isoDateOf(page.frontmatter.last_updated)
  if (written) return latest([written, published])
  const { files, operations } = siteDates(root, reporter)
  return latest([files.fileDate(page.fields.sourcePath), ...page.fields.apiRefs.map((ref) => operations.get(ref.id) ?? null), published])
}
