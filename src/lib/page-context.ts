/** What each template receives as its page context (built in src/node: docs-pages.ts, blog-pages.ts), the
 * shapes they share, and the cards of a docs page. */
import type { RenderedOperation } from "../../plugins/api-reference/lib/openapi"
import type { ApiErrorGroup } from "../../plugins/api-reference/lib/errors"
import type { SidebarName } from "./routes"
import type { Crumb, NavLink, SidebarItem } from "../../plugins/docs/lib/sidebar"
import { flattenSidebar } from "../../plugins/docs/lib/sidebar"

/** A page's link preview image, as its head names it (drawn by src/node/previews.ts). */
export interface PagePreview {
  src: string
  width: number
  height: number
  alt: string
}

export interface DocCard {
  label: string
  href: string
  description: string
  /** Number of pages inside, for a category card; null for a page. */
  count: number | null
}

export interface BlogPostLink {
  title: string
  route: string
  date: string
}

/** Cards for sidebar items: a page links to itself, a category to its own page or first child. */
export function docCards(items: readonly SidebarItem[], descriptions: ReadonlyMap<string, string>): DocCard[] {
  return items.flatMap((item): DocCard[] => {
    if (item.type === "link") {
      return [{ label: item.label, href: item.href, description: descriptions.get(item.href) ?? "", count: null }]
    }
    const pages = flattenSidebar(item.items)
    const href = item.href ?? pages[0]?.href
    if (!href) return []
    return [{ label: item.label, href, description: descriptions.get(href) ?? "", count: pages.length }]
  })
}

/** What doc-page.tsx and api-page.tsx receive. Their sidebar is not in it: the page query asks for the view of
 * it from this page (`docsSidebarView`, src/node/schema.ts), so it is in the page's data and not in every
 * context that build steps read (twins, search), where it would grow with the width of the page's folder. */
export interface DocPageContext {
  id: string
  /** The page's docs id, for its sidebar view. */
  docId: string | null
  sidebarName: SidebarName
  breadcrumbs: Crumb[]
  prev: NavLink | null
  next: NavLink | null
  unlisted: boolean
  cards: DocCard[]
  /** The operations the page's `<ApiOperation />` and `<ApiWebhook />` show, by id. */
  api: Record<string, RenderedOperation>
  /** The groups of the errors register the page's `<ApiErrors />` show, by id. */
  apiErrors: Record<string, ApiErrorGroup>
  /** When the page's content last changed (YYYY-MM-DD), or null when nothing says (src/node/page-dates.ts). */
  lastUpdated: string | null
  /** Its link preview image (src/node/previews.ts); none for an unlisted page. */
  preview: PagePreview | null
}

/** What docs-root.tsx receives. */
export interface DocsRootContext {
  sidebarName: "tutorial"
  cards: DocCard[]
  preview: PagePreview
}

/** What blog-list.tsx receives: the ids of one page of posts, for all posts or one tag. */
export interface BlogListContext {
  ids: string[]
  pageNumber: number
  totalPages: number
  newerPath: string | null
  olderPath: string | null
  tag: { key: string; label: string } | null
  allPosts: BlogPostLink[]
  preview: PagePreview
}

/** What blog-tags.tsx receives. */
export interface BlogTagsContext {
  tags: Array<{ key: string; label: string; route: string; count: number }>
  allPosts: BlogPostLink[]
  preview: PagePreview
}

/** What blog-archive.tsx receives. */
export interface BlogArchiveContext {
  allPosts: BlogPostLink[]
  preview: PagePreview
}

/** What blog-post.tsx receives. */
export interface BlogPostContext {
  id: string
  newer: BlogPostLink | null
  older: BlogPostLink | null
  allPosts: BlogPostLink[]
  /** When the post last changed (YYYY-MM-DD), never before its date (src/node/page-dates.ts). */
  lastUpdated: string | null
  /** Its link preview image (src/node/previews.ts). */
  preview: PagePreview
}
