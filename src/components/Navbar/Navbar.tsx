import React from "react"
import { Link } from "gatsby"
import { LOGOS, ROUTES } from "../../config/site"
import { t } from "../../config/strings"
import { routeInfo } from "../../lib/routes"
import { LogoDropdown } from "../LogoDropdown/LogoDropdown"
import { ColorModeToggle } from "../ColorModeToggle/ColorModeToggle"
import { LanguageDropdown, VersionDropdown } from "./NavbarMenus"
import { MobileMenu, type PageSidebar } from "../MobileMenu/MobileMenu"
import { useMobileMenu } from "../../hooks/useMobileMenu"
import { useHideableNavbar } from "../../hooks/useHideableNavbar"
import { SearchBar } from "../../../plugins/search/components/Search/SearchBar"
import * as styles from "./Navbar.module.css"

interface NavbarProps {
  path: string
  sidebar?: PageSidebar
}

export function Navbar({ path, sidebar }: NavbarProps): JSX.Element {
  const section = routeInfo(path).nav
  const menu = useMobileMenu(path)
  const hidden = useHideableNavbar(menu.open)
  const item = (to: string, label: string, active: boolean): JSX.Element => (
    <Link to={to} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? "page" : undefined}>
      {label}
    </Link>
  )
  return (
    <header className={hidden ? `${styles.navbar} ${styles.hidden}` : styles.navbar} data-navbar-hidden={hidden}>
      <nav className={styles.inner} aria-label={t("navbar.primary")}>
        <button type="button" className={styles.menuButton} aria-label={t("navbar.menu")} aria-expanded={menu.open} onClick={() => menu.setOpen(true)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link to={ROUTES.home} className={styles.brand} aria-label={t("navbar.home")}>
          <img src={LOGOS.pulse.light} alt="" width={132} height={32} className={styles.logoLight} />
          <img src={LOGOS.pulse.dark} alt="" width={132} height={32} className={styles.logoDark} />
        </Link>
        <LogoDropdown />
        <div className={styles.items}>
          {item(ROUTES.docsStart, t("navbar.docs"), section === "docs")}
          {item(ROUTES.api, t("navbar.api"), section === "api")}
        </div>
        <div className={styles.right}>
          <div className={styles.desktopOnly}>{item(ROUTES.blog, t("navbar.blog"), section === "blog")}</div>
          <div className={styles.desktopOnly}>
            <LanguageDropdown />
          </div>
          <div className={styles.desktopOnly}>
            <VersionDropdown />
          </div>
          <SearchBar context={section} />
          <ColorModeToggle />
        </div>
      </nav>
      <MobileMenu open={menu.open} onClose={menu.close} path={path} sidebar={sidebar}>
        <ColorModeToggle />
      </MobileMenu>
    </header>
  )
}
