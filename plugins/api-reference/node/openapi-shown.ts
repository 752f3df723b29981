/**
 * The operations of an OpenAPI document as the API pages show them: descriptions, summaries and the limits
 * column with the site's typography (examples stay byte for byte). The build (node/openapi.ts) and the
 * readers' assistants' server (mcp/docs.ts, from the published document) both go through it, so an
 * operation the server gives reads as on its page.
 */
import { derefAll, indexOperations, type JsonObject, type OperationView } from "../lib/openapi"
import { errorGroups, type ApiErrorGroup } from "../lib/errors"
import { typeset } from "../../../src/node/typography"

/** Markdown prose of a description with the site's typography, inline code and link addresses left as written. */
export const typesetMarkdown = (text: string): string =>
  text
    .split(/(`[^`]*`|\]\([^)]*\))/)
    .map((part, index) => (index % 2 === 1 ? part : typeset(part)))
    .join("")

/** Descriptions and summaries of a document with the site's typography. */
function typesetProse(value: unknown, key = ""): unknown {
  if (typeof value === "string") return key === "description" || key === "summary" || key === "action" ? typesetMarkdown(value) : value
  if (Array.isArray(value)) return value.map((item) => typesetProse(item))
  if (value === null || typeof value !== "object") return value
  // Examples are data an integrator copies: they stay byte for byte.
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, name === "example" || name === "examples" ? item : typesetProse(item, name)]))
}

/** The errors register of a parsed document (facts already resolved), as shown; throws naming every problem with it. */
export function shownErrors(doc: unknown): ApiErrorGroup[] {
  return errorGroups(typesetProse(doc) as JsonObject)
}

/** Every operation and webhook of a parsed document (facts already resolved), references resolved, as shown. */
export function shownOperations(doc: unknown): Map<string, OperationView> {
  const operations = indexOperations(derefAll(typesetProse(doc) as JsonObject) as JsonObject)
  // The limits column is written from the schema ("до 30 символов"): the same typography as the prose.
  for (const op of operations.values()) {
    for (const row of [...op.parameters, ...op.requestFields, ...op.responses.flatMap((response) => response.fields)]) row.limits = typeset(row.limits)
  }
  return operations
}
