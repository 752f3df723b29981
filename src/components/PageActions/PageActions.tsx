import React, { useCallback, useId, useRef, useState } from "react"
import { t } from "../../config/strings"
import type { FocusOnOpen, PageActionsMenu } from "./PageActionsMenu"
import { OutlineIcon } from "../Icon/OutlineIcon"
import * as styles from "./PageActions.module.css"

/**
 * «Копировать страницу»: a menu button (WAI-ARIA menu button pattern) to copy the page's Markdown twin,
 * open it, or open ChatGPT or Claude with a prompt about it. Only the button ships with the page; the
 * menu's code loads when the pointer or focus reaches the button, which keeps the first load within the
 * JS budget. The button is the same before and after hydration and the menu floats, so nothing moves.
 */
export function PageActions({ route }: { route: string }): JSX.Element {
  const [open, setOpen] = useState(false)
  const [Menu, setMenu] = useState<typeof PageActionsMenu | null>(null)
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()

  const load = useCallback((): void => {
    if (Menu) return
    import("./PageActionsMenu")
      .then((module) => setMenu(() => module.PageActionsMenu))
      .catch((error: unknown) => console.error("Could not load the page menu:", error))
  }, [Menu])

  const show = (focus: FocusOnOpen): void => {
    load()
    setFocusOnOpen(focus)
    setOpen(true)
  }
  const close = useCallback((returnFocus: boolean): void => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      show(event.key === "ArrowDown" ? "first" : "last")
    }
  }

  return (
    <div className={styles.actions} ref={wrapper}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={Menu ? `${id}-menu` : undefined}
        onPointerEnter={load}
        onFocus={load}
        // A click from the keyboard (Enter, Space) has no pointer position: it moves focus into the menu.
        onClick={(event) => (open ? close(false) : show(event.detail === 0 ? "first" : null))}
        onKeyDown={onKeyDown}
      >
        <OutlineIcon name="copy" size={16} />
        <span>{t("pageActions.button")}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {Menu && <Menu id={`${id}-menu`} labelledBy={`${id}-button`} route={route} open={open} focusOnOpen={focusOnOpen} container={wrapper} onClose={close} />}
    </div>
  )
}
