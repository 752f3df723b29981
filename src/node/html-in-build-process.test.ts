import fs from "node:fs"
import path from "node:path"

type Pool = {
  single: Record<string, (...args: unknown[]) => Promise<unknown>>
  all: Record<string, (...args: unknown[]) => Promise<unknown>[]>
  end: () => unknown[]
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inProcessPool, RENDERS, SETS_UP, RUNS_QUERIES } = require(path.resolve("src/node/html-in-build-process.cjs")) as {
  inProcessPool: (renderHtml: Record<string, unknown>, file?: string) => Pool
  RENDERS: string[]
  SETS_UP: string[]
  RUNS_QUERIES: string[]
}

/** A stand-in for Gatsby's render-html module: each render function answers with its name and arguments. */
const renderHtml = Object.fromEntries(RENDERS.map((name) => [name, async (...args: unknown[]) => ({ name, args })]))

describe("the static HTML rendered in the build process", () => {
  it("knows every function of the installed Gatsby's worker: what renders, what sets a worker up and what runs queries", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/worker/child/index"), "utf8")
    const exported = new Set([...source.matchAll(/^exports\.(\w+) = /gm)].map((match) => match[1]).filter((name) => name !== "__esModule"))
    expect([...exported].sort()).toEqual([...RENDERS, ...SETS_UP, ...RUNS_QUERIES].sort())
    // The worker's render functions are its render-html module's, which the pool runs here.
    expect(Object.keys(inProcessPool(require("gatsby/dist/utils/worker/child/render-html")).single)).toEqual(expect.arrayContaining(RENDERS))
  })

  it("renders in this process, with the arguments Gatsby gave its worker", async () => {
    const pool = inProcessPool(renderHtml)
    await expect(pool.single.renderHTMLProd({ paths: ["/docs/start/"] })).resolves.toEqual({ name: "renderHTMLProd", args: [{ paths: ["/docs/start/"] }] })
    await expect(Promise.all(pool.all.renderSlices({ slices: [] }))).resolves.toEqual([{ name: "renderSlices", args: [{ slices: [] }] }])
  })

  it("has no worker to set up, and stops the build, naming itself, if Gatsby asks it to run queries", async () => {
    const pool = inProcessPool(renderHtml)
    expect(pool.all.loadConfigAndPlugins({ siteDirectory: "." })).toEqual([])
    expect(pool.all.buildSchema()).toEqual([])
    expect(pool.end()).toEqual([])
    await expect(pool.single.runQueries({ pageQueryIds: [] })).rejects.toThrow(
      "src/node/html-in-build-process.cjs: Gatsby asked its worker to runQueries, and with one core counted the build process is its worker, which only renders",
    )
  })

  it("stops the build, naming the file, when Gatsby's render module lacks a render function", () => {
    const { renderSlices: _dropped, ...rest } = renderHtml
    expect(() => inProcessPool(rest, "render-html.js")).toThrow(
      "src/node/html-in-build-process.cjs: render-html.js does not export renderSlices; update the override for this Gatsby version",
    )
  })
})
