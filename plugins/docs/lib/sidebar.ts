/** Sidebars computed from the docs tree: folders become categories, frontmatter orders the pages. */
import { routeInfo, type SidebarName } from "../../../src/lib/routes"

export interface DocEntry {
  /** Docs id, the path under content/docs without extension: `template/whatsapp/buttons`. */
  id: string
  route: string
  title: string
  sidebarLabel?: string | null
  position: number
  unlisted: boolean
}

export interface CategoryMeta {
  label: string
  position: number
}

export interface SidebarLink {
  type: "link"
  label: string
  href: string
  docId: string
}

export interface SidebarCategory {
  type: "category"
  /** The folder under content/docs: `template/whatsapp`. */
  id: string
  label: string
  href: string | null
  items: SidebarItem[]
}

export type SidebarItem = SidebarLink | SidebarCategory

const INDEX = "index"

/** The folder of a docs id: `a/b/c` -> `a/b`, `a` -> ``. */
export function dirOf(id: string): string {
  const slash = id.lastIndexOf("/")
  return slash === -1 ? "" : id.slice(0, slash)
}

const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

const labelOf = (entry: DocEntry): string => entry.sidebarLabel ?? entry.title

interface Positioned {
  position: number
  item: SidebarItem
}

function byPosition(a: Positioned, b: Positioned): number {
  return a.position - b.position || a.item.label.localeCompare(b.item.label, "ru")
}

/** Items of one folder: its pages as links and its sub-folders as categories, in position order. */
function itemsOf(dir: string, entries: readonly DocEntry[], categories: Readonly<Record<string, CategoryMeta>>): Positioned[] {
  const inside = (id: string): boolean => (dir === "" ? true : id.startsWith(`${dir}/`))
  const listed = entries.filter((entry) => !entry.unlisted && inside(entry.id))
  const result: Positioned[] = []

  for (const entry of listed) {
    if (dirOf(entry.id) !== dir || baseName(entry.id) === INDEX) continue
    result.push({
      position: entry.position,
      item: { type: "link", label: labelOf(entry), href: entry.route, docId: entry.id },
    })
  }

  const subDirs = new Set<string>()
  for (const entry of listed) {
    const rest = dir === "" ? entry.id : entry.id.slice(dir.length + 1)
    const first = rest.split("/")[0]
    if (rest.includes("/")) subDirs.add(dir === "" ? first : `${dir}/${first}`)
  }
  for (const sub of subDirs) {
    const index = listed.find((entry) => entry.id === `${sub}/${INDEX}`)
    const meta = categories[sub]
    const items = itemsOf(sub, entries, categories)
      .sort(byPosition)
      .map(({ item }) => item)
    if (items.length === 0 && !index) continue
    result.push({
      position: index?.position ?? meta?.position ?? Number.MAX_SAFE_INTEGER,
      item: {
        type: "category",
        id: sub,
        label: index ? labelOf(index) : (meta?.label ?? baseName(sub)),
        href: index?.route ?? null,
        items,
      },
    })
  }
  return result
}

/**
 * Builds one sidebar. The tutorial sidebar covers every docs folder except `api`; the API sidebar
 * starts with the API's general information page followed by its categories.
 */
export function buildSidebar(name: SidebarName, entries: readonly DocEntry[], categories: Readonly<Record<string, CategoryMeta>> = {}): SidebarItem[] {
  const own = entries.filter((entry) => routeInfo(entry.route).sidebar === name)
  if (name === "tutorial") {
    return itemsOf("", own, categories)
      .sort(byPosition)
      .map(({ item }) => item)
  }
  const root = own.find((entry) => entry.id === `api/${INDEX}` && !entry.unlisted)
  const items = itemsOf("api", own, categories)
  if (root) {
    items.push({ position: -Infinity, item: { type: "link", label: labelOf(root), href: root.route, docId: root.id } })
  }
  return items.sort(byPosition).map(({ item }) => item)
}

export interface NavLink {
  label: string
  href: string
}

/** Every page of a sidebar in reading order (a category's own page before its children). */
export function flattenSidebar(items: readonly SidebarItem[]): NavLink[] {
  return items.flatMap((item): NavLink[] =>
    item.type === "link"
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flattenSidebar(item.items)],
  )
}

/** The previous and next pages of `href` in sidebar order. */
export function prevNextOf(items: readonly SidebarItem[], href: string): { prev: NavLink | null; next: NavLink | null } {
  const flat = flattenSidebar(items)
  const at = flat.findIndex((link) => link.href === href)
  if (at === -1) return { prev: null, next: null }
  return { prev: flat[at - 1] ?? null, next: flat[at + 1] ?? null }
}

export interface Crumb {
  label: string
  href: string | null
}

/** The chain of categories leading to `href` (not including the page itself unless it is a category page). */
export function breadcrumbsOf(items: readonly SidebarItem[], href: string): Crumb[] {
  for (const item of items) {
    if (item.type === "link") {
      if (item.href === href) return []
      continue
    }
    if (item.href === href) return []
    const inner = breadcrumbsOf(item.items, href)
    if (inner.length > 0 || containsHref(item.items, href)) return [{ label: item.label, href: item.href }, ...inner]
  }
  return []
}

