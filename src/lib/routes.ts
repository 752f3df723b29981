/** Pure mapping from content files to routes and docs ids. */

export type ContentKind = "doc" | "api" | "blog"

const DOCS_PREFIX = "/docs"

/** Docs id of a file relative to content/docs, e.g. `template/whatsapp/buttons.mdx` -> `template/whatsapp/buttons`. */
export function docIdOf(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "")
}

/** Route of a docs file: `start/index.mdx` -> `/docs/start`, `api/index.mdx` -> `/docs/api`. */
export function docRouteOf(relativePath: string): string {
  const id = docIdOf(relativePath)
  const withoutIndex = id === "index" ? "" : id.replace(/\/index$/, "")
  return withoutIndex === "" ? DOCS_PREFIX : `${DOCS_PREFIX}/${withoutIndex}`
}

/** Whether a docs file belongs to the API reference (its own sidebar). */
export function isApiDoc(relativePath: string): boolean {
  return docIdOf(relativePath) === "api/index" || docIdOf(relativePath).startsWith("api/")
}

/** Route of a blog post from its slug. */
export function blogRouteOf(slug: string): string {
  return `/blog/${slug}`
}

/** Routes that more than one source claims, with every claimant. */
export function findDuplicateRoutes(claims: ReadonlyArray<{ path: string; source: string }>): Map<string, string[]> {
  const byPath = new Map<string, string[]>()
  for (const { path, source } of claims) byPath.set(path, [...(byPath.get(path) ?? []), source])
  return new Map([...byPath].filter(([, sources]) => sources.length > 1))
}

/** Normalises a path a reader typed: drops `index.html`, `.html` and a trailing slash. */
export function cleanPath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "")
  if (path.length > 1) path = path.replace(/\/+$/, "")
  return path === "" ? "/" : path
}
