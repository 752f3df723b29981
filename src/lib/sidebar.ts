/** Sidebars computed from the docs tree: folders become categories, frontmatter orders the pages. */
import { routeInfo, type SidebarName } from "./routes"

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
    const items = itemsOf(sub, entries, categories).sort(byPosition).map(({ item }) => item)
    if (items.length === 0 && !index) continue
    result.push({
      position: index?.position ?? meta?.position ?? Number.MAX_SAFE_INTEGER,
      item: {
        type: "category",
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
export function buildSidebar(
  name: SidebarName,
  entries: readonly DocEntry[],
  categories: Readonly<Record<string, CategoryMeta>> = {},
): SidebarItem[] {
  const own = entries.filter((entry) => routeInfo(entry.route).sidebar === name)
  if (name === "tutorial") {
    return itemsOf("", own, categories).sort(byPosition).map(({ item }) => item)
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

/** The first page a sidebar opens on. */
export function firstHrefOf(items: readonly SidebarItem[]): string | null {
  return flattenSidebar(items)[0]?.href ?? null
}
