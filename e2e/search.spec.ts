/** Search as readers use it: inflected Russian, half-typed words, typos, API terms, keyboard, results page. */
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { BrowserContext, Page } from "playwright-core"
import { gotoHydrated, url, useBrowser } from "./support/browser"
import { encode, stem } from "../plugins/search/lib/tokenize"
import type { IndexMeta, PageDoc, PagePart, SearchManifest } from "../plugins/search/lib/protocol"
import { wholeDoc } from "../plugins/search/node/whole-doc"
import { SEARCH_PENDING_AFTER_MS } from "../src/config/site"

const PUBLIC = path.resolve("public")
const KB = 1024

/** Every indexed page as stored by the build, for a brute-force scan to compare the engine with. */
function storedPages(): Array<ReturnType<typeof wholeDoc>> {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "search/manifest.json"), "utf8")) as SearchManifest
  const meta = JSON.parse(fs.readFileSync(path.join(PUBLIC, manifest.ru.current), "utf8")) as IndexMeta
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(PUBLIC, meta.base, "p", name), "utf8")) as T
  return Array.from({ length: meta.pages }, (_, id) => wholeDoc(read<PageDoc>(`${id}.json`), (n) => read<PagePart>(`${id}-${n}.json`)))
}

/** Brute force: pages of the context with a word (of any record) whose term starts with the query word's stem. */
function scan(word: string, ctx: string | null): string[] {
  const wanted = stem(word)
  return storedPages()
    .filter((page) => !ctx || (ctx.startsWith("!") ? page.context !== ctx.slice(1) : page.context === ctx))
    .filter((page) => page.records.some(([, , , text]) => encode(text).some((term) => term.startsWith(wanted))))
    .map((page) => page.url)
    .sort()
}

