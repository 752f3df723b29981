/**
 * The one browser set-up of the specs: Chromium (launched as by the bench and the screenshots), pages that
 * record what a reader would notice, and the one wait for the app to have hydrated.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from "playwright-core"
import { launchChromium } from "../../scripts/support/harness.cjs"
import { HYDRATED_ATTRIBUTE } from "../../src/browser/hydrated"

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:9323"

export const url = (path: string): string => `${BASE_URL}${encodeURI(path)}`

export interface PageProblems {
  consoleErrors: string[]
  failedRequests: string[]
  thirdPartyRequests: string[]
}

export interface OpenedPage {
  context: BrowserContext
  page: Page
  problems: PageProblems
}

export interface SpecBrowser {
  /** A page in a context of its own that records console errors, failed requests and any request
   * leaving localhost. Close its context at the end of the test. */
  openPage(options?: BrowserContextOptions): Promise<OpenedPage>
}

/**
 * One Chromium for the spec file, or for the describe block it is called in: launched before the first
 * test there, closed after the last.
 */
export function useBrowser(): SpecBrowser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    openPage: (options = {}) => {
      if (!browser) throw new Error("useBrowser: Chromium starts in beforeAll; open pages in tests or in hooks declared after useBrowser()")
      return openPage(browser, options)
    },
  }
}

async function openPage(browser: Browser, options: BrowserContextOptions): Promise<OpenedPage> {
  const context = await browser.newContext({ locale: "ru-RU", ...options })
  const page = await context.newPage()
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], thirdPartyRequests: [] }
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(`${page.url()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.consoleErrors.push(`${page.url()}: ${error.message}`))
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? ""
    // A navigation that supersedes a pending prefetch aborts it; that is not a broken resource.
    if (failure.includes("ERR_ABORTED")) return
    problems.failedRequests.push(`${request.url()} (${failure})`)
  })
  page.on("request", (request) => {
    const address = new URL(request.url())
    if (!["127.0.0.1", "localhost"].includes(address.hostname) && !["data:", "blob:"].includes(address.protocol)) {
      problems.thirdPartyRequests.push(request.url())
    }
  })
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) {
      problems.failedRequests.push(`${response.url()} (${response.status()})`)
    }
  })
  return { context, page, problems }
}

/**
 * Waits until the page on screen has hydrated (src/browser/hydrated.ts): every component mounted, its
 * effects run, input handled by React. The one sign the specs wait for; the load event and an idle network
 * come before it or say nothing about it.
 */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: "attached", timeout })
}

/** Opens a path of the built site (or a full URL) and waits until the page has hydrated. */
export async function gotoHydrated(page: Page, path: string, options: Parameters<Page["goto"]>[1] = {}): Promise<Response | null> {
  const response = await page.goto(/^https?:/.test(path) ? path : url(path), options)
  await waitForHydration(page)
  return response
}
