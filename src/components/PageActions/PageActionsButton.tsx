import React, { forwardRef } from "react"
import { t } from "../../config/strings"
import { OutlineIcon } from "../Icon/OutlineIcon"
import * as styles from "./PageActionsButton.module.css"

type ButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type" | "className">

/** The «Копировать страницу» button as it looks: the same markup before and after its menu's code loads. */
export const PageActionsButton = forwardRef<HTMLButtonElement, ButtonProps & { expanded: boolean }>(function PageActionsButton({ expanded, ...rest }, ref) {
  return (
    <button ref={ref} type="button" className={styles.button} aria-haspopup="menu" aria-expanded={expanded} {...rest}>
      <OutlineIcon name="copy" size={16} />
      <span>{t("pageActions.button")}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </button>
  )
})