/** Every result of the page, pressing 'Показать ещё' until all are shown. */
async function allResults(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="search-results"]') !== null || /No results/.test(document.querySelector("main")?.textContent ?? ""),
  )
  for (;;) {
    const more = page.getByRole("button", { name: /Показать ещё/ })
    if ((await more.count()) === 0) break
    const shown = await page.locator('[data-testid="search-results"] > li').count()
    await more.click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="search-results"] > li').length > n, shown)
  }
  return page.locator('[data-testid="search-results"] h2 a').evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split(/[?#]/)[0]))
}

const browser = useBrowser()

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
    page = (await browser.openPage()).page
    await gotoHydrated(page, "/docs/start")
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

  it("searches a query typed with the other keyboard layout in that layout, and says which words it searched", async () => {
    const hrefs = await suggest(page, "cnfnec if,kjyf")
    expect(hrefs[0]).toBe("/docs/template/general/template-status")
    await expect(page.getByText(/^Показаны результаты по запросу/).textContent()).resolves.toBe("Показаны результаты по запросу «статус шаблона»")
    // The reverse: an identifier typed with the Russian layout on.
    expect((await suggest(page, "куйгуыеШв"))[0]).toBe("/docs/api/messages/sending")
    await expect(page.getByText(/^Показаны результаты по запросу/).textContent()).resolves.toBe("Показаны результаты по запросу «requestId»")
    // A query found as typed says nothing of the kind.
    await suggest(page, "статус шаблона")
    await expect(page.getByText(/^Показаны результаты по запросу/).count()).resolves.toBe(0)
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

  it("keeps the last suggestions on screen until the next answer replaces them", async () => {
    await suggest(page, "каскад")
    // The fewest options the list shows while the next query is answered (an emptied list would count 0).
    await page.evaluate(() => {
      const probe = window as unknown as { fewestOptions: number; optionsProbe: MutationObserver }
      probe.fewestOptions = Number.POSITIVE_INFINITY
      probe.optionsProbe = new MutationObserver(() => {
        probe.fewestOptions = Math.min(probe.fewestOptions, document.querySelectorAll('[role="option"]').length)
      })
      probe.optionsProbe.observe(document.body, { subtree: true, childList: true })
    })
    await suggest(page, "каскады")
    const fewest = await page.evaluate(() => {
      const probe = window as unknown as { fewestOptions: number; optionsProbe: MutationObserver }
      probe.optionsProbe.disconnect()
      return probe.fewestOptions
    })
    expect(fewest).toBeGreaterThan(0)
  })

  it("paints a keystroke apart from the page under the navbar: the page's content is a stacking context of its own", async () => {
    // Otherwise the keystroke's frame walks every element of the article and sidebar again, on the main thread, while
    // the worker searches beside it (PERFORMANCE.md).
    const layers = await page.evaluate(() => {
      const main = document.querySelector("main") as HTMLElement
      const box = document.querySelector('[role="combobox"]') as HTMLElement
      return { main: getComputedStyle(main).isolation, boxInMain: main.contains(box) }
    })
    expect(layers).toEqual({ main: "isolate", boxInMain: false })
  })

  it("renders a keystroke with its answer: the list is not marked busy while a warm answer is on its way", async () => {
    await suggest(page, "каскад")
    // Times after the keystroke's input event at which the list was marked busy (the box does so for a slow answer only).
    await page.evaluate(() => {
      const probe = window as unknown as { typedAt: number; busyAfter: number[]; busyProbe: MutationObserver }
      probe.busyAfter = []
      addEventListener("input", () => (probe.typedAt = performance.now()), { capture: true, once: true })
      const list = document.querySelector('[role="listbox"]') as HTMLElement
      probe.busyProbe = new MutationObserver(() => {
        if (list.getAttribute("aria-busy") === "true") probe.busyAfter.push(performance.now() - probe.typedAt)
      })
      probe.busyProbe.observe(list, { attributes: true, attributeFilter: ["aria-busy"] })
    })
    await page.keyboard.press("Backspace")
    await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === "каска", null, { timeout: 15000 })
    const busyAfter = await page.evaluate(() => {
      const probe = window as unknown as { busyAfter: number[]; busyProbe: MutationObserver }
      probe.busyProbe.disconnect()
      return probe.busyAfter
    })
    expect(busyAfter.filter((ms) => ms < SEARCH_PENDING_AFTER_MS)).toEqual([])
  })

  it("shows a query answered before again with the keystroke, without asking the worker", async () => {
    const { context, page: fresh } = await browser.openPage()
    // Every message the page sends to a worker (Comlink's calls to the search worker).
    await fresh.addInitScript(() => {
      const post = Worker.prototype.postMessage
      const probe = window as unknown as { workerCalls: number }
      probe.workerCalls = 0
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        probe.workerCalls += 1
        return (post as (...given: unknown[]) => void).apply(this, args)
      } as Worker["postMessage"]
    })
    await gotoHydrated(fresh, "/docs/start")
    const calls = () => fresh.evaluate(() => (window as unknown as { workerCalls: number }).workerCalls)
    const answered = (query: string) =>
      fresh.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query, { timeout: 15000 })
    const first = await suggest(fresh, "рассылок")
    await fresh.keyboard.press("Backspace")
    await answered("рассыло")
    const before = await calls()
    expect(before).toBeGreaterThan(0)
    await fresh.keyboard.type("к")
    await answered("рассылок")
    await expect(fresh.locator('[role="option"]').evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split(/[?#]/)[0]))).resolves.toEqual(
      first,
    )
    expect(await calls()).toBe(before)
    await context.close()
  })

  it("opens a clicked suggestion on the client, without reloading the page", async () => {
    const { context, page: fresh } = await browser.openPage()
    await gotoHydrated(fresh, "/docs/start")
    await fresh.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    const [first] = await suggest(fresh, "каскад")
    await fresh.locator('[role="option"]').first().click()
    await fresh.waitForFunction((path) => location.pathname === path && location.search.includes("_highlight="), first)
    await fresh.waitForSelector("mark[data-search-highlight]")
    await expect(fresh.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(true)
    await context.close()
  })

  it("closes on Escape", async () => {
    await suggest(page, "каскад")
    await page.keyboard.press("Escape")
    await expect(page.locator('[role="option"]').count()).resolves.toBe(0)
  })
})

describe("results page", () => {
  it.each([
    ["канал", "api"],
    ["статус", "api"],
    ["шаблон", "api"],
    ["шаблон", "docs"],
    ["канал", "!docs"],
    ["каскад", "blog"],
  ])("lists every page matching %s within %s, each once (brute-force scan of the records)", async (word, ctx) => {
    const { context, page } = await browser.openPage()
    const expected = scan(word, ctx)
    expect(expected.length).toBeGreaterThan(0)
    await page.goto(url(`/search?q=${word}&ctx=${ctx}&version=current`))
    await page.waitForSelector('[data-testid="search-results"]')
    // The first step is full (the filter ran before the limit) and the count is that of the scan.
    await expect(page.locator('[data-testid="search-results"] > li').count()).resolves.toBe(Math.min(20, expected.length))
    await expect(page.getByText(`Найдено страниц: ${expected.length}`).count()).resolves.toBe(1)
    const listed = await allResults(page)
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(expected)
    await context.close()
  })

  it("shows one entry per page with title, breadcrumb, snippet and matching sections beneath", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url("/search?q=шаблон"))
    const listed = await allResults(page)
    expect(new Set(listed).size).toBe(listed.length)
    const first = page.locator('[data-testid="search-results"] > li').first()
    await expect(first.locator("h2 a").count()).resolves.toBe(1)
    await expect(first.locator("p").first().textContent()).resolves.not.toBe("")
    await expect(page.locator('[data-testid="search-results"] li li a[href*="#"]').count()).resolves.toBeGreaterThan(0)
    await expect(page.locator('[data-testid="search-results"] mark').count()).resolves.toBeGreaterThan(0)
    await context.close()
  })

  it("follows the box's three footer links with q, ctx and version in the address", async () => {
    const { context, page } = await browser.openPage()
    for (const [name, ctx] of [
      ["See all results", null],
      ["See all results within Документация", "docs"],
      ["See all results outside Документация", "!docs"],
    ] as const) {
      await gotoHydrated(page, "/docs/start")
      await suggest(page, "канал")
      await page.getByRole("link", { name, exact: true }).click()
      await page.waitForSelector('[data-testid="search-results"]')
      const params = new URL(page.url()).searchParams
      expect([params.get("q"), params.get("ctx"), params.get("version")]).toEqual(["канал", ctx, "current"])
      const listed = await allResults(page)
      await expect(page.getByText(`Найдено страниц: ${listed.length}`).count()).resolves.toBe(1)
      expect(listed.sort()).toEqual(scan("канал", ctx))
    }
    await context.close()
  })

  it("says which words it searched when the query was typed with the other layout", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url("/search?q=cnfnec"))
    await page.waitForSelector('[data-testid="search-results"]')
    await expect(page.getByText(/^Показаны результаты по запросу/).textContent()).resolves.toBe("Показаны результаты по запросу «статус»")
    await expect(page.locator("h1").textContent()).resolves.toBe("Результаты по запросу «cnfnec»")
    await context.close()
  })

  it("sends no search goal without a counter: nothing found, and a result opened", async () => {
    const { context, page, problems } = await browser.openPage()
    await page.goto(url("/search?q=zzqqxx"))
    await page.waitForSelector("text=No results")
    await page.goto(url("/search?q=каскад"))
    await page.locator('[data-testid="search-results"] h2 a').first().click()
    await page.waitForFunction(() => location.search.includes("_highlight="))
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe("undefined")
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })

  it("says 'No results' and shows a hostile query as text", async () => {
    const { context, page } = await browser.openPage()
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
    const { context, page } = await browser.openPage()
    await context.addInitScript(() => {
      Object.defineProperty(window, "Worker", { value: undefined })
    })
    await page.goto(url("/search?q=каскад"))
    await page.waitForSelector('[data-testid="search-results"]')
    await context.close()
  })

  it("loads the index lazily: nothing before the search box is used", async () => {
    const { context, page } = await browser.openPage()
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await gotoHydrated(page, "/docs/start")
    expect(requested.some((u) => u.includes("/search/"))).toBe(false)
    // The worker fetches the index meta; its requests are reported on the page.
    const meta = page.waitForRequest((request) => request.url().includes("/meta.json"), { timeout: 5000 })
    await page.getByRole("combobox", { name: "Поиск по сайту" }).focus()
    await meta
    expect(requested.some((u) => u.includes("/search/manifest.json"))).toBe(true)
    expect(requested.some((u) => u.includes("/s/") || u.includes("/p/"))).toBe(false)
    await context.close()
  })
})

