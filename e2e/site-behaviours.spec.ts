/** Site-wide behaviours of seed-spec sections 1, 4, 7, 8 and 9, shown in Chromium. */
import type { Page } from "playwright-core"
import { gotoHydrated, url, useBrowser, waitForHydration } from "./support/browser"

const KEYS = { theme: "theme", dismiss: "docusaurus.announcement.dismiss", id: "docusaurus.announcement.id" }

const browser = useBrowser()

const theme = (page: Page): Promise<string | null> => page.evaluate(() => document.documentElement.getAttribute("data-theme"))

describe("colour mode", () => {
  it("starts light with nothing stored, then cycles light -> dark -> system and stores the choice", async () => {
    const { context, page } = await browser.openPage({ colorScheme: "dark" })
    await gotoHydrated(page, "/docs/start")
    expect(await theme(page)).toBe("light")
    const toggle = page.locator("header [data-choice]").first()
    await toggle.click()
    expect(await theme(page)).toBe("dark")
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.theme)).toBe("dark")
    await toggle.click()
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.theme)).toBe("system")
    expect(await theme(page)).toBe("dark") // the context prefers dark
    await page.emulateMedia({ colorScheme: "light" })
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "light")
    await toggle.click()
    expect(await theme(page)).toBe("light")
    await context.close()
  })

  it("applies a stored dark choice before first paint, without JavaScript bundles", async () => {
    const { context, page } = await browser.openPage({ javaScriptEnabled: true })
    await context.addInitScript(() => localStorage.setItem("theme", "dark"))
    await context.route("**/*.js", (route) => route.abort())
    await page.goto(url("/docs/start"))
    expect(await theme(page)).toBe("dark")
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe("rgb(22, 24, 29)")
    await context.close()
  })

  it("follows a change made in another tab", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start")
    const other = await context.newPage()
    await other.goto(url("/blog"))
    await other.evaluate(() => localStorage.setItem("theme", "dark"))
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "dark")
    await context.close()
  })
})

/**
 * Storage that throws, as some privacy modes and embedded browsers have it (seed-spec §8: storage
 * failures are logged and ignored, storage is treated as absent). Each case must leave the page hydrated
 * and every feature working from its default state.
 */
describe("storage that throws", () => {
  const CASES: Array<[string, () => void]> = [
    [
      "the Storage methods throw",
      () => {
        for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
          Storage.prototype[method] = () => {
            throw new DOMException("The operation is insecure.", "SecurityError")
          }
        }
      },
    ],
    [
      "reading window.localStorage throws",
      () => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      },
    ],
    [
      "reading window.sessionStorage throws",
      () => {
        Object.defineProperty(window, "sessionStorage", {
          configurable: true,
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      },
    ],
  ]

  it.each(CASES)("hydrates with every feature in its default state when %s", async (_, breakStorage) => {
    const { context, page, problems } = await browser.openPage({ viewport: { width: 1280, height: 900 } })
    const uncaught: string[] = []
    page.on("pageerror", (error) => uncaught.push(error.message))
    await context.addInitScript(breakStorage)
    await gotoHydrated(page, "/docs/start")

    // Defaults: light, the announcement shown.
    expect(await theme(page)).toBe("light")
    const bar = page.locator("[data-announcement-bar]")
    await expect(bar.isVisible()).resolves.toBe(true)
    // The colour toggle works for this visit.
    await page.locator("header [data-choice]").first().click()
    expect(await theme(page)).toBe("dark")
    // Search opens and answers.
    await page.locator("header input[role=combobox]").first().fill("шаблон")
    await page.waitForSelector("header [role=listbox] [role=option]")
    await page.keyboard.press("Escape")
    // The announcement closes for this page view.
    await page.getByRole("button", { name: "Закрыть объявление" }).click()
    await expect(bar.count()).resolves.toBe(0)
    // The mobile menu opens and closes.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole("button", { name: "Открыть меню" }).click()
    const menu = page.getByRole("dialog", { name: "Открыть меню" })
    await menu.waitFor({ state: "visible" })
    await menu.getByRole("button", { name: "Закрыть меню" }).click()
    await menu.waitFor({ state: "hidden" })
    // A client-side route change loads the next page.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.locator("nav a[href='/docs/start/whatis']").first().click()
    await page.waitForURL(/\/docs\/start\/whatis$/)
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.includes("edna Pulse"))

    expect(uncaught).toEqual([])
    // Whatever reached the console is the storage failure being logged, nothing else.
    expect(problems.consoleErrors.filter((line) => !/Storage|storage/.test(line))).toEqual([])
    await context.close()
  })
})

