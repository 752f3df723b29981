/**
 * The class of fault that only shows on a large site: a generated copy of the site with about 600 pages
 * (scripts/generate-site.mjs: each docs page copied beside its original) is built with the project's own
 * build command and default settings (no NODE_OPTIONS), and each page kind's output is compared with the
 * real site's in public/ (built before this runs).
 *
 * What a page carries must not grow with the site. The parts that may are the lists of the page's own
 * folder: the generator makes each docs folder several times wider, and a page's sidebar lists the pages of
 * its folder, and a section's page ends with a card per page of the section, as on every docs site. So the
 * sidebar is checked for what it holds (the top level and the categories on the page's path, nothing of the
 * closed ones), and everything else for its size: the HTML without the sidebar and the cards, and the data
 * the page loads without its sidebar view and cards, within 1.3 times the real site's. The JS a page needs
 * before it is interactive has nothing of the folder in it, so it is held tighter: within 1 % of the real
 * site's (see JS_BOUND).
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { t } from "../src/config/strings"

const ROOT = path.resolve(".")
const PAGES = Number(process.env.SCALE_PAGES ?? 600)
const BOUND = 1.3
/**
 * The JS a docs page needs before it is interactive, against the real site's. Nothing in it may grow with
 * the page count: what differs between the two builds is a few bytes of webpack's module ids and hashes.
 * 1 % is less than what a table costing every page 2 bytes gzip per page of the site adds between the two
 * builds, so such a table fails here, as webpack's table of chunk hashes and Gatsby's table of page
 * components in the first scripts did.
 */
const JS_BOUND = 1.01
const KINDS = {
  docsRoot: "/docs",
  docsStart: "/docs/start",
  docs: "/docs/template/whatsapp/buttons",
  api: "/docs/api/messages/sending",
  blogList: "/blog",
  blogPost: "/blog/16-01-25",
  home: "/",
}

type ViewItem = { type: "link"; href: string } | { type: "category"; href: string | null; items: ViewItem[] | null }

/** A section page's cards (DocCardList). */
const CARDS = /<ul[^>]*data-doc-cards[^>]*>[\s\S]*?<\/ul>/

/** The sidebar's HTML, the `<nav>` labelled as a sidebar. */
const SIDEBAR_NAV = new RegExp(`<nav[^>]*aria-label="(?:${t("docs.sidebar")}|${t("docs.apiSidebar")})"[^>]*>[\\s\\S]*?</nav>`)

/** What a page downloads besides scripts and styles: its HTML, and its data with the static query results it names. */
function measure(publicDir: string, route: string): { html: string; data: Record<string, unknown>; staticResults: string } {
  const dir = route === "/" ? publicDir : path.join(publicDir, route)
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8")
  const data = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"))
  const staticResults = (data.staticQueryHashes as string[])
    .map((hash) => fs.readFileSync(path.join(publicDir, "page-data", "sq", "d", `${hash}.json`), "utf8"))
    .join("")
  return { html, data, staticResults }
}

const gzip = (text: string): number => gzipSync(text).length

/** Sizes of everything but the sidebar, raw and gzip; and the sidebar's entries as the data and the HTML hold them. */
function sizes(publicDir: string, route: string) {
  const { html, data, staticResults } = measure(publicDir, route)
  const result = data.result as { data?: { sidebar?: ViewItem[] }; pageContext?: { cards?: unknown } }
  const view = result.data?.sidebar ?? []
  const withoutSidebar =
    JSON.stringify({ ...data, result: { ...result, data: { ...result.data, sidebar: undefined }, pageContext: { ...result.pageContext, cards: undefined } } }) +
    staticResults
  const htmlWithoutSidebar = html.replace(SIDEBAR_NAV, "").replace(CARDS, "")
  const count = (items: readonly ViewItem[]): number => items.reduce((n, item) => n + 1 + (item.type === "category" ? count(item.items ?? []) : 0), 0)
  const renderedLinks = (SIDEBAR_NAV.exec(html)?.[0].match(/<a /g) ?? []).length
  return {
    html: { raw: htmlWithoutSidebar.length, gzip: gzip(htmlWithoutSidebar) },
    data: { raw: withoutSidebar.length, gzip: gzip(withoutSidebar) },
    sidebar: { entries: count(view), renderedLinks, openOffPath: openOffPath(view, route) },
  }
}

