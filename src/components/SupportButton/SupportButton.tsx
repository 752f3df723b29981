import React, { useEffect, useState } from "react"
import { SITE } from "../../config/site"
import { t } from "../../config/strings"
import { supportMailto } from "../../browser/support"
import * as styles from "./SupportButton.module.css"

const mailText = {
  subject: t("support.subject"),
  pageLabel: t("support.bodyPage"),
  problemLabel: t("support.bodyProblem"),
  nameLabel: t("support.bodyName"),
}

/** Opens the reader's mail client with a prefilled request to support about the current page. */
export function SupportButton({ path }: { path: string }): JSX.Element {
  // The server knows only the path; in the browser the full address (with query and hash) is used.
  const [href, setHref] = useState(() => supportMailto(SITE.supportEmail, `${SITE.url}${path}`, mailText))
  useEffect(() => {
    setHref(supportMailto(SITE.supportEmail, window.location.href, mailText))
  }, [path])
  return (
    <aside aria-label={t("support.button")}>
      <a
        className={styles.button}
        href={href}
        onFocus={() => setHref(supportMailto(SITE.supportEmail, window.location.href, mailText))}
        onMouseEnter={() => setHref(supportMailto(SITE.supportEmail, window.location.href, mailText))}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t("support.button")}</span>
      </a>
    </aside>
  )
}
