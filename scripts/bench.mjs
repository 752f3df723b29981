// Measures the site: build time and memory, page weight per route kind, search index and latency, the MCP
// server's start and one search (mcp/), Lighthouse scores. Prints a summary and writes
// bench-results/report.json. Usage: npm run bench [-- --help]
// `npm run bench -- --pages 2000` generates a 2,000-page copy of the site in a temporary folder
// (scripts/generate-site.mjs), builds it once with default settings (as a user would: no NODE_OPTIONS) and
// reports build time, CPU, peak memory and Gatsby's steps (the page queries timed from the steps around them), the
// bytes of all the pages' HTML, the page weights (HTML, JS, data) of the page
// kinds, the search index on disk and search bytes and times per query (no Lighthouse); with `--plain`, also a
// plain `gatsby build` of it from scratch (no npm script, no --require); `--layout sections` generates it with each copy
// of the docs tree as a top-level section of its own instead of beside its originals (scripts/generate-site.mjs). `--skip-build` measures public/ as is;
// `--search-only` (with --skip-build) measures only search; `--root <folder>` measures another built copy
// (e.g. `--pages 2000 --root /tmp/site-2000-x --skip-build` for a generated site built before).
// `--lighthouse-only` (with --skip-build) runs only Lighthouse; `--runs N` runs it N times per page and reports
// the median of each figure (Lighthouse's simulated throttling still varies by a point or two between runs),
// and keeps every report in bench-results/lighthouse/ for reading its audits.
import { execFileSync, spawn } from "node:child_process"
import { createRequire } from "node:module"
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, serverUrl, startStaticServer } from "./support/harness.cjs"
import { measureBuilds, median, timedBuild } from "./build-timing.mjs"

if (process.argv.includes("--help")) {
  // The usage is the comment at the top of this file.
  const lines = readFileSync(new URL(import.meta.url), "utf8").split("\n")
  console.log(
    lines
      .slice(
        0,
        lines.findIndex((line) => !line.startsWith("//")),
      )
      .map((line) => line.replace(/^\/\/ ?/, ""))
      .join("\n"),
  )
  process.exit(0)
}

const PAGES_ARG = process.argv.indexOf("--pages")
const GENERATED = PAGES_ARG === -1 ? null : Number(process.argv[PAGES_ARG + 1])
const SEARCH_ONLY = process.argv.includes("--search-only")
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse-only")
const RUNS_ARG = process.argv.indexOf("--runs")
const RUNS = RUNS_ARG === -1 ? 1 : Number(process.argv[RUNS_ARG + 1])
const ROOT_ARG = process.argv.indexOf("--root")
let ROOT = resolve(ROOT_ARG === -1 ? "." : process.argv[ROOT_ARG + 1])
if (GENERATED && ROOT_ARG === -1) {
  const LAYOUT_ARG = process.argv.indexOf("--layout")
  const layout = LAYOUT_ARG === -1 ? [] : ["--layout", process.argv[LAYOUT_ARG + 1]]
  const made = JSON.parse(
    execFileSync("node", ["scripts/generate-site.mjs", "--pages", String(GENERATED), ...layout], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop(),
  )
  ROOT = made.folder
  console.error(`generated ${made.pages} pages (${made.copies} copies) in ${ROOT}`)
}
const PUBLIC = join(ROOT, "public")
const PAGES = {
  home: "/",
  docsStart: "/docs/start",
  docs: "/docs/template/whatsapp/buttons",
  api: "/docs/api/messages/sending",
  blogList: "/blog",
  blogPost: "/blog/16-01-25",
}
// Default settings: a site that outgrows them must be handled by the build itself.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
delete env.NODE_OPTIONS
const report = {
  date: new Date().toISOString(),
  site: GENERATED ? { generatedPages: GENERATED, folder: ROOT } : "this site",
  build: {},
  pages: {},
  search: {},
  mcp: {},
  lighthouse: {},
}

const BUILD_RUNS_ARG = process.argv.indexOf("--build-runs")
const BUILD_RUNS = BUILD_RUNS_ARG === -1 ? 3 : Number(process.argv[BUILD_RUNS_ARG + 1])
if (GENERATED && !process.argv.includes("--skip-build")) {
  report.build.cold = await timedBuild(ROOT, env)
  // `--plain`: then a plain `gatsby build` of the same site from scratch, as a user without npm's script runs it.
  if (process.argv.includes("--plain")) {
    rmSync(join(ROOT, ".cache"), { recursive: true, force: true })
    rmSync(join(ROOT, "public"), { recursive: true, force: true })
    report.build.plainCold = await timedBuild(ROOT, env, { plain: true })
  }
} else if (!process.argv.includes("--skip-build")) {
  report.build = await measureBuilds({ root: ROOT, env, runs: BUILD_RUNS, editedPage: "content/docs/clients/tags.mdx", editedRoute: "/docs/clients/tags" })
}

/** The pages' HTML under `dir` (Gatsby's slices aside): how many files, their bytes and the median file's. The
 * steps that read or write every page (static HTML, stitching, onPostBuild) grow with these bytes. */
function builtHtml(dir) {
  const sizes = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== "_gatsby") walk(join(folder, entry.name))
      } else if (entry.name.endsWith(".html")) sizes.push(statSync(join(folder, entry.name)).size)
    }
  }
  walk(dir)
  sizes.sort((a, b) => a - b)
  return { files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0), medianBytes: sizes[Math.floor(sizes.length / 2)] ?? 0 }
}
if (!process.argv.includes("--skip-build")) report.build.html = builtHtml(PUBLIC)

