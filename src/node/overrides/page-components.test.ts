/**
 * The table of page components the browser bundle gets (src/node/overrides/page-components.ts), with webpack's
 * chunk loader and require, the page's HTML and Gatsby's table as stand-ins.
 */
import { pageChunksSliceHtml } from "../../lib/page-chunks"

const OWN = { name: "component---src-templates-doc-page-tsx-content-file-path-content-docs-start-mdx", module: 4885, chunks: ["0a1b2c3d4e", "5f6a7b8c9d"] }
const OTHER = "component---src-pages-index-tsx"

const gatsbyTable = { [OTHER]: jest.fn(() => Promise.resolve({ default: "index page" })) }
jest.mock("$virtual/async-requires", () => ({ components: gatsbyTable }), { virtual: true })

type Loader = { components: Record<string, () => Promise<unknown>> }
const calls: string[] = []
const globals = globalThis as unknown as Record<string, unknown>

/** The module as a fresh page would run it, with `html` as the page's slice of page chunks. */
function load(html: string | null): Loader {
  calls.length = 0
  gatsbyTable[OTHER].mockClear()
  const data = html === null ? null : /type="application\/json">(.*)<\/script>$/.exec(html)?.[1]
  globals.document = { getElementById: (id: string) => (id === "gatsby-page-chunks" && data ? { textContent: data } : null) }
  globals.__webpack_chunk_load__ = (id: string) => {
    calls.push(`load ${id}`)
    return Promise.resolve()
  }
  globals.__webpack_require__ = (id: string | number) => {
    calls.push(`require ${id}`)
    return { default: `module ${id}` }
  }
  let loader: Loader | undefined
  jest.isolateModules(() => {
    loader = (jest.requireActual("./page-components") as { default: Loader }).default
  })
  return loader as Loader
}

afterAll(() => {
  for (const name of ["document", "__webpack_chunk_load__", "__webpack_require__"]) delete globals[name]
})

describe("page components in the browser bundle", () => {
  it("loads the page's own component from its HTML: its chunks, then its module, without Gatsby's table", async () => {
    const { components } = load(pageChunksSliceHtml(OWN))
    await expect(components[OWN.name]()).resolves.toEqual({ default: "module 4885" })
    expect(calls).toEqual(["load 0a1b2c3d4e", "load 5f6a7b8c9d", "require 4885"])
    expect(gatsbyTable[OTHER]).not.toHaveBeenCalled()
  })

  it("loads any other component through Gatsby's table", async () => {
    const { components } = load(pageChunksSliceHtml(OWN))
    await expect(components[OTHER]()).resolves.toEqual({ default: "index page" })
    expect(gatsbyTable[OTHER]).toHaveBeenCalledTimes(1)
    expect(calls).toEqual([])
  })

  it("loads the page's own component through Gatsby's table when the HTML names none", async () => {
    const { components } = load(null)
    await expect(components[OTHER]()).resolves.toEqual({ default: "index page" })
    expect(calls).toEqual([])
  })

  it("has a loader for every name, as Gatsby's loader expects, which fails for a name the build does not know", async () => {
    const { components } = load(pageChunksSliceHtml(OWN))
    expect(typeof components["component---unknown"]).toBe("function")
    await expect(components["component---unknown"]()).rejects.toThrow('No page component named "component---unknown"')
  })
})