/** Bytes as a CDN serves them: each file of the build, gzip-compressed (deterministic, unlike timings). */
const gzipOf = (paths: readonly string[]): number =>
  paths.reduce((sum, p) => sum + gzipSync(fs.readFileSync(path.join(PUBLIC, decodeURIComponent(p)))).length, 0)

/** /docs/start hydrated with nothing left loading, the search box focused, and the paths the page
 * requests from then on (a live list). */
async function focusedSearch(): Promise<{ context: BrowserContext; page: Page; requested: string[] }> {
  const { context, page } = await browser.openPage()
  await gotoHydrated(page, "/docs/start")
  await page.waitForLoadState("networkidle")
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  await page.getByRole("combobox", { name: "Поиск по сайту" }).focus()
  return { context, page, requested }
}

describe("bytes of search", () => {
  it("fetches at most 60 KB gzip from the first focus to the first suggestions, and only what it lacks after", async () => {
    const { context, page, requested } = await focusedSearch()
    const first = await suggest(page, "статус шаблона")
    expect(first.length).toBeGreaterThan(0)
    const before = [...requested]
    const bytes = gzipOf(before)
    console.log(`search bytes before the first suggestion: ${(bytes / KB).toFixed(1)} KB gzip over ${before.length} files`)
    expect(before.some((p) => p.endsWith(".js"))).toBe(true)
    expect(before.filter((p) => /\/p\/\d+\.json$/.test(p)).length).toBeLessThanOrEqual(8)
    expect(bytes).toBeLessThanOrEqual(60 * KB)
    // The same query again fetches nothing; a further word fetches its own shards and pages only.
    requested.length = 0
    await suggest(page, "статус")
    await suggest(page, "статус шаблона")
    expect(requested.filter((p) => p.includes("/s/"))).toEqual([])
    await context.close()
  })
})

