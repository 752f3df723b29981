import React from "react"
import { t } from "../../config/strings"
import { formatDateRu } from "../../lib/russian"
import * as styles from "../Article/Article.module.css"

/** «Обновлено 28 ноября 2026 г.» under an article: when its content last changed (src/node/page-dates.ts). */
export function LastUpdated({ date }: { date: string | null | undefined }): JSX.Element | null {
  if (!date) return null
  return (
    <p className={styles.updated}>
      {t("page.lastUpdated")} <time dateTime={date}>{formatDateRu(date)}</time>
    </p>
  )
}
