import type { PageResult } from "./protocol"

/** `docs` keeps only pages of that context; `!docs` keeps every other page; null or '' keeps all. */
export function filterByContext(results: readonly PageResult[], filter: string | null): PageResult[] {
  if (!filter) return [...results]
  return results.filter((page) => (filter.startsWith("!") ? page.context !== filter.slice(1) : page.context === filter))
}

/** The target of a hit: its page and section, carrying the query's terms for highlighting there. */
export function hitHref(url: string, hash: string, terms: readonly string[]): string {
  const query = terms.length > 0 ? `?_highlight=${encodeURIComponent(terms.join(" "))}` : ""
  return `${url}${query}${hash ? `#${hash}` : ""}`
}
