import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

type Pool = {
  single: Record<string, (...args: unknown[]) => Promise<unknown>>
  all: Record<string, (...args: unknown[]) => Promise<unknown>[]>
  end: () => unknown[]
}

const { inProcessPool, renderOnlyPool, sharedPool, poolBySize, prepareStaticHtml, RENDERS, SETS_UP, RUNS_QUERIES } = require(
  path.resolve("src/node/overrides/html-in-build-process.cjs"),
) as {
  inProcessPool: (renderHtml: Record<string, unknown>, file?: string) => Pool
  renderOnlyPool: (
    WorkerPool: unknown,
    renderHtmlFile: string,
    env: Record<string, string>,
  ) => Pool & { ready: Promise<unknown>; end: () => Promise<unknown>[] }
  sharedPool: (worker: Pool, here: () => Pool, idle?: Promise<unknown>, report?: (line: string) => void) => Pool
  poolBySize: (
    createPool: () => Pool,
    renderHtmlFile: string,
    pageCount: () => number,
    maxPages?: number,
    report?: (line: string) => void,
  ) => Pool & { prepare: (idleAfter?: Promise<unknown>) => void }
  prepareStaticHtml: () => void
  RENDERS: string[]
  SETS_UP: string[]
  RUNS_QUERIES: string[]
}

/** A stand-in for Gatsby's render-html module: each render function answers with its name and arguments. */
const renderHtml = Object.fromEntries(RENDERS.map((name) => [name, async (...args: unknown[]) => ({ name, args })]))

/**
 * A render-html module whose render functions answer "here", and a stand-in for Gatsby's pool whose workers
 * answer "worker"; `calls` records the pool's creation, each call through `all` with its arguments, and its end.
 */
