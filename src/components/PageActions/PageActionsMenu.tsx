import React, { useCallback, useEffect, useRef, type RefObject } from "react"
import { SITE } from "../../config/site"
import { PAGE_TOOLS } from "../../config/page-tools"
import { t } from "../../config/strings"
import { assistantUrl, markdownUrlOf } from "../../browser/page-actions"
import { rovingIndex } from "../../browser/roving-focus"
import { useCopyPage } from "../../hooks/useCopyPage"
import { useDismiss } from "../../hooks/useDismiss"
import * as styles from "./PageActionsMenu.module.css"

export type FocusOnOpen = "first" | "last" | null

/** The assistants the menu offers a page to, in menu order. */
const ASSISTANTS = [
  { id: "chatgpt", label: "pageActions.chatgpt" },
  { id: "claude", label: "pageActions.claude" },
] as const

interface PageActionsMenuProps {
  id: string
  labelledBy: string
  route: string
  open: boolean
  focusOnOpen: FocusOnOpen
  /** The button and the menu together: a press outside it closes the menu. */
  container: RefObject<HTMLElement>
  onClose: (returnFocus: boolean) => void
}

/** The items of «Копировать страницу» and the copy confirmation, loaded on demand by `PageActions`. */
export function PageActionsMenu({ id, labelledBy, route, open, focusOnOpen, container, onClose }: PageActionsMenuProps): JSX.Element {
  const menu = useRef<HTMLUListElement>(null)
  const markdownPath = `${route}.md`
  const { status, prefetch, copy } = useCopyPage(markdownPath)
  const prompt = t("pageActions.prompt", { url: markdownUrlOf(SITE.url, route) })

  const items = (): HTMLElement[] => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const dismiss = useCallback(() => onClose(container.current?.contains(document.activeElement) ?? false), [onClose, container])
  useDismiss(container, open, dismiss)

  useEffect(() => {
    if (!open) return
    prefetch()
    const list = items()
    if (focusOnOpen === "first") list[0]?.focus()
    if (focusOnOpen === "last") list[list.length - 1]?.focus()
  }, [open, focusOnOpen, prefetch])

  const onKeyDown = (event: React.KeyboardEvent): void => {
    const list = items()
    const next = rovingIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length, "vertical")
    if (next !== null) {
      event.preventDefault()
      list[next]?.focus()
    } else if (event.key === "Tab") {
      onClose(false)
    }
  }

  const onCopy = (): void => {
    onClose(true)
    void copy()
  }

  const external = { target: "_blank", rel: "noopener noreferrer" }
  return (
    <>
      <ul ref={menu} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} hidden={!open} onKeyDown={onKeyDown}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onCopy}>
            <span className={styles.label}>{t("pageActions.copy")}</span>
            <span className={styles.hint}>{t("pageActions.copyHint")}</span>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownPath} onClick={() => onClose(false)}>
            <span className={styles.label}>{t("pageActions.view")}</span>
            <span className={styles.hint}>{t("pageActions.viewHint")}</span>
          </a>
        </li>
        {ASSISTANTS.map(({ id, label }) => (
          <li role="none" key={id}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={assistantUrl(PAGE_TOOLS.assistants[id], prompt)}
              {...external}
              onClick={() => onClose(false)}
            >
              <span className={styles.label}>
                {t(label)} <span className="visually-hidden">{t("pageActions.newTab")}</span>
              </span>
              <span className={styles.hint}>{t("pageActions.assistantHint")}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={`${styles.status} ${status === "failed" ? styles.failed : ""}`} role="status" aria-live="polite">
        {status === "copied" ? t("pageActions.copied") : status === "failed" ? t("pageActions.copyFailed") : ""}
      </p>
    </>
  )
}
