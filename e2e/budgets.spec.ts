/** Deterministic byte budgets over the production build (no timings). */
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { htmlFileOf, readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const KB = 1024
const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
}

/** Gzip bytes of every script a page needs before it is interactive: the app and its component's chunks. */
function jsBeforeInteractive(route: string): number {
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"))
  const files = new Set(
    [...stats.namedChunkGroups.app.assets, ...stats.namedChunkGroups[pageData.componentChunkName].assets]
      .map((asset) => asset.name)
      .filter((name) => name.endsWith(".js")),
  )
  return [...files].reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(PUBLIC, name))).length, 0)
}

function inlineCss(route: string): number {
  const html = fs.readFileSync(htmlFileOf(route), "utf8")
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("")
  return gzipSync(css).length
}

const routes = readRoutes()
const docsPages = routes.filter((r) => r.kind === "doc" || r.kind === "api").map((r) => r.path)
/** The home page and every blog page: no docs sidebar, table of contents or code tabs to pay for. */
const lightPages = routes.filter((r) => r.path === "/" || r.kind.startsWith("blog")).map((r) => r.path)

describe("page weight budgets", () => {
  it.each(["/docs/template/whatsapp/buttons", "/docs/api/messages/sending", "/docs/start", "/"])("JS before interactive on %s is at most 100 KB gzip", (route) => {
    expect(jsBeforeInteractive(route)).toBeLessThanOrEqual(100 * KB)
  })

  it("keeps JS before interactive under 100 KB gzip on every docs and API page", () => {
    const over = docsPages.map((route) => [route, Math.round(jsBeforeInteractive(route) / KB)] as const).filter(([, kb]) => kb > 100)
    expect(over).toEqual([])
  })

  it("keeps JS before interactive at most 90 KB gzip on the home page and every blog page", () => {
    const over = lightPages.map((route) => [route, Math.round(jsBeforeInteractive(route) / KB)] as const).filter(([, kb]) => kb > 90)
    expect(lightPages.length).toBeGreaterThanOrEqual(25)
    expect(over).toEqual([])
  })

  it("keeps CSS at most 30 KB gzip", () => {
    for (const route of ["/docs/start", "/blog", "/"]) expect(inlineCss(route)).toBeLessThanOrEqual(30 * KB)
  })

  it("references no third-party host for scripts, styles, images or fonts", () => {
    const offenders: string[] = []
    for (const route of routes.map((r) => r.path)) {
      const html = fs.readFileSync(htmlFileOf(route), "utf8")
      for (const match of html.matchAll(/<(script|link|img|source|iframe)\b[^>]*\b(?:src|href|srcset)="(https?:)?\/\/([^"/]+)/g)) {
        if (match[1] === "link" && /rel="(canonical|alternate)"/.test(match[0])) continue
        offenders.push(`${route}: ${match[0].slice(0, 100)}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it("serves every article image responsive and lazy", () => {
    let images = 0
    for (const route of docsPages) {
      const html = fs.readFileSync(htmlFileOf(route), "utf8")
      // gatsby-remark-images writes each figure as an <img> with a srcset of several widths.
      for (const img of html.match(/<img[^>]*class="gatsby-resp-image-image"[^>]*>/g) ?? []) {
        images += 1
        const widths = [...(/srcset="([^"]*)"/.exec(img)?.[1] ?? "").matchAll(/ (\d+)w/g)].length
        expect([route, widths >= 2, /loading="lazy"/.test(img), /alt="[^"]+"/.test(img)]).toEqual([route, true, true, true])
      }
    }
    expect(images).toBeGreaterThanOrEqual(27)
  })
})
