import React from "react"
import { Link } from "gatsby"
import { LOGOS, ROUTES } from "../../config/site"
import { t } from "../../config/strings"
import * as styles from "./Navbar.module.css"

export type NavSection = "docs" | "api" | "blog" | null

/** Which navbar item a path belongs to. */
export function navSectionOf(path: string): NavSection {
  if (path === ROUTES.api || path.startsWith(`${ROUTES.api}/`)) return "api"
  if (path === ROUTES.docsRoot || path.startsWith(`${ROUTES.docsRoot}/`)) return "docs"
  if (path === ROUTES.blog || path.startsWith(`${ROUTES.blog}/`)) return "blog"
  return null
}

interface NavbarProps {
  path: string
  /** Controls placed at the right end (search, colour mode, dropdowns). */
  children?: React.ReactNode
}

export function Navbar({ path, children }: NavbarProps): JSX.Element {
  const section = navSectionOf(path)
  const item = (to: string, label: string, active: boolean): JSX.Element => (
    <Link to={to} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? "page" : undefined}>
      {label}
    </Link>
  )
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t("navbar.primary")}>
        <Link to={ROUTES.home} className={styles.brand} aria-label={t("navbar.home")}>
          <img src={LOGOS.pulse.light} alt="" width={132} height={32} className={styles.logoLight} />
          <img src={LOGOS.pulse.dark} alt="" width={132} height={32} className={styles.logoDark} />
        </Link>
        <div className={styles.items}>
          {item(ROUTES.docsStart, t("navbar.docs"), section === "docs")}
          {item(ROUTES.api, t("navbar.api"), section === "api")}
        </div>
        <div className={styles.right}>
          {item(ROUTES.blog, t("navbar.blog"), section === "blog")}
          {children}
        </div>
      </nav>
    </header>
  )
}
