import React from "react"
import { Navbar } from "../Navbar/Navbar"
import { Footer } from "../Footer/Footer"
import { AnnouncementBar } from "../AnnouncementBar/AnnouncementBar"
import { SupportButton } from "../SupportButton/SupportButton"
import { BackToTop } from "../BackToTop/BackToTop"
import type { PageSidebar } from "../MobileMenu/MobileMenu"
import { t } from "../../config/strings"
import * as styles from "./Layout.module.css"

interface LayoutProps {
  path: string
  children: React.ReactNode
  /** Wide layouts (docs, blog) manage their own width. */
  wide?: boolean
  /** The page's sidebar, also shown in the mobile menu. */
  sidebar?: PageSidebar
}

/** The shell every page shares: skip link, announcement, navbar, main area, footer, support button. */
export function Layout({ path, children, wide = false, sidebar }: LayoutProps): JSX.Element {
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t("skip.toContent")}
      </a>
      <AnnouncementBar />
      <Navbar path={path} sidebar={sidebar} />
      <main id="main" className={wide ? styles.wide : styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BackToTop />
      <SupportButton path={path} />
    </div>
  )
}
