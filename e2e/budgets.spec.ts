/** Deterministic byte budgets over the production build (no timings). */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { routeInfo, type PageKind } from "../src/lib/routes"
import { htmlFileOf } from "./support/routes"

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

/** Every page the build wrote (a page-data file and its HTML), by the site's own classification of its path:
 * read from public/, so a new page is measured like the others without a count to update. */
function builtPages(): Array<{ path: string; kind: PageKind }> {
  const root = path.join(PUBLIC, "page-data")
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name))
      else if (entry.name === "page-data.json") found.push(path.relative(root, dir).split(path.sep).join("/"))
    }
  }
  walk(root)
  return found
    .map((folder) => (folder === "index" ? "/" : `/${folder}`))
    .filter((route) => fs.existsSync(htmlFileOf(route)))
    .sort()
    .map((route) => ({ path: route, kind: routeInfo(route).kind }))
}

const pages = builtPages()
const ofKinds = (kinds: readonly PageKind[]): string[] => pages.filter((page) => kinds.includes(page.kind)).map((page) => page.path)
const DOCS_KINDS: PageKind[] = ["doc", "api"]
/** Articles: docs and API pages, and release notes, which carry their MDX content and the page menu. */
const ARTICLE_KINDS: PageKind[] = [...DOCS_KINDS, "blog-post"]
/** The home page and the blog's lists (pages, tags, archive): no article content to pay for. */
const LIGHT_KINDS: PageKind[] = ["home", "blog-list", "blog-tags", "blog-archive"]
const docsPages = ofKinds(DOCS_KINDS)
const articlePages = ofKinds(ARTICLE_KINDS)
const lightPages = ofKinds(LIGHT_KINDS)
/** Which of `kinds` no page has: a budget over an empty or partial list would hold for nothing. */
const kindsWithoutPages = (kinds: readonly PageKind[]): PageKind[] => kinds.filter((kind) => !pages.some((page) => page.kind === kind))
const overBudget = (pages: string[], kb: number): string[] =>
  pages
    .map((route) => [route, jsBeforeInteractive(route)] as const)
    .filter(([, bytes]) => bytes > kb * KB)
    .map(([route, bytes]) => `${route}: ${(bytes / KB).toFixed(1)} KB`)

