/**
 * The one model of the site's paths: where a content file is served, and what a path is (kind of page,
 * sidebar, search context, navbar section). Every consumer asks `routeInfo`, so the rule "which part of
 * the site is this path in" is written once.
 */
import { ROUTES } from "../config/site"

/** The two docs sidebars: the tutorial and the HTTP API reference. */
export type SidebarName = "tutorial" | "api"

/** Navbar item a path belongs to. */
export type NavSection = "docs" | "api" | "blog" | null

/** The parts of the site search tells apart; "pages" is the rest (home, search, blog lists). */
export type SearchContext = "docs" | "api" | "blog"
export type PageContext = SearchContext | "pages"

export type PageKind = "home" | "search" | "docs-root" | "doc" | "api" | "blog-post" | "blog-list" | "blog-tags" | "blog-archive" | "other"

export interface RouteInfo {
  kind: PageKind
  /** The sidebar a docs or API page shows; null outside the docs. */
  sidebar: SidebarName | null
  /** Search context of the page's records. */
  search: PageContext
  nav: NavSection
}

const DOCS_PREFIX = ROUTES.docsRoot
const within = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`)

function blogKindOf(path: string): PageKind {
  if (path === ROUTES.blogArchive) return "blog-archive"
  if (path === ROUTES.blogTags) return "blog-tags"
  if (path === ROUTES.blog || within(path, `${ROUTES.blog}/page`) || within(path, ROUTES.blogTags)) return "blog-list"
  return "blog-post"
}

/** What a site path is: `/docs/api/x` is an API page in the API sidebar, searched as `api`, under the API tab. */
export function routeInfo(path: string): RouteInfo {
  if (within(path, ROUTES.api)) return { kind: "api", sidebar: "api", search: "api", nav: "api" }
  if (path === DOCS_PREFIX) return { kind: "docs-root", sidebar: "tutorial", search: "pages", nav: "docs" }
  if (within(path, DOCS_PREFIX)) return { kind: "doc", sidebar: "tutorial", search: "docs", nav: "docs" }
  if (within(path, ROUTES.blog)) return { kind: blogKindOf(path), sidebar: null, search: "blog", nav: "blog" }
  if (path === ROUTES.home) return { kind: "home", sidebar: null, search: "pages", nav: null }
  if (path === ROUTES.search) return { kind: "search", sidebar: null, search: "pages", nav: null }
  return { kind: "other", sidebar: null, search: "pages", nav: null }
}

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