describe("bytes of a query typed with the other layout", () => {
  it("stays at most 60 KB gzip from the first focus to the first suggestions, both layouts' shards included", async () => {
    const { context, page, requested } = await focusedSearch()
    expect((await suggest(page, "cnfnec if,kjyf"))[0]).toBe("/docs/template/general/template-status")
    const bytes = gzipOf(requested)
    console.log(`search bytes before the first suggestion of a wrong-layout query: ${(bytes / KB).toFixed(1)} KB gzip over ${requested.length} files`)
    expect(bytes).toBeLessThanOrEqual(60 * KB)
    await context.close()
  })
})

describe("when the index cannot load", () => {
  it("says so with a Retry button that recovers", async () => {
    const { context, page } = await browser.openPage()
    let blocked = true
    await context.route("**/search/manifest.json", (route) => (blocked ? route.abort() : route.continue()))
    await gotoHydrated(page, "/docs/start")
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
  it("suggests results from the navbar box, in a panel inside the screen", async () => {
    const { context, page } = await browser.openPage({ viewport: { width: 375, height: 800 } })
    await gotoHydrated(page, "/docs/start")
    const box = page.getByRole("combobox", { name: "Поиск по сайту" })
    await expect(box.isVisible()).resolves.toBe(true)
    await box.fill("каскад")
    await page.waitForSelector('[role="option"]')
    // The panel of suggestions, inside the screen on both sides.
    const panel = await page.locator('[role="listbox"]').evaluate((el) => {
      const { left, right } = el.closest("div")?.getBoundingClientRect() ?? { left: -1, right: 376 }
      return { left: Math.round(left), right: Math.round(right) }
    })
    expect(panel.left).toBeGreaterThanOrEqual(0)
    expect(panel.right).toBeLessThanOrEqual(375)
    await context.close()
  })

  it("fits the results page in the screen, the form's button inside the margin, a query of one long word wrapped", async () => {
    const { context, page } = await browser.openPage({ viewport: { width: 375, height: 800 } })
    for (const query of ["клиент попросил больше не писать", "https://example.com/webhooks/edna/status-callback-handler?token=abcdef"]) {
      await gotoHydrated(page, `/search?q=${query}`)
      await expect(page.locator("h1").textContent()).resolves.toContain(query)
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    }
    const button = await page.getByRole("button", { name: "Найти" }).boundingBox()
    const input = await page.locator("#search-page-input").boundingBox()
    // The button ends where the input begins from the other side: the page's margin, not the screen's edge.
    expect(button !== null && input !== null && Math.round(375 - (button.x + button.width)) === Math.round(input.x)).toBe(true)
    await context.close()
  })
})

describe("an error pasted from a log", () => {
  const ENTRY = "/docs/api/messages/errorcodes#requestid-is-not-unique"
  const withoutQuery = (href: string | null) => (href ?? "").replace(/\?[^#]*/, "")

  it("leads the search box to the entry's row, which the page marks", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start")
    const input = page.getByRole("combobox", { name: "Поиск по сайту" })
    const query = 'HTTP 400 Bad Request: "RequestId is not uniq'
    await input.fill(query)
    await page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query.trim(), { timeout: 15000 })
    await expect(page.locator('[role="option"]').first().getAttribute("href").then(withoutQuery)).resolves.toBe(ENTRY)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    // The client navigation sets the address; the row it names is marked and scrolled into view.
    const row = page.locator('tr[id="requestid-is-not-unique"]')
    await page.waitForFunction(() => document.getElementById("requestid-is-not-unique")?.className.length, undefined, { timeout: 15000 })
    await expect(page.evaluate(() => location.hash)).resolves.toBe("#requestid-is-not-unique")
    await expect(row.textContent()).resolves.toContain("RequestId is not unique")
    const box = await row.boundingBox()
    const viewport = page.viewportSize()
    expect(box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true)
    // Loaded at its address, the browser marks it itself.
    await page.goto(url("/docs/api/messages/errorcodes#not-template-match"))
    await expect(page.evaluate(() => document.querySelector(":target")?.id)).resolves.toBe("not-template-match")
    await context.close()
  })

  it("puts the entry first on the results page, linked at its anchor", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url(`/search?q=${encodeURIComponent("not-template-match")}`))
    await page.waitForSelector('[data-testid="search-results"]')
    await expect(page.locator('[data-testid="search-results"] h2 a').first().getAttribute("href").then(withoutQuery)).resolves.toBe(
      "/docs/api/messages/errorcodes#not-template-match",
    )
    await context.close()
  })
})
