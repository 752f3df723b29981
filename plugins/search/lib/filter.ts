import { CONTEXT_CODES, type ContextFilter, type PageContext } from "./protocol"

/** Whether a page of context code `code` (see IndexMeta.contexts) passes the filter: `docs`, `!docs`, or null for all. */
export function keepsContext(code: string | undefined, filter: ContextFilter): boolean {
  if (!filter) return true
  const outside = filter.startsWith("!")
  const wanted = CONTEXT_CODES[(outside ? filter.slice(1) : filter) as PageContext]
  if (wanted === undefined) return true
  return outside ? code !== wanted : code === wanted
}

/** The target of a hit: its page and section, carrying the query's terms for highlighting there. */
export function hitHref(url: string, hash: string, terms: readonly string[]): string {
  const query = terms.length > 0 ? `?_highlight=${encodeURIComponent(terms.join(" "))}` : ""
  return `${url}${query}${hash ? `#${hash}` : ""}`
}
