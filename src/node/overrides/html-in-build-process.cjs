"use strict"
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

/** A loaded module no longer held by Node's module cache or by the modules that required it. */
function forget(file) {
  const module = require.cache[file]
  if (!module) return
  delete require.cache[file]
  for (const other of Object.values(require.cache)) {
    const at = other?.children?.indexOf(module) ?? -1
    if (at >= 0) other.children.splice(at, 1)
  }
}

/**
 * Fills a pool of a worker that only renders (`single`, `all`): setting it up has nothing to do, and any other
 * call stops the build, naming this file and saying why (`because`).
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
 */
function inProcessPool(renderHtml, file = "gatsby/dist/utils/worker/child/render-html.js") {
  const single = {}
  const all = {}
  const loaded = new Set([file])
  let renders = renderHtml
  for (const name of RENDERS) {
    if (typeof renderHtml[name] !== "function") throw new Error(`${OVERRIDE}: ${file} does not export ${name}; update the override for this Gatsby version`)
    single[name] = async (...args) => {
      if (!renders) throw new Error(`${OVERRIDE}: Gatsby asked its worker to ${name} after ending the pool`)
      if (typeof args[0]?.htmlComponentRendererPath === "string") loaded.add(args[0].htmlComponentRendererPath)
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
 */
function renderOnlyPool(WorkerPool, renderHtmlFile, env) {
  const worker = new WorkerPool(require.resolve("./html-worker.cjs"), { numWorkers: 1, env: { ...env, EDNA_RENDER_HTML: renderHtmlFile } })
  const single = {}
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
 */
function sharedPool(worker, here, idle = Promise.resolve(), report = (line) => console.log(line)) {
  const waiting = []
  const busy = { worker: false, here: false }
  const pages = { worker: 0, here: 0 }
  let helping = false
  let helper
  let ended = false
  const next = () => {
    for (const side of helping ? ["worker", "here"] : ["worker"]) {
      if (busy[side] || waiting.length === 0 || ended) continue
      const { name, args, resolve, reject } = waiting.shift()
      busy[side] = true
      const pool = side === "worker" ? worker : (helper ??= here())
      pages[side] += Array.isArray(args[0]?.paths) ? args[0].paths.length : 0
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
 */
function poolBySize(createPool, renderHtmlFile, pageCount, maxPages = MAX_PAGES_IN_PROCESS, report = (line) => console.log(line)) {
  let chosen
  let idle
  const setUps = []
  const choose = () => {
    if (!chosen) {
      if (pageCount() > maxPages) {
        const started = performance.now()
        chosen = sharedPool(createPool(), () => inProcessPool(require(renderHtmlFile), renderHtmlFile), idle, report)
        const ready = setUps.flatMap(([name, args]) => chosen.all[name](...args))
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
  const single = {}
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
     */
    prepare: (idleAfter) => {
      idle ??= idleAfter
      choose()
    },
  }
}

/** The pool `create` made for the build running in this process (see prepareStaticHtml). */
let built

/**
 * Chooses where the build's static HTML is rendered as soon as the pages are known: called when webpack has
 * built the HTML renderer (src/node/tuning/webpack.ts), before the page queries, which Gatsby's main thread
 * runs alone on two cores. A worker, past MAX_PAGES_IN_PROCESS pages, is then started and set up beside them
 * instead of at the first page, inside the static HTML step, and this process renders
 * beside it once `idleAfter` (the build process's own work, a promise) settles. Does nothing where this
 * override did not make the pool (more cores, DOCS_OVERRIDES=off, a plain `gatsby build`, `gatsby develop`).
 */
function prepareStaticHtml(idleAfter) {
  built?.prepare(idleAfter)
}

function install(root = process.cwd()) {
  expect("html-in-build-process: called", "replaces the worker pool's create, which Gatsby did not call")
  onModuleLoad(root, "gatsby/dist/utils/worker/pool", {
    name: "html-in-build-process",
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
          GATSBY_NODE_GLOBALS: JSON.stringify(global.__GATSBY ?? {}),
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
