import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { ASSISTANTS, SITE } from "../../config/site"
import { t } from "../../config/strings"
import { assistantUrl, markdownUrlOf, nextMenuIndex } from "../../lib/page-actions"
import { useCopyPage } from "../../hooks/useCopyPage"
import { useDismiss } from "../../hooks/useDismiss"
import * as styles from "./PageActions.module.css"

const CopyIcon = (): JSX.Element => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" aria-hidden="true">
    <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" />
    <path d="M10.5 5.5v-2A1.5 1.5 0 0 0 9 2H3.5A1.5 1.5 0 0 0 2 3.5V10a1.5 1.5 0 0 0 1.5 1.5h2" />
  </svg>
)

/**
 * «Копировать страницу»: a menu button (WAI-ARIA menu button pattern) to copy the page's Markdown twin,
 * open it, or open ChatGPT or Claude with a prompt about it. The button has the same size before and after
 * hydration and the menu floats, so nothing on the page moves.
 */
export function PageActions({ route }: { route: string }): JSX.Element {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const focusFirst = useRef(false)
  const id = useId()
  const markdownPath = `${route}.md`
  const { status, prefetch, copy } = useCopyPage(markdownPath)
  const prompt = t("pageActions.prompt", { url: markdownUrlOf(SITE.url, route) })

  const items = (): HTMLElement[] => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const close = useCallback((returnFocus: boolean): void => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])
  const dismiss = useCallback(() => close(wrapper.current?.contains(document.activeElement) ?? false), [close])
  useDismiss(wrapper, open, dismiss)

  useEffect(() => {
    if (!open) return
    prefetch()
    if (focusFirst.current) items()[0]?.focus()
  }, [open, prefetch])

  const toggle = (viaKeyboard: boolean): void => {
    focusFirst.current = viaKeyboard
    setOpen((value) => !value)
  }

  const onButtonKey = (event: React.KeyboardEvent): void => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      focusFirst.current = true
      setOpen(true)
      if (open) items()[event.key === "ArrowDown" ? 0 : items().length - 1]?.focus()
    }
  }

  const onMenuKey = (event: React.KeyboardEvent): void => {
    const list = items()
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length)
    if (next !== null) {
      event.preventDefault()
      list[next]?.focus()
    } else if (event.key === "Tab") {
      close(false)
    }
  }

  const onCopy = (): void => {
    close(true)
    void copy()
  }

  const external = { target: "_blank", rel: "noopener noreferrer" }
  return (
    <div className={styles.actions} ref={wrapper}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={(event) => toggle(event.detail === 0)}
        onKeyDown={onButtonKey}
      >
        <CopyIcon />
        <span>{t("pageActions.button")}</span>
        <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={onCopy}>
            <span className={styles.label}>{t("pageActions.copy")}</span>
            <span className={styles.hint}>{t("pageActions.copyHint")}</span>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownPath} onClick={() => close(false)}>
            <span className={styles.label}>{t("pageActions.view")}</span>
            <span className={styles.hint}>{t("pageActions.viewHint")}</span>
          </a>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={assistantUrl(ASSISTANTS.chatgpt, prompt)} {...external} onClick={() => close(false)}>
            <span className={styles.label}>
              {t("pageActions.chatgpt")} <span className="visually-hidden">{t("pageActions.newTab")}</span>
            </span>
            <span className={styles.hint}>{t("pageActions.assistantHint")}</span>
          </a>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={assistantUrl(ASSISTANTS.claude, prompt)} {...external} onClick={() => close(false)}>
            <span className={styles.label}>
              {t("pageActions.claude")} <span className="visually-hidden">{t("pageActions.newTab")}</span>
            </span>
            <span className={styles.hint}>{t("pageActions.assistantHint")}</span>
          </a>
        </li>
      </ul>
      <p className={`${styles.status} ${status === "failed" ? styles.failed : ""}`} role="status" aria-live="polite">
        {status === "copied" ? t("pageActions.copied") : status === "failed" ? t("pageActions.copyFailed") : ""}
      </p>
    </div>
  )
}
