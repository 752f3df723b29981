/** Opens every page of the sitemap in Chromium: no console error, no failed request, no third party. */
import fs from "node:fs"
import path from "node:path"
import type { Browser } from "playwright-core"
import { launchBrowser, openPage, url } from "./support/browser"
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
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it("lists every listed route and no unlisted one", () => {
    const listed = routes.filter((route) => route.listed).map((route) => route.path)
    const unlisted = routes.filter((route) => !route.listed).map((route) => route.path)
    expect(listed.filter((p) => !inSitemap.includes(p))).toEqual([])
    expect(inSitemap.filter((p) => unlisted.includes(p))).toEqual([])
  })

  it("lists the pages in path order, so that two builds of the same content give the same sitemap", () => {
    expect(inSitemap).toEqual([...inSitemap].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it("opens every sitemap page without console errors or failed requests", async () => {
    const { context, page, problems } = await openPage(browser)
    const notFound: string[] = []
    for (const pagePath of inSitemap) {
      const response = await page.goto(url(pagePath), { waitUntil: "load" })
      if (response?.status() !== 200) notFound.push(`${pagePath} -> ${response?.status()}`)
    }
    await context.close()
    expect(notFound).toEqual([])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.failedRequests).toEqual([])
    expect(problems.thirdPartyRequests).toEqual([])
  }, 600_000)

  it("shows the not-found page for an unknown path", async () => {
    const { context, page } = await openPage(browser)
    const response = await page.goto(url("/docs/no-such-page"))
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1").textContent()).resolves.toBe("Страница не найдена")
    await expect(page.locator("main").textContent()).resolves.toMatch(/владельцу сайта/)
    await context.close()
  })
})
