/** The engine over `fetch`: what the worker exposes, and what the page uses when there is no worker. */
import { createEngine, type Engine } from "../lib/engine"
import { SEARCH_MANIFEST_PATH } from "../lib/protocol"

/** `develop`: the index is rewritten after every save, so the manifest is read afresh before each search. */
export function createSearchService(
  develop = false,
  fetchJson: (url: string, init?: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): Engine {
  return createEngine(
    async (url) => {
      const response = await fetchJson(url, develop ? { cache: "no-store" } : undefined)
      if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`)
      return response.json()
    },
    SEARCH_MANIFEST_PATH,
    { revalidate: develop },
  )
}
