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

export interface Heading {
  depth: number
  value: string
  id: string
}

/** Plain text of inline Markdown: code ticks, emphasis and link syntax removed. */
export function inlineText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*_~]/g, "")
    .replace(/\\([{}<>\\])/g, "$1")
    .trim()
}

/** Headings h2..h6 of an MDX source (outside code fences), with the ids the renderer gives them. */
export function headingsOf(source: string): Heading[] {
  const slug = createSlugger()
  const headings: Heading[] = []
  let fence: string | null = null
  for (const line of source.split("\n")) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line)
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]
      else if (fenceMatch[1].startsWith(fence)) fence = null
      continue
    }
    if (fence !== null) continue
    const match = /^(#{2,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!match) continue
    const value = inlineText(match[2])
    headings.push({ depth: match[1].length, value, id: slug(value) })
  }
  return headings
}
