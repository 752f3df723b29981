import React, { useCallback, useId, useRef, useState } from "react"
import { t } from "../../config/strings"
import type { FocusOnOpen, PageActionsMenu } from "./PageActionsMenu"
import * as styles from "./PageActions.module.css"

const CopyIcon = (): JSX.Element => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" aria-hidden="true">
    <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" />
    <path d="M10.5 5.5v-2A1.5 1.5 0 0 0 9 2H3.5A1.5 1.5 0 0 0 2 3.5V10a1.5 1.5 0 0 0 1.5 1.5h2" />
  </svg>
)

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
        <CopyIcon />
        <span>{t("pageActions.button")}</span>
        <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {Menu && <Menu id={`${id}-menu`} labelledBy={`${id}-button`} route={route} open={open} focusOnOpen={focusOnOpen} container={wrapper} onClose={close} />}
    </div>
  )
}