describe("page weight budgets", () => {
  it.each(["/docs/template/whatsapp/buttons", "/docs/api/messages/sending", "/docs/start", "/"])(
    "JS before interactive on %s is at most 100 KB gzip",
    (route) => {
      expect(jsBeforeInteractive(route)).toBeLessThanOrEqual(100 * KB)
    },
  )

  it("keeps JS before interactive at most 100 KB gzip on every docs, API and blog post page", () => {
    expect(kindsWithoutPages(ARTICLE_KINDS)).toEqual([])
    expect(overBudget(articlePages, 100)).toEqual([])
  })

  it("keeps JS before interactive at most 90 KB gzip on the home page and the blog's list, tag and archive pages", () => {
    expect(kindsWithoutPages(LIGHT_KINDS)).toEqual([])
    expect(overBudget(lightPages, 90)).toEqual([])
  })

  it("gives each docs page the sidebar of its path only: closed categories carry no items, just the file that has them", () => {
    type ViewItem = { type: "link"; href: string } | { type: "category"; href: string | null; items: ViewItem[] | null; itemsUrl: string | null }
    const pageData = (route: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route, "page-data.json"), "utf8"))
    const hrefsIn = (items: readonly ViewItem[]): string[] =>
      items.flatMap((item) => [...(item.href ? [item.href] : []), ...(item.type === "category" ? hrefsIn(item.items ?? []) : [])])
    const problems: string[] = []
    const shared = new Set<string>()
    for (const route of docsPages) {
      const data = pageData(route)
      const visit = (items: readonly ViewItem[]): void => {
        for (const item of items) {
          if (item.type !== "category") continue
          if (item.items === null) {
            if (!item.itemsUrl || !fs.existsSync(path.join(PUBLIC, item.itemsUrl)))
              problems.push(`${route}: closed category ${item.href} without its file (${item.itemsUrl})`)
          } else {
            // Open only on the page's path: the category is the page's or holds it (an unlisted page opens its folder's).
            if (item.href !== route && !hrefsIn(item.items).includes(route) && !data.result.pageContext.unlisted)
              problems.push(`${route}: category ${item.href} open off the path`)
            visit(item.items)
          }
        }
      }
      visit(data.result.data.sidebar)
      if (!data.result.pageContext.unlisted && !hrefsIn(data.result.data.sidebar).includes(route)) problems.push(`${route}: not in its own sidebar`)
      // Nor the frontmatter a second time: gatsby-plugin-mdx copies it into the context of a page that is an
      // MDX module, and pages are data (their template's query has it).
      expect([route, data.result.pageContext.frontmatter]).toEqual([route, undefined])
      for (const hash of data.staticQueryHashes as string[]) shared.add(hash)
    }
    expect(problems).toEqual([])
    // No static query result, which every page of a template loads, holds a sidebar.
    const staticResults = [...shared].map((hash) => fs.readFileSync(path.join(PUBLIC, "page-data", "sq", "d", `${hash}.json`), "utf8"))
    expect(staticResults.filter((json) => json.includes("allDocsSidebar"))).toEqual([])
    // A docs page's data besides its body (the page's text, `bodyTree`) stays within its budget: it once carried
    // the whole sidebar, which then moved to a static query every docs page loaded, both growing with the site.
    const start = pageData("/docs/start")
    const withoutBody = { ...start, result: { ...start.result, data: { ...start.result.data, mdx: { ...start.result.data.mdx, bodyTree: [] } } } }
    expect(start.result.data.mdx.bodyTree.length).toBeGreaterThan(0)
    expect(gzipSync(JSON.stringify(withoutBody)).length).toBeLessThanOrEqual(2 * KB)
  })

  it("writes no empty entries into the chunk table every page carries (one per page component before)", () => {
    for (const route of ["/docs/start", "/blog", "/"]) {
      // In a data attribute of the scripts slice (src/node/overrides/browser/gatsby-inline.ts), HTML-escaped.
      const mapping = /data-chunk-mapping="([^"]*)"/.exec(fs.readFileSync(htmlFileOf(route), "utf8"))?.[1] ?? ""
      const table = JSON.parse(mapping.replace(/&quot;/g, '"').replace(/&amp;/g, "&") || "{}") as Record<string, string[]>
      expect([route, Object.keys(table)]).toEqual([route, ["app"]])
    }
  })

  it("keeps a query's bytes before the box's first suggestions at most 60 KB gzip on this site and at 2,000 pages", () => {
    // scripts/search-scale.mjs builds the index of the built pages and of copies to 2,000 in memory and runs each
    // query of bench/queries.json as the box does, counting what it loads and the box's JS.
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "search-scale-")), "scale.json")
    execFileSync("node", ["scripts/search-scale.mjs", "--pages", "140,2000", "--json", out], { stdio: "ignore" })
    const { js, sites } = JSON.parse(fs.readFileSync(out, "utf8")) as { js: number; sites: Record<string, { queries: Record<string, { bytes: number }> }> }
    const over = Object.values(sites).flatMap((site) =>
      Object.entries(site.queries)
        .filter(([, figures]) => figures.bytes > 60 * KB)
        .map(([query, figures]) => `${query}: ${(figures.bytes / KB).toFixed(1)} KB`),
    )
    expect(js).toBeGreaterThan(10 * KB)
    expect(Object.keys(sites)).toHaveLength(2)
    expect(over).toEqual([])
  })

  it("keeps CSS at most 30 KB gzip", () => {
    for (const route of ["/docs/start", "/blog", "/"]) expect(inlineCss(route)).toBeLessThanOrEqual(30 * KB)
  })

  it("references no third-party host for scripts, styles, images or fonts", () => {
    const offenders: string[] = []
    for (const route of pages.map((page) => page.path)) {
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
