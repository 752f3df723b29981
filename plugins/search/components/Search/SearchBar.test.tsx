/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { useMetrikaCalls, useTestRoot } from "../../../../test/dom"
import type { PageResult, SearchAnswer } from "../../lib/protocol"
import { t } from "../../../../src/config/strings"
import { SEARCH_PENDING_AFTER_MS } from "../../../../src/config/site"
import { NOTHING_FOUND_DELAY_MS, SearchBar } from "./SearchBar"

jest.mock("gatsby", () => ({ ...jest.requireActual("../../../../test/gatsby-mock"), prefetchPathname: () => undefined }))

const result = (url: string, title: string): PageResult => ({
  url,
  href: url,
  title,
  breadcrumb: ["Документация"],
  context: "docs",
  type: 0,
  snippet: [{ text: title, match: true }],
  sections: [],
})
/** The search client stubbed: `zzqq` finds nothing, `cnfnec` is read in the other layout. */
const answers: Record<string, SearchAnswer> = {
  zzqq: { total: 0, results: [] },
  cnfnec: { total: 1, results: [result("/docs/template/general/template-status", "Статусы шаблонов")], searched: "статус" },
  статус: { total: 1, results: [result("/docs/template/general/template-status", "Статусы шаблонов")] },
}
/** Answers held back until a test lets them go: a search the worker is slow to answer. */
const held = new Map<string, () => void>()
/**
 * Each query the client was asked, with the list's state then (`aria-busy` "true" once React has rendered the
 * keystroke) and whether it was asked as a quick search.
 */
const asked: Array<{ query: string; busy: string | null; quick?: boolean }> = []
jest.mock("../../browser/client", () => ({
  preloadSearch: async () => undefined,
  runSearch: async (query: string, _limit: number, _context: unknown, _version: string, _sections: number, quick: boolean) => {
    asked.push({ query, busy: document.querySelector('[role="listbox"]')?.getAttribute("aria-busy") ?? null, quick })
    if (query.startsWith("медленно")) await new Promise<void>((resolve) => held.set(query, resolve))
    return answers[query] ?? { total: 0, results: [] }
  },
}))

