import { assistantUrl, feedbackKeyOf, markdownUrlOf, parseFeedback } from "./page-actions"
import { rovingIndex } from "./roving-focus"

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
    expect(rovingIndex("ArrowDown", 3, 4, "vertical")).toBe(0)
    expect(rovingIndex("ArrowUp", 0, 4, "vertical")).toBe(3)
    expect(rovingIndex("Home", 2, 4, "vertical")).toBe(0)
    expect(rovingIndex("End", 0, 4, "vertical")).toBe(3)
    expect(rovingIndex("a", 0, 4, "vertical")).toBeNull()
  })
})
