import React from "react"
import { Navbar } from "../Navbar/Navbar"
import { Footer } from "../Footer/Footer"
import { t } from "../../config/strings"
import * as styles from "./Layout.module.css"

interface LayoutProps {
  path: string
  children: React.ReactNode
  /** Wide layouts (docs) manage their own width. */
  wide?: boolean
}

/** The shell every page shares: skip link, navbar, main area, footer. */
export function Layout({ path, children, wide = false }: LayoutProps): JSX.Element {
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        {t("skip.toContent")}
      </a>
      <Navbar path={path} />
      <main id="main" className={wide ? styles.wide : styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
