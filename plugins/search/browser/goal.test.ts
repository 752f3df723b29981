/**
 * @jest-environment jsdom
 */
import { METRIKA_COUNTER_ATTRIBUTE } from "../../../src/browser/analytics"
import { searchGoal } from "./goal"

type Ym = (...args: unknown[]) => void
const win = window as unknown as { ym?: Ym }
/** The goal module is loaded on first use: a goal arrives a few ticks later. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe("search goals", () => {
  let hits: unknown[][]
  beforeEach(() => {
    hits = []
    win.ym = (...args) => hits.push(args)
  })
  afterEach(() => {
    delete win.ym
    document.head.innerHTML = ""
  })

  it("sends to the build's counter, or else to the counter the page's snippet declares", async () => {
    searchGoal("98765432", "nothingFound", "zzqq", "box")
    await settled()
    const snippet = document.createElement("script")
    snippet.setAttribute(METRIKA_COUNTER_ATTRIBUTE, "12345678")
    document.head.append(snippet)
    searchGoal("", "chosen", "каскад", "/docs/cascades", 2, "page")
    await settled()
    expect(hits).toEqual([
      [98765432, "reachGoal", "search-nothing-found", { query: "zzqq", where: "box" }],
      [12345678, "reachGoal", "search-result-chosen", { query: "каскад", url: "/docs/cascades", position: "2", where: "page" }],
    ])
  })

  it("sends nothing without a counter, though a `ym` function is on the page", async () => {
    searchGoal("", "nothingFound", "zzqq", "box")
    searchGoal("", "chosen", "каскад", "/docs/cascades", 1, "box")
    await settled()
    expect(hits).toEqual([])
  })
})
