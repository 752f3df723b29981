/**
 * @jest-environment jsdom
 */
import { APP_STARTED_FLAG, BASE_URL_BANNER_ID, ROUTE_ROOTS, baseUrlBannerScript, suggestBaseUrl } from "./base-url"

describe("suggestBaseUrl", () => {
  it("keeps the path before the first segment of a site route", () => {
    expect(ROUTE_ROOTS).toEqual(expect.arrayContaining(["docs", "blog", "search"]))
    expect(suggestBaseUrl("/pulse/docs/start", ROUTE_ROOTS)).toBe("/pulse/")
    expect(suggestBaseUrl("/a/b/blog/archive", ROUTE_ROOTS)).toBe("/a/b/")
    expect(suggestBaseUrl("/docs/start", ROUTE_ROOTS)).toBe("/")
  })

  it("falls back to the folder of the address when no route segment is in it", () => {
    expect(suggestBaseUrl("/pulse/", ROUTE_ROOTS)).toBe("/pulse/")
    expect(suggestBaseUrl("/pulse/page", ROUTE_ROOTS)).toBe("/pulse/")
    expect(suggestBaseUrl("/", ROUTE_ROOTS)).toBe("/")
  })
})

describe("base URL banner script", () => {
  const run = (): void => {
    new Function(baseUrlBannerScript())()
    window.dispatchEvent(new Event("load"))
    jest.runAllTimers()
  }

  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = "<main>page</main>"
    delete (window as unknown as Record<string, unknown>)[APP_STARTED_FLAG]
    window.history.replaceState(null, "", "/pulse/docs/start")
  })
  afterEach(() => jest.useRealTimers())

  it("shows the configured and the suggested base URL when the app never started", () => {
    run()
    const banner = document.getElementById(BASE_URL_BANNER_ID)
    expect(banner?.getAttribute("role")).toBe("alert")
    expect(banner?.textContent).toContain("baseUrl = /.")
    expect(banner?.textContent).toContain("baseUrl = /pulse/.")
    expect(document.body.firstChild).toBe(banner)
  })

  it("stays hidden when the app started", () => {
    ;(window as unknown as Record<string, unknown>)[APP_STARTED_FLAG] = true
    run()
    expect(document.getElementById(BASE_URL_BANNER_ID)).toBeNull()
  })

  it("shows a hostile address as text", () => {
    window.history.replaceState(null, "", "/<img src=x onerror=alert(1)>/docs/x")
    run()
    expect(document.querySelector(`#${BASE_URL_BANNER_ID} img`)).toBeNull()
  })
})
