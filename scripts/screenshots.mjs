// Screenshots of pages of a built site, light and dark, desktop and 375 px, for reviewing by eye.
// Usage: node scripts/screenshots.mjs [public-dir] [out-dir] /path1 /path2 ...
import { chromium } from "playwright-core"
import { createServer } from "node:http"
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs"
import { extname, join, resolve } from "node:path"

const [root = "public", out = "screenshots", ...paths] = process.argv.slice(2)
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".webp": "image/webp", ".woff2": "font/woff2", ".jpg": "image/jpeg", ".avif": "image/avif" }
const server = createServer((req, res) => {
  const p = decodeURIComponent(new URL(req.url, "http://x").pathname)
  let file = [join(resolve(root), p), join(resolve(root), p, "index.html")].find((f) => existsSync(f) && statSync(f).isFile())
  const status = file ? 200 : 404
  file ??= join(resolve(root), "404.html")
  res.writeHead(status, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" })
  res.end(readFileSync(file))
}).listen(0)
const port = server.address().port
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] })
for (const path of paths.length ? paths : ["/"]) {
  for (const [mode, width] of [["light", 1280], ["dark", 1280], ["light", 375], ["dark", 375]]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode })
    await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${port}${encodeURI(path)}`, { waitUntil: "networkidle" })
    const name = `${path.replace(/\//g, "_") || "_home"}-${mode}-${width}.png`
    await page.screenshot({ path: join(out, name), fullPage: false })
    console.log(join(out, name))
    await context.close()
  }
}
await browser.close()
server.close()