// Served as a CDN serves it (text gzip-compressed), by the server the end-to-end tests use.
const server = await startStaticServer(PUBLIC)
const base = serverUrl(server)

const browser = await launchChromium()
for (const [kind, path] of Object.entries(SEARCH_ONLY || LIGHTHOUSE_ONLY ? {} : PAGES)) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const seen = []
  page.on("response", async (response) => {
    try {
      const body = await response.body()
      seen.push({ url: response.url(), type: response.request().resourceType(), raw: body.length, gzip: gzipSync(body).length })
    } catch {
      // a response without a body (a redirect): nothing to count
    }
  })
  await page.goto(base + encodeURI(path), { waitUntil: "networkidle" })
  await page.waitForSelector("html[data-hydrated]")
  const sum = (filter, key) => seen.filter(filter).reduce((total, r) => total + r[key], 0)
  const isJs = (r) => r.type === "script" || r.url.endsWith(".js")
  const isData = (r) => /\/(page-data|static\/sidebar)\/.*\.json$/.test(new URL(r.url).pathname)
  report.pages[kind] = {
    path,
    htmlBytes: sum((r) => r.type === "document", "raw"),
    htmlGzipBytes: sum((r) => r.type === "document", "gzip"),
    jsBytes: sum(isJs, "raw"),
    jsGzipBytes: sum(isJs, "gzip"),
    // The page's data: page-data, static query results and, if opened, sidebar files (fetched, not scripts).
    dataBytes: sum(isData, "raw"),
    dataGzipBytes: sum(isData, "gzip"),
    cssBytes: sum((r) => r.type === "stylesheet", "raw"),
    inlineCssBytes: await page.evaluate(() => [...document.querySelectorAll("style")].reduce((n, s) => n + s.textContent.length, 0)),
    fontBytes: sum((r) => r.type === "font", "raw"),
    requests: seen.length,
  }
  await context.close()
}

/** The images zoom attaches to, as src/browser/zoom.ts selects them. */
const ZOOMABLE = /ZOOM_SELECTOR = "([^"]+)"/.exec(readFileSync(fileURLToPath(new URL("../src/browser/zoom.ts", import.meta.url)), "utf8"))?.[1]
if (!ZOOMABLE) throw new Error("bench: ZOOM_SELECTOR not found in src/browser/zoom.ts")

