import { assistantUrl, feedbackKeyOf, markdownUrlOf, nextMenuIndex, parseFeedback } from "./page-actions"

describe("page actions", () => {
  it("points at the page's twin", () => {
    expect(markdownUrlOf("https://docs.example", "/docs/start")).toBe("https://docs.example/docs/start.md")
  })

  it("puts the prompt into the assistant link, encoded", () => {
    const url = assistantUrl("https://claude.ai/new?q=", "Прочитай https://d.example/docs/a.md и ответь")
    expect(url.startsWith("https://claude.ai/new?q=%D0%9F")).toBe(true)
    expect(decodeURIComponent(new URL(url).searchParams.get("q") ?? "")).toBe("Прочитай https://d.example/docs/a.md и ответь")
  })

  it("reads back only valid answers", () => {
    expect(parseFeedback("yes")).toBe("yes")
    expect(parseFeedback("no")).toBe("no")
    expect(parseFeedback("maybe")).toBeNull()
    expect(parseFeedback(null)).toBeNull()
  })

  it("keys answers by page path without query, hash or trailing slash", () => {
    expect(feedbackKeyOf("page-feedback:", "/docs/start/?q=1#x")).toBe("page-feedback:/docs/start")
    expect(feedbackKeyOf("page-feedback:", "/")).toBe("page-feedback:/")
  })

  it("moves through menu items with arrows, Home and End, wrapping around", () => {
    expect(nextMenuIndex("ArrowDown", 3, 4)).toBe(0)
    expect(nextMenuIndex("ArrowUp", 0, 4)).toBe(3)
    expect(nextMenuIndex("Home", 2, 4)).toBe(0)
    expect(nextMenuIndex("End", 0, 4)).toBe(3)
    expect(nextMenuIndex("a", 0, 4)).toBeNull()
  })
})
