import React from "react"
import { t } from "../../config/strings"
import { OutlineIcon, type OutlineIconName } from "../Icon/OutlineIcon"
import * as styles from "./Admonition.module.css"

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger"

const ICONS: Record<AdmonitionType, OutlineIconName> = { note: "info", tip: "bulb", info: "info", warning: "warning", danger: "flame" }

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
        <OutlineIcon name={ICONS[kind]} size={16} /> {title ?? t(`admonition.${kind}`)}
      </p>
      <div className={styles.content}>{children}</div>
    </aside>
  )
}
