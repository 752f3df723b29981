/**
 * Search goals as Metrika receives them, on the production build. The build has no counter (no
 * GATSBY_METRIKA_ID), so a counter is configured the way a build with one configures it: its snippet's script,
 * naming the counter (gatsby-ssr), is put into every page's HTML as it is served; the snippet is a stand-in that
 * only queues the calls, as the official one does before tag.js loads. Without that script nothing may be sent,
 * even with a `ym` function on the page.
 */
import type { BrowserContext, Page } from "playwright-core"
import { METRIKA_COUNTER_ATTRIBUTE } from "../src/browser/analytics"
import { SEARCH_GOALS } from "../plugins/search/browser/goals"
import { gotoHydrated, url, useBrowser } from "./support/browser"

const COUNTER = "12345678"
/** The official snippet's queue (`ym.a`, every call's arguments) without the script it loads. */
const STUB_YM = "window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push([].slice.call(arguments))}"
/** The box reports a query that found nothing once typing has stopped this long (SearchBar), and a little more. */
const TYPING_STOPPED_MS = 2000

const browser = useBrowser()

/** Every page of the context served as a build with the counter serves it: the counter's script first in <head>. */
async function withCounter(context: BrowserContext): Promise<void> {
  await context.route(
    (address) => !/\.[a-z0-9]+$/i.test(address.pathname),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      const body = html.replace(/<head[^>]*>/, (head) => `${head}<script ${METRIKA_COUNTER_ATTRIBUTE}="${COUNTER}">${STUB_YM}</script>`)
      if (body === html) throw new Error(`${route.request().url()}: no <head> to put the counter's script into`)
      return route.fulfill({ response, body })
    },
  )
}

/** Calls queued on the page's `ym`, each as its arguments. */
const calls = (page: Page): Promise<unknown[][]> => page.evaluate(() => (window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? [])

/** Waits for a goal call named `goal` and returns every goal call so far. */
async function goalSent(page: Page, goal: string): Promise<unknown[][]> {
  await page.waitForFunction(
    (name) => ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? []).some((args) => args[1] === "reachGoal" && args[2] === name),
    goal,
    { timeout: 10000 },
  )
  return (await calls(page)).filter((args) => args[1] === "reachGoal")
}

async function firstSuggestion(page: Page, query: string): Promise<void> {
  await gotoHydrated(page, "/docs/start")
  await page.getByRole("combobox", { name: "Поиск по сайту" }).fill(query)
  await page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === q, query, { timeout: 15000 })
}

describe("search goals with a counter", () => {
  it("sends a query that found nothing from the results page", async () => {
    const { context, page, problems } = await browser.openPage()
    await withCounter(context)
    await page.goto(url("/search?q=zzqqxx"))
    await page.waitForSelector("text=No results")
    expect(await goalSent(page, SEARCH_GOALS.nothingFound)).toEqual([
      [Number(COUNTER), "reachGoal", SEARCH_GOALS.nothingFound, { query: "zzqqxx", where: "page" }],
    ])
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })

  it("sends a query typed into the box that found nothing, once typing stops", async () => {
    const { context, page } = await browser.openPage()
    await withCounter(context)
    await firstSuggestion(page, "zzqqxx")
    expect(await goalSent(page, SEARCH_GOALS.nothingFound)).toEqual([
      [Number(COUNTER), "reachGoal", SEARCH_GOALS.nothingFound, { query: "zzqqxx", where: "box" }],
    ])
    await context.close()
  })

  it("sends the result chosen on the results page, with its place in the list", async () => {
    const { context, page } = await browser.openPage()
    await withCounter(context)
    await page.goto(url("/search?q=каскад"))
    const first = page.locator('[data-testid="search-results"] h2 a').first()
    const chosen = ((await first.getAttribute("href")) ?? "").split(/[?#]/)[0]
    expect(chosen).toMatch(/^\/docs\//)
    await first.click()
    expect(await goalSent(page, SEARCH_GOALS.resultChosen)).toEqual([
      [Number(COUNTER), "reachGoal", SEARCH_GOALS.resultChosen, { query: "каскад", url: chosen, position: "1", where: "page" }],
    ])
    await context.close()
  })

  it("sends the suggestion chosen in the box with the keyboard", async () => {
    const { context, page } = await browser.openPage()
    await withCounter(context)
    await firstSuggestion(page, "каскад")
    const chosen = ((await page.getByRole("option").first().getAttribute("href")) ?? "").split(/[?#]/)[0]
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    expect(await goalSent(page, SEARCH_GOALS.resultChosen)).toEqual([
      [Number(COUNTER), "reachGoal", SEARCH_GOALS.resultChosen, { query: "каскад", url: chosen, position: "1", where: "box" }],
    ])
    await context.close()
  })
})

describe("search goals without a counter", () => {
  it("sends nothing, though a `ym` function is on the page: nothing found in the box and on the results page, results chosen", async () => {
    const { context, page, problems } = await browser.openPage()
    await context.addInitScript(STUB_YM)
    // Each document has its own `ym`: its calls are read before the next page is loaded.
    const sent: unknown[][] = []
    await page.clock.install()
    await firstSuggestion(page, "zzqqxx")
    // The box's timer for a query that found nothing, run out on the page's clock rather than waited for.
    await page.clock.runFor(TYPING_STOPPED_MS)
    await page.waitForLoadState("networkidle")
    await page.getByRole("combobox", { name: "Поиск по сайту" }).fill("каскад")
    await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute("data-query") === "каскад")
    // The options of this query, not only the list's attribute: the keys act on what is shown.
    await page.getByRole("option").first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.waitForFunction(() => location.search.includes("_highlight="))
    // A goal goes out through a chunk loaded on first use: once the network is idle, it would have been sent.
    await page.waitForLoadState("networkidle")
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe("function")
    sent.push(...(await calls(page)))
    await page.goto(url("/search?q=zzqqxx"))
    await page.waitForSelector("text=No results")
    await page.waitForLoadState("networkidle")
    sent.push(...(await calls(page)))
    await page.goto(url("/search?q=каскад"))
    await page.locator('[data-testid="search-results"] h2 a').first().click()
    await page.waitForFunction(() => location.search.includes("_highlight="))
    await page.waitForLoadState("networkidle")
    sent.push(...(await calls(page)))
    expect(sent).toEqual([])
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })
})
