import { useCallback, useEffect, useRef, useState } from "react"
import type { ContextFilter, PageResult } from "../lib/protocol"

/** The search client (worker, Comlink, fallback) loads with the first use of search, not with the page. */
const client = () => import("../browser/client")

/**
 * Answers shown on this page, by query (as the worker's engine remembers its own): typing back to a query answered
 * before (Backspace, then the letter again) shows its answer with the keystroke's own render and frame, with no
 * round trip to the worker. Not under `gatsby develop`, where the index changes after every save.
 */
const shown = new Map<string, SearchState["answer"]>()
const SHOWN_MAX = 50
const remembers = process.env.NODE_ENV !== "development"

export type SearchStatus = "idle" | "loading" | "ready" | "failed"

export interface SearchState {
  status: SearchStatus
  /** Results with the query and context they answer, so a pending search never shows stale hits or 'No results'. */
  answer: { query: string; context: ContextFilter; limit: number; total: number; results: PageResult[]; searched?: string }
  /** True while the shown results do not answer the current query yet. */
  pending: boolean
  /** Loads the index meta ahead of the first query (on focus of a search box). */
  preload(): void
  /** Tries again after a failure. */
  retry(): void
}

/**
 * The one search hook of the navbar box and the results page: `query` within `context`, at most `limit` pages,
 * each with at most `sections` matching sections (the box shows none, so it loads none of their texts).
 */
export function useSearch(query: string, limit: number, context: ContextFilter = null, version?: string, sections?: number): SearchState {
  const text = query.trim()
  const [status, setStatus] = useState<SearchStatus>("idle")
  const [answer, setAnswer] = useState<SearchState["answer"]>({ query: "", context: null, limit, total: 0, results: [] })
  const [attempt, setAttempt] = useState(0)
  const request = useRef(0)
  const preloaded = useRef(false)

  const preload = useCallback(() => {
    if (preloaded.current) return
    preloaded.current = true
    setStatus((current) => (current === "idle" ? "loading" : current))
    client()
      .then(({ preloadSearch }) => preloadSearch(version))
      .then(
        () => setStatus((current) => (current === "loading" ? "ready" : current)),
        (error: unknown) => {
          console.error("Search index failed to load:", error)
          preloaded.current = false
          setStatus("failed")
        },
      )
  }, [version])

  const key = JSON.stringify([text, limit, context, version, sections])
  const known = remembers && text !== "" ? shown.get(key) : undefined
  useEffect(() => {
    const id = ++request.current
    if (text === "") {
      setAnswer({ query: "", context, limit, total: 0, results: [] })
      return undefined
    }
    if (known) {
      // Kept as the last answer, which the list shows while the next query's is on its way.
      setAnswer(known)
      return undefined
    }
    client()
      .then(({ runSearch }) => runSearch(text, limit, context, version, sections))
      .then(
        ({ total, results, searched }) => {
          const found = { query: text, context, limit, total, results, ...(searched ? { searched } : {}) }
          if (remembers) {
            shown.set(key, found)
            if (shown.size > SHOWN_MAX) shown.delete(shown.keys().next().value as string)
          }
          if (id !== request.current) return
          setAnswer(found)
          setStatus("ready")
        },
        (error: unknown) => {
          if (id !== request.current) return
          console.error("Search failed:", error)
          setStatus("failed")
        },
      )
    return undefined
  }, [text, limit, context, version, sections, attempt, key, known])

  const retry = useCallback(() => {
    preloaded.current = false
    setStatus("loading")
    setAttempt((value) => value + 1)
  }, [])

  // A larger limit for the same query keeps the shown results while the rest loads.
  const current = known ?? answer
  const pending = text !== current.query || context !== current.context
  return { status, answer: current, pending, preload, retry }
}
