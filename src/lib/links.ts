/** Internal link checking over MDX sources: every `/path` and `/path#anchor` must exist. */

export interface LinkSource {
  file: string
  route: string
  body: string
  headingIds: readonly string[]
}

export interface LinkProblem {
  file: string
  link: string
  problem: string
}

/** Internal links of an MDX body: Markdown `](/x)` and JSX `href="/x"`, outside code. */
export function internalLinksOf(body: string): string[] {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "").replace(/`[^`\n]*`/g, "")
  const links: string[] = []
  for (const match of withoutCode.matchAll(/\]\(\s*((?:\/|#)[^)\s]*)(?:\s+"[^"]*")?\s*\)/g)) links.push(match[1])
  for (const match of withoutCode.matchAll(/\bhref=["']((?:\/|#)[^"']*)["']/g)) links.push(match[1])
  return links
}

/** Images of an MDX body that are files beside the page (`![alt](./img/x.png)`, `<img src="img/x.png">`). */
export function localImagesOf(body: string): string[] {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, "").replace(/`[^`\n]*`/g, "")
  const sources = [
    ...[...withoutCode.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)/g)].map((match) => match[1]),
    ...[...withoutCode.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g)].map((match) => match[1]),
  ]
  return sources.filter((source) => !/^([a-z]+:|\/|#)/i.test(source))
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
    for (const link of internalLinksOf(source.body)) {
      const [rawPath, rawHash] = link.split("#", 2)
      const path = safeDecode(rawPath === "" ? source.route : rawPath.split("?")[0])
      const hash = rawHash === undefined ? null : safeDecode(rawHash)
      if (path.length > 1 && path.endsWith("/")) {
        problems.push({ file: source.file, link, problem: "internal links must not end with a slash" })
        continue
      }
      if (files.has(path)) continue
      const ids = routes.get(path)
      if (!ids) {
        problems.push({ file: source.file, link, problem: `no page at ${path}` })
        continue
      }
      if (hash && !ids.includes(hash)) {
        problems.push({ file: source.file, link, problem: `no heading #${hash} on ${path}` })
      }
    }
  }
  return problems
}
