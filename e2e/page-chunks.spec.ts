/**
 * How a page finds its own scripts without a table of every page's (src/lib/page-chunks.ts): each page's
 * HTML names its component's chunks, the browser loads the page from them, and Gatsby's table of every
 * page component is fetched only when another page is asked for, on the client navigations it serves.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { gotoHydrated, url, useBrowser, waitForHydration } from "./support/browser"
import { htmlFileOf, readRoutes } from "./support/routes"
import { PAGE_CHUNKS_ELEMENT_ID, parsePageChunks } from "../src/lib/page-chunks"

const PUBLIC = path.resolve("public")
const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>
}
const jsOf = (group: string): string[] => stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"))
const componentOf = (route: string): string =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8")).componentChunkName as string
const pageChunksOf = (html: string) =>
  parsePageChunks(new RegExp(`<script id="${PAGE_CHUNKS_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1])

/** The chunk holding Gatsby's table of every page component: of the chunks the app imports, the one that names the components. */
const appCode = jsOf("app")
  .map((file) => fs.readFileSync(path.join(PUBLIC, file), "utf8"))
  .join("\n")
const tableChunk = [...new Set([...appCode.matchAll(/"([0-9a-f]{10})"/g)].map((match) => `${match[1]}.js`))]
  .filter((name) => fs.existsSync(path.join(PUBLIC, name)))
  .filter((name) => {
    const code = fs.readFileSync(path.join(PUBLIC, name), "utf8")
    return code.includes(`"${componentOf("/")}"`) && code.includes(`"${componentOf("/docs/start")}"`)
  })

/** Page kinds, in an order where each page's heading differs from the one before (the home page's and /docs's are the same). */
const KINDS = {
  docs: "/docs/template/whatsapp/buttons",
  home: "/",
  api: "/docs/api/messages/sending",
  docsRoot: "/docs",
  blogPost: "/blog/16-01-25",
  search: "/search",
  blogList: "/blog",
}

describe("a page's own scripts, named in its HTML", () => {
  it("names in every page the chunks of its own component that the app's scripts do not load", () => {
    expect(tableChunk).toHaveLength(1)
    const app = new Set(jsOf("app"))
    const wrong = readRoutes()
      .map((route) => route.path)
      .flatMap((route) => {
        const html = fs.readFileSync(htmlFileOf(route), "utf8")
        const name = componentOf(route)
        const named = pageChunksOf(html)
        const expected = jsOf(name).filter((file) => !app.has(file))
        const scripts = [...html.matchAll(/<script src="\/([0-9a-f]{10}\.js)" async><\/script>/g)].map((match) => match[1])
        const right = named?.name === name && named.chunks.map((id) => `${id}.js`).join() === expected.join() && scripts.join() === expected.join()
        return right ? [] : [`${route}: ${JSON.stringify(named)} / scripts ${scripts.join(", ")}, expected ${name}: ${expected.join(", ")}`]
      })
    expect(wrong).toEqual([])
  })
})

describe("page components in the browser", () => {
  const browser = useBrowser()

  /** The scripts the page has asked for so far, by file name. */
  const scriptsAskedFor = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name.split("/").pop() ?? "")
        .filter((name) => name.endsWith(".js")),
    )

  it("loads a page with the scripts its HTML names, without the table of every page component", async () => {
    const { context, page, problems } = await browser.openPage()
    await page.goto(url(KINDS.docs), { waitUntil: "networkidle" })
    await waitForHydration(page)
    const asked = await scriptsAskedFor(page)
    expect(asked).toEqual(expect.arrayContaining([...jsOf("app"), ...jsOf(componentOf(KINDS.docs))]))
    expect(asked.filter((file) => tableChunk.includes(file))).toEqual([])
    // Each chunk once: the HTML's script tags, not the app asking for them again.
    expect(asked.filter((file, index) => asked.indexOf(file) !== index)).toEqual([])
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], thirdPartyRequests: [] })
    await context.close()
  })

  it("navigates on the client to a page of every kind, fetching the table once", async () => {
    const { context, page, problems } = await browser.openPage()
    await gotoHydrated(page, KINDS.docs)
    // A full page load would drop this.
    await page.evaluate(() => Object.assign(window, { __samePage: true }))
    for (const route of Object.values(KINDS).filter((route) => route !== KINDS.docs)) {
      const title = await page.locator("h1").first().textContent()
      await page.evaluate((to: string) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), route)
      await page.waitForFunction(
        ([to, before]: readonly [string, string | null]) => location.pathname === to && document.querySelector("h1")?.textContent !== before,
        [route === "/" ? "/" : route, title] as const,
      )
      expect([route, await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)]).toEqual([route, true])
    }
    const asked = await scriptsAskedFor(page)
    expect(asked.filter((file) => tableChunk.includes(file))).toEqual(tableChunk)
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [], thirdPartyRequests: [] })
    await context.close()
  })
})
