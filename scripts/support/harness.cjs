/**
 * The one static server and the one Chromium launcher for everything that opens the built site: the
 * end-to-end tests (e2e/support), the bench (scripts/bench.mjs) and the screenshots
 * (scripts/screenshots.mjs). CommonJS with a declaration file beside it, so that both TypeScript under
 * Jest and the plain `node` scripts load the same code.
 *
 * The server answers as a CDN serving public/ does: `/docs/start` and `/docs/start/` get
 * `docs/start/index.html`, a file is served as it is with its MIME type, text is gzip-compressed when the
 * client accepts it, and an unknown path gets 404.html with status 404.
 */
"use strict"
const fs = require("node:fs")
const http = require("node:http")
const path = require("node:path")
const zlib = require("node:zlib")

const MIME_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
}

/** Text is compressed, as every CDN does; images and fonts already are. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml)|image\/svg\+xml)/

const mimeTypeOf = (file) => MIME_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"

/** The file under `root` that answers `pathname` (the file itself, or the folder's index.html), or null. */
function fileFor(root, pathname) {
  const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, "")
  for (const candidate of [path.join(root, safe), path.join(root, safe, "index.html")]) {
    if (!candidate.startsWith(root)) continue
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Serves the built site in `root` on 127.0.0.1 at `port` (0: any free port). */
function startStaticServer(root, port = 0) {
  const base = path.resolve(root)
  const server = http.createServer((req, res) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
    } catch {
      res.writeHead(400).end("Bad request")
      return
    }
    const file = fileFor(base, pathname)
    const served = file ?? path.join(base, "404.html")
    const type = mimeTypeOf(served)
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    res.writeHead(file ? 200 : 404, {
      "Content-Type": type,
      "Cache-Control": "no-cache",
      ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}),
    })
    if (req.method === "HEAD") {
      res.end()
      return
    }
    const body = fs.createReadStream(served)
    if (gzip) body.pipe(zlib.createGzip()).pipe(res)
    else body.pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}

/** The base URL of a server started by startStaticServer, e.g. `http://127.0.0.1:9323`. */
function serverUrl(server) {
  const address = server.address()
  if (!address || typeof address === "string") throw new Error("the static server is not listening on a TCP port")
  return `http://127.0.0.1:${address.port}`
}

/** Debian's Chromium unless CHROMIUM_PATH names another. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Headless, and nothing of its own on the network: no updates, sync or background requests. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/** Launches Chromium through playwright-core. */
function launchChromium() {
  const { chromium } = require("playwright-core")
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

module.exports = { MIME_TYPES, mimeTypeOf, startStaticServer, serverUrl, CHROMIUM_PATH, CHROMIUM_ARGS, launchChromium }
