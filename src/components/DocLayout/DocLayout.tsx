import React from "react"
import { Sidebar } from "../Sidebar/Sidebar"
import { Toc, type TocHeading } from "../Toc/Toc"
import type { SidebarItem } from "../../lib/sidebar"
import { t } from "../../config/strings"
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
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Sidebar items={sidebar} activeHref={activeHref} label={t(sidebarName === "api" ? "docs.apiSidebar" : "docs.sidebar")} />
      </aside>
      <div className={styles.main}>
        {children}
      </div>
      <div className={styles.toc}>
        <Toc headings={headings} />
      </div>
    </div>
  )
}
