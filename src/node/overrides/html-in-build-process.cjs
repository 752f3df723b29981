"use strict"
// @ts-check
/**
 * Gatsby's static HTML rendered in its own process when its worker pool would only render it.
 *
 * `gatsby build` starts a pool of worker processes at bootstrap: one fewer than the cores it counts, at least
 * one. With one core counted (GATSBY_CPU_COUNT=1, which queriesInBuildProcess in build-process.ts sets on two
 * cores) Gatsby runs the page queries in its own process, and its one worker only renders the static HTML at
 * the end, while the build process waits for it. That worker was still a second Node process from bootstrap
 * to the end: CPU time loading Gatsby's worker modules beside the bootstrap, and its memory on top of the
 * build process's own peak, which it added to the process tree's. Rendering in the build process gives
 * the same public/, byte for byte (what it saves: README.md beside this file; figures: PERFORMANCE.md).
 *
 * With one core counted, `create` returns a pool whose one worker is the build process itself: the render
 * functions are the worker's own (gatsby/dist/utils/worker/child/render-html), run here; the calls that set a
 * worker up for queries have nothing to do, since this process has the plugins, schema and components
 * already; anything else Gatsby would run in a worker stops the build, naming this file. With more cores,
 * whose pools render pages in parallel, Gatsby's pool as before. A site of more than MAX_PAGES_IN_PROCESS
 * pages gets one of Gatsby's workers that only renders (`renderOnlyPool`, html-worker.cjs), and this process
 * renders beside it once its own work is done (`sharedPool`): the two cores render for the rest of the
 * step. Installed by index.cjs in Gatsby's own process for `gatsby build` (`gatsby develop` renders through a
 * pool of its own).
 */
const path = require("node:path")
const { applied, expect, onModuleLoad } = require("./on-module-load.cjs")

const OVERRIDE = "src/node/overrides/html-in-build-process.cjs"
/** What Gatsby's worker does, by function (gatsby/dist/utils/worker/child/index.js's exports). */
const RENDERS = ["renderHTMLProd", "renderHTMLDev", "renderPartialHydrationProd", "renderSlices"]
const SETS_UP = ["loadConfigAndPlugins", "buildSchema", "setInferenceMetadata", "setComponents", "saveQueriesDependencies", "deleteModuleCache"]
const RUNS_QUERIES = ["runQueries"]

/**
 * A function of Gatsby's worker (its child module's exports) called on one worker: Gatsby's arguments, passed on
 * as they are, and its answer.
 * @typedef {(...args: unknown[]) => Promise<unknown>} SingleCall
 */
/** The same function called on every worker: one answer each. @typedef {(...args: unknown[]) => Array<Promise<unknown>>} AllCall */
/**
 * The parts of a render call's options (Gatsby's first argument to renderHTMLProd, renderSlices, ...) read here.
 * @typedef {{ htmlComponentRendererPath?: unknown, paths?: unknown }} RenderOptions
 */
/**
 * A worker pool as Gatsby uses it (its GatsbyWorkerPool, gatsby-worker's WorkerPool): the workers' functions,
 * `ready` where the pool has it, and the pool's own calls, whose arguments and answers are passed on.
 * @typedef {object} Pool
 * @property {Record<string, SingleCall>} single
 * @property {Record<string, AllCall>} all
 * @property {Promise<unknown>} [ready]
 * @property {() => unknown[]} end
 * @property {() => Promise<unknown>} restart
 * @property {(...args: unknown[]) => unknown} onMessage
 * @property {(...args: unknown[]) => unknown} sendMessage
 * @property {() => unknown[]} getWorkerInfo
 */
/**
 * gatsby-worker's WorkerPool, as renderOnlyPool starts it.
 * @typedef {new (workerPath: string, options: { numWorkers: number, env: Record<string, string> }) => Pool} WorkerPoolClass
 */

/**
 * A loaded module no longer held by Node's module cache or by the modules that required it.
 * @param {string} file
 * @returns {void}
 */
function forget(file) {
  const module = require.cache[file]
  if (!module) return
  delete require.cache[file]
  for (const other of Object.values(require.cache)) {
    const at = other?.children?.indexOf(module) ?? -1
    if (at >= 0) /** @type {NodeJS.Module} */ (other).children.splice(at, 1)
  }
}

/**
 * Fills a pool of a worker that only renders (`single`, `all`): setting it up has nothing to do, and any other
 * call stops the build, naming this file and saying why (`because`).
 * @param {Record<string, SingleCall>} single
 * @param {Record<string, AllCall>} all
 * @param {string} because
 * @returns {void}
 */
