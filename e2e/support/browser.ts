/** Chromium (launched as by the bench and the screenshots) with helpers that record what a reader would notice. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core"
import { launchChromium } from "../../scripts/support/harness.cjs"

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:9323"

export const launchBrowser = (): Promise<Browser> => launchChromium()

export interface PageProblems {
  consoleErrors: string[]
  failedRequests: string[]
  thirdPartyRequests: string[]
}

/** A page that records console errors, failed requests and any request leaving localhost. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
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
    const url = new URL(request.url())
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) {
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

export const url = (path: string): string => `${BASE_URL}${encodeURI(path)}`
