/** Shapes shared by several page contexts (declared in src/node), and the cards of a docs page. */
import type { SidebarItem } from "./sidebar"
import { flattenSidebar } from "./sidebar"

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
