import React, { useCallback, useEffect, useId, useRef, useState } from "react"
import { Link, navigate } from "gatsby"
import type { PageResult, SearchHit } from "../../search/protocol"
import { ROUTES } from "../../config/site"
import { SEARCH_CONTEXT_LABELS, SEARCH_TYPE_LABELS, t } from "../../config/strings"
import { Snippet, TypeIcon } from "./Snippet"
import * as styles from "./SearchBar.module.css"

export const SUGGESTION_LIMIT = 8

/** The search client (worker, Comlink, fallback) loads with the first use of the box, not with the page. */
const client = () => import("../../search/client")

type Status = "idle" | "loading" | "ready" | "failed"

interface SearchBarProps {
  /** Search context of the current page (docs, api, blog), for the 'within / outside' links. */
  context: string | null
}

const searchHref = (query: string, ctx?: string): string =>
  `${ROUTES.search}?q=${encodeURIComponent(query)}${ctx ? `&ctx=${encodeURIComponent(ctx)}` : ""}`

/** The navbar search box: Ctrl/Cmd+K, up to 8 suggestions, keyboard navigation, links to all results. */
export function SearchBar({ context }: SearchBarProps): JSX.Element {
  const [query, setQuery] = useState("")
  // Results remember the query they answer, so a pending search never shows stale hits or 'No results'.
  const [answer, setAnswer] = useState<{ query: string; results: PageResult[] }>({ query: "", results: [] })
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<Status>("idle")
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  const request = useRef(0)

  const text = query.trim()
  const pending = text !== answer.query
  const results = pending ? [] : answer.results
  const hits: SearchHit[] = results.flatMap((page) => page.hits)

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

  const [attempt, setAttempt] = useState(0)

  const load = useCallback((force = false) => {
    if (status !== "idle" && !force) return
    setStatus("loading")
    client().then(({ preloadSearch }) => preloadSearch()).then(
      () => setStatus("ready"),
      (error: unknown) => {
        console.error("Search index failed to load:", error)
        setStatus("failed")
      },
    )
  }, [status])

  useEffect(() => {
    if (text === "") {
      setAnswer({ query: "", results: [] })
      return undefined
    }
    const id = ++request.current
    const timer = window.setTimeout(() => {
      client().then(({ runSearch }) => runSearch(text, SUGGESTION_LIMIT)).then(
        (found) => {
          if (id !== request.current) return
          setAnswer({ query: text, results: found })
          setActive(-1)
          setStatus("ready")
        },
        (error: unknown) => {
          console.error("Search failed:", error)
          setStatus("failed")
        },
      )
    }, 0)
    return () => window.clearTimeout(timer)
  }, [text, attempt])

  const go = (href: string): void => {
    setOpen(false)
    input.current?.blur()
    void navigate(href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      setOpen(true)
      setActive((value) => Math.min(value + 1, hits.length - 1))
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      setActive((value) => Math.max(value - 1, -1))
    } else if (event.key === "Enter") {
      event.preventDefault()
      const hit = hits[active]
      if (hit) go(hit.href)
      else if (text) go(searchHref(text))
    } else if (event.key === "Escape") {
      setOpen(false)
      input.current?.blur()
    }
  }

  const contextLabel = context ? SEARCH_CONTEXT_LABELS[context] : null
  const showPanel = open && text !== ""
  let index = -1

  return (
    <div ref={root} className={styles.root} role="search" aria-label={t("search.label")}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className={styles.input}
        type="search"
        placeholder={t("search.placeholder")}
        autoComplete="off"
        spellCheck={false}
        value={query}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onFocus={() => {
          load(false)
          setOpen(true)
        }}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
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
              <button
                type="button"
                className={styles.retry}
                onClick={() => {
                  load(true)
                  setAttempt((value) => value + 1)
                }}
              >
                {t("error.loadRetry")}
              </button>
            </p>
          )}
          {status !== "failed" && hits.length === 0 && (
            <p className={styles.message} aria-live="polite">
              {pending ? t("search.loading") : t("search.noResults")}
            </p>
          )}
          <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className={styles.list} data-query={pending ? undefined : answer.query}>
            {results.map((page) => (
              <li key={page.url} role="presentation" className={styles.group}>
                <span className={styles.groupTitle} role="presentation">
                  {page.title}
                </span>
                <ul role="presentation" className={styles.list}>
                  {page.hits.map((hit) => {
                    index += 1
                    const current = index
                    return (
                      <li key={`${hit.url}#${hit.hash}-${hit.type}`} role="presentation">
                        <Link
                          id={`${listId}-${current}`}
                          role="option"
                          aria-selected={current === active}
                          to={hit.href}
                          className={current === active ? `${styles.hit} ${styles.active}` : styles.hit}
                          onMouseEnter={() => setActive(current)}
                          onClick={() => setOpen(false)}
                        >
                          <span className={styles.icon}>
                            <TypeIcon type={hit.type} label={SEARCH_TYPE_LABELS[hit.type]} />
                          </span>
                          <span className={styles.hitBody}>
                            <span className={styles.hitTitle}>{hit.section || hit.title}</span>
                            <span className={styles.breadcrumb}>{[...hit.breadcrumb, hit.title].join(" › ")}</span>
                            <span className={styles.snippet}>
                              <Snippet parts={hit.snippet} />
                            </span>
                          </span>
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <Link to={searchHref(text)} onClick={() => setOpen(false)}>
              {t("search.seeAll")}
            </Link>
            {context && contextLabel && (
              <>
                <Link to={searchHref(text, context)} onClick={() => setOpen(false)}>
                  {t("search.seeWithin", { context: contextLabel })}
                </Link>
                <Link to={searchHref(text, `!${context}`)} onClick={() => setOpen(false)}>
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
