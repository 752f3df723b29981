/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { useMetrikaCalls, useTestRoot } from "../../../test/dom"
import type { PageResult, SearchAnswer } from "../../search/protocol"
import { SearchBar } from "./SearchBar"

jest.mock("gatsby", () => ({ ...jest.requireActual("../../../test/gatsby-mock"), prefetchPathname: () => undefined }))

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
jest.mock("../../search/client", () => ({
  preloadSearch: async () => undefined,
  runSearch: async (query: string) => answers[query] ?? { total: 0, results: [] },
}))

describe("SearchBar", () => {
  const dom = useTestRoot()
  const hits = useMetrikaCalls()

  const type = async (text: string): Promise<void> => {
    const input = dom.container.querySelector("input") as HTMLInputElement
    await act(async () => {
      input.focus()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text)
      input.dispatchEvent(new Event("input", { bubbles: true }))
    })
    // The answer arrives through a dynamic import and a promise.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
  }
  const wait = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)))

  it("says which words were searched for a query typed with the other layout", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("cnfnec")
    expect(dom.container.textContent).toContain("Показаны результаты по запросу «статус»")
    await type("статус")
    expect(dom.container.textContent).not.toContain("Показаны результаты по запросу")
  })

  it("with a counter, sends a query that found nothing once typing stops, and the suggestion chosen", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="98765432" />))
    await type("zzqq")
    expect(hits).toEqual([])
    await wait(1600)
    expect(hits).toEqual([[98765432, "reachGoal", "search-nothing-found", { query: "zzqq", where: "box" }]])
    await type("cnfnec")
    const option = dom.container.querySelector<HTMLAnchorElement>('[role="option"]')
    await act(async () => option?.click())
    expect(hits[1]).toEqual([
      98765432,
      "reachGoal",
      "search-result-chosen",
      { query: "cnfnec", url: "/docs/template/general/template-status", position: "1", where: "box" },
    ])
  })

  it("without a counter sends nothing", async () => {
    await act(async () => dom.root.render(<SearchBar context="docs" counterId="" />))
    await type("zzqq")
    await wait(1600)
    await type("cnfnec")
    await act(async () => dom.container.querySelector<HTMLAnchorElement>('[role="option"]')?.click())
    expect(hits).toEqual([])
  })
})
