/**
 * The page's handle on search: a Web Worker through Comlink when the browser has workers and the worker
 * starts, otherwise the same engine on the main thread. Loads nothing until first used.
 */
import { wrap, type Remote } from "comlink"
import { DOCS_VERSION, SITE } from "../../../src/config/site"
import type { ContextFilter, SearchAnswer, SearchWorkerApi } from "../lib/protocol"
import { inWorkerOrHere } from "../lib/fallback"

let remote: Remote<SearchWorkerApi> | null = null
let local: Promise<SearchWorkerApi> | null = null

function mainThread(): Promise<SearchWorkerApi> {
  local ??= import("./service").then(({ createSearchService }) => createSearchService(process.env.NODE_ENV === "development"))
  return local
}

function worker(): Remote<SearchWorkerApi> | null {
  if (remote) return remote
  if (typeof Worker === "undefined") return null
  try {
    const instance = new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: "search" })
    remote = wrap<SearchWorkerApi>(instance)
    instance.addEventListener("error", (event) => {
      console.warn("Search worker failed; searching on the main thread instead.", event.message)
      remote = null
    })
    return remote
  } catch (error) {
    console.warn("Search worker unavailable; searching on the main thread instead.", error)
    return null
  }
}

function call<T>(operation: (api: SearchWorkerApi | Remote<SearchWorkerApi>) => Promise<T>): Promise<T> {
  return inWorkerOrHere<SearchWorkerApi | Remote<SearchWorkerApi>, T>(worker(), mainThread, operation, (error) => {
    console.warn("Search worker call failed twice; searching on the main thread instead.", error)
    remote = null
  })
}

const language = SITE.defaultLocale

/** Loads the small index meta (on first focus of a search box); shards follow the queries. */
export function preloadSearch(version: string = DOCS_VERSION.name): Promise<void> {
  return call((api) => api.loadIndexes(language, version)).then(() => undefined)
}

/**
 * Searches, optionally within (`docs`) or outside (`!docs`) a context; the engine filters before the limit.
 * `sections`: matching sections under each page, at most (the engine's own limit by default); `quick`: see
 * SearchWorkerApi.search.
 */
export function runSearch(
  query: string,
  limit: number,
  context: ContextFilter = null,
  version: string = DOCS_VERSION.name,
  sections?: number,
  quick?: boolean,
): Promise<SearchAnswer> {
  return call((api) => api.search(language, version, query, limit, context, sections, quick))
}
