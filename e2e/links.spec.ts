/** A crawler over the built site: every internal link and anchor on every page resolves; external links listed. */
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve("public")

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full)
    return entry.name === "index.html" || entry.name === "404.html" ? [full] : []
  })
}

const routeOf = (file: string): string => {
  const rel = path.relative(PUBLIC, file).split(path.sep).join("/")
  return rel === "index.html" ? "/" : `/${rel.replace(/\/?index\.html$/, "")}`
}

const pages = new Map<string, string>(htmlFiles(PUBLIC).map((file) => [routeOf(file), fs.readFileSync(file, "utf8")]))
const idsCache = new Map<string, Set<string>>()
const idsOf = (route: string): Set<string> => {
  let ids = idsCache.get(route)
  if (!ids) {
    ids = new Set([...(pages.get(route) ?? "").matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))
    idsCache.set(route, ids)
  }
  return ids
}
const decode = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

describe("links in the built site", () => {
  it("resolve to a page or file, and to an element with the anchor's id", () => {
    const broken: string[] = []
    const external = new Set<string>()
    let checked = 0
    for (const [route, html] of pages) {
      for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const href = match[1].replace(/&amp;/g, "&")
        if (/^(https?:|mailto:|tel:)/.test(href)) {
          if (/^https?:/.test(href)) external.add(href)
          continue
        }
        checked += 1
        const [withQuery, hash] = href.split("#", 2)
        const target = withQuery === "" ? route : decode(withQuery.split("?")[0])
        const isFile = fs.existsSync(path.join(PUBLIC, target)) && fs.statSync(path.join(PUBLIC, target)).isFile()
        if (!pages.has(target) && !isFile) {
          broken.push(`${route}: ${href} (no page)`)
          continue
        }
        if (hash && !isFile && !idsOf(target).has(decode(hash))) broken.push(`${route}: ${href} (no #${decode(hash)})`)
      }
    }
    console.log(`links: ${checked} internal links checked on ${pages.size} pages; ${external.size} external links:\n  ${[...external].sort().join("\n  ")}`)
    expect(pages.size).toBeGreaterThanOrEqual(151)
    expect(broken).toEqual([])
  })
})
