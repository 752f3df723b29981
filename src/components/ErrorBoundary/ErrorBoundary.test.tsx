/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { createRoot } from "react-dom/client"
import { ErrorBoundary } from "./ErrorBoundary"

let shouldThrow = true
function Fragile(): JSX.Element {
  if (shouldThrow) throw new Error("Cannot read the page", { cause: new Error("page-data.json is missing") })
  return <p>recovered</p>
}

describe("ErrorBoundary", () => {
  beforeAll(() => {
    ;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    jest.spyOn(console, "error").mockImplementation(() => undefined)
  })

  it("shows the crash with its causes and recovers on 'Try again'", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>,
      ),
    )
    expect(container.querySelector("h1")?.textContent).toBe("This page crashed")
    expect(container.textContent).toContain("Cannot read the page")
    expect(container.textContent).toContain("page-data.json is missing")
    expect(document.title).toBe("Page Error")
    shouldThrow = false
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Try again")
    await act(async () => button?.click())
    expect(container.textContent).toBe("recovered")
    root.unmount()
  })
})