// Search, as a reader meets it in Chromium (worker and all): for each query of bench/queries.json in a fresh
// context, the bytes fetched from the first focus of the box to the first suggestion on screen (each file as a
// CDN serves it, gzip) and the time from typing to that suggestion; then, its shards loaded, the time of further keystrokes.
// `warmKeystrokeMs` is the median of the first five queries' two keystrokes, as measured since 2026-11-23: a Backspace (a
// new query for the worker) and the letter typed again (answered from the page's memory), so it sits where the two kinds
// meet, in practice the fastest Backspace. One round of it moved by 8 ms from run to run, so the figure is the median of
// KEYSTROKE_ROUNDS rounds (each the first five queries in fresh contexts). Every query's keystrokes are also reported by
// kind, from the first round: `freshKeystrokeMs`, the Backspaces, whose answer the worker computes (what grows with the
// site), and `rememberedKeystrokeMs`, the letters.
// A keystroke is timed inside the page, from its input event to the first frame painted after the list answers
// it (a task queued from that frame's requestAnimationFrame runs once the frame is painted). Timed from Node, each
// keystroke also carried Playwright's round trips (the key command, then polling for the answer and replying),
// time that no reader's keystroke waits for; that time is kept apart as `harnessMs`. The harness waits for a
// keystroke's paint on a promise the page settles (`__whenPainted`), not by polling: polled every frame, its check ran
// on the page's main thread while the keystroke was timed (medians 22.5 and 22.5 ms polled, 19.1 and 19.7 ms
// not, alternated on the same build of 2,000 pages).
const KEYSTROKE_ROUNDS = 3
const markKeystrokes = () => {
  const keystrokes = []
  const waiting = []
  window.__keystrokes = keystrokes
  window.__whenPainted = (n) =>
    new Promise((resolve, reject) => {
      const check = () => (keystrokes[n]?.painted !== undefined ? resolve() : waiting.push(check))
      check()
      setTimeout(() => reject(new Error(`Keystroke ${n} was not painted within 20 s`)), 20000)
    })
  addEventListener("input", (event) => keystrokes.push({ query: event.target.value.trim(), at: performance.now() }), true)
  new MutationObserver(() => {
    const shown = document.querySelector('[role="listbox"]')?.getAttribute("data-query")
    const answered = keystrokes.find((k) => k.query === shown && k.answered === undefined)
    if (!answered) return
    answered.answered = performance.now()
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        answered.painted = performance.now()
        for (const check of waiting.splice(0)) check()
      }
      channel.port2.postMessage(null)
    })
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-query"] })
}
if (!LIGHTHOUSE_ONLY) {
  const gzipOf = (paths) => paths.reduce((sum, p) => sum + gzipSync(readFileSync(join(PUBLIC, decodeURIComponent(p)))).length, 0)
  const queries = JSON.parse(readFileSync(join(resolve("."), "bench/queries.json"), "utf8"))
  const firstSuggestion = (page, query) =>
    page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query.trim(), { timeout: 20000, polling: "raf" })
  const cold = []
  // The keystrokes of each round's first five queries (ten a round), of which each round's figure is the median.
  const warmRounds = []
  const fresh = []
  const remembered = []
  const harness = []
  const bytes = []
  // Every query once, then the first five again for each further round of the keystroke figure (the other figures
  // are the first round's).
  const runs = [
    ...queries.map((query, at) => ({ query, at, round: 0 })),
    ...Array.from({ length: KEYSTROKE_ROUNDS - 1 }, (_, r) => queries.slice(0, 5).map((query, at) => ({ query, at, round: r + 1 }))).flat(),
  ]
  for (const { query, at, round } of runs) {
    if (at === 0) warmRounds.push([])
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(markKeystrokes)
    await page.goto(`${base}/docs/start`, { waitUntil: "networkidle" })
    await page.waitForSelector("html[data-hydrated]")
    // The page's own deferred work is done first: image zoom attaches 1000 ms after load (the spec's delay, past
    // Playwright's network idle), loading its chunk; typed into before, the box was timed with that chunk's work.
    await page.waitForFunction((zoomable) => !document.querySelector(zoomable) || document.querySelector(".medium-zoom-image"), ZOOMABLE)
    const requested = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    const input = page.getByRole("combobox", { name: "Поиск по сайту" })
    await input.focus()
    await page.waitForLoadState("networkidle")
    const t0 = Date.now()
    await input.fill(query)
    await firstSuggestion(page, query)
    if (round === 0) {
      cold.push(Date.now() - t0)
      bytes.push({ query, files: requested.length, gzipBytes: gzipOf(requested) })
    }
    // Further keystrokes: Backspace (a new query, its shards mostly loaded), then the letter typed again.
    for (const [key, next] of [
      ["Backspace", query.slice(0, -1)],
      [query.slice(-1), query],
    ]) {
      const n = await page.evaluate(() => window.__keystrokes.length)
      const painted = page.evaluate((n) => window.__whenPainted(n), n)
      const t1 = Date.now()
      await (key === "Backspace" ? page.keyboard.press(key) : page.keyboard.type(key))
      await painted
      const spent = Date.now() - t1
      const keystroke = await page.evaluate((n) => window.__keystrokes[n], n)
      if (keystroke.query !== next.trim()) throw new Error(`Keystroke gave "${keystroke.query}", expected "${next.trim()}"`)
      const ms = Math.round((keystroke.painted - keystroke.at) * 10) / 10
      if (round === 0) (key === "Backspace" ? fresh : remembered).push(ms)
      if (at < 5) {
        harness.push(spent)
        warmRounds.at(-1).push(ms)
      }
    }
    await context.close()
  }
  const root = join(PUBLIC, "search")
  const folder = readdirSync(root).find((name) => statSync(join(root, name)).isDirectory())
  const listing = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listing(join(dir, e.name)) : [join(dir, e.name)]))
  const indexFiles = listing(join(root, folder))
  // Quality by kind of query (bench/search-queries.json), from the quality spec run on this build (not on a
  // generated site, whose copies of the pages the query set does not know).
  const qualityFile = join(ROOT, "bench-results/search-quality.json")
  mkdirSync(join(ROOT, "bench-results"), { recursive: true })
  let qualityByKind = null
  if (!GENERATED)
    try {
      execFileSync("npx", ["jest", "e2e/search-quality.spec.ts", "--selectProjects", "e2e", "--silent"], {
        cwd: ROOT,
        env: { ...process.env, SEARCH_QUALITY_JSON: qualityFile },
        stdio: "ignore",
      })
    } catch {
      // Below the floor the spec fails, and its figures are the ones to read.
    }
  if (!GENERATED)
    try {
      qualityByKind = JSON.parse(readFileSync(qualityFile, "utf8"))
      for (const [kind, f] of Object.entries({ ...qualityByKind.kinds, all: qualityByKind.all }))
        console.error(`search quality ${kind.padEnd(12)} ${String(f.queries).padStart(3)} queries  hit@1 ${f.hit1.toFixed(3)}  hit@5 ${f.hit5.toFixed(3)}`)
    } catch (error) {
      qualityByKind = { error: String(error) }
    }
  const roundFigures = warmRounds.map(median)
  report.search = {
    qualityByKind,
    indexFolder: folder,
    indexFiles: indexFiles.length,
    indexBytesOnDisk: indexFiles.reduce((sum, f) => sum + statSync(f).size, 0),
    metaGzipBytes: gzipSync(readFileSync(join(root, folder, "meta.json"))).length,
    shards: indexFiles.filter((f) => f.includes("/s/")).length,
    bytesBeforeFirstSuggestion: { median: median(bytes.map((b) => b.gzipBytes)), max: Math.max(...bytes.map((b) => b.gzipBytes)), perQuery: bytes },
    coldFirstSuggestionMs: { median: median(cold), all: cold },
    warmKeystrokeMs: {
      median: median(roundFigures),
      rounds: roundFigures,
      all: warmRounds.flat(),
      harnessMs: { median: median(harness), all: harness },
    },
    freshKeystrokeMs: { median: median(fresh), all: fresh },
    rememberedKeystrokeMs: { median: median(remembered), all: remembered },
  }
  // Printed beside the quality figures, for this site and a generated one alike (budget: 60 KB gzip at 140 and 2,000 pages).
  const { median: bytesMedian, max: bytesMax } = report.search.bytesBeforeFirstSuggestion
  console.error(
    `search bytes before the first suggestion: median ${(bytesMedian / 1024).toFixed(1)} KB, max ${(bytesMax / 1024).toFixed(1)} KB gzip over ${bytes.length} queries`,
  )
  console.error(
    `search keystroke: median ${report.search.warmKeystrokeMs.median} ms (first five queries, ${KEYSTROKE_ROUNDS} rounds: ${report.search.warmKeystrokeMs.rounds.join(", ")} ms); by kind over ${fresh.length} queries, fresh ${report.search.freshKeystrokeMs.median} ms, remembered ${report.search.rememberedKeystrokeMs.median} ms`,
  )
}
await browser.close()