function onlyRenders(single, all, because) {
  for (const name of [...SETS_UP, ...RUNS_QUERIES]) {
    single[name] = async () => {
      throw new Error(`${OVERRIDE}: Gatsby asked its worker to ${name}, and with one core counted ${because}`)
    }
    all[name] = (...args) => [single[name](...args)]
  }
  for (const name of SETS_UP) all[name] = () => []
}

/**
 * A pool of one worker, this process, over Gatsby's render functions (`renderHtml`, render-html's exports).
 * Ending it lets go of what rendering loaded, as a worker's exit would: render-html (which keeps the page
 * renderer) and the renderer bundle itself, which holds every page's compiled component.
 * @param {Record<string, unknown>} renderHtml
 * @param {string} [file]
 * @returns {Pool}
 */
function inProcessPool(renderHtml, file = "gatsby/dist/utils/worker/child/render-html.js") {
  /** @type {Record<string, SingleCall>} */
  const single = {}
  /** @type {Record<string, AllCall>} */
  const all = {}
  const loaded = new Set([file])
  // Each of RENDERS is checked to be a function below.
  let renders = /** @type {Record<string, (...args: unknown[]) => unknown> | undefined} */ (renderHtml)
  for (const name of RENDERS) {
    if (typeof renderHtml[name] !== "function") throw new Error(`${OVERRIDE}: ${file} does not export ${name}; update the override for this Gatsby version`)
    single[name] = async (...args) => {
      if (!renders) throw new Error(`${OVERRIDE}: Gatsby asked its worker to ${name} after ending the pool`)
      if (typeof (/** @type {RenderOptions | undefined} */ (args[0])?.htmlComponentRendererPath) === "string")
        loaded.add(/** @type {{ htmlComponentRendererPath: string }} */ (args[0]).htmlComponentRendererPath)
      return renders[name](...args)
    }
    all[name] = (...args) => [single[name](...args)]
  }
  // Setting up "all" the workers: the build process is set up already.
  onlyRenders(single, all, "the build process is its worker, which only renders")
  const end = () => {
    renders = undefined
    for (const file of loaded) forget(file)
    return []
  }
  return { single, all, end, restart: async () => undefined, onMessage: () => undefined, sendMessage: () => undefined, getWorkerInfo: () => [] }
}

/**
 * Pages beyond which Gatsby's worker renders too, beside this process. Below it, a worker's set-up (its time
 * and its own memory) costs more than the second core saves. It first kept a large site's rendering out of
 * this process's heap, when every MDX page was a compiled component in the renderer bundle (PERFORMANCE.md,
 * 'What keeps a page's cost flat'); the bundle now holds the ten page components, and this process renders a
 * segment of 50 pages at a time. The choice is made when the pages are known.
 */
const MAX_PAGES_IN_PROCESS = 500

/**
 * A pool of one of Gatsby's workers (gatsby-worker's WorkerPool, `WorkerPool`) that only renders: its child
 * module (html-worker.cjs) loads Gatsby's render functions and nothing else, so it has nothing to set up;
 * `ready` settles once the worker is up. Created with the environment Gatsby gives its own workers (`env`).
 * Gatsby's own worker loads its query and schema modules and is then given the site's config, plugins and
 * schema, which rendering does not read, all of it before its first page.
 * @param {WorkerPoolClass} WorkerPool
 * @param {string} renderHtmlFile
 * @param {Record<string, string>} env
 * @returns {Pool & { ready: Promise<unknown> }}
 */
function renderOnlyPool(WorkerPool, renderHtmlFile, env) {
  const worker = new WorkerPool(require.resolve("./html-worker.cjs"), { numWorkers: 1, env: { ...env, EDNA_RENDER_HTML: renderHtmlFile } })
  /** @type {Record<string, SingleCall>} */
  const single = {}
  /** @type {Record<string, AllCall>} */
  const all = {}
  for (const name of RENDERS) {
    single[name] = (...args) => worker.single[name](...args)
    all[name] = (...args) => worker.all[name](...args)
  }
  // Nothing to set up; a renderer rebuilt since it was loaded is loaded again, as in Gatsby's worker.
  onlyRenders(single, all, "the worker only renders")
  all.deleteModuleCache = (...args) => worker.all.deleteModuleCache(...args)
  return {
    single,
    all,
    ready: worker.single.ready(),
    end: () => worker.end(),
    restart: () => worker.restart(),
    onMessage: (...args) => worker.onMessage(...args),
    sendMessage: (...args) => worker.sendMessage(...args),
    getWorkerInfo: () => worker.getWorkerInfo(),
  }
}

