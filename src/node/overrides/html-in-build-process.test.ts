import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

type Pool = {
  single: Record<string, (...args: unknown[]) => Promise<unknown>>
  all: Record<string, (...args: unknown[]) => Promise<unknown>[]>
  end: () => unknown[]
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inProcessPool, poolBySize, RENDERS, SETS_UP, RUNS_QUERIES } = require(path.resolve("src/node/overrides/html-in-build-process.cjs")) as {
  inProcessPool: (renderHtml: Record<string, unknown>, file?: string) => Pool
  poolBySize: (createPool: () => Pool, renderHtmlFile: string, pageCount: () => number, maxPages?: number, report?: (line: string) => void) => Pool
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
    await expect(pool.single.runQueries({ pageQueryIds: [] })).rejects.toThrow(
      "src/node/overrides/html-in-build-process.cjs: Gatsby asked its worker to runQueries, and with one core counted the build process is its worker, which only renders",
    )
  })

  it("lets go of the page renderer and render-html when Gatsby ends the pool, as a worker's exit would", () => {
    // In Node itself (Jest keeps a module registry of its own, not require.cache), from a file as Gatsby's are.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "renderer-"))
    fs.writeFileSync(path.join(folder, "render-page.js"), "exports.default = () => 'html'")
    fs.writeFileSync(path.join(folder, "render-html.js"), "exports.renderHTMLProd = exports.renderHTMLDev = exports.renderPartialHydrationProd = exports.renderSlices = async ({ htmlComponentRendererPath }) => require(htmlComponentRendererPath).default()")
    const script = `
const { inProcessPool } = require(${JSON.stringify(path.resolve("src/node/overrides/html-in-build-process.cjs"))})
const renderHtml = require.resolve("./render-html"), renderer = require.resolve("./render-page")
const pool = inProcessPool(require(renderHtml), renderHtml)
pool.single.renderHTMLProd({ htmlComponentRendererPath: renderer, paths: ["/"] }).then(async (html) => {
  const before = [renderHtml, renderer].filter((file) => require.cache[file]).length
  const kept = new WeakRef(require.cache[renderer].exports)
  pool.end()
  const after = [renderHtml, renderer].filter((file) => require.cache[file]).length
  await new Promise((resolve) => setTimeout(resolve, 0))
  gc()
  const again = await pool.single.renderHTMLProd({ paths: ["/"] }).catch((error) => error.message)
  console.log(JSON.stringify({ html, before, after, collected: kept.deref() === undefined, again }))
})`
    fs.writeFileSync(path.join(folder, "build.cjs"), script)
    const result = JSON.parse(execFileSync(process.execPath, ["--expose-gc", "build.cjs"], { cwd: folder, encoding: "utf8" })) as Record<string, unknown>
    expect(result).toEqual({
      html: "html",
      before: 2,
      after: 0,
      collected: true,
      again: "src/node/overrides/html-in-build-process.cjs: Gatsby asked its worker to renderHTMLProd after ending the pool",
    })
  })

  it("stops the build, naming the file, when Gatsby's render module lacks a render function", () => {
    const { renderSlices: _dropped, ...rest } = renderHtml
    expect(() => inProcessPool(rest, "render-html.js")).toThrow(
      "src/node/overrides/html-in-build-process.cjs: render-html.js does not export renderSlices; update the override for this Gatsby version",
    )
  })

  it("renders here up to the size given and in Gatsby's pool beyond it, set up as Gatsby set up its workers", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "render-html-"))
    const file = path.join(folder, "render-html.js")
    fs.writeFileSync(file, RENDERS.map((name) => `exports.${name} = async () => "here"`).join("\n"))
    const calls: string[] = []
    const gatsbyPool = (): Pool => {
      calls.push("create")
      const single = Object.fromEntries([...RENDERS, ...SETS_UP, ...RUNS_QUERIES].map((name) => [name, async () => "worker"]))
      const all = Object.fromEntries([...RENDERS, ...SETS_UP, ...RUNS_QUERIES].map((name) => [name, (...args: unknown[]) => (calls.push(`${name} ${JSON.stringify(args)}`), [Promise.resolve("worker")])]))
      return { single, all, end: () => (calls.push("end"), []) }
    }
    let pages = 0
    const small = poolBySize(gatsbyPool, file, () => pages, 500)
    expect(small.all.loadConfigAndPlugins({ siteDirectory: "." })).toEqual([])
    pages = 500
    await expect(small.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("here")
    expect(calls).toEqual([])

    const reported: string[] = []
    const large = poolBySize(gatsbyPool, file, () => pages, 500, (line) => reported.push(line))
    large.all.loadConfigAndPlugins({ siteDirectory: "." })
    large.all.buildSchema()
    pages = 501
    await expect(large.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("worker")
    large.end()
    expect(calls).toEqual(["create", 'loadConfigAndPlugins [{"siteDirectory":"."}]', "buildSchema []", "end"])
    // The worker's set-up is said apart, as a step the bench reads.
    expect(reported).toEqual([expect.stringMatching(/^info set up Gatsby's worker for the static HTML - \d+\.\d{3}s$/)])
  })
})