describe("announcement bar", () => {
  it("shows, dismisses, stays dismissed, and returns when the configured id changes", async () => {
    const { context, page } = await browser.openPage()
    const bar = page.locator("[data-announcement-bar]")
    const stored = (key: string): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), key)
    const headerTop = (): Promise<number | undefined> => page.evaluate(() => document.querySelector("header")?.getBoundingClientRect().top)
    await gotoHydrated(page, "/")
    await expect(bar.isVisible()).resolves.toBe(true)
    await page.getByRole("button", { name: "Закрыть объявление" }).click()
    await expect(bar.count()).resolves.toBe(0)
    expect(await stored(KEYS.dismiss)).toBe("true")
    const storedId = await stored(KEYS.id)
    expect(storedId).toBeTruthy()

    // At first paint: the pre-paint script alone (the bundles blocked) hides it, keeping no space for it.
    // (Not the header's offset: without the bundles the wrong-base-URL banner soon stands above it.)
    await page.route("**/*.js", (route) => route.abort())
    await page.reload()
    expect([await bar.count(), await bar.boundingBox()]).toEqual([1, null])
    await page.unroute("**/*.js")
    // Once the app has hydrated and read the storage itself, on this page, on the next one reached by a
    // link, and on a later visit (which only sees what the app left in the storage).
    await page.reload()
    await waitForHydration(page)
    expect([await bar.isVisible(), await headerTop(), await stored(KEYS.dismiss)]).toEqual([false, 0, "true"])
    await page.locator('main a[href="/docs/start"]').first().click()
    // The address changes before the router renders the next page: wait for its heading.
    await page.waitForFunction(() => location.pathname === "/docs/start" && document.querySelector("h1")?.textContent?.startsWith("Начало работы"))
    await expect(bar.isVisible()).resolves.toBe(false)
    await gotoHydrated(page, "/blog")
    expect([await bar.isVisible(), await headerTop(), await stored(KEYS.dismiss)]).toEqual([false, 0, "true"])

    await page.evaluate((k) => localStorage.setItem(k, "an-older-announcement"), KEYS.id)
    await page.reload()
    await waitForHydration(page)
    await expect(bar.isVisible()).resolves.toBe(true)
    expect(await stored(KEYS.id)).toBe(storedId)
    expect(await stored(KEYS.dismiss)).toBeNull()
    await context.close()
  })
})

describe("support button", () => {
  it("opens a mailto with the subject and a body holding the page address", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start?x=1#a")
    const link = page.getByRole("link", { name: "Написать в поддержку" })
    expect(await link.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(0, 184, 181)")
    await link.hover()
    const href = (await link.getAttribute("href")) ?? ""
    expect(href.startsWith("mailto:support@edna.io?")).toBe(true)
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1))
    expect(params.get("subject")).toBe("Запрос в поддержку")
    const body = params.get("body") ?? ""
    expect(body).toContain(url("/docs/start?x=1#a"))
    expect(body).toMatch(/Описание проблемы:/)
    expect(body).toMatch(/Ваше имя:/)
    await context.close()
  })
})

describe("logo dropdown", () => {
  it("lists the Chat Center site for the kz region and closes on Escape and outside click", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start")
    const toggle = page.getByRole("button", { name: "Другие продукты" })
    await toggle.click()
    const chatCenter = page.locator('a[href="https://docs-chatcenter.edna.kz"]')
    await expect(chatCenter.isVisible()).resolves.toBe(true)
    await page.keyboard.press("Escape")
    await expect(chatCenter.isVisible()).resolves.toBe(false)
    await toggle.click()
    await page.mouse.click(640, 500)
    await expect(chatCenter.isVisible()).resolves.toBe(false)
    await context.close()
  })
})