function renderModuleAndPool(): { file: string; calls: string[]; gatsbyPool: () => Pool } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "render-html-"))
  const file = path.join(folder, "render-html.js")
  fs.writeFileSync(file, RENDERS.map((name) => `exports.${name} = async () => "here"`).join("\n"))
  const calls: string[] = []
  const gatsbyPool = (): Pool => {
    calls.push("create")
    const single = Object.fromEntries([...RENDERS, ...SETS_UP, ...RUNS_QUERIES].map((name) => [name, async () => "worker"]))
    const all = Object.fromEntries(
      [...RENDERS, ...SETS_UP, ...RUNS_QUERIES].map((name) => [
        name,
        (...args: unknown[]) => (calls.push(`${name} ${JSON.stringify(args)}`), [Promise.resolve("worker")]),
      ]),
    )
    return { single, all, end: () => (calls.push("end"), []) }
  }
  return { file, calls, gatsbyPool }
}

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
    fs.writeFileSync(
      path.join(folder, "render-html.js"),
      "exports.renderHTMLProd = exports.renderHTMLDev = exports.renderPartialHydrationProd = exports.renderSlices = async ({ htmlComponentRendererPath }) => require(htmlComponentRendererPath).default()",
    )
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
    const { file, calls, gatsbyPool } = renderModuleAndPool()
    let pages = 0
    const small = poolBySize(gatsbyPool, file, () => pages, 500)
    expect(small.all.loadConfigAndPlugins({ siteDirectory: "." })).toEqual([])
    pages = 500
    await expect(small.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("here")
    expect(calls).toEqual([])

    const reported: string[] = []
    const large = poolBySize(
      gatsbyPool,
      file,
      () => pages,
      500,
      (line) => reported.push(line),
    )
    large.all.loadConfigAndPlugins({ siteDirectory: "." })
    large.all.buildSchema()
    pages = 501
    await expect(large.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("worker")
    large.end()
    expect(calls).toEqual(["create", 'loadConfigAndPlugins [{"siteDirectory":"."}]', "buildSchema []", "end"])
    // The worker's set-up is said apart, as a step the bench reads; then who rendered how many pages.
    expect(reported).toEqual([
      expect.stringMatching(/^info set up Gatsby's worker for the static HTML - \d+\.\d{3}s$/),
      "info the static HTML: 1 pages rendered by Gatsby's worker, 0 by the build process",
    ])
  })
  it("chooses when told the pages are known, so a worker is started and set up before the first page, once", async () => {
    const { file, calls, gatsbyPool } = renderModuleAndPool()
    const large = poolBySize(
      gatsbyPool,
      file,
      () => 501,
      500,
      () => undefined,
    )
    large.all.buildSchema()
    large.prepare()
    // Started and set up before anything is rendered.
    expect(calls).toEqual(["create", "buildSchema []"])
    large.prepare()
    await expect(large.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("worker")
    expect(calls).toEqual(["create", "buildSchema []"])

    const small = poolBySize(gatsbyPool, file, () => 500, 500)
    small.prepare()
    await expect(small.single.renderHTMLProd({ paths: ["/"] })).resolves.toBe("here")
    expect(calls).toEqual(["create", "buildSchema []"])
    // Where no pool of this override's was made (a plain build, more cores), nothing to prepare.
    expect(() => prepareStaticHtml()).not.toThrow()
  })

  it("past that size, starts a worker of Gatsby's that only renders: nothing to set up, the render functions of the module given", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "render-worker-"))
    const file = path.join(folder, "render-html.js")
    // A stand-in for Gatsby's render-html: says which process rendered, and what the worker was given.
    fs.writeFileSync(
      file,
      RENDERS.map(
        (name) =>
          `exports.${name} = async (args) => ({ name: ${JSON.stringify(name)}, pid: process.pid, worker: process.env.GATSBY_WORKER_POOL_WORKER, globals: global.__GATSBY, args })`,
      ).join("\n"),
    )
    const { WorkerPool } = require("gatsby-worker")
    const pool = renderOnlyPool(WorkerPool, file, { GATSBY_NODE_GLOBALS: JSON.stringify({ root: "/site" }), GATSBY_WORKER_POOL_WORKER: "true" })
    try {
      await expect(pool.ready).resolves.toBe("render-html.js")
      const rendered = (await pool.single.renderHTMLProd({ paths: ["/docs/start"] })) as Record<string, unknown>
      expect(rendered).toEqual({
        name: "renderHTMLProd",
        pid: expect.any(Number),
        worker: "true",
        globals: { root: "/site" },
        args: { paths: ["/docs/start"] },
      })
      expect(rendered.pid).not.toBe(process.pid)
      // Gatsby's set-up calls have nothing to do; a rebuilt renderer is forgotten in the worker.
      expect(pool.all.loadConfigAndPlugins({ siteDirectory: "." })).toEqual([])
      expect(pool.all.buildSchema()).toEqual([])
      await expect(Promise.all(pool.all.deleteModuleCache(file))).resolves.toHaveLength(1)
      await expect(pool.single.runQueries({ pageQueryIds: [] })).rejects.toThrow(
        "src/node/overrides/html-in-build-process.cjs: Gatsby asked its worker to runQueries, and with one core counted the worker only renders",
      )
    } finally {
      await Promise.all(pool.end())
    }
  })

  it("gives its worker the environment Gatsby's own pool gives its workers", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/worker/pool"), "utf8")
    const create = source.slice(source.indexOf("const create = "), source.indexOf("exports.create = create"))
    const names = [...create.slice(create.indexOf("env: {")).matchAll(/(GATSBY_\w+):/g)].map((match) => match[1]).sort()
    const override = fs.readFileSync(path.resolve("src/node/overrides/html-in-build-process.cjs"), "utf8")
    const ours = /const env = \(\) => \(\{[\s\S]*?\n\s*\}\)/.exec(override)?.[0] ?? ""
    expect(names).toEqual(["GATSBY_NODE_GLOBALS", "GATSBY_SKIP_WRITING_SCHEMA_TO_FILE", "GATSBY_WORKER_POOL_WORKER"])
    expect([...ours.matchAll(/(GATSBY_\w+):/g)].map((match) => match[1]).sort()).toEqual(names)
  })

  it("past that size, renders here beside the worker once the build process's own work is done, both taking from one queue", async () => {
    const taken: string[] = []
    const answers = new Map<string, () => void>()
    // The worker answers a call when the test lets it; this process at once, or with an error for "/broken".
    const worker: Pool = {
      single: Object.fromEntries(
        RENDERS.map((name) => [
          name,
          (...args: unknown[]) => {
            const { paths } = args[0] as { paths: string[] }
            taken.push(`worker ${paths}`)
            return new Promise((resolve) => answers.set(paths[0], () => resolve("worker")))
          },
        ]),
      ),
      all: {},
      end: () => (taken.push("worker ended"), []),
    }
    let made = 0
    const here = (): Pool => {
      made += 1
      return {
        single: Object.fromEntries(
          RENDERS.map((name) => [
            name,
            async (...args: unknown[]) => {
              const { paths } = args[0] as { paths: string[] }
              taken.push(`here ${paths}`)
              if (paths[0] === "/broken") throw new Error("render failed")
              return "here"
            },
          ]),
        ),
        all: {},
        end: () => (taken.push("here ended"), []),
      }
    }
    let idle: () => void = () => undefined
    const reported: string[] = []
    const pool = sharedPool(worker, here, new Promise<void>((resolve) => (idle = resolve)), (line) => reported.push(line))
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    const segments = ["/a", "/b", "/c", "/d", "/broken"].map((page) =>
      pool.single.renderHTMLProd({ paths: [page, `${page}/2`] }).catch((error: Error) => error.message),
    )
    await settle()
    // Until this process's work is done, the worker alone, one call at a time.
    expect(taken).toEqual(["worker /a,/a/2"])
    answers.get("/a")!()
    await settle()
    expect(taken).toEqual(["worker /a,/a/2", "worker /b,/b/2"])
    expect(made).toBe(0)
    // Then this process takes every call the worker has not, while it is busy.
    idle()
    await settle()
    expect(taken).toEqual(["worker /a,/a/2", "worker /b,/b/2", "here /c,/c/2", "here /d,/d/2", "here /broken,/broken/2"])
    answers.get("/b")!()
    await expect(Promise.all(segments)).resolves.toEqual(["worker", "worker", "here", "here", "render failed"])
    expect(made).toBe(1)
    pool.end()
    expect(taken.slice(-2)).toEqual(["worker ended", "here ended"])
    expect(reported).toEqual(["info the static HTML: 4 pages rendered by Gatsby's worker, 6 by the build process"])
    // A call still waiting when Gatsby ends the pool fails, naming this file, rather than never settling.
    const late = sharedPool(worker, here, new Promise(() => undefined), () => undefined)
    const first = late.single.renderHTMLProd({ paths: ["/e"] })
    const waiting = late.single.renderHTMLProd({ paths: ["/f"] })
    late.end()
    await expect(waiting).rejects.toThrow("src/node/overrides/html-in-build-process.cjs: Gatsby ended its pool before the worker was asked to renderHTMLProd")
    answers.get("/e")!()
    await expect(first).resolves.toBe("worker")
  })

  it("past that size, renders here beside the worker after what it is told to wait for, or from the start", async () => {
    const { file, gatsbyPool } = renderModuleAndPool()
    const waiting = poolBySize(
      gatsbyPool,
      file,
      () => 501,
      500,
      () => undefined,
    )
    waiting.prepare(new Promise(() => undefined))
    await expect(Promise.all([1, 2, 3].map((n) => waiting.single.renderHTMLProd({ paths: [`/${n}`] })))).resolves.toEqual(["worker", "worker", "worker"])
    const large = poolBySize(
      gatsbyPool,
      file,
      () => 501,
      500,
      () => undefined,
    )
    large.prepare()
    await expect(Promise.all([1, 2, 3].map((n) => large.single.renderHTMLProd({ paths: [`/${n}`] })))).resolves.toEqual(["worker", "here", "worker"])
  })
})
