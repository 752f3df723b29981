import React, { useState } from "react"
import { Link } from "gatsby"
import { containsHref, type SidebarCategory, type SidebarItem } from "../../lib/sidebar"
import { Collapsible } from "../Collapsible/Collapsible"
import { t } from "../../config/strings"
import * as styles from "./Sidebar.module.css"

interface SidebarProps {
  items: SidebarItem[]
  activeHref: string
  label: string
}

const categoryKey = (item: SidebarCategory): string => `${item.label}|${item.href ?? ""}`

/** The key of the category on the path to the active page among `items`, if any. */
function openKeyOf(items: readonly SidebarItem[], activeHref: string): string | null {
  const active = items.find(
    (item): item is SidebarCategory =>
      item.type === "category" && (item.href === activeHref || containsHref(item.items, activeHref)),
  )
  return active ? categoryKey(active) : null
}

function Caret({ open }: { open: boolean }): JSX.Element {
  return <span className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden="true" />
}

function ItemList({ items, activeHref, depth }: { items: SidebarItem[]; activeHref: string; depth: number }): JSX.Element {
  // Auto-collapse: at most one category per level is open; opening one closes its siblings.
  const [openKey, setOpenKey] = useState<string | null>(() => openKeyOf(items, activeHref))
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
        const open = openKey === key
        const activeSelf = item.href === activeHref
        const toggle = (): void => setOpenKey(open ? null : key)
        return (
          <li key={key} className={styles.category} data-open={open}>
            {item.href ? (
              <div className={styles.row}>
                <Link
                  to={item.href}
                  className={activeSelf ? `${styles.link} ${styles.active}` : styles.link}
                  aria-current={activeSelf ? "page" : undefined}
                  onClick={() => setOpenKey(key)}
                >
                  {item.label}
                </Link>
                <button type="button" className={styles.toggle} aria-expanded={open} aria-label={t(open ? "docs.categoryCollapse" : "docs.categoryExpand", { label: item.label })} onClick={toggle}>
                  <Caret open={open} />
                </button>
              </div>
            ) : (
              <button type="button" className={`${styles.link} ${styles.rowButton}`} aria-expanded={open} onClick={toggle}>
                <span>{item.label}</span>
                <Caret open={open} />
              </button>
            )}
            <Collapsible open={open}>
              <ItemList items={item.items} activeHref={activeHref} depth={depth + 1} />
            </Collapsible>
          </li>
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
