/** Plain text out of MDX source, for reading time, excerpts and the search index. */

export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/

/** Readable text of an MDX body: code blocks, JSX tags, comments and Markdown syntax removed. */
export function plainTextOf(source: string): string {
  return source
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/^\s*(import|export)\s.*$/gm, " ")
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, " ")
    .replace(/[*`~]/g, "")
    .replace(/[#>|]/g, " ")
    .replace(/\\([{}<>\\])/g, "$1")
    .replace(/\s+/g, " ")
    .trim()
}

/** The excerpt of a blog post: text above the truncate marker, or its first paragraph. */
export function excerptOf(source: string): string {
  const parts = source.split(TRUNCATE_MARKER)
  const head = parts.length > 1 ? parts[0] : (source.trim().split(/\n\s*\n/)[0] ?? "")
  return plainTextOf(head)
}

export interface TextSection {
  heading: { value: string; id: string; depth: number } | null
  text: string
}

/**
 * The body cut at its h2..h6 headings, each part as plain text; heading ids come from `headingsOf`
 * (passed in, in document order) so they match the rendered anchors.
 */
export function sectionsOf(source: string, headings: ReadonlyArray<{ value: string; id: string; depth: number }>): TextSection[] {
  const sections: TextSection[] = []
  let current: string[] = []
  let heading: TextSection["heading"] = null
  let next = 0
  let fence: string | null = null
  const flush = (): void => {
    sections.push({ heading, text: plainTextOf(current.join("\n")) })
    current = []
  }
  for (const line of source.split("\n")) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line)
    if (fenceMatch) fence = fence === null ? fenceMatch[1] : fenceMatch[1].startsWith(fence) ? null : fence
    if (fence === null && !fenceMatch && /^#{2,6}\s+/.test(line) && next < headings.length) {
      flush()
      heading = headings[next]
      next += 1
      continue
    }
    current.push(line)
  }
  flush()
  return sections.filter((section) => section.heading !== null || section.text !== "")
}