describe("routing", () => {
  it("lands .html and index.html paths on the clean path", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url("/docs/start/index.html"))
    await page.waitForFunction(() => location.pathname === "/docs/start")
    await expect(page.locator("h1").textContent()).resolves.toBeTruthy()
    await page.goto(url("/docs/start.html"))
    await page.waitForFunction(() => location.pathname === "/docs/start")
    await context.close()
  })

  it("shows no progress bar when a route change is fast", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start")
    await page.evaluate(() => {
      const flag = window as unknown as { __progressSeen?: boolean }
      new MutationObserver(() => {
        if (document.getElementById("nprogress")) flag.__progressSeen = true
      }).observe(document.documentElement, { childList: true, subtree: true })
    })
    // Gatsby prefetches the links in view; the click then needs no network.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/page-data/docs/start/whatis/")))
    await page.locator('main a[href="/docs/start/whatis"]').first().click()
    // The next page on screen: the route change is over and its progress timer cleared.
    await page.waitForFunction(() => location.pathname === "/docs/start/whatis" && document.querySelector("h1")?.textContent?.includes("Что такое"))
    expect(await page.evaluate(() => (window as unknown as { __progressSeen?: boolean }).__progressSeen ?? false)).toBe(false)
    await context.close()
  })

  it("shows the progress bar only for slow route changes, and Back restores the scroll position", async () => {
    const { context, page } = await browser.openPage()
    // The next page's data answers slowly (before Gatsby can prefetch it), so the change takes > 200 ms.
    await context.route("**/page-data/docs/start/whatis/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await gotoHydrated(page, "/docs/start")
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => window.scrollY > 300)
    await page.locator('main a[href="/docs/start/whatis"]').first().click()
    await page.waitForSelector("#nprogress .bar", { state: "attached", timeout: 1000 })
    await page.waitForFunction(() => location.pathname === "/docs/start/whatis")
    await page.waitForFunction(() => window.scrollY === 0)
    await page.goBack()
    await page.waitForFunction(() => location.pathname === "/docs/start")
    await page.waitForFunction(() => Math.abs(window.scrollY - 400) < 5)
    await context.close()
  })

  it("keeps the reader on the page with the error and Retry when the next page fails to load", async () => {
    const { context, page } = await browser.openPage()
    let failing = true
    await context.route("**/page-data/docs/start/whatis/page-data.json", (route) => (failing ? route.abort("internetdisconnected") : route.continue()))
    await gotoHydrated(page, "/docs/start")
    const title = await page.locator("h1").textContent()
    await page.locator('main a[href="/docs/start/whatis"]').first().click()
    const box = page.locator("#page-load-failure[role=alert]")
    await box.waitFor()
    expect(await box.textContent()).toContain("Не удалось загрузить страницу /docs/start/whatis.")
    expect(await box.textContent()).toContain("Нет связи с сервером")
    expect(page.url()).toBe(url("/docs/start"))
    expect(await page.locator("h1").textContent()).toBe(title)
    // Retry while the server is still unreachable: the box stays, with the reason, focus on Retry.
    const retried = page.waitForEvent("requestfailed", (request) => request.url().includes("/page-data/docs/start/whatis/"))
    await page.keyboard.press("Enter")
    await retried // Retry asked the server again, and failed
    await page.waitForFunction(() => document.activeElement?.textContent === "Повторить")
    expect(page.url()).toBe(url("/docs/start"))
    await expect(box.isVisible()).resolves.toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Повторить")
    // Once the server answers, Retry loads the page.
    failing = false
    await page.getByRole("button", { name: "Повторить" }).click()
    await page.waitForFunction(() => location.pathname === "/docs/start/whatis")
    await page.waitForFunction((previous) => document.querySelector("h1")?.textContent !== previous, title)
    await context.close()
  })

  it("closes the load error with its close button", async () => {
    const { context, page } = await browser.openPage()
    await context.route("**/page-data/docs/start/whatis/page-data.json", (route) => route.fulfill({ status: 503, body: "busy" }))
    await gotoHydrated(page, "/docs/start")
    await page.locator('main a[href="/docs/start/whatis"]').first().click()
    const box = page.locator("#page-load-failure")
    await box.waitFor()
    expect(await box.textContent()).toContain("Сервер ответил кодом 503.")
    await page.getByRole("button", { name: "Закрыть сообщение об ошибке" }).click()
    await box.waitFor({ state: "detached" })
    await context.close()
  })

  it("shows the wrong-base-URL banner when the site is served under a path it was not built for", async () => {
    const { context, page } = await browser.openPage()
    // Deployed at /pulse/ while built for /: the HTML answers, the scripts at /… do not exist there.
    await context.route("**/pulse/docs/start", async (route) => route.fulfill({ response: await route.fetch({ url: url("/docs/start") }) }))
    await context.route(/\/[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }))
    await page.goto(url("/pulse/docs/start"))
    const banner = page.locator("#base-url-banner[role=alert]")
    await banner.waitFor()
    const text = await banner.textContent()
    expect(text).toContain("Сайт загрузился не полностью.")
    expect(text).toContain("baseUrl = /.")
    expect(text).toContain("baseUrl = /pulse/.")
    await context.close()
  })

  it("shows no base-URL banner on a site that loads", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/start", { waitUntil: "load" })
    // The banner's check runs in a task queued at the load event: one more task after it has run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(await page.locator("#base-url-banner").count()).toBe(0)
    await context.close()
  })

  it.each([
    ["a normal connection", null, true],
    ["a 2g connection", { effectiveType: "2g", saveData: false }, false],
    ["data saver", { effectiveType: "4g", saveData: true }, false],
  ])("prefetches the linked pages' data on %s: %s", async (_, connection, expected) => {
    const { context, page } = await browser.openPage()
    if (connection) {
      await context.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection)
    }
    // Gatsby's links hand each page in view to `___loader.enqueue`, whose answer says whether it will be
    // prefetched (false at once when skipped, true once fetched): record the answers as they come.
    await context.addInitScript(() => {
      type Loader = { enqueue: (path: string) => { then?: (done: (prefetched: boolean) => void) => void } }
      const answers: boolean[] = []
      let loader: Loader | undefined
      Object.assign(window, { __prefetchAnswers: answers })
      Object.defineProperty(window, "___loader", {
        configurable: true,
        get: () => loader,
        set: (value: Loader) => {
          const enqueue = value.enqueue
          value.enqueue = (path) => {
            const result = enqueue(path)
            result?.then?.((prefetched) => answers.push(prefetched))
            return result
          }
          loader = value
        },
      })
    })
    const prefetched: string[] = []
    page.on("request", (request) => {
      // The page's own data: its page-data, app-data and the static query results it uses (the sidebars).
      const own = ["/page-data/docs/start/page-data.json", "/page-data/app-data.json", "/page-data/sq/"].some((part) => request.url().includes(part))
      if (request.url().includes("/page-data/") && !own) {
        prefetched.push(request.url())
      }
    })
    await gotoHydrated(page, "/docs/start")
    if (expected) {
      await page.waitForRequest(
        (request) =>
          prefetched.includes(request.url()) || (request.url().includes("/page-data/docs/") && !request.url().includes("/page-data/docs/start/page-data.json")),
        { timeout: 15000 },
      )
    } else {
      // Gatsby has decided for the first link in view: skipped at once, or fetched after its 3 s queue delay.
      await page.waitForFunction(() => (window as unknown as { __prefetchAnswers: boolean[] }).__prefetchAnswers.length > 0, undefined, { timeout: 15000 })
      expect(await page.evaluate(() => (window as unknown as { __prefetchAnswers: boolean[] }).__prefetchAnswers)).not.toContain(true)
    }
    expect(prefetched.length > 0).toBe(expected)
    await context.close()
  })

  it("sends no analytics without a counter id and contacts no third party", async () => {
    const { context, page, problems } = await browser.openPage()
    await gotoHydrated(page, "/")
    await page.locator('a[href="/docs/start"]').first().click()
    await page.waitForFunction(() => location.pathname === "/docs/start")
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe("undefined")
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })
})

