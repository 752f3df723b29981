import React from "react"
import { t } from "../../config/strings"
import * as styles from "./TableScroll.module.css"

/**
 * A table in a region that scrolls sideways on narrow screens; the region is focusable so keyboard
 * readers can scroll it too.
 */
export function TableScroll({ label, children, ...rest }: JSX.IntrinsicElements["table"] & { label?: string }): JSX.Element {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={label ?? t("table.label")}>
      <table {...rest}>{children}</table>
    </div>
  )
}
