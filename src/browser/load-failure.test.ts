/**
 * @jest-environment jsdom
 */
import { LOAD_FAILURE_ID, diagnoseLoadFailure, navigateOrReport, pageDataUrlOf } from "./load-failure"

const answer = (status: number) => (async () => ({ ok: status >= 200 && status < 300, status })) as unknown as typeof fetch

describe("page load failure", () => {
  afterEach(() => {
    document.body.innerHTML = ""
    delete (globalThis as { fetch?: unknown }).fetch
  })

  it("finds a page's data where Gatsby writes it", () => {
    expect(pageDataUrlOf("/")).toBe("/page-data/index/page-data.json")
    expect(pageDataUrlOf("/docs/start")).toBe("/page-data/docs/start/page-data.json")
  })

  it("tells an unreachable server from an HTTP error", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch")
    }) as unknown as typeof fetch
    expect(await diagnoseLoadFailure("/docs/x", offline)).toEqual({ reachable: false, reason: "Нет связи с сервером (Failed to fetch)." })
    expect(await diagnoseLoadFailure("/docs/x", answer(503))).toEqual({ reachable: false, reason: "Сервер ответил кодом 503." })
    expect((await diagnoseLoadFailure("/docs/x", answer(200))).reachable).toBe(true)
  })

  it("navigates when the page loads, and shows the error with Retry instead when it fails", async () => {
    const navigate = jest.fn()
    const stop = jest.fn()
    await navigateOrReport({ pathname: "/docs/a", href: "/docs/a" }, { loadPage: async () => ({ status: "success" }) }, navigate, stop)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(document.getElementById(LOAD_FAILURE_ID)).toBeNull()

    globalThis.fetch = answer(503)
    await navigateOrReport({ pathname: "/docs/<b>x</b>", href: "/docs/x" }, { loadPage: async () => ({ status: "error" }) }, navigate, stop)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(stop).toHaveBeenCalledTimes(1)
    const box = document.getElementById(LOAD_FAILURE_ID)
    expect(box?.getAttribute("role")).toBe("alert")
    expect(box?.textContent).toContain("Не удалось загрузить страницу /docs/<b>x</b>.")
    expect(box?.textContent).toContain("Сервер ответил кодом 503.")
    expect(box?.querySelector("b")).toBeNull()
    expect(document.activeElement?.textContent).toBe("Повторить")
  })
})
