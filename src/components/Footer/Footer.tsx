import React from "react"
import { Link } from "gatsby"
import { LOGOS, ROUTES, SITE } from "../../config/site"
import { t } from "../../config/strings"
import * as styles from "./Footer.module.css"

export function Footer(): JSX.Element {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t("footer.label")}>
          <Link to={ROUTES.docsStart}>{t("footer.docs")}</Link>
          <Link to={ROUTES.api}>{t("footer.api")}</Link>
          <Link to={ROUTES.blog}>{t("footer.blog")}</Link>
          <a href={`mailto:${SITE.supportEmail}`}>{t("footer.support")}</a>
        </nav>
        <img className={styles.logo} src={LOGOS.footer.src} alt="edna" width={LOGOS.footer.width} height={LOGOS.footer.height} loading="lazy" />
        <p className={styles.copyright}>{t("footer.copyright")}</p>
      </div>
    </footer>
  )
}
