import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { Sidebar } from "../../../plugins/docs/components/Sidebar/Sidebar"
import type { SidebarViewItem } from "../../../plugins/docs/lib/sidebar"
import type { SidebarName } from "../../lib/routes"
import { ROUTES } from "../../config/site"
import { t } from "../../config/strings"
import * as styles from "./MobileMenu.module.css"

export interface PageSidebar {
  name: SidebarName
  items: SidebarViewItem[]
}

interface MobileMenuProps {
  open: boolean
  onClose: () => void
  path: string
  sidebar?: PageSidebar
  children?: React.ReactNode
}

/** The side menu below the desktop breakpoint: navbar links and the current sidebar. */
export function MobileMenu({ open, onClose, path, sidebar, children }: MobileMenuProps): JSX.Element | null {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return undefined
    const root = panel.current
    root?.querySelector<HTMLElement>("button, a")?.focus()
    // Focus stays inside the menu while it is open: Tab from the last item wraps to the first.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== "Tab" || !root) return
      const focusable = [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter((el) => el.offsetParent !== null)
      if (focusable.length === 0) return
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open])
  if (!open) return null
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="mobile-menu-backdrop" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={t("navbar.menu")}>
        <div className={styles.header}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("navbar.menuClose")}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          {children}
        </div>
        <nav className={styles.links} aria-label={t("navbar.primary")}>
          <Link to={ROUTES.docsStart}>{t("navbar.docs")}</Link>
          <Link to={ROUTES.api}>{t("navbar.api")}</Link>
          <Link to={ROUTES.blog}>{t("navbar.blog")}</Link>
        </nav>
        {sidebar && (
          <div className={styles.sidebar}>
            <Sidebar items={sidebar.items} activeHref={path} label={t(sidebar.name === "api" ? "docs.apiSidebar" : "docs.sidebar")} />
          </div>
        )}
      </div>
    </div>
  )
}
