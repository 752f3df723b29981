/** The blog as readers walk it: lists, pagination, tags, archive, posts, feeds. */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { url, useBrowser } from "./support/browser"

const browser = useBrowser()
let page: Page
beforeAll(async () => {
  page = (await browser.openPage()).page
})

const postLinks = (): Promise<string[]> => page.locator("main article h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
const dates = (): Promise<string[]> => page.locator("main article time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""))

describe("blog lists", () => {
  it("shows 10 posts newest first on /blog and 7 on /blog/page/2, with pager links", async () => {
    await page.goto(url("/blog"))
    expect(await postLinks()).toHaveLength(10)
    const first = await dates()
    expect([...first].sort().reverse()).toEqual(first)
    expect(first[0]).toBe("2025-10-09")
    await expect(
      page.getByRole("link", { name: "Читать далее: " + ((await page.locator("main article h2").first().textContent()) ?? "") }).count(),
    ).resolves.toBe(1)
    await expect(page.locator("main article").first().textContent()).resolves.toMatch(/мин чтения/)
    await page.getByRole("link", { name: /Старее/ }).click()
    await page.waitForURL(url("/blog/page/2"))
    // The address changes before the router has rendered the next page; wait for its heading.
    await page.waitForFunction(() => /страница 2/.test(document.querySelector("main h1")?.textContent ?? ""))
    expect(await postLinks()).toHaveLength(7)
    const second = await dates()
    expect(second[second.length - 1]).toBe("2025-01-16")
    expect(second[0] < first[first.length - 1]).toBe(true)
    await expect(page.getByRole("link", { name: /Новее/ }).getAttribute("href")).resolves.toBe("/blog")
  })

  it("paginates each tag page the same way", async () => {
    for (const tag of ["release-notes", "история-изменений"]) {
      await page.goto(url(`/blog/tags/${tag}`))
      expect(await postLinks()).toHaveLength(10)
      await page.goto(url(`/blog/tags/${tag}/page/2`))
      expect(await postLinks()).toHaveLength(7)
    }
  })

  it("lists tags with counts and the archive by year and month", async () => {
    await page.goto(url("/blog/tags"))
    await expect(page.locator("main").textContent()).resolves.toMatch(/Release notes\s*17 записей/)
    await expect(page.locator("main").textContent()).resolves.toMatch(/История изменений\s*17 записей/)
    await page.goto(url("/blog/archive"))
    await expect(page.locator("main section h2").allTextContents()).resolves.toEqual(["2025"])
    const months = await page.locator("main section h3").allTextContents()
    expect(months[0]).toBe("Октябрь")
    expect(months[months.length - 1]).toBe("Январь")
    await expect(page.locator("main section li").count()).resolves.toBe(17)
  })
})

describe("blog posts", () => {
  it("shows title, Russian date, reading time, tags, sidebar by year, and links to newer and older posts", async () => {
    await page.goto(url("/blog/16-01-25"))
    await expect(page.locator("main time").first().textContent()).resolves.toBe("16 января 2025 г.")
    await expect(page.locator("main").textContent()).resolves.toMatch(/\d+ мин чтения/)
    await expect(page.locator('main a[href="/blog/tags/release-notes"]').count()).resolves.toBeGreaterThan(0)
    const sidebar = page.getByRole("navigation", { name: "Все записи" })
    await expect(sidebar.locator("[data-year]").evaluateAll((groups) => groups.map((g) => g.getAttribute("data-year")))).resolves.toEqual(["2025"])
    await expect(sidebar.locator('a[aria-current="page"]').getAttribute("href")).resolves.toBe("/blog/16-01-25")
    await expect(sidebar.locator("[data-year] a").count()).resolves.toBe(17)
    const pager = page.getByRole("navigation", { name: "Соседние записи" })
    await expect(pager.locator('a[rel="prev"]').getAttribute("href")).resolves.toBe("/blog/05-02-25")
    await expect(pager.locator('a[rel="next"]').count()).resolves.toBe(0)
    await page.goto(url("/blog/09-10-25"))
    await expect(page.getByRole("navigation", { name: "Соседние записи" }).locator('a[rel="next"]').getAttribute("href")).resolves.toBe("/blog/11-09-25")
  })

  it("links every post to the docs", async () => {
    for (const slug of ["16-01-25", "20-05-25", "09-10-25"]) {
      await page.goto(url(`/blog/${slug}`))
      await expect(page.locator('main article a[href^="/docs/"]').count()).resolves.toBeGreaterThan(0)
    }
  })

  it("advertises the feeds in the head", async () => {
    await page.goto(url("/blog"))
    await expect(page.locator('link[type="application/rss+xml"]').getAttribute("href")).resolves.toBe("/blog/rss.xml")
    await expect(page.locator('link[type="application/atom+xml"]').getAttribute("href")).resolves.toBe("/blog/atom.xml")
  })
})

describe("feeds", () => {
  it("parse as XML in the browser", async () => {
    await page.goto(url("/blog"))
    const counts = await page.evaluate(async () => {
      const parse = async (path: string, tag: string) => {
        const xml = new DOMParser().parseFromString(await (await fetch(path)).text(), "application/xml")
        return xml.querySelector("parsererror") ? -1 : xml.getElementsByTagName(tag).length
      }
      return [await parse("/blog/rss.xml", "item"), await parse("/blog/atom.xml", "entry")]
    })
    expect(counts).toEqual([17, 17])
  })

  it("hold 17 items each, newest first", () => {
    const rss = fs.readFileSync(path.resolve("public/blog/rss.xml"), "utf8")
    const atom = fs.readFileSync(path.resolve("public/blog/atom.xml"), "utf8")
    expect(rss.match(/<item>/g)).toHaveLength(17)
    expect(atom.match(/<entry>/g)).toHaveLength(17)
    expect(rss.indexOf("/blog/09-10-25")).toBeLessThan(rss.indexOf("/blog/16-01-25"))
    expect(rss).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss/)
  })
})
