import React, { useEffect, useRef } from "react"
import { Sidebar } from "../Sidebar/Sidebar"
import { Toc, type TocHeading } from "../../../../src/components/Toc/Toc"
import type { SidebarViewItem } from "../../lib/sidebar"
import type { SidebarName } from "../../../../src/lib/routes"
import { t } from "../../../../src/config/strings"
import { useActiveHeading } from "../../../../src/hooks/useActiveHeading"
import * as styles from "./DocLayout.module.css"

interface DocLayoutProps {
  sidebar: SidebarViewItem[]
  sidebarName: SidebarName
  activeHref: string
  headings?: readonly TocHeading[]
  children: React.ReactNode
}

/** Three columns on wide screens: sidebar, article, table of contents. */
/** Sidebar scroll offsets by sidebar name, kept across route changes (each page renders a new sidebar). */
const sidebarScroll: Record<string, number> = {}

export function DocLayout({ sidebar, sidebarName, activeHref, headings = [], children }: DocLayoutProps): JSX.Element {
  const aside = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = aside.current
    if (!element) return undefined
    element.scrollTop = sidebarScroll[sidebarName] ?? 0
    const onScroll = (): void => {
      sidebarScroll[sidebarName] = element.scrollTop
    }
    element.addEventListener("scroll", onScroll, { passive: true })
    return () => element.removeEventListener("scroll", onScroll)
  }, [sidebarName])
  const activeId = useActiveHeading(headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id))
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} ref={aside} data-sidebar-scroll="">
        <Sidebar items={sidebar} activeHref={activeHref} label={t(sidebarName === "api" ? "docs.apiSidebar" : "docs.sidebar")} />
      </aside>
      <div className={styles.main}>{children}</div>
      <div className={styles.toc}>
        <Toc headings={headings} activeId={activeId} />
      </div>
    </div>
  )
}