/**
 * Two renderers over one queue: the pool `worker` (Gatsby's worker, renderOnlyPool) takes the next call as soon
 * as it has none, and `here()` (this process's, made at its first call) takes one too once `idle` has settled,
 * when the build process's own work beside the static HTML is done (the content files, published from when the
 * renderer was built: src/node/on-post-build.ts). Until then that work has this process's core; after it, the
 * core would wait for the worker's last pages. Gatsby hands its pool every segment of 50 pages at once, so the
 * two end within a segment of each other. Ending the pool ends both and reports how many pages each rendered.
 * @param {Pool} worker
 * @param {() => Pool} here
 * @param {Promise<unknown>} [idle]
 * @param {(line: string) => void} [report]
 * @returns {Pool}
 */
function sharedPool(worker, here, idle = Promise.resolve(), report = (line) => console.log(line)) {
  /** @type {Array<{ name: string, args: unknown[], resolve: (answer: unknown) => void, reject: (error: unknown) => void }>} */
  const waiting = []
  const busy = { worker: false, here: false }
  const pages = { worker: 0, here: 0 }
  let helping = false
  /** @type {Pool | undefined} */
  let helper
  let ended = false
  const next = () => {
    for (const side of /** @type {Array<"worker" | "here">} */ (helping ? ["worker", "here"] : ["worker"])) {
      if (busy[side] || waiting.length === 0 || ended) continue
      // Not empty: checked above.
      const { name, args, resolve, reject } = /** @type {(typeof waiting)[number]} */ (waiting.shift())
      busy[side] = true
      const pool = side === "worker" ? worker : (helper ??= here())
      pages[side] += Array.isArray(/** @type {RenderOptions | undefined} */ (args[0])?.paths) ? /** @type {{ paths: unknown[] }} */ (args[0]).paths.length : 0
      // Called after this turn, so what it does synchronously never runs inside a caller's.
      Promise.resolve()
        .then(() => pool.single[name](...args))
        .then(resolve, reject)
        .finally(() => {
          busy[side] = false
          next()
        })
    }
  }
  const help = () => {
    helping = true
    next()
  }
  idle.then(help, help)
  // Only the single render calls are queued; everything else is the worker's.
  const single = { ...worker.single }
  for (const name of RENDERS) {
    single[name] = (...args) =>
      new Promise((resolve, reject) => {
        waiting.push({ name, args, resolve, reject })
        next()
      })
  }
  return {
    ...worker,
    single,
    end: () => {
      ended = true
      for (const { name, reject } of waiting.splice(0)) reject(new Error(`${OVERRIDE}: Gatsby ended its pool before the worker was asked to ${name}`))
      if (pages.worker + pages.here > 0) report(`info the static HTML: ${pages.worker} pages rendered by Gatsby's worker, ${pages.here} by the build process`)
      return [...worker.end(), ...(helper ? helper.end() : [])]
    },
  }
}

/**
 * The pool for one core counted: this process renders while the site has at most `maxPages` pages
 * (`pageCount()` when the first render is asked for, or when `prepare` is called); past that, the pool
 * `createPool` makes, started then and set up as Gatsby set up its workers (the set-up calls made through
 * `all` are replayed on it), and reported once its `ready` (if it has one) and those set-up calls have settled.
 * That pool shares its calls with this process once `idle` (given to `prepare`) has settled (sharedPool).
 * @param {() => Pool} createPool
 * @param {string} renderHtmlFile
 * @param {() => number} pageCount
 * @param {number} [maxPages]
 * @param {(line: string) => void} [report]
 * @returns {Pool & { prepare: (idleAfter?: Promise<unknown>) => void }}
 */
