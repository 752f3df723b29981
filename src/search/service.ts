/** The engine over `fetch`: what the worker exposes, and what the page uses when there is no worker. */
import { createEngine, type Engine } from "./engine"

export function createSearchService(fetchJson: (url: string) => Promise<Response> = (url) => fetch(url)): Engine {
  return createEngine(async (url) => {
    const response = await fetchJson(url)
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`)
    return response.json()
  })
}
