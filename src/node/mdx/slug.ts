/**
 * Heading ids: lower case, punctuation dropped, spaces to `-`, Cyrillic kept, so `## Статусы шаблона`
 * becomes `статусы-шаблона`. One function serves the MDX renderer, the table of contents, the link
 * checker and the search index, so an anchor means the same everywhere.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-")
}

/** A slugger that makes repeated headings unique (`a`, `a-1`, `a-2`) within one page. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return (text) => {
    const base = slugify(text)
    let id = base
    let count = seen.get(base) ?? 0
    while (seen.has(id)) {
      count += 1
      id = `${base}-${count}`
    }
    seen.set(base, count)
    seen.set(id, 0)
    return id
  }
}
