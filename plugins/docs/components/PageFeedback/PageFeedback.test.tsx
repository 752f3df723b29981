/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { useMetrikaCalls, useTestRoot } from "../../../../test/dom"
import { PageFeedback } from "./PageFeedback"

describe("PageFeedback", () => {
  const dom = useTestRoot()
  const hits = useMetrikaCalls()

  beforeEach(() => localStorage.clear())
  afterEach(() => jest.restoreAllMocks())

  const render = async (counterId: string): Promise<void> => {
    await act(async () => dom.root.render(<PageFeedback path="/docs/start" counterId={counterId} />))
  }
  const click = async (label: string): Promise<void> => {
    const button = [...dom.container.querySelectorAll("button")].find((b) => b.textContent === label)
    if (!button) throw new Error(`no button ${label}`)
    await act(async () => button.click())
  }

  it("sends one goal with the page path on «Да», thanks the reader and remembers the answer", async () => {
    await render("98765432")
    expect(dom.container.textContent).toContain("Была ли эта страница полезной?")
    await click("Да")
    expect(hits).toEqual([[98765432, "reachGoal", "page-helpful-yes", { page: "/docs/start" }]])
    expect(dom.container.textContent).toContain("Спасибо за отзыв!")
    expect(dom.container.querySelectorAll("button")).toHaveLength(0)
    expect(localStorage.getItem("page-feedback:/docs/start")).toBe("yes")
  })

  it("offers a prefilled mail to support on «Нет»", async () => {
    await render("98765432")
    await click("Нет")
    expect(hits).toEqual([[98765432, "reachGoal", "page-helpful-no", { page: "/docs/start" }]])
    const mail = dom.container.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')
    expect(mail?.textContent).toBe("Написать, чего не хватило")
    const body = decodeURIComponent(mail?.href.split("body=")[1] ?? "")
    expect(body).toContain("Страница: https://docs-pulse.edna.kz/docs/start")
    expect(body).toContain("Чего не хватило на странице:")
  })

  it("sends nothing without a counter id", async () => {
    await render("")
    await click("Нет")
    expect(hits).toEqual([])
    expect(dom.container.querySelector('a[href^="mailto:"]')).not.toBeNull()
  })

  it("shows a remembered answer instead of asking again", async () => {
    localStorage.setItem("page-feedback:/docs/start", "no")
    await render("98765432")
    expect(dom.container.querySelector('a[href^="mailto:"]')).not.toBeNull()
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
    expect(dom.container.textContent).toContain("Спасибо за отзыв!")
    expect(hits).toHaveLength(1)
  })
})
