import React, { useEffect, useState } from "react"
import { t } from "../../config/strings"
import * as styles from "./BackToTop.module.css"

const SHOW_AFTER_PX = 600

/** A button that returns to the top of a long page, shown once the reader has scrolled down. */
export function BackToTop(): JSX.Element {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const onScroll = (): void => setShown(window.scrollY > SHOW_AFTER_PX)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])
  return (
    <button
      type="button"
      className={shown ? `${styles.button} ${styles.shown}` : styles.button}
      aria-label={t("backToTop.label")}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" })
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}
