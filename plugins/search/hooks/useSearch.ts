import { useCallback, useEffect, useRef, useState } from "react"
import type { ContextFilter, PageResult, SearchAnswer } from "../lib/protocol"

type Client = typeof import("../browser/client")
/** The search client (worker, Comlink, fallback) loads with the first use of search, not with the page. */
let loaded: Client | null = null
const client = (): Promise<Client> => import("../browser/client").then((module) => (loaded = module))

/**
 * Answers shown on this page, by query (as the worker's engine remembers its own): typing back to a query answered
 * before (Backspace, then the letter again) shows its answer with the keystroke's own render and frame, with no
 * round trip to the worker. Not under `gatsby develop`, where the index changes after every save.
 */
const shown = new Map<string, SearchState["answer"]>()
const SHOWN_MAX = 50
const remembers = process.env.NODE_ENV !== "development"

/**
 * Results as shown, by their content: an answer's result equal to one shown before is that same object, so a memoised
 * view of it (SearchResult) is not rendered again when the next keystroke finds the same page with the same snippet.
 */
const sameResults = new Map<string, PageResult>()
const SAME_RESULTS_MAX = 400
function shared(results: PageResult[]): PageResult[] {
  if (sameResults.size > SAME_RESULTS_MAX) sameResults.clear()
  return results.map((result) => {
    const content = JSON.stringify(result)
    const known = sameResults.get(content)
    if (known) return known
    sameResults.set(content, result)
    return result
  })
}

/**
 * Searches on their way, by the same key: a box asks for its query as the reader types it (`ahead`), before React
 * renders the keystroke, and the render's effect takes up the same search instead of asking again. Each answer is
 * remembered in `shown` as it arrives, so a query rendered after its answer shows it in that one render.
 */
const asked = new Map<string, Promise<SearchState["answer"]>>()
const keyOf = (text: string, limit: number, context: ContextFilter, version?: string, sections?: number, quick?: boolean): string =>
  JSON.stringify([text, limit, context, version, sections, quick])
function ask(text: string, limit: number, context: ContextFilter, version?: string, sections?: number, quick?: boolean): Promise<SearchState["answer"]> {
  const key = keyOf(text, limit, context, version, sections, quick)
  let search = asked.get(key)
  if (!search) {
    // Once loaded, the client is called in this task: the worker gets the query before React renders the keystroke.
    const answer = loaded
      ? loaded.runSearch(text, limit, context, version, sections, quick)
      : client().then(({ runSearch }) => runSearch(text, limit, context, version, sections, quick))
    search = answer.then(({ total, results, searched }: SearchAnswer) => {
      const found = { query: text, context, limit, total, results: shared(results), ...(searched ? { searched } : {}) }
      if (remembers) {
        shown.set(key, found)
        if (shown.size > SHOWN_MAX) shown.delete(shown.keys().next().value as string)
      }
      return found
    })
    asked.set(key, search)
    const done = () => asked.delete(key)
    search.then(done, done)
  }
  return search
}

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
  /**
   * Starts the search of a query about to be rendered (from the input's change handler), so the worker begins at once;
   * settles once its answer is known, so a render of the query then shows it with no second render (or once it failed).
   */
  ahead(query: string): Promise<void>
}

/**
 * The one search hook of the navbar box and the results page: `query` within `context`, at most `limit` pages,
 * each with at most `sections` matching sections (the box shows none, so it loads none of their texts); `quick`, ranked
 * among each word's best pages (the box, which shows no total; see SearchWorkerApi.search).
 */
export function useSearch(query: string, limit: number, context: ContextFilter = null, version?: string, sections?: number, quick?: boolean): SearchState {
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

  const key = keyOf(text, limit, context, version, sections, quick)
  const known = remembers && text !== "" ? shown.get(key) : undefined
  // A known answer is kept as the last answer (which the list shows while the next query's is on its way) in this
  // render, not in a second one from an effect: React renders the hook again at once, before its children.
  if (known && (known !== answer || status !== "ready")) {
    setAnswer(known)
    setStatus("ready")
  }
  useEffect(() => {
    const id = ++request.current
    if (text === "") {
      setAnswer({ query: "", context, limit, total: 0, results: [] })
      return undefined
    }
    if (known) return undefined
    ask(text, limit, context, version, sections, quick).then(
      (found) => {
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
  }, [text, limit, context, version, sections, quick, attempt, key, known])

  const retry = useCallback(() => {
    preloaded.current = false
    setStatus("loading")
    setAttempt((value) => value + 1)
  }, [])

  const ahead = useCallback(
    (next: string): Promise<void> => {
      const upcoming = next.trim()
      if (upcoming === "" || (remembers && shown.has(keyOf(upcoming, limit, context, version, sections, quick)))) return Promise.resolve()
      return ask(upcoming, limit, context, version, sections, quick).then(
        () => undefined,
        () => undefined,
      )
    },
    [limit, context, version, sections, quick],
  )

  // A larger limit for the same query keeps the shown results while the rest loads.
  const current = known ?? answer
  const pending = text !== current.query || context !== current.context
  return { status, answer: current, pending, preload, retry, ahead }
}
