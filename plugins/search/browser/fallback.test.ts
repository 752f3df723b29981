import { inWorkerOrHere } from "./fallback"
import { buildIndex } from "../node/build-index"
import { createEngine, type Engine } from "../lib/engine"
import type { IndexablePage } from "../lib/records"

const page = (url: string, title: string, text: string): IndexablePage => ({
  url,
  title,
  description: "",
  keywords: [],
  breadcrumb: ["Документация"],
  context: "docs",
  sections: [{ heading: null, text }],
})

/** The index of `pages` served under `/<base>/`, the manifest pointing there. */
function filesOf(base: string): Map<string, unknown> {
  const built = buildIndex(
    [page("/docs/cascades", "Каскады", "Каскад отправки."), page("/docs/template", "Шаблоны", "Шаблон сообщения.")],
    "ru",
    "current",
    400,
  )
  const files = new Map<string, unknown>([
    ["/search/manifest.json", { ru: { current: `/${base}/meta.json` } }],
    [`/${base}/meta.json`, { ...built.meta, base: `/${base}/` }],
  ])
  for (const [name, value] of built.files) files.set(`/${base}/${name}`, value)
  return files
}

describe("inWorkerOrHere", () => {
  const nowhere = async (): Promise<Engine> => {
    throw new Error("searched on the main thread")
  }

  it("keeps searching in the worker after a deploy took away the index it had loaded", async () => {
    const files = filesOf("before")
    const worker = createEngine(async (path) => {
      if (!files.has(path)) throw new Error(`Could not load ${path}: HTTP 404`)
      return JSON.parse(JSON.stringify(files.get(path)))
    })
    const lost = jest.fn()
    const search = (query: string) => inWorkerOrHere(worker, nowhere, (api) => api.search("ru", "current", query, 8), lost)
    expect((await search("каскад")).results[0]?.url).toBe("/docs/cascades")
    files.clear()
    for (const [name, value] of filesOf("after")) files.set(name, value)
    expect((await search("шаблон")).results[0]?.url).toBe("/docs/template")
    expect(lost).not.toHaveBeenCalled()
  })

  it("gives the worker up and searches on the main thread when it fails twice", async () => {
    const broken = { search: jest.fn(async () => Promise.reject(new Error("worker gone"))) }
    const here = { search: jest.fn(async () => "answered here") }
    const lost = jest.fn()
    await expect(
      inWorkerOrHere(
        broken,
        async () => here,
        (api) => api.search(),
        lost,
      ),
    ).resolves.toBe("answered here")
    expect(broken.search).toHaveBeenCalledTimes(2)
    expect(lost).toHaveBeenCalledWith(new Error("worker gone"))
  })

  it("searches on the main thread where there is no worker", async () => {
    const here = { search: async () => "answered here" }
    await expect(
      inWorkerOrHere(
        null,
        async () => here,
        (api) => api.search(),
        jest.fn(),
      ),
    ).resolves.toBe("answered here")
  })
})