/** Categories the page opens although they neither are its page nor hold it. */
function openOffPath(items: readonly ViewItem[], route: string): string[] {
  const holds = (list: readonly ViewItem[]): boolean => list.some((item) => item.href === route || (item.type === "category" && holds(item.items ?? [])))
  return items.flatMap((item) =>
    item.type !== "category" || item.items === null
      ? []
      : [...(item.href === route || holds(item.items) ? [] : [String(item.href)]), ...openOffPath(item.items, route)],
  )
}

/** Gzip bytes of the scripts a page needs before it is interactive (as e2e/budgets.spec.ts counts them). */
function jsBeforeInteractive(publicDir: string, route: string): number {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
  }
  const data = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"))
  const files = new Set(
    [...stats.namedChunkGroups.app.assets, ...stats.namedChunkGroups[data.componentChunkName].assets].map((a) => a.name).filter((name) => name.endsWith(".js")),
  )
  return [...files].reduce((sum, name) => sum + gzipSync(fs.readFileSync(path.join(publicDir, name))).length, 0)
}

describe(`a generated site of about ${PAGES} pages`, () => {
  let site = ""
  beforeAll(() => {
    if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) throw new Error("public/ has no build: run `npm run build` first")
    const made = JSON.parse(
      execFileSync("node", ["scripts/generate-site.mjs", "--pages", String(PAGES)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .pop() ?? "{}",
    ) as { folder: string }
    site = made.folder
  })
  afterAll(() => {
    if (site && !process.env.SCALE_KEEP) fs.rmSync(site, { recursive: true, force: true })
  })

  it(
    "builds with the project's build command and default settings",
    () => {
      const env: NodeJS.ProcessEnv = { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" }
      delete env.NODE_OPTIONS
      const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: site, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
      if (build.status !== 0) throw new Error(`the build of ${site} failed (${build.status}):\n${(build.stdout + build.stderr).slice(-4000)}`)
      const pages = fs.readFileSync(path.join(site, "public", "sitemap-0.xml"), "utf8").match(/<loc>/g)?.length ?? 0
      expect(pages).toBeGreaterThan(PAGES * 0.9)
    },
    30 * 60 * 1000,
  )

  it.each(Object.entries(KINDS))("keeps %s (%s) within 1.3 times the real site's, the sidebar aside", (kind, route) => {
    const real = sizes(path.join(ROOT, "public"), route)
    const large = sizes(path.join(site, "public"), route)
    const over = (["html", "data"] as const).flatMap((what) =>
      (["raw", "gzip"] as const)
        .filter((how) => large[what][how] > BOUND * real[what][how])
        .map((how) => `${what} ${how}: ${large[what][how]} B against ${real[what][how]} B`),
    )
    expect([kind, over]).toEqual([kind, []])
    // The sidebar opens only the page's path, and the HTML renders what the data holds, nothing of closed categories.
    expect([kind, large.sidebar.openOffPath, large.sidebar.renderedLinks]).toEqual([kind, [], large.sidebar.entries])
  })

  it("keeps the JS a docs page needs before it is interactive within 1 % of the real site's", () => {
    const real = jsBeforeInteractive(path.join(ROOT, "public"), KINDS.docs)
    const large = jsBeforeInteractive(path.join(site, "public"), KINDS.docs)
    console.log(`scale: JS before interactive of ${KINDS.docs}: ${(large / 1024).toFixed(1)} KB gzip at ~${PAGES} pages, ${(real / 1024).toFixed(1)} KB here`)
    expect(real).toBeLessThanOrEqual(100 * 1024)
    expect({ bytes: large, within: large <= JS_BOUND * real }).toEqual({ bytes: large, within: true })
  })
})
