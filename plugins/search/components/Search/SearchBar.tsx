import React, { useCallback, useMemo, useEffect, useId, useRef, useState } from "react"
import { Link, navigate, prefetchPathname } from "gatsby"
import { DOCS_VERSION, METRIKA_ID, SEARCH_LIMITS, SEARCH_PENDING_AFTER_MS } from "../../../../src/config/site"
import { SEARCH_CONTEXT_LABELS, t } from "../../../../src/config/strings"
import { useSearch } from "../../hooks/useSearch"
import { searchUrl } from "../../lib/url"
import { searchGoal } from "../../browser/goal"
import { SearchResult } from "./SearchResult"
import * as styles from "./SearchBar.module.css"

/** A query that found nothing is reported (with a counter) once the reader has stopped typing it for this long. */
export const NOTHING_FOUND_DELAY_MS = 1500

/** At most this many pages are suggested under the box. */
export const SUGGESTION_LIMIT = SEARCH_LIMITS.suggestions

interface SearchBarProps {
  /** Search context of the current page (docs, api, blog), for the 'within / outside' links. */
  context: string | null
  /** Metrika counter for the search goals; empty: the one the page declares, if any (search/goal), else none. */
  counterId?: string
}

/** The navbar search box: Ctrl/Cmd+K, up to 8 suggestions (one per page), keyboard navigation, links to all results. */
export function SearchBar({ context, counterId = METRIKA_ID }: SearchBarProps): JSX.Element {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const waiting = useRef<number | undefined>(undefined)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  const version = DOCS_VERSION.name
  const { status, answer, pending, preload, retry, ahead } = useSearch(query, SUGGESTION_LIMIT, null, version, 0, true)

  const text = query.trim()
  // A new answer points at none of its suggestions; set in this render (not from an effect, a second commit).
  const [pointedIn, setPointedIn] = useState(answer)
  if (pointedIn !== answer) {
    setPointedIn(answer)
    setActive(-1)
  }
  // Until the next answer arrives the list keeps the last one (marked busy and by the query it answers): a keystroke
  // then changes texts in place instead of unmounting every suggestion's link and mounting it again.
  const results = useMemo(() => (status === "failed" ? [] : answer.results), [status, answer.results])
  const hover = useCallback((index: number) => setActive(index), [])
  // The options' handlers stay the same from answer to answer (an option showing the same result is not rendered
  // again), reading the list they were chosen from when called.
  const shownList = useRef({ results, query: answer.query })
  useEffect(() => {
    shownList.current = { results, query: answer.query }
  }, [results, answer.query])
  const choose = useCallback(
    (index: number) => {
      setOpen(false)
      const hit = shownList.current.results[index]
      if (hit) searchGoal(counterId, "chosen", shownList.current.query, hit.url, index + 1, "box")
    },
    [counterId],
  )

  // A query that found nothing, once the reader has stopped typing it: a content-gap signal (only with a counter).
  const nothingFound = status === "ready" && !pending && text !== "" && answer.results.length === 0
  useEffect(() => {
    if (!nothingFound) return undefined
    const timer = setTimeout(() => searchGoal(counterId, "nothingFound", text, "box"), NOTHING_FOUND_DELAY_MS)
    return () => clearTimeout(timer)
  }, [nothingFound, counterId, text])
  const href = (ctx?: string, q = text) => searchUrl({ q, ctx, version })

  useEffect(() => () => window.clearTimeout(waiting.current), [])
  // The worker is asked from the input's own listener, which runs before React's (at the root) dispatches onChange:
  // the query leaves 0.5–1 ms after the keystroke instead of 2.5–5 ms; `typed` then takes up the same search.
  useEffect(() => {
    const box = input.current
    if (!box) return undefined
    const early = (): void => void ahead(box.value)
    box.addEventListener("input", early)
    return () => box.removeEventListener("input", early)
  }, [ahead])

  // The input is the browser's to draw (uncontrolled): a keystroke asks the worker at once and renders the box with
  // its answer, so the page's main thread is free when the answer arrives (see SEARCH_PENDING_AFTER_MS).
  const typed = (value: string): void => {
    if (!open) setOpen(true)
    window.clearTimeout(waiting.current)
    if (value.trim() === "") {
      setQuery(value)
      return
    }
    // Not in flushSync: called there from the answer's promise, it left an effect of the box unrun in Chromium (the
    // search goal of a query that found nothing, e2e/search-goals.spec.ts).
    const show = (): void => {
      window.clearTimeout(waiting.current)
      if (input.current?.value === value) setQuery(value)
    }
    void ahead(value).then(show)
    waiting.current = window.setTimeout(show, SEARCH_PENDING_AFTER_MS)
  }

  // The suggestion under the pointer or the arrow keys is the one likely opened: its page is fetched ahead.
  const activeUrl = results[active]?.url
  useEffect(() => {
    if (activeUrl) prefetchPathname(activeUrl)
  }, [activeUrl])

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        input.current?.focus()
        input.current?.select()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])

  useEffect(() => {
    const onDown = (event: MouseEvent): void => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", onDown)
    return () => document.removeEventListener("mousedown", onDown)
  }, [])

  const go = (href: string): void => {
    setOpen(false)
    input.current?.blur()
    void navigate(href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      setOpen(true)
      setActive((value) => Math.min(value + 1, results.length - 1))
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      setActive((value) => Math.max(value - 1, -1))
    } else if (event.key === "Enter") {
      event.preventDefault()
      const hit = results[active]
      if (hit) {
        choose(active)
        go(hit.href)
      } else if (input.current?.value.trim()) go(href(undefined, input.current.value.trim()))
    } else if (event.key === "Escape") {
      setOpen(false)
      input.current?.blur()
    }
  }

  const contextLabel = context ? SEARCH_CONTEXT_LABELS[context] : null
  const showPanel = open && text !== ""

  return (
    <div ref={root} className={styles.root} role="search" aria-label={t("search.label")}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className={styles.input}
        type="text"
        placeholder={t("search.placeholder")}
        autoComplete="off"
        spellCheck={false}
        defaultValue=""
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onFocus={() => {
          preload()
          setOpen(true)
        }}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.hint} aria-hidden="true">
        {t("search.shortcut")}
      </kbd>
      {showPanel && (
        <div className={styles.panel}>
          {status === "failed" && (
            <p className={styles.message} role="alert">
              {t("search.failed")}{" "}
              <button type="button" className={styles.retry} onClick={retry}>
                {t("error.loadRetry")}
              </button>
            </p>
          )}
          {status !== "failed" && results.length === 0 && (
            <p className={styles.message} aria-live="polite">
              {pending ? t("search.loading") : t("search.noResults")}
            </p>
          )}
          {status !== "failed" && !pending && answer.searched && results.length > 0 && (
            <p className={styles.message}>{t("search.searchedInstead", { query: answer.searched })}</p>
          )}
          <ul id={listId} role="listbox" aria-label={t("search.suggestions")} aria-busy={pending} className={styles.list} data-query={answer.query}>
            {results.map((result, index) => (
              <li key={result.url} role="presentation">
                <SearchResult
                  variant="option"
                  result={result}
                  id={`${listId}-${index}`}
                  index={index}
                  active={index === active}
                  onHover={hover}
                  onChoose={choose}
                />
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <Link to={href()} onClick={() => setOpen(false)}>
              {t("search.seeAll")}
            </Link>
            {context && contextLabel && (
              <>
                <Link to={href(context)} onClick={() => setOpen(false)}>
                  {t("search.seeWithin", { context: contextLabel })}
                </Link>
                <Link to={href(`!${context}`)} onClick={() => setOpen(false)}>
                  {t("search.seeOutside", { context: contextLabel })}
                </Link>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
