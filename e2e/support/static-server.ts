/**
 * Serves public/ the way a CDN serves this site: `/docs/start` answers with `docs/start/index.html`,
 * files are served as they are, and unknown paths get 404.html with status 404.
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".ico": "image/x-icon",
  ".map": "application/json",
}

function fileFor(root: string, pathname: string): string | null {
  const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, "")
  const candidates = [path.join(root, safe), path.join(root, safe, "index.html")]
  for (const candidate of candidates) {
    if (!candidate.startsWith(root)) continue
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

export function startStaticServer(root: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)
    } catch {
      res.writeHead(400).end("Bad request")
      return
    }
    const file = fileFor(root, pathname)
    const status = file ? 200 : 404
    const served = file ?? path.join(root, "404.html")
    res.writeHead(status, {
      "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
    })
    if (req.method === "HEAD") res.end()
    else fs.createReadStream(served).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}
