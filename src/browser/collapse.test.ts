import { collapseDurationMs } from "./collapse"

describe("collapseDurationMs", () => {
  it("is 1 ms under reduced motion", () => {
    expect(collapseDurationMs(500, true)).toBe(1)
  })

  it("grows with the height", () => {
    const short = collapseDurationMs(40, false)
    const tall = collapseDurationMs(800, false)
    expect(short).toBeGreaterThan(100)
    expect(tall).toBeGreaterThan(short)
    expect(tall).toBeLessThan(600)
  })
})
