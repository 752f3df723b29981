import React, { useState } from "react"
import { Link } from "gatsby"
import type { SidebarViewCategory, SidebarViewItem } from "../../lib/sidebar"
import { Collapsible } from "../../../../src/components/Collapsible/Collapsible"
import { t } from "../../../../src/config/strings"
import * as styles from "./Sidebar.module.css"

interface SidebarProps {
  items: SidebarViewItem[]
  activeHref: string
  label: string
}

const categoryKey = (item: SidebarViewCategory): string => `${item.label}|${item.link}`

/** Items of closed categories by file, fetched once per visit: on intent (pointer or focus on the row), so
 * that a click usually finds them here and opens the category at once. */
const fetched = new Map<string, Promise<SidebarViewItem[]>>()
function itemsOf(url: string): Promise<SidebarViewItem[]> {
  let items = fetched.get(url)
  if (!items) {
    items = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      return response.json() as Promise<SidebarViewItem[]>
    })
    // A failed fetch is tried again next time.
    items.catch(() => fetched.delete(url))
    fetched.set(url, items)
  }
  return items
}

function Caret({ open }: { open: boolean }): JSX.Element {
  return <span className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden="true" />
}

interface CategoryProps {
  item: SidebarViewCategory
  open: boolean
  setOpen: (open: boolean) => void
  activeHref: string
  depth: number
}

/** One category: its label links to its page (or its first page), the caret opens and closes it. */
function Category({ item, open, setOpen, activeHref, depth }: CategoryProps): JSX.Element {
  // The page's own items when it carries them (they follow the page's data, e.g. under develop), else fetched ones.
  const [fetchedItems, setFetchedItems] = useState<SidebarViewItem[] | null>(null)
  const items = item.items ?? fetchedItems
  const load = (): Promise<SidebarViewItem[] | null> => {
    if (items || !item.itemsUrl) return Promise.resolve(items)
    return itemsOf(item.itemsUrl).then((loaded) => {
      setFetchedItems(loaded)
      return loaded
    })
  }
  const prefetch = (): void => {
    load().catch(() => undefined)
  }
  const toggle = (): void => {
    if (open) return setOpen(false)
    if (items) return setOpen(true)
    // Opened before its items arrived: open when they do; if they cannot be fetched, the category's page lists them.
    load().then(
      () => setOpen(true),
      () => window.location.assign(item.link),
    )
  }
  const activeSelf = item.href === activeHref
  return (
    <li className={styles.category} data-open={open} onPointerEnter={prefetch} onFocus={prefetch}>
      <div className={styles.row}>
        <Link
          to={item.link}
          className={activeSelf ? `${styles.link} ${styles.active}` : styles.link}
          aria-current={activeSelf ? "page" : undefined}
          onClick={() => items && setOpen(true)}
        >
          {item.label}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-label={t(open ? "docs.categoryCollapse" : "docs.categoryExpand", { label: item.label })}
          onClick={toggle}
        >
          <Caret open={open} />
        </button>
      </div>
      <Collapsible open={open}>{items && <ItemList items={items} activeHref={activeHref} depth={depth + 1} />}</Collapsible>
    </li>
  )
}

function ItemList({ items, activeHref, depth }: { items: SidebarViewItem[]; activeHref: string; depth: number }): JSX.Element {
  // Auto-collapse: at most one category per level is open; opening one closes its siblings. The page opens on
  // the categories of its path, the ones whose items it carries.
  const [openKey, setOpenKey] = useState<string | null>(() => {
    const open = items.find((item): item is SidebarViewCategory => item.type === "category" && item.items !== null)
    return open ? categoryKey(open) : null
  })
  return (
    <ul className={depth === 0 ? styles.list : styles.subList}>
      {items.map((item) => {
        if (item.type === "link") {
          const active = item.href === activeHref
          return (
            <li key={item.href}>
              <Link to={item.href} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? "page" : undefined}>
                {item.label}
              </Link>
            </li>
          )
        }
        const key = categoryKey(item)
        return (
          <Category
            key={key}
            item={item}
            open={openKey === key}
            setOpen={(open) => setOpenKey((current) => (open ? key : current === key ? null : current))}
            activeHref={activeHref}
            depth={depth}
          />
        )
      })}
    </ul>
  )
}

/** A docs sidebar: collapsible, auto-collapsing categories with the current page marked. */
export function Sidebar({ items, activeHref, label }: SidebarProps): JSX.Element {
  return (
    <nav className={styles.sidebar} aria-label={label}>
      <ItemList items={items} activeHref={activeHref} depth={0} />
    </nav>
  )
}
