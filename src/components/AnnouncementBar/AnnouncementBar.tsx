import React from "react"
import { ANNOUNCEMENT } from "../../config/site"
import { useAnnouncementBar } from "../../contexts/AnnouncementContext"
import { t } from "../../config/strings"
import * as styles from "./AnnouncementBar.module.css"

interface AnnouncementBarViewProps {
  content: string
  backgroundColor?: string
  textColor?: string
  closeable: boolean
  onClose: () => void
}

/** Presentational bar: the configured content (trusted, from site config) and a close button. */
export function AnnouncementBarView({ content, backgroundColor, textColor, closeable, onClose }: AnnouncementBarViewProps): JSX.Element {
  return (
    <div className={styles.bar} role="region" aria-label={t("announcement.label")} style={{ backgroundColor, color: textColor }} data-announcement-bar="">
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
      {closeable && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("announcement.close")}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}

export function AnnouncementBar(): JSX.Element | null {
  const { isActive, close } = useAnnouncementBar()
  // Rendered on the server and in the first client render; a dismissed bar is already hidden by the
  // pre-paint attribute, so removing it after mounting shifts nothing.
  if (!ANNOUNCEMENT || !isActive) return null
  return (
    <AnnouncementBarView
      content={ANNOUNCEMENT.content}
      backgroundColor={ANNOUNCEMENT.backgroundColor}
      textColor={ANNOUNCEMENT.textColor}
      closeable={ANNOUNCEMENT.isCloseable}
      onClose={close}
    />
  )
}
