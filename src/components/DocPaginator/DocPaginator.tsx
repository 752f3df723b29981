import React from "react"
import { Link } from "gatsby"
import type { NavLink } from "../../../plugins/docs/lib/sidebar"
import * as styles from "./DocPaginator.module.css"

interface PaginatorProps {
  label: string
  prev: NavLink | null
  next: NavLink | null
  prevText: string
  nextText: string
}

/** Previous / next links at the end of an article or post. */
export function DocPaginator({ label, prev, next, prevText, nextText }: PaginatorProps): JSX.Element | null {
  if (!prev && !next) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      {prev ? (
        <Link to={prev.href} className={styles.card} rel="prev">
          <span className={styles.sub}>« {prevText}</span>
          <span className={styles.title}>{prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>{nextText} »</span>
          <span className={styles.title}>{next.label}</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