/** Whether `href` is anywhere inside `items`. */
export function containsHref(items: readonly SidebarItem[], href: string): boolean {
  return items.some((item) => item.href === href || (item.type === "category" && containsHref(item.items, href)))
}

/** Direct children of the category whose page is `href`, for index-page cards. */
export function childrenOf(items: readonly SidebarItem[], href: string): SidebarItem[] {
  for (const item of items) {
    if (item.type !== "category") continue
    if (item.href === href) return item.items
    const found = childrenOf(item.items, href)
    if (found.length > 0) return found
  }
  return []
}

/** The first page a sidebar opens on: the first of `flattenSidebar`, found without walking the rest. */
export function firstHrefOf(items: readonly SidebarItem[]): string | null {
  for (const item of items) {
    const href = item.type === "link" ? item.href : (item.href ?? firstHrefOf(item.items))
    if (href) return href
  }
  return null
}

/**
 * A sidebar as one page carries it: every link and category of the top level, and the items of the categories
 * on the path to the page; a closed category has none, only the address of a file with them
 * (`categoryFiles`). What a page renders and loads then grows with the depth of the tree and the width of the
 * levels it opens, not with the size of the site.
 */
export interface SidebarViewCategory {
  type: "category"
  label: string
  /** The category's own page, if it has one. */
  href: string | null
  /** Where its label leads: its own page, or else its first page (so it is reachable without JavaScript). */
  link: string
  /** Its items when it is on the path to the page; null when closed. */
  items: SidebarViewItem[] | null
  /** The JSON file of its items (`SidebarViewItem[]`), for a closed category. */
  itemsUrl: string | null
}

/** A page of the sidebar as pages carry it: no docs id, which only the build uses. */
export type SidebarViewLink = Omit<SidebarLink, "docId">

export type SidebarViewItem = SidebarViewLink | SidebarViewCategory

/** Where the sidebar files are published, under public/. */
export const SIDEBAR_FILES = "/static/sidebar/"

/** Whether the page `docId` lies in the category (its own page or a page in its folder). */
const onPath = (category: SidebarCategory, docId: string | null): boolean => docId !== null && docId.startsWith(`${category.id}/`)

/** Items of a level as the page `docId` sees them: the categories on its path open, the others closed. */
export function sidebarView(items: readonly SidebarItem[], docId: string | null, urls: ReadonlyMap<string, string>): SidebarViewItem[] {
  return items.map((item): SidebarViewItem => {
    if (item.type === "link") return { type: "link", label: item.label, href: item.href }
    const open = onPath(item, docId)
    return {
      type: "category",
      label: item.label,
      href: item.href,
      link: item.href ?? firstHrefOf(item.items) ?? "",
      items: open ? sidebarView(item.items, docId, urls) : null,
      itemsUrl: open ? null : (urls.get(item.id) ?? null),
    }
  })
}

/**
 * The file of every category's items, closed as a page sees them: category id -> its address and content.
 * Named by a digest of the content (`digest`), so a file never changes under its name and caches for good.
 */
export function categoryFiles(items: readonly SidebarItem[], digest: (text: string) => string): Map<string, { url: string; json: string }> {
  const files = new Map<string, { url: string; json: string }>()
  const urls = new Map<string, string>()
  const visit = (level: readonly SidebarItem[]): void => {
    for (const item of level) {
      if (item.type !== "category") continue
      visit(item.items)
      const json = JSON.stringify(sidebarView(item.items, null, urls))
      const url = `${SIDEBAR_FILES}${digest(json)}.json`
      urls.set(item.id, url)
      files.set(item.id, { url, json })
    }
  }
  visit(items)
  return files
}

/** `prevNextOf`, `breadcrumbsOf` and `childrenOf` for every page of a sidebar, from one walk of it: asked
 * page by page, each walked the whole tree, and planning the pages grew with the square of their number. */
export function sidebarIndex(items: readonly SidebarItem[]): {
  prevNext: (href: string) => { prev: NavLink | null; next: NavLink | null }
  breadcrumbs: (href: string) => Crumb[]
  children: (href: string) => SidebarItem[]
} {
  const flat = flattenSidebar(items)
  const at = new Map<string, number>()
  flat.forEach((link, i) => at.has(link.href) || at.set(link.href, i))
  const crumbs = new Map<string, Crumb[]>()
  const children = new Map<string, SidebarItem[]>()
  const visit = (level: readonly SidebarItem[], chain: Crumb[]): void => {
    for (const item of level) {
      if (item.href && !crumbs.has(item.href)) crumbs.set(item.href, chain)
      if (item.type !== "category") continue
      if (item.href && !children.has(item.href) && item.items.length > 0) children.set(item.href, item.items)
      visit(item.items, [...chain, { label: item.label, href: item.href }])
    }
  }
  visit(items, [])
  return {
    prevNext: (href) => {
      const i = at.get(href)
      return i === undefined ? { prev: null, next: null } : { prev: flat[i - 1] ?? null, next: flat[i + 1] ?? null }
    },
    breadcrumbs: (href) => crumbs.get(href) ?? [],
    children: (href) => children.get(href) ?? [],
  }
}
