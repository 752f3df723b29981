/** The sitemap against routes.tsv, and the not-found page in Chromium (e2e/deploy.spec.ts opens every page). */
import fs from "node:fs"
import path from "node:path"
import { url, useBrowser } from "./support/browser"
import { readRoutes } from "./support/routes"

const sitemapPaths = (): string[] => {
  const dir = path.resolve("public")
  const files = fs.readdirSync(dir).filter((name) => /^sitemap-\d+\.xml$/.test(name))
  const xml = files.map((name) => fs.readFileSync(path.join(dir, name), "utf8")).join("\n")
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]).pathname))
}

describe("sitemap and smoke", () => {
  const routes = readRoutes()
  const inSitemap = sitemapPaths()
  const browser = useBrowser()

  it("lists every listed route and no unlisted one", () => {
    const listed = routes.filter((route) => route.listed).map((route) => route.path)
    const unlisted = routes.filter((route) => !route.listed).map((route) => route.path)
    expect(listed.filter((p) => !inSitemap.includes(p))).toEqual([])
    expect(inSitemap.filter((p) => unlisted.includes(p))).toEqual([])
  })

  it("lists the pages in path order, so that two builds of the same content give the same sitemap", () => {
    expect(inSitemap).toEqual([...inSitemap].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  // Every page is opened in Chromium by e2e/deploy.spec.ts, under nginx and the deployed CSP: every route
  // of routes.tsv (the sitemap's pages among them), with no console error, failed or third-party request.

  it("shows the not-found page for an unknown path", async () => {
    const { context, page } = await browser.openPage()
    const response = await page.goto(url("/docs/no-such-page"))
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1").textContent()).resolves.toBe("Страница не найдена")
    await expect(page.locator("main").textContent()).resolves.toMatch(/владельцу сайта/)
    await context.close()
  })
})
