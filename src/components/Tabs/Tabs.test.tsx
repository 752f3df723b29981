/**
 * @jest-environment jsdom
 */
import React, { act } from "react"
import { createRoot } from "react-dom/client"
import { TabItem, Tabs } from "./Tabs"

function Samples({ groupId }: { groupId?: string }): JSX.Element {
  return (
    <Tabs groupId={groupId} label="Язык примера">
      <TabItem value="curl" label="curl">
        curl -X POST
      </TabItem>
      <TabItem value="javascript" label="JavaScript">
        await fetch()
      </TabItem>
      <TabItem value="python" label="Python">
        import requests
      </TabItem>
    </Tabs>
  )
}

// The browser build of react-dom/server wants TextEncoder, which jsdom lacks; the Node build is what Gatsby renders with.
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")

const visiblePanels = (root: ParentNode): string[] =>
  [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.textContent ?? "")

describe("Tabs", () => {
  beforeAll(() => {
    ;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => localStorage.clear())

  it("renders every panel on the server, the inactive ones hidden, each tab controlling its own", () => {
    const html = renderToString(
      <>
        <Samples />
        <Samples />
      </>,
    )
    const page = document.createElement("div")
    page.innerHTML = html
    const tabs = [...page.querySelectorAll('[role="tab"]')]
    const panels = [...page.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    expect(panels.map((panel) => panel.textContent)).toEqual([
      "curl -X POST",
      "await fetch()",
      "import requests",
      "curl -X POST",
      "await fetch()",
      "import requests",
    ])
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true, false, true, true])
    const controlled = tabs.map((tab) => tab.getAttribute("aria-controls"))
    expect(new Set(controlled).size).toBe(6)
    tabs.forEach((tab, index) => {
      expect(panels[index].id).toBe(controlled[index])
      expect(panels[index].getAttribute("aria-labelledby")).toBe(tab.id)
    })
  })

  it("moves with the arrow keys, Home and End, selecting and focusing the tab it reaches", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => root.render(<Samples />))
    const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    const press = async (key: string): Promise<void> => {
      await act(async () => {
        ;(document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }))
      })
    }
    tabs[0].focus()
    await press("ArrowRight")
    expect(document.activeElement).toBe(tabs[1])
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["false", "true", "false"])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(visiblePanels(container)).toEqual(["await fetch()"])
    await press("End")
    expect(visiblePanels(container)).toEqual(["import requests"])
    await press("ArrowRight")
    expect(document.activeElement).toBe(tabs[0])
    await press("ArrowLeft")
    await press("Home")
    expect(visiblePanels(container)).toEqual(["curl -X POST"])
    await act(async () => root.unmount())
  })

  it("shares and remembers the choice of a group", async () => {
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <>
          <Samples groupId="code" />
          <Samples groupId="code" />
        </>,
      ),
    )
    const python = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter((tab) => tab.textContent === "Python")
    await act(async () => python[0].click())
    expect(visiblePanels(container)).toEqual(["import requests", "import requests"])
    expect(localStorage.getItem("docs-tabs-code")).toBe("python")
    await act(async () => root.unmount())
    const again = createRoot(container)
    await act(async () => again.render(<Samples groupId="code" />))
    expect(visiblePanels(container)).toEqual(["import requests"])
    await act(async () => again.unmount())
  })
})
