import React, { useCallback, useId, useRef, useState } from "react"
import { PageActionsButton } from "./PageActionsButton"
import { PageActionsMenu, type FocusOnOpen } from "./PageActionsMenu"
import * as styles from "./PageActionsButton.module.css"

/** How the menu was asked to open before this code arrived: from the keyboard (focus the first item) or a pointer. */
export type OpenRequest = "first" | "pointer" | null

/** The menu button with its menu (WAI-ARIA menu button pattern): Enter, Space and the arrows open it, Escape closes it. */
export function PageActionsInteractive({ route, request }: { route: string; request: OpenRequest }): JSX.Element {
  const [open, setOpen] = useState(request !== null)
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>(request === "first" ? "first" : null)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()

  const show = (focus: FocusOnOpen): void => {
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
    <div className={styles.actions} ref={wrapper} data-page-actions-ready="">
      <PageActionsButton
        ref={button}
        id={`${id}-button`}
        expanded={open}
        aria-controls={`${id}-menu`}
        // A click from the keyboard (Enter, Space) has no pointer position: it moves focus into the menu.
        onClick={(event) => (open ? close(false) : show(event.detail === 0 ? "first" : null))}
        onKeyDown={onKeyDown}
      />
      <PageActionsMenu id={`${id}-menu`} labelledBy={`${id}-button`} route={route} open={open} focusOnOpen={focusOnOpen} container={wrapper} onClose={close} />
    </div>
  )
}
