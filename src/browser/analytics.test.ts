/**
 * @jest-environment jsdom
 */
import { metrikaSnippet, sendGoal, sendPageView } from "./analytics"

describe("analytics", () => {
  afterEach(() => {
    delete (window as unknown as { ym?: unknown }).ym
  })

  it("sends one page-view hit with path, title and referrer through the counter", () => {
    const hits: unknown[][] = []
    ;(window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args) => hits.push(args)
    expect(sendPageView("98765432", "/docs/start?x=1", "Начало работы", "http://localhost/")).toBe(true)
    expect(hits).toEqual([[98765432, "hit", "/docs/start?x=1", { title: "Начало работы", referer: "http://localhost/" }]])
  })

  it("sends nothing without a counter id or without the counter script", () => {
    const hits: unknown[][] = []
    ;(window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args) => hits.push(args)
    expect(sendPageView("", "/docs", "Документация")).toBe(false)
    delete (window as unknown as { ym?: unknown }).ym
    expect(sendPageView("98765432", "/docs", "Документация")).toBe(false)
    expect(hits).toEqual([])
  })

  it("sends one goal with its parameters, and nothing without a counter id", () => {
    const hits: unknown[][] = []
    ;(window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args) => hits.push(args)
    expect(sendGoal("98765432", "page-helpful-no", { page: "/docs/start" })).toBe(true)
    expect(sendGoal("", "page-helpful-no", { page: "/docs/start" })).toBe(false)
    expect(hits).toEqual([[98765432, "reachGoal", "page-helpful-no", { page: "/docs/start" }]])
  })

  it("initialises the counter for single-page use (hits are sent by route changes)", () => {
    const snippet = metrikaSnippet("98765432")
    expect(snippet).toContain('ym(98765432,"init",{defer:true')
    expect(snippet).toContain("https://mc.yandex.ru/metrika/tag.js")
  })
})
