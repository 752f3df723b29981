/** Search as readers use it: inflected Russian, half-typed words, typos, API terms, keyboard, results page. */
import type { Browser, Page } from "playwright-core"
import { launchBrowser, openPage, url } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function suggest(page: Page, query: string): Promise<string[]> {
  const input = page.getByRole("combobox", { name: "Поиск по сайту" })
  await input.fill(query)
  // The list carries the query its results answer, so old results are never read.
  await page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query.trim(), { timeout: 15000 })
  return page.locator('[role="option"]').evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split(/[?#]/)[0]))
}

describe("search box", () => {
  let page: Page
  beforeAll(async () => {
    page = (await openPage(browser)).page
    await page.goto(url("/docs/start"))
    await page.waitForSelector("html[data-hydrated]")
    await page.keyboard.press("Control+k")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("combobox")
  })

  it.each([
    ["шаблонов", "/docs/template"],
    ["каскада", "/docs/cascades"],
    ["рассылок", "/docs/broadcast"],
    ["шабл", "/docs/template"],
    ["каскдов", "/docs/cascades"],
    // The key's header: where the key is issued, or the API page on authorisation.
    ["X-API-KEY", "/docs/integrations/api-settings|/docs/api"],
    ["callback", "/docs/api/callback/callback-set"],
  ])("finds %s", async (query, expected) => {
    const hrefs = await suggest(page, query)
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.length).toBeLessThanOrEqual(8)
    expect(hrefs.slice(0, 3).some((href) => expected.split("|").some((prefix) => href.startsWith(prefix)))).toBe(true)
  })

  it("keeps words that other indexes drop as stop words", async () => {
    expect((await suggest(page, "имя")).length).toBeGreaterThan(0)
    expect((await suggest(page, "время")).length).toBeGreaterThan(0)
  })

  it("highlights terms in snippets of at most 50 characters", async () => {
    await suggest(page, "тег")
    const snippets = await page.locator('[role="option"]').evaluateAll((links) => links.map((a) => a.lastElementChild?.lastElementChild?.textContent ?? ""))
    expect(snippets.every((text) => text.length <= 50)).toBe(true)
    await expect(page.locator('[role="option"] mark').count()).resolves.toBeGreaterThan(0)
  })

  it("offers all results within and outside the current context", async () => {
    await suggest(page, "канал")
    await expect(page.getByRole("link", { name: "See all results", exact: true }).count()).resolves.toBe(1)
    await expect(page.getByRole("link", { name: "See all results within Документация" }).count()).resolves.toBe(1)
    await expect(page.getByRole("link", { name: "See all results outside Документация" }).count()).resolves.toBe(1)
  })

  it("opens a hit with the keyboard and highlights the terms there", async () => {
    await suggest(page, "шаблонов")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.waitForFunction(() => location.search.includes("_highlight="))
    await page.waitForSelector("mark[data-search-highlight]")
  })

  it("closes on Escape", async () => {
    await suggest(page, "каскад")
    await page.keyboard.press("Escape")
    await expect(page.locator('[role="option"]').count()).resolves.toBe(0)
  })
})

describe("results page", () => {
  it("lists hits grouped by page with title, section, url and breadcrumb, within a context", async () => {
    const { context, page } = await openPage(browser)
    await page.goto(url("/search?q=шаблон&ctx=api"))
    await page.waitForSelector('[data-testid="search-results"]')
    const urls = await page.locator('[data-testid="search-results"] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.every((href) => href.startsWith("/docs/api"))).toBe(true)
    await page.goto(url("/search?q=шаблон&ctx=!api"))
    await page.waitForSelector('[data-testid="search-results"]')
    const outside = await page.locator('[data-testid="search-results"] h2 a').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))
    expect(outside.some((href) => href.startsWith("/docs/api"))).toBe(false)
    await context.close()
  })

  it("says 'No results' and shows a hostile query as text", async () => {
    const { context, page } = await openPage(browser)
    let dialog = false
    page.on("dialog", (d) => {
      dialog = true
      void d.dismiss()
    })
    await page.goto(url('/search?q=<zzqq onerror="zzqq()">&ctx=<script>alert(2)</script>'))
    await page.waitForSelector("text=No results")
    await expect(page.locator("main img").count()).resolves.toBe(0)
    await expect(page.locator("h1").textContent()).resolves.toContain('<zzqq onerror="zzqq()">')
    await expect(page.title()).resolves.toContain('<zzqq onerror="zzqq()">')
    expect(dialog).toBe(false)
    await context.close()
  })

  it("still searches when Web Workers are unavailable", async () => {
    const { context, page } = await openPage(browser)
    await context.addInitScript(() => {
      Object.defineProperty(window, "Worker", { value: undefined })
    })
    await page.goto(url("/search?q=каскад"))
    await page.waitForSelector('[data-testid="search-results"]')
    await context.close()
  })

  it("loads the index lazily: nothing before the search box is used", async () => {
    const { context, page } = await openPage(browser)
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await page.goto(url("/docs/start"))
    await page.waitForSelector("html[data-hydrated]")
    expect(requested.some((u) => u.includes("/search/index-"))).toBe(false)
    await page.getByRole("combobox", { name: "Поиск по сайту" }).focus()
    // The worker fetches the index; its requests are reported on the page.
    for (let i = 0; i < 50 && !requested.some((u) => u.includes("/search/index-")); i += 1) await page.waitForTimeout(100)
    expect(requested.some((u) => u.includes("/search/index-"))).toBe(true)
    await context.close()
  })
})

describe("when the index cannot load", () => {
  it("says so with a Retry button that recovers", async () => {
    const { context, page } = await openPage(browser)
    let blocked = true
    await context.route("**/search/manifest.json", (route) => (blocked ? route.abort() : route.continue()))
    await page.goto(url("/docs/start"))
    await page.waitForSelector("html[data-hydrated]")
    await page.getByRole("combobox", { name: "Поиск по сайту" }).fill("каскад")
    const retry = page.getByRole("button", { name: "Повторить" })
    await retry.waitFor()
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Поиск недоступен")
    blocked = false
    await retry.click()
    await page.waitForSelector('[role="option"]')
    await context.close()
  })
})

describe("on a 375 px screen", () => {
  it("suggests results from the navbar box", async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 375, height: 800 } })
    await page.goto(url("/docs/start"))
    await page.waitForSelector("html[data-hydrated]")
    const box = page.getByRole("combobox", { name: "Поиск по сайту" })
    await expect(box.isVisible()).resolves.toBe(true)
    await box.fill("каскад")
    await page.waitForSelector('[role="option"]')
    const panel = await page.locator('[role="listbox"]').evaluate((el) => el.closest("div")?.getBoundingClientRect().right ?? 0)
    expect(panel).toBeLessThanOrEqual(375)
    await context.close()
  })
})