// The MCP server (mcp/server.mjs) over the same public/, as an assistant starts it: spawned over stdio by the
// SDK's own client. Start: from spawning node to the end of the MCP handshake (the SDK and the site's search
// code loaded); search: one search_docs call, the first of that process (manifest, meta and shards read then).
async function measureMcp(publicDir, runs = 3, query = "как создать каскад") {
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js")
  const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js")
  const starts = []
  const searches = []
  for (let run = 0; run < runs; run++) {
    const client = new Client({ name: "bench", version: "1.0.0" })
    const t0 = performance.now()
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [fileURLToPath(new URL("../mcp/server.mjs", import.meta.url)), "--site", publicDir],
        stderr: "ignore",
      }),
    )
    starts.push(Math.round(performance.now() - t0))
    const t1 = performance.now()
    const result = await client.callTool({ name: "search_docs", arguments: { query } })
    searches.push(Math.round(performance.now() - t1))
    await client.close()
    if (result.isError) throw new Error(`MCP search_docs failed: ${result.content[0]?.text}`)
  }
  return { query, startMs: { median: median(starts), all: starts }, firstSearchMs: { median: median(searches), all: searches } }
}
if (!LIGHTHOUSE_ONLY) report.mcp = await measureMcp(PUBLIC)

// The same server over HTTP as deploy/ runs it: the systemd unit's command line (port from deploy/policy.ts)
// behind Debian's nginx with the generated files (as mcp/http.spec.ts). Start: from spawning node to the first
// answer to initialize; a search and an error lookup through nginx, median of 20 each in one client; the
// service's memory (RSS) at rest after the first calls, and its peak while 50 clients search at once.
async function measureMcpHttp(publicDir, calls = 20, clients = 50) {
  const require = createRequire(import.meta.url)
  require("../src/node/ts-require.cjs")
  const { startNginx } = require("../e2e/support/nginx.ts")
  const { MCP_NGINX_FILE, MCP_NGINX_HTTP_FILE, MCP_UNIT_FILE, mcpServiceArgs } = require("../deploy/generate.ts")
  const { Client } = await import("@modelcontextprotocol/sdk/client/index.js")
  const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js")
  const args = mcpServiceArgs(readFileSync(join(ROOT, MCP_UNIT_FILE), "utf8"), ROOT).map((arg) => (arg === join(ROOT, "public") ? publicDir : arg))
  const port = Number(args[args.indexOf("--port") + 1])
  const initialize = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
  })
  const t0 = performance.now()
  const service = spawn(process.execPath, args, { cwd: ROOT, stdio: "ignore" })
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: "POST",
      body: initialize,
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (performance.now() - t0 > 60_000) throw new Error("the MCP service did not answer within 60 s")
    await new Promise((done) => setTimeout(done, 20))
  }
  const startMs = Math.round(performance.now() - t0)
  const memory = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${service.pid}/status`, "utf8"))?.[1] ?? 0) * 1024
  const nginx = await startNginx(publicDir, join(ROOT, "deploy", "nginx", "edna-pulse-docs.conf"), {
    http: [join(ROOT, MCP_NGINX_HTTP_FILE)],
    server: [join(ROOT, MCP_NGINX_FILE)],
  })
  try {
    const endpoint = new URL(`${nginx.baseUrl}/mcp`)
    const client = new Client({ name: "bench", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(endpoint))
    const timed = async (name, args) => {
      const all = []
      for (let i = 0; i < calls; i++) {
        const t = performance.now()
        const result = await client.callTool({ name, arguments: args })
        all.push(Math.round((performance.now() - t) * 10) / 10)
        if (result.isError) throw new Error(`MCP ${name} failed over HTTP: ${result.content[0]?.text}`)
      }
      return { median: median(all), all }
    }
    const searchMs = await timed("search_docs", { query: "как создать каскад" })
    const lookupMs = await timed("lookup_error", { error: "400 RequestId is not unique" })
    await client.close()
    const restBytes = memory("VmRSS")
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const each = new Client({ name: "bench", version: "1.0.0" })
        await each.connect(new StreamableHTTPClientTransport(endpoint))
        await each.callTool({ name: "search_docs", arguments: { query: "шаблон WhatsApp" } })
        await each.close()
      }),
    )
    return { startMs, searchMs, lookupMs, restRssMB: Math.round(restBytes / 1048576), peakRssUnder50ClientsMB: Math.round(memory("VmHWM") / 1048576) }
  } finally {
    await nginx.stop()
    service.kill("SIGTERM")
  }
}
if (!LIGHTHOUSE_ONLY && !GENERATED) report.mcp.http = await measureMcpHttp(PUBLIC)
console.error(`mcp over HTTP: ${JSON.stringify(report.mcp.http ?? null)}`)

// Lighthouse in mobile emulation with Debian's Chromium.
if (!SEARCH_ONLY && !GENERATED)
  try {
    const { default: lighthouse } = await import("lighthouse")
    const chromeLauncher = await import("chrome-launcher")
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS] })
    mkdirSync(join(ROOT, "bench-results/lighthouse"), { recursive: true })
    for (const [kind, path] of Object.entries(PAGES)) {
      const runs = []
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouse(base + encodeURI(path), {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
        writeFileSync(join(ROOT, `bench-results/lighthouse/${kind}-${run}.json`), JSON.stringify(result.lhr))
        runs.push({
          ...Object.fromEntries(Object.entries(result.lhr.categories).map(([key, c]) => [key, Math.round(c.score * 100)])),
          // First and largest contentful paint in Lighthouse's simulated mobile conditions, in seconds.
          fcpS: Math.round(result.lhr.audits["first-contentful-paint"].numericValue) / 1000,
          lcpS: Math.round(result.lhr.audits["largest-contentful-paint"].numericValue) / 1000,
        })
      }
      report.lighthouse[kind] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]))
      if (RUNS > 1) report.lighthouse[kind].runs = runs
    }
    await chrome.kill()
  } catch (error) {
    report.lighthouse.error = String(error)
  }
server.close()

mkdirSync(join(ROOT, "bench-results"), { recursive: true })
writeFileSync(join(ROOT, "bench-results/report.json"), JSON.stringify(report, null, 2))
console.log(JSON.stringify(report, null, 2))
