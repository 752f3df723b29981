/**
 * The set-up the component tests that render into jsdom (`@jest-environment jsdom`) share: a React root
 * per test, and the Metrika counter stubbed. Each registers its hooks on the describe block it is called in.
 */
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"

export interface TestRoot {
  /** The element the root renders into, attached to document.body. */
  readonly container: HTMLDivElement
  readonly root: Root
}

/** A fresh container and React root for each test, unmounted and removed after it, inside act(). */
export function useTestRoot(): TestRoot {
  const current = {} as { container: HTMLDivElement; root: Root }
  beforeAll(() => {
    ;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => {
    current.container = document.createElement("div")
    document.body.append(current.container)
    current.root = createRoot(current.container)
  })
  afterEach(() => {
    act(() => current.root.unmount())
    current.container.remove()
  })
  return current
}

/** Metrika's `window.ym` stubbed for each test: the calls it received, in order (emptied before each test). */
export function useMetrikaCalls(): unknown[][] {
  const calls: unknown[][] = []
  const win = window as unknown as { ym?: (...args: unknown[]) => void }
  beforeEach(() => {
    calls.length = 0
    win.ym = (...args) => calls.push(args)
  })
  afterEach(() => {
    delete win.ym
  })
  return calls
}
