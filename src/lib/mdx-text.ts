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
