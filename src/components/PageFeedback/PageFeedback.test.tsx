/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { PageFeedback } from "./PageFeedback"

type Ym = (...args: unknown[]) => void
const win = window as unknown as { ym?: Ym }

describe("PageFeedback", () => {
  let container: HTMLDivElement
  let root: Root
  let hits: unknown[][]

  beforeAll(() => {
    ;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => {
    localStorage.clear()
    hits = []
    win.ym = (...args) => hits.push(args)
    container = document.createElement("div")
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    delete win.ym
    jest.restoreAllMocks()
  })

  const render = async (counterId: string): Promise<void> => {
    await act(async () => root.render(<PageFeedback path="/docs/start" counterId={counterId} />))
  }
  const click = async (label: string): Promise<void> => {
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === label)
    if (!button) throw new Error(`no button ${label}`)
    await act(async () => button.click())
  }

  it("sends one goal with the page path on «Да», thanks the reader and remembers the answer", async () => {
    await render("98765432")
    expect(container.textContent).toContain("Была ли эта страница полезной?")
    await click("Да")
    expect(hits).toEqual([[98765432, "reachGoal", "page-helpful-yes", { page: "/docs/start" }]])
    expect(container.textContent).toContain("Спасибо за отзыв!")
    expect(container.querySelectorAll("button")).toHaveLength(0)
    expect(localStorage.getItem("page-feedback:/docs/start")).toBe("yes")
  })

  it("offers a prefilled mail to support on «Нет»", async () => {
    await render("98765432")
    await click("Нет")
    expect(hits).toEqual([[98765432, "reachGoal", "page-helpful-no", { page: "/docs/start" }]])
    const mail = container.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
    expect(mail?.textContent).toBe("Написать, чего не хватило")
    const body = decodeURIComponent(mail?.href.split("body=")[1] ?? "")
    expect(body).toContain("Страница: https://docs-pulse.edna.kz/docs/start")
    expect(body).toContain("Чего не хватило на странице:")
  })

  it("sends nothing without a counter id", async () => {
    await render("")
    await click("Нет")
    expect(hits).toEqual([])
    expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull()
  })

  it("shows a remembered answer instead of asking again", async () => {
    localStorage.setItem("page-feedback:/docs/start", "no")
    await render("98765432")
    expect(container.querySelector('a[href^="mailto:"]')).not.toBeNull()
    expect(hits).toEqual([])
  })

  it("works with storage blocked", async () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError")
    })
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    await render("98765432")
    await click("Да")
    expect(container.textContent).toContain("Спасибо за отзыв!")
    expect(hits).toHaveLength(1)
  })
})
