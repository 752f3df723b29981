/** Internal link checking: every `/path` and `/path#anchor` a page links to must exist. */
import type { SourceRef } from "./mdx/mdx-tree"

export interface LinkSource {
  file: string
  route: string
  /** The page's internal links as `readMdx` found them. */
  links: readonly SourceRef[]
}

export interface LinkProblem {
  file: string
  line: number
  link: string
  problem: string
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Problems with internal links: unknown paths, trailing slashes and anchors missing on the target.
 * `routes` maps every page route to its heading ids; `files` are static files served as-is.
 */
export function checkLinks(
  sources: readonly LinkSource[],
  routes: ReadonlyMap<string, readonly string[]>,
  files: ReadonlySet<string> = new Set(),
): LinkProblem[] {
  const problems: LinkProblem[] = []
  for (const source of sources) {
    for (const { url: link, line } of source.links) {
      const [rawPath, rawHash] = link.split("#", 2)
      const path = safeDecode(rawPath === "" ? source.route : rawPath.split("?")[0])
      const hash = rawHash === undefined ? null : safeDecode(rawHash)
      if (path.length > 1 && path.endsWith("/")) {
        problems.push({ file: source.file, line, link, problem: "internal links must not end with a slash" })
        continue
      }
      if (files.has(path)) continue
      const ids = routes.get(path)
      if (!ids) {
        problems.push({ file: source.file, line, link, problem: `no page at ${path}` })
        continue
      }
      if (hash && !ids.includes(hash)) {
        problems.push({ file: source.file, line, link, problem: `no heading #${hash} on ${path}` })
      }
    }
  }
  return problems
}
