/**
 * The authors' loop: the real `gatsby develop` serves every page kind, GraphiQL answers, a saved edit
 * reaches the open page without a reload (and search), a new page joins the sidebar, and bad input is
 * named by file and line in the terminal and the browser overlay, then clears after the fix, without
 * a restart.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { useBrowser, waitForHydration } from "../e2e/support/browser"
import { startDevelop, type DevServer } from "./dev-server"

const START_TIMEOUT_MS = 8 * 60 * 1000
const CHANGE_TIMEOUT_MS = 90 * 1000
const FIRST_VISIT_MS = 60 * 1000
const PAGE_KINDS = ["/", "/docs/start", "/docs/api/messages/sending", "/blog", "/blog/16-01-25", `/search?q=${encodeURIComponent("шаблон")}`]
const README_QUERY = `{
  allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
    nodes { frontmatter { title date tags } fields { route readingTime } }
  }
}`

let server: DevServer
const browser = useBrowser()

beforeAll(async () => {
  server = await startDevelop(path.resolve("."), START_TIMEOUT_MS)
}, START_TIMEOUT_MS + 60000)

afterAll(async () => {
  await server?.stop()
}, 60000)

const file = (relative: string): string => path.join(server.dir, relative)
let edits = 0
/** Saves a file whole, as an editor does: written beside the project, then renamed into place, so the
 * watcher never reads it half-written (which it may then not read again). */
function save(relative: string, text: string): void {
  const scratch = path.join(server.dir, ".edits")
  fs.mkdirSync(scratch, { recursive: true })
  const temporary = path.join(scratch, `${(edits += 1)}`)
  fs.writeFileSync(temporary, text)
  fs.renameSync(temporary, file(relative))
}
const edit = (relative: string, change: (text: string) => string): void => save(relative, change(fs.readFileSync(file(relative), "utf8")))

/** A page the cases add while the server runs, and then break and mend. */
const NEW_PAGE = "content/docs/start/dev-new-page.mdx"
const NEW_PAGE_TEXT =
  "---\ntitle: Страница, добавленная при работе сервера\ndescription: Проверка того, что новая страница сразу попадает в боковое меню.\nsidebar_position: 99\n---\n\nТекст новой страницы.\n"

/** The new page, saved whole and served, whichever case runs first (each case stands on its own: `-t` runs one). */
async function newPageServed(): Promise<void> {
  if (fs.existsSync(file(NEW_PAGE)) && fs.readFileSync(file(NEW_PAGE), "utf8") === NEW_PAGE_TEXT) return
  save(NEW_PAGE, NEW_PAGE_TEXT)
  const status = await statusOnceServed(`${server.baseUrl}/docs/start/dev-new-page`, CHANGE_TIMEOUT_MS)
  if (status !== 200) throw new Error(`the new page ${NEW_PAGE} was not served: ${status}`)
}

