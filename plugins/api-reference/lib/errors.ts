/**
 * The errors register of the OpenAPI document (`x-errors`): every HTTP code, error text, processing code and
 * delivery status the API can give, each with its own anchor on the errors page, what it means and what to do.
 * Operations and webhooks name the entries they can give (`x-errors` on a response or on the operation), and the
 * errors page shows each group where it says `<ApiErrors group="…" />`. Pure: the build, the readers'
 * assistants' server and the search index read the register through it.
 */
import type { Json, JsonObject } from "./openapi"
import { tBuild } from "../../../src/config/strings"

/** The page that shows every group of the register; each entry is at `#<id>` on it. */
export const ERRORS_ROUTE = "/docs/api/messages/errorcodes"

export interface ApiError {
  /** The entry's anchor on the errors page: lower case letters, digits and hyphens. */
  id: string
  /** The group it is shown in. */
  group: string
  /** The HTTP status it comes with, if it is an answer to a request. */
  status?: number
  /** The text or code as a log shows it (`RequestId is not unique`, `not-template-match`, `delivered`). */
  text?: string
  /** What it means (Markdown: `code` spans). */
  description: string
  /** What to do. */
  action: string
}

export interface ApiErrorGroup {
  id: string
  title: string
  errors: ApiError[]
}

/** A link from an operation to an entry of the register, as its page shows it. */
export interface ErrorLink {
  id: string
  label: string
  description: string
  href: string
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** The groups of the register of a parsed document, or the problems with it (each naming the group and entry). */
export function readErrorRegister(doc: JsonObject): { groups: ApiErrorGroup[]; problems: string[] } {
  const problems: string[] = []
  const raw = doc["x-errors"]
  if (raw === undefined) return { groups: [], problems }
  if (!Array.isArray(raw)) return { groups: [], problems: ["x-errors: expected a list of groups"] }
  const groups: ApiErrorGroup[] = []
  const ids = new Set<string>()
  const claim = (id: string, where: string): void => {
    if (!ID.test(id)) problems.push(`${where}: id "${id}" must be lower case letters, digits and hyphens`)
    else if (ids.has(id)) problems.push(`${where}: id "${id}" is used twice`)
    ids.add(id)
  }
  for (const [at, group] of raw.entries()) {
    const where = `x-errors › ${isObject(group) && typeof group.id === "string" ? group.id : at + 1}`
    if (!isObject(group) || typeof group.id !== "string" || typeof group.title !== "string" || !Array.isArray(group.errors)) {
      problems.push(`${where}: expected "id", "title" and "errors", a list`)
      continue
    }
    claim(group.id, where)
    const errors: ApiError[] = []
    for (const [n, entry] of group.errors.entries()) {
      const here = `${where} › ${isObject(entry) && typeof entry.id === "string" ? entry.id : n + 1}`
      if (!isObject(entry) || typeof entry.id !== "string" || typeof entry.description !== "string" || typeof entry.action !== "string") {
        problems.push(`${here}: expected "id", "description" and "action"`)
        continue
      }
      if (entry.status !== undefined && (typeof entry.status !== "number" || entry.status < 100 || entry.status > 599))
        problems.push(`${here}: "status" must be an HTTP status code`)
      if (entry.text !== undefined && (typeof entry.text !== "string" || entry.text.trim() === "")) problems.push(`${here}: "text" must be the text as logged`)
      if (entry.status === undefined && entry.text === undefined) problems.push(`${here}: give "text", "status" or both`)
      const unknown = Object.keys(entry).filter((key) => !["id", "status", "text", "description", "action"].includes(key))
      if (unknown.length > 0) problems.push(`${here}: unknown ${unknown.map((key) => `"${key}"`).join(", ")}`)
      claim(entry.id, here)
      errors.push({
        id: entry.id,
        group: group.id,
        ...(typeof entry.status === "number" ? { status: entry.status } : {}),
        ...(typeof entry.text === "string" ? { text: entry.text } : {}),
        description: entry.description,
        action: entry.action,
      })
    }
    groups.push({ id: group.id, title: group.title, errors })
  }
  return { groups, problems }
}

/** The groups of the register of a parsed document; throws naming every problem with it. */
export function errorGroups(doc: JsonObject): ApiErrorGroup[] {
  const { groups, problems } = readErrorRegister(doc)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return groups
}

/** What a log shows of an entry: its text, with its status in front when it has both (`401 Auth error`). */
export function errorLabel(error: ApiError): string {
  return [error.status, error.text].filter((part) => part !== undefined).join(" ")
}

/** What a log shows of an error, which a reader pastes: its text, or its HTTP status when it has no text. */
export const errorPhrase = (error: ApiError): string => error.text ?? String(error.status)

/** The address of an entry on the site. */
export const errorHref = (id: string): string => `${ERRORS_ROUTE}#${id}`

/**
 * The entries an operation names (`x-errors`: entry ids, or group ids for all of a group's entries) as links, or
 * the problem naming an id the register does not have.
 */
export function errorLinks(names: readonly string[], groups: readonly ApiErrorGroup[], where: string): { links: ErrorLink[]; problems: string[] } {
  const links: ErrorLink[] = []
  const problems: string[] = []
  for (const name of names) {
    const group = groups.find((candidate) => candidate.id === name)
    const found = group ? group.errors : groups.flatMap((candidate) => candidate.errors.filter((error) => error.id === name))
    if (found.length === 0) problems.push(`${where}: x-errors names "${name}", which is not in the register (x-errors at the document's top)`)
    for (const error of found) links.push({ id: error.id, label: errorLabel(error), description: error.description, href: errorHref(error.id) })
  }
  return { links, problems }
}

/** An entry as Markdown, as the errors page's twin and the assistants' `lookup_error` give it. */
export function errorMarkdown(error: ApiError, siteUrl: string): string {
  const title = error.text === undefined ? `HTTP ${error.status}` : `\`${error.text}\``
  return [
    `#### ${title}`,
    "",
    ...(error.status !== undefined && error.text !== undefined ? [`HTTP ${error.status}.`, ""] : []),
    error.description,
    "",
    tBuild("markdown.errorAction", { action: error.action }),
    "",
    tBuild("markdown.errorAddress", { url: `${siteUrl}${errorHref(error.id)}` }),
  ].join("\n")
}
