// Measures the site: build time and memory, page weight per route kind, search index and latency,
// Lighthouse scores. Prints a summary and writes bench-results/report.json. Usage: npm run bench
import { execFileSync, spawnSync } from "node:child_process"
import { createServer } from "node:http"
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, appendFileSync } from "node:fs"
import { extname, join, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "playwright-core"

const ROOT = resolve(".")
const PUBLIC = join(ROOT, "public")
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]
const PAGES = { home: "/", docs: "/docs/template/whatsapp/buttons", api: "/docs/api/messages/sending", blogList: "/blog", blogPost: "/blog/16-01-25" }
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
const report = { date: new Date().toISOString(), build: {}, pages: {}, search: {}, lighthouse: {} }

function timedBuild(label) {
  const started = Date.now()
  const result = spawnSync("/usr/bin/time", ["-v", "npx", "gatsby", "build"], { cwd: ROOT, env, encoding: "utf8", maxBuffer: 1 << 28 })
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stdout}\n${result.stderr}`)
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0)
  return { seconds: (Date.now() - started) / 1000, peakMemoryMb: Math.round(peakKb / 1024) }
}

if (!process.argv.includes("--skip-build")) {
  execFileSync("npx", ["gatsby", "clean"], { cwd: ROOT, env, stdio: "ignore" })
  report.build.cold = timedBuild("cold")
  const page = join(ROOT, "content/docs/clients/tags.mdx")
  const original = readFileSync(page, "utf8")
  try {
    appendFileSync(page, "\n")
    report.build.warmAfterOneEdit = timedBuild("warm")
  } finally {
    writeFileSync(page, original)
  }
}

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp", ".avif": "image/avif", ".woff2": "font/woff2", ".xml": "application/xml", ".yaml": "application/yaml" }
const server = createServer((req, res) => {
  const p = decodeURIComponent(new URL(req.url, "http://x").pathname)
  let file = [join(PUBLIC, p), join(PUBLIC, p, "index.html")].find((f) => existsSync(f) && statSync(f).isFile())
  const status = file ? 200 : 404
  file ??= join(PUBLIC, "404.html")
  const type = TYPES[extname(file)] ?? "application/octet-stream"
  // Text is sent gzip-compressed, as every CDN does; images and fonts are already compressed.
  const compress = /text|javascript|json|xml|yaml|svg/.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")
  res.writeHead(status, { "Content-Type": type, ...(compress ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}) })
  res.end(compress ? gzipSync(readFileSync(file)) : readFileSync(file))
}).listen(0, "127.0.0.1")
await new Promise((r) => server.once("listening", r))
const base = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
for (const [kind, path] of Object.entries(PAGES)) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const seen = []
  page.on("response", async (response) => {
    try {
      const body = await response.body()
      seen.push({ url: response.url(), type: response.request().resourceType(), raw: body.length, gzip: gzipSync(body).length })
    } catch {}
  })
  await page.goto(base + encodeURI(path), { waitUntil: "networkidle" })
  await page.waitForSelector("html[data-hydrated]")
  const sum = (filter, key) => seen.filter(filter).reduce((total, r) => total + r[key], 0)
  const isJs = (r) => r.type === "script" || r.url.endsWith(".js")
  report.pages[kind] = {
    path,
    htmlBytes: sum((r) => r.type === "document", "raw"),
    jsBytes: sum(isJs, "raw"),
    jsGzipBytes: sum(isJs, "gzip"),
    cssBytes: sum((r) => r.type === "stylesheet", "raw"),
    inlineCssBytes: await page.evaluate(() => [...document.querySelectorAll("style")].reduce((n, s) => n + s.textContent.length, 0)),
    fontBytes: sum((r) => r.type === "font", "raw"),
    requests: seen.length,
  }
  await context.close()
}

// Search: bytes before the first result and query latency over the committed query set (in Chromium's worker).
{
  const context = await browser.newContext()
  const page = await context.newPage()
  const bytes = []
  page.on("response", async (response) => {
    if (response.url().includes("/search/")) bytes.push((await response.body().catch(() => Buffer.alloc(0))).length)
  })
  await page.goto(`${base}/docs/start`, { waitUntil: "networkidle" })
  const queries = JSON.parse(readFileSync(join(ROOT, "bench/queries.json"), "utf8"))
  const input = page.getByRole("combobox", { name: "Поиск по сайту" })
  await input.focus()
  await page.waitForTimeout(1500)
  const timings = []
  for (const query of queries) {
    // Time from typing to suggestions on screen, through the worker.
    await input.fill("")
    const t0 = Date.now()
    await input.fill(query)
    await page.waitForFunction(
      () => document.querySelectorAll('[role="option"]').length > 0 || /No results/.test(document.querySelector('[role="search"]')?.textContent ?? ""),
      undefined,
      { timeout: 10000 },
    )
    timings.push(Date.now() - t0)
  }
  timings.sort((a, b) => a - b)
  const at = (q) => (timings.length ? Number(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2)) : null)
  const indexFile = readdirSync(join(PUBLIC, "search")).find((name) => name.startsWith("index-"))
  report.search = {
    indexFile,
    indexBytes: statSync(join(PUBLIC, "search", indexFile)).size,
    indexGzipBytes: gzipSync(readFileSync(join(PUBLIC, "search", indexFile))).length,
    bytesLoadedBeforeFirstResult: bytes.reduce((a, b) => a + b, 0),
    queries: queries.length,
    uiLatencyMs: { median: at(0.5), p95: at(0.95) },
  }
  await context.close()
}
await browser.close()

// Lighthouse in mobile emulation with Debian's Chromium.
try {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  for (const [kind, path] of Object.entries(PAGES)) {
    const result = await lighthouse(base + encodeURI(path), { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] })
    report.lighthouse[kind] = Object.fromEntries(Object.entries(result.lhr.categories).map(([key, c]) => [key, Math.round(c.score * 100)]))
  }
  await chrome.kill()
} catch (error) {
  report.lighthouse.error = String(error)
}
server.close()

mkdirSync(join(ROOT, "bench-results"), { recursive: true })
writeFileSync(join(ROOT, "bench-results/report.json"), JSON.stringify(report, null, 2))
console.log(JSON.stringify(report, null, 2))