describe("image zoom", () => {
  it("opens an article image on click and closes on Escape, overlay click, image click, resize and a scroll of more than 40 px", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/cascades/about")
    const image = page.locator("article .gatsby-resp-image-image").first()
    await image.scrollIntoViewIfNeeded()
    await page.waitForSelector("article .gatsby-resp-image-image.medium-zoom-image") // attached 1000 ms after load
    await image.click()
    await page.waitForSelector(".medium-zoom-overlay")
    const background = await page.evaluate(() => getComputedStyle(document.querySelector(".medium-zoom-overlay") as Element).backgroundColor)
    expect(background).toBe("rgba(255, 255, 255, 0.92)")
    await page.waitForSelector("html[data-zoom=open]") // after the 0.3 s opening animation
    // What the reader sees zoomed are copies on <body>, so main, a stacking context of its own, cannot hide them.
    await expect(page.locator("body > .medium-zoom-image--opened").count()).resolves.toBeGreaterThan(0)
    await expect(page.locator("main .medium-zoom-image--opened").count()).resolves.toBe(0)
    await page.keyboard.press("Escape")
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached" })
    await image.click()
    await page.waitForSelector("html[data-zoom=open]")
    await page.mouse.click(10, 450)
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached" })
    await image.click()
    await page.waitForSelector("html[data-zoom=open]")
    // With a srcset, medium-zoom lays a full-resolution copy over the zoomed image: click the top one.
    await page.locator(".medium-zoom-image--opened").last().click()
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached" })
    await image.click()
    await page.waitForSelector("html[data-zoom=open]")
    await page.setViewportSize({ width: 1100, height: 800 })
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached" })
    await image.click()
    await page.waitForSelector("html[data-zoom=open]")
    // 20 px stays open: after the scroll event and longer than the close delay, the zoom is still open.
    await page.evaluate(
      (delay) =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => setTimeout(resolve, delay * 2), { once: true })
          window.scrollBy(0, 20)
        }),
      150,
    )
    await expect(page.locator("html[data-zoom=open]").count()).resolves.toBe(1)
    await page.evaluate(() => window.scrollBy(0, 60))
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached", timeout: 2000 })
    await expect(page.locator("header .medium-zoom-image").count()).resolves.toBe(0)
    await context.close()
  })

  it("closes on Escape pressed while the image is still opening", async () => {
    const { context, page } = await browser.openPage()
    await gotoHydrated(page, "/docs/cascades/about")
    const image = page.locator("article .gatsby-resp-image-image").first()
    await image.scrollIntoViewIfNeeded()
    await page.waitForSelector("article .gatsby-resp-image-image.medium-zoom-image") // attached
    // The opening animation slowed tenfold (0.3 s -> 3 s), so the key press surely falls inside it.
    const cdp = await context.newCDPSession(page)
    await cdp.send("Animation.enable")
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 })
    await page.evaluate(() => {
      document.addEventListener(
        "keydown",
        () => document.documentElement.setAttribute("data-zoom-at-escape", document.documentElement.getAttribute("data-zoom") ?? ""),
        { capture: true, once: true },
      )
    })
    await image.click()
    await page.waitForSelector("html[data-zoom=opening]")
    await page.keyboard.press("Escape")
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-zoom-at-escape"))).toBe("opening")
    // Closed once it has opened and animated back: 3 s + 3 s at this rate.
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached", timeout: 15000 })
    await expect(page.locator(".medium-zoom-image--opened").count()).resolves.toBe(0)
    await expect(page.locator("html[data-zoom]").count()).resolves.toBe(0)
    // It opens again, and a click on the overlay still closes it (the other triggers: the test above).
    await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 })
    await image.click()
    await page.waitForSelector("html[data-zoom=open]")
    await page.mouse.click(10, 450)
    await page.waitForSelector(".medium-zoom-overlay", { state: "detached" })
    await context.close()
  })
})