/** The status of `url` once it is 200, or the last one after `timeoutMs`, asking again every half second. */
async function statusOnceServed(url: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { status } = await fetch(url)
    if (status === 200 || Date.now() > deadline) return status
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** `route` opened on the development server, hydrated and showing its heading; `errors` gathers every
 * console error and error status of the visit (the page's own included) as they come. */
async function openPage(route: string): Promise<{ page: Page; errors: string[] }> {
  const { page } = await browser.openPage()
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${route}: ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`${route}: ${error.message}`))
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${route}: ${response.status()} ${response.url()}`)
  })
  const rendered = async (timeout: number): Promise<void> => {
    await waitForHydration(page, timeout)
    await page.waitForSelector("h1", { timeout })
  }
  await page.goto(`${server.baseUrl}${route}`)
  try {
    await rendered(FIRST_VISIT_MS)
  } catch {
    // Once in CI the very first page of a fresh server never rendered (no heading before the wait ran out). Say
    // what the page and the server showed, then load it once more.
    const shown = await page.evaluate(() => document.body?.innerText.slice(0, 300) ?? "")
    console.log(
      `develop: ${route} showed no heading after ${FIRST_VISIT_MS} ms; page: ${JSON.stringify(shown)}; console: ${errors.join(" | ")}; terminal: ${server.output().slice(-1500)}`,
    )
    await page.reload()
    await rendered(CHANGE_TIMEOUT_MS).catch((error: Error) => {
      throw new Error(`${route}: not rendered: ${error.message}`)
    })
  }
  return { page, errors }
}

/** Runs `check` of the overlay on `page`; when it times out, says what the overlay, the page, its console
 * and gatsby develop (since `from`) showed, so an intermittent failure tells its cause. */
async function overlayCheck(page: Page, errors: readonly string[], from: number, what: string, check: () => Promise<unknown>): Promise<void> {
  try {
    await check()
  } catch (error) {
    const shown = await page
      .evaluate(() => ({
        overlay: [...document.querySelectorAll("gatsby-fast-refresh")].map((host) => host.shadowRoot?.textContent ?? "").join(" | "),
        page: document.body?.innerText.slice(0, 300) ?? "",
        url: location.href,
      }))
      .catch((reason: Error) => ({ unreadable: reason.message }))
    throw new Error(
      `the overlay ${what}: ${(error as Error).message}\nbrowser: ${JSON.stringify(shown)}\nconsole: ${errors.join(" | ")}\ngatsby develop printed since:\n${server.output().slice(from).slice(-4000)}`,
    )
  }
}

describe("gatsby develop", () => {
  it(
    "serves every page kind with no error in the browser console or the terminal",
    async () => {
      const from = server.output().length
      const errors: string[] = []
      for (const route of PAGE_KINDS) {
        const opened = await openPage(route)
        await opened.page.waitForLoadState("networkidle")
        errors.push(...opened.errors)
        await opened.page.context().close()
      }
      expect(errors).toEqual([])
      expect(server.output().slice(from)).not.toMatch(/\bERROR\b/)
    },
    5 * 60 * 1000,
  )

  it("answers the README's query in GraphiQL with typed frontmatter and fields", async () => {
    const response = await fetch(`${server.baseUrl}/___graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: README_QUERY }),
    })
    const json = (await response.json()) as {
      data?: { allMdx: { nodes: Array<{ frontmatter: { title: string; date: string; tags: string[] }; fields: { route: string; readingTime: number } }> } }
      errors?: unknown
    }
    expect(json.errors).toBeUndefined()
    const nodes = json.data?.allMdx.nodes ?? []
    expect(nodes).toHaveLength(17)
    expect(nodes[0].fields.route).toBe("/blog/09-10-25")
    expect(typeof nodes[0].fields.readingTime).toBe("number")
    expect(nodes[0].frontmatter.tags).toContain("release-notes")
    expect(new Date(nodes[0].frontmatter.date).getTime()).toBeGreaterThan(new Date(nodes[16].frontmatter.date).getTime())
  })

  it(
    "shows a saved edit on the open page without a reload, and search finds the new word",
    async () => {
      const { page } = await openPage("/docs/start")
      await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
      const word = "Правкабезперезагрузки"
      await server.idle(CHANGE_TIMEOUT_MS)
      const started = Date.now()
      edit("content/docs/start/index.mdx", (text) => text.replace(/\n## /, `\n${word} появилось после сохранения.\n\n## `))
      await page.waitForFunction((expected) => document.body.innerText.includes(expected), word, { timeout: CHANGE_TIMEOUT_MS })
      console.log(`develop: a saved edit reached the open page in ${Date.now() - started} ms`)
      expect(await page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true)
      await page.context().close()

      const { page: search } = await openPage(`/search?q=${encodeURIComponent(word.toLowerCase())}`)
      await search.waitForSelector('main a[href^="/docs/start"]', { timeout: CHANGE_TIMEOUT_MS })
      await search.context().close()
    },
    4 * CHANGE_TIMEOUT_MS,
  )

  it(
    "adds a new page file to its sidebar",
    async () => {
      const { page } = await openPage("/docs/start")
      await server.idle(CHANGE_TIMEOUT_MS)
      save(NEW_PAGE, NEW_PAGE_TEXT)
      await page.waitForSelector('nav a[href="/docs/start/dev-new-page"]', { timeout: CHANGE_TIMEOUT_MS })
      await page.context().close()
    },
    2 * CHANGE_TIMEOUT_MS,
  )

  it.each([
    [
      "frontmatter without a required field",
      NEW_PAGE,
      (text: string) => text.replace(/^title: .*\n/m, ""),
      /content\/docs\/start\/dev-new-page\.mdx:1: field "title" is required/,
    ],
    [
      "frontmatter that is not YAML",
      NEW_PAGE,
      (text: string) => text.replace(/^title: /m, "title: [без закрывающей скобки\nx: "),
      /content\/docs\/start\/dev-new-page\.mdx:\d: frontmatter is not valid YAML/,
    ],
    [
      "an unknown frontmatter field",
      NEW_PAGE,
      (text: string) => text.replace("sidebar_position: 99\n", "sidebar_position: 99\nsidebar_positon: 2\n"),
      /content\/docs\/start\/dev-new-page\.mdx:5: unknown field "sidebar_positon"/,
    ],
    [
      "a broken internal link",
      NEW_PAGE,
      (text: string) => `${text}\nСм. [страницу](/docs/start/no-such-page).\n`,
      /content\/docs\/start\/dev-new-page\.mdx:9: \/docs\/start\/no-such-page: no page at \/docs\/start\/no-such-page/,
    ],
    [
      "a missing heading anchor",
      NEW_PAGE,
      (text: string) => `${text}\nСм. [раздел](/docs/start#нет-такого-раздела).\n`,
      /content\/docs\/start\/dev-new-page\.mdx:9: .*no heading #нет-такого-раздела on \/docs\/start/,
    ],
    [
      "an image that does not exist",
      NEW_PAGE,
      (text: string) => `${text}\n![Схема экрана](./img/no-such-figure.png)\n`,
      /content\/docs\/start\/dev-new-page\.mdx:9: image \.\/img\/no-such-figure\.png: no such file/,
    ],
    [
      "an unknown ApiOperation id",
      "content/docs/api/messages/sending.mdx",
      (text: string) => text.replace(/<ApiOperation id="[^"]+"/, '<ApiOperation id="noSuchOperation"'),
      /content\/docs\/api\/messages\/sending\.mdx:\d+: <ApiOperation id="noSuchOperation" \/> is not in/,
    ],
    [
      "an openapi.yaml that is not valid YAML",
      "content/docs/api/openapi.yaml",
      (text: string) => text.replace(/^paths:/m, "paths: [\n"),
      /content\/docs\/api\/openapi\.yaml:\d+: not valid YAML/,
    ],
    [
      "an MDX syntax error",
      NEW_PAGE,
      (text: string) => `${text}\n<Admonition type="note">без закрывающего тега.\n`,
      /content\/docs\/start\/dev-new-page\.mdx:\d+: not valid MDX: Expected a closing tag for `<Admonition>`/,
      "/docs/start/dev-new-page",
    ],
  ])(
    "names the file and line of %s and recovers after the fix",
    async (_, relative, breakIt, message, route = "/docs/start") => {
      if (relative === NEW_PAGE) await newPageServed()
      const original = fs.readFileSync(file(relative), "utf8")
      const { page, errors } = await openPage(route)
      let restored = false
      try {
        // Each case starts once the last one's edits are built (see idle).
        await server.idle(CHANGE_TIMEOUT_MS)
        let from = server.output().length
        edit(relative, breakIt)
        await server.waitForOutput(message, from, CHANGE_TIMEOUT_MS)
        // Shown in the browser too, over the page the author has open.
        await overlayCheck(page, errors, from, "names the file", () =>
          page.waitForFunction(
            (name) => [...document.querySelectorAll("gatsby-fast-refresh")].some((host) => host.shadowRoot?.textContent?.includes(name)),
            relative,
            { timeout: CHANGE_TIMEOUT_MS },
          ),
        )
        from = server.output().length
        save(relative, original)
        restored = true
        await overlayCheck(page, errors, from, "clears", () =>
          page.waitForFunction(
            () => ![...document.querySelectorAll("gatsby-fast-refresh")].some((host) => (host.shadowRoot?.textContent ?? "").includes("content/")),
            null,
            { timeout: CHANGE_TIMEOUT_MS },
          ),
        )
        // The site is still served, and the fixed page with it: the overlay clears once the file is read again,
        // and Gatsby then creates the pages again from it, which takes a moment longer on a busy machine.
        const status = await statusOnceServed(`${server.baseUrl}${route}`, CHANGE_TIMEOUT_MS)
        // What develop did after the fix, to tell why when the page is not served again.
        if (status !== 200)
          throw new Error(
            `${route} answered ${status} for ${CHANGE_TIMEOUT_MS} ms after the fix; gatsby develop printed since:\n${server.output().slice(from).slice(-4000)}`,
          )
        expect(server.output().slice(from)).not.toMatch(message)
      } finally {
        // A failed case must not leave its fault behind for the next one.
        if (!restored) save(relative, original)
        await page.context().close()
      }
    },
    4 * CHANGE_TIMEOUT_MS,
  )
})
