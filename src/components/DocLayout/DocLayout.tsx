import React from "react"
import { Sidebar } from "../Sidebar/Sidebar"
import { Toc, type TocHeading } from "../Toc/Toc"
import type { SidebarItem } from "../../lib/sidebar"
import { t } from "../../config/strings"
import { useActiveHeading } from "../../hooks/useActiveHeading"
import * as styles from "./DocLayout.module.css"

interface DocLayoutProps {
  sidebar: SidebarItem[]
  sidebarName: "tutorial" | "api"
  activeHref: string
  headings?: readonly TocHeading[]
  children: React.ReactNode
}

/** Three columns on wide screens: sidebar, article, table of contents. */
export function DocLayout({ sidebar, sidebarName, activeHref, headings = [], children }: DocLayoutProps): JSX.Element {
  const activeId = useActiveHeading(headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id))
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Sidebar items={sidebar} activeHref={activeHref} label={t(sidebarName === "api" ? "docs.apiSidebar" : "docs.sidebar")} />
      </aside>
      <div className={styles.main}>
        {children}
      </div>
      <div className={styles.toc}>
        <Toc headings={headings} activeId={activeId} />
      </div>
    </div>
  )
}
