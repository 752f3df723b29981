import React from "react"
import { Link } from "gatsby"
import type { Crumb } from "../../lib/sidebar"
import { ROUTES } from "../../../../src/config/site"
import { t } from "../../../../src/config/strings"
import * as styles from "./Breadcrumbs.module.css"

/** Home icon, the category chain and the current page. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }): JSX.Element {
  return (
    <nav aria-label={t("docs.breadcrumbs")} className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={ROUTES.home} className={styles.home} aria-label={t("docs.breadcrumbsHome")}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
                fill="currentColor"
              />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li className={styles.item} key={`${crumb.label}${crumb.href ?? ""}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
        <li className={styles.item} aria-current="page">
          <span className={styles.current}>{current}</span>
        </li>
      </ol>
    </nav>
  )
}