function poolBySize(createPool, renderHtmlFile, pageCount, maxPages = MAX_PAGES_IN_PROCESS, report = (line) => console.log(line)) {
  /** @type {Pool | undefined} */
  let chosen
  /** @type {Promise<unknown> | undefined} */
  let idle
  /** @type {Array<[name: string, args: unknown[]]>} */
  const setUps = []
  const choose = () => {
    if (!chosen) {
      if (pageCount() > maxPages) {
        const started = performance.now()
        chosen = sharedPool(createPool(), () => inProcessPool(require(renderHtmlFile), renderHtmlFile), idle, report)
        const ready = setUps.flatMap(([name, args]) => /** @type {Pool} */ (chosen).all[name](...args))
        // Part of the static HTML step's time here, of bootstrap's in Gatsby's own order: said apart, as a step
        // of its own, so the bench tells the worker's set-up from the rendering (build-timing.mjs reads it).
        Promise.all([...ready, chosen.ready]).then(
          () => report(`info set up Gatsby's worker for the static HTML - ${((performance.now() - started) / 1000).toFixed(3)}s`),
          () => undefined,
        )
      } else {
        chosen = inProcessPool(require(renderHtmlFile), renderHtmlFile)
      }
    }
    return chosen
  }
  /** @type {Record<string, SingleCall>} */
  const single = {}
  /** @type {Record<string, AllCall>} */
  const all = {}
  for (const name of [...RENDERS, ...SETS_UP, ...RUNS_QUERIES]) {
    single[name] = (...args) => choose().single[name](...args)
    all[name] = (...args) => choose().all[name](...args)
  }
  // Set-up before anything is rendered: kept for a worker, nothing to do in this process.
  for (const name of SETS_UP) {
    all[name] = (...args) => {
      if (chosen) return chosen.all[name](...args)
      setUps.push([name, args])
      return []
    }
  }
  return {
    single,
    all,
    end: () => (chosen ? chosen.end() : []),
    restart: async () => chosen?.restart(),
    onMessage: (...args) => chosen?.onMessage(...args),
    sendMessage: (...args) => chosen?.sendMessage(...args),
    getWorkerInfo: () => (chosen ? chosen.getWorkerInfo() : []),
    /**
     * Chooses now, once the pages are known, rather than at the first render. Past `maxPages`, this process
     * renders beside the worker once `idleAfter` settles (at once without it).
     * @param {Promise<unknown>} [idleAfter]
     * @returns {void}
     */
    prepare: (idleAfter) => {
      idle ??= idleAfter
      choose()
    },
  }
}

/** The pool `create` made for the build running in this process (see prepareStaticHtml). @type {ReturnType<typeof poolBySize> | undefined} */
let built

/**
 * Chooses where the build's static HTML is rendered as soon as the pages are known: called when webpack has
 * built the HTML renderer (src/node/tuning/webpack.ts), before the page queries, which Gatsby's main thread
 * runs alone on two cores. A worker, past MAX_PAGES_IN_PROCESS pages, is then started and set up beside them
 * instead of at the first page, inside the static HTML step, and this process renders
 * beside it once `idleAfter` (the build process's own work, a promise) settles. Does nothing where this
 * override did not make the pool (more cores, DOCS_OVERRIDES=off, a plain `gatsby build`, `gatsby develop`).
 * @param {Promise<unknown>} [idleAfter]
 * @returns {void}
 */
function prepareStaticHtml(idleAfter) {
  built?.prepare(idleAfter)
}

/**
 * @param {string} [root]
 * @returns {void}
 */
function install(root = process.cwd()) {
  expect("html-in-build-process: called", "replaces the worker pool's create, which Gatsby did not call")
  onModuleLoad(root, "gatsby/dist/utils/worker/pool", {
    name: "html-in-build-process",
    /**
     * @param {{ create: () => unknown }} pool Gatsby's pool module: `create` makes its GatsbyWorkerPool, whose place this file's pools take
     * @param {string} file
     */
    exports(pool, file) {
      const create = pool.create
      if (typeof create !== "function") throw new Error(`${OVERRIDE}: ${file} does not export create; update the override for this Gatsby version`)
      const from = { paths: [path.dirname(file)] }
      pool.create = () => {
        applied("html-in-build-process: called")
        if (require(require.resolve("gatsby-core-utils", from)).cpuCoreCount() !== 1) return create()
        const { store } = require(require.resolve("../../redux", from))
        const { WorkerPool } = require(require.resolve("gatsby-worker", from))
        const renderHtmlFile = require.resolve("./child/render-html", from)
        // The environment Gatsby's create gives its workers (its `env`; html-in-build-process.test.ts compares them).
        const env = () => ({
          GATSBY_NODE_GLOBALS: JSON.stringify(/** @type {typeof globalThis & { __GATSBY?: unknown }} */ (global).__GATSBY ?? {}),
          GATSBY_WORKER_POOL_WORKER: "true",
          GATSBY_SKIP_WRITING_SCHEMA_TO_FILE: "true",
        })
        built = poolBySize(
          () => renderOnlyPool(WorkerPool, renderHtmlFile, env()),
          renderHtmlFile,
          () => store.getState().pages.size,
        )
        return built
      }
    },
  })
}

module.exports = { install, inProcessPool, renderOnlyPool, sharedPool, poolBySize, prepareStaticHtml, MAX_PAGES_IN_PROCESS, RENDERS, SETS_UP, RUNS_QUERIES }