describe("SearchBar", () => {
  const dom = useTestRoot()
  const hits = useMetrikaCalls()

  /** Resolves once `ready` holds, checking after each turn of the event loop (Jest's clock stands still). */
  const until = async (ready: () => boolean, what: string): Promise<void> => {
    for (let turns = 0; !ready(); turns += 1) {
      if (turns > 5000) throw new Error(`gave up waiting for ${what}`)
      await act(async () => new Promise((resolve) => setImmediate(resolve)))
    }
  }
  /** Types a query and waits for its answer (it arrives through a dynamic import and a promise). */
  const type = async (text: string, answered: () => boolean): Promise<void> => {
    const input = dom.container.querySelector("input") as HTMLInputElement
    await act(async () => {
      input.focus()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await until(answered, `the answer to «${text}»`)
  }
  const text = (): string => dom.container.textContent ?? ""
  const option = (): HTMLAnchorElement | null => dom.container.querySelector<HTMLAnchorElement>('[role="option"]')
  // The reader's pause: timers run on Jest's clock (the answers still arrive through real promises), so a
  // test moves past the delay at once and can tell that nothing was sent without waiting for it.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }))
  afterEach(() => jest.useRealTimers())
  const pause = (): Promise<void> =>
    act(async () => {
      jest.advanceTimersByTime(NOTHING_FOUND_DELAY_MS)
    })

  it("says which words were searched for a query typed with the other layout", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("cnfnec", () => text().includes("Показаны результаты по запросу «статус»"))
    await type("статус", () => option() !== null && !text().includes("Показаны результаты по запросу"))
  })

  it("with a counter, sends a query that found nothing once typing stops, and the suggestion chosen", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="98765432" />))
    await type("zzqq", () => text().includes(t("search.noResults")))
    expect(hits).toEqual([])
    await pause()
    expect(hits).toEqual([[98765432, "reachGoal", "search-nothing-found", { query: "zzqq", where: "box" }]])
    await type("cnfnec", () => option() !== null)
    await act(async () => option()?.click())
    expect(hits[1]).toEqual([
      98765432,
      "reachGoal",
      "search-result-chosen",
      { query: "cnfnec", url: "/docs/template/general/template-status", position: "1", where: "box" },
    ])
  })

  it("asks for a typed query once, as the key is typed, before the keystroke is rendered", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("статус", () => option() !== null)
    asked.length = 0
    // A query no test has typed (the box shows one answered before without asking).
    await type("qqzz", () => text().includes(t("search.noResults")))
    // Asked while the list still showed the last answer (not yet marked busy), and not asked again by the render;
    // quick, as the box shows no total.
    expect(asked).toEqual([{ query: "qqzz", busy: "false", quick: true }])
  })

  it("asks the worker from the input's own listener, before React dispatches the keystroke at its root", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    const input = dom.container.querySelector("input") as HTMLInputElement
    // An input event that stops at the box never reaches React's listener at the root, so onChange does not run.
    await act(async () => {
      input.focus()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "раньше")
      input.dispatchEvent(new Event("input", { bubbles: false }))
    })
    await until(() => asked.some(({ query }) => query === "раньше"), "the query asked")
  })

  it("renders a keystroke with its answer: the list is never marked busy for an answer on its way", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("статус", () => option() !== null)
    const busy: Array<string | null> = []
    const list = dom.container.querySelector('[role="listbox"]') as HTMLElement
    const observer = new MutationObserver(() => busy.push(list.getAttribute("aria-busy")))
    observer.observe(list, { attributes: true, attributeFilter: ["aria-busy", "data-query"] })
    // A query no other test types: the box has not shown its answer before.
    await type("быстро", () => text().includes(t("search.noResults")))
    observer.disconnect()
    expect(busy.length).toBeGreaterThan(0)
    expect(busy).not.toContain("true")
  })

  it("commits a keystroke once with its answer, whether the worker answers it or the page remembers it", async () => {
    const commits: string[] = []
    const counted = (
      <React.Profiler id="box" onRender={(_id, phase) => commits.push(phase)}>
        <SearchBar context="docs" counterId="" />
      </React.Profiler>
    )
    await act(async () => dom.root.render(counted))
    await type("статус", () => option() !== null)
    const typedOnce = async (query: string, answered: () => boolean): Promise<number> => {
      commits.length = 0
      await type(query, answered)
      // Past every timer the keystroke set (the list marked busy after a while, a query that found nothing reported).
      await pause()
      return commits.length
    }
    expect(await typedOnce("однажды", () => text().includes(t("search.noResults")))).toBe(1)
    expect(await typedOnce("статус", () => option() !== null)).toBe(1)
  })

  it("marks the list busy when an answer is slow, keeping the typed letters, then shows the answer", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("статус", () => option() !== null)
    const input = dom.container.querySelector("input") as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "медленно")
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await until(() => held.has("медленно"), "the slow search to be asked")
    expect(dom.container.querySelector('[role="listbox"]')?.getAttribute("aria-busy")).toBe("false")
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_PENDING_AFTER_MS)
    })
    expect(dom.container.querySelector('[role="listbox"]')?.getAttribute("aria-busy")).toBe("true")
    // The typed letters are the reader's own, whatever the list shows meanwhile.
    expect(input.value).toBe("медленно")
    await act(async () => held.get("медленно")?.())
    await until(() => text().includes(t("search.noResults")), "the slow answer")
    expect(dom.container.querySelector('[role="listbox"]')?.getAttribute("data-query")).toBe("медленно")
  })

  it("without a counter sends nothing", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("zzqq", () => text().includes(t("search.noResults")))
    await pause()
    await type("cnfnec", () => option() !== null)
    await act(async () => option()?.click())
    expect(hits).toEqual([])
  })
})
