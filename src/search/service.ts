/** The two search operations over fetched index files; the worker exposes this, and so does the fallback. */
import { createEngine, type Engine } from "./engine"
import { SEARCH_MANIFEST_PATH, type PageResult, type SearchIndexFile, type SearchManifest, type SearchWorkerApi } from "./protocol"

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

export function createSearchService(fetchJson: Fetch = (url) => fetch(url)): SearchWorkerApi {
  const engines = new Map<string, Promise<Engine>>()
  let manifest: Promise<SearchManifest> | null = null

  const getJson = async <T>(url: string): Promise<T> => {
    const response = await fetchJson(url)
    if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`)
    return (await response.json()) as T
  }

  const engineFor = (language: string, version: string): Promise<Engine> => {
    const key = `${language}/${version}`
    let engine = engines.get(key)
    if (!engine) {
      engine = (async () => {
        manifest ??= getJson<SearchManifest>(SEARCH_MANIFEST_PATH)
        const file = (await manifest)[language]?.[version]
        if (!file) throw new Error(`No search index for language "${language}" and version "${version}"`)
        return createEngine(await getJson<SearchIndexFile>(file))
      })()
      engine.catch(() => engines.delete(key))
      engines.set(key, engine)
    }
    return engine
  }

  return {
    async loadIndexes(language, version) {
      await engineFor(language, version)
      return { records: 1 }
    },
    async search(language, version, query, limit): Promise<PageResult[]> {
      const engine = await engineFor(language, version)
      return engine.search(query, limit)
    },
  }
}
