import React from "react"
import { t, type StringKey } from "../../config/strings"
import * as styles from "./Admonition.module.css"

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const ICONS: Record<AdmonitionType, string> = { note: "ℹ️", tip: "💡", info: "ℹ️", warning: "⚠️", danger: "🔥" }

interface AdmonitionProps {
  type?: AdmonitionType
  title?: string
  children: React.ReactNode
}

/** A callout for notes, tips, limits and pitfalls, titled in Russian. */
export function Admonition({ type = "note", title, children }: AdmonitionProps): JSX.Element {
  const kind: AdmonitionType = type in ICONS ? type : "note"
  return (
    <aside className={`${styles.admonition} ${styles[kind]}`} role="note">
      <p className={styles.heading}>
        <span aria-hidden="true">{ICONS[kind]}</span> {title ?? t(`admonition.${kind}` as StringKey)}
      </p>
      <div className={styles.content}>{children}</div>
    </aside>
  )
}
