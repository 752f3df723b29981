import React from "react"
import { t } from "../../config/strings"
import * as styles from "./Toc.module.css"

export interface TocHeading {
  depth: number
  value: string
  id: string
}

interface TocProps {
  headings: readonly TocHeading[]
  activeId?: string | null
}

function TocList({ headings, activeId }: TocProps): JSX.Element {
  return (
    <ul className={styles.list}>
      {headings.map((heading) => (
        <li key={heading.id} className={heading.depth === 3 ? styles.sub : undefined}>
          <a
            href={`#${heading.id}`}
            className={heading.id === activeId ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={heading.id === activeId ? "location" : undefined}
          >
            {heading.value}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Table of contents of h2 and h3 headings, beside the article on wide screens. */
export function Toc({ headings, activeId }: TocProps): JSX.Element | null {
  const shown = headings.filter((heading) => heading.depth === 2 || heading.depth === 3)
  if (shown.length === 0) return null
  return (
    <nav className={styles.toc} aria-label={t("docs.toc")}>
      <TocList headings={shown} activeId={activeId} />
    </nav>
  )
}

/** The same contents folded into a block above the article on narrow screens. */
export function TocCollapsible({ headings }: TocProps): JSX.Element | null {
  const shown = headings.filter((heading) => heading.depth === 2 || heading.depth === 3)
  if (shown.length === 0) return null
  return (
    <details className={styles.mobile}>
      <summary>{t("docs.tocMobile")}</summary>
      <TocList headings={shown} />
    </details>
  )
}
