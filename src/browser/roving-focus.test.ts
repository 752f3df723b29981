import { rovingIndex } from "./roving-focus"

describe("rovingIndex", () => {
  it("steps with the arrow keys and wraps around at both ends", () => {
    expect(rovingIndex("ArrowRight", 0, 4, "horizontal")).toBe(1)
    expect(rovingIndex("ArrowRight", 3, 4, "horizontal")).toBe(0)
    expect(rovingIndex("ArrowLeft", 2, 4, "horizontal")).toBe(1)
    expect(rovingIndex("ArrowLeft", 0, 4, "horizontal")).toBe(3)
  })

  it("jumps to the first and last tab with Home and End", () => {
    expect(rovingIndex("Home", 2, 4, "horizontal")).toBe(0)
    expect(rovingIndex("End", 1, 4, "horizontal")).toBe(3)
  })

  it("ignores other keys and empty lists", () => {
    expect(rovingIndex("Enter", 1, 4, "horizontal")).toBeNull()
    expect(rovingIndex("ArrowDown", 1, 4, "horizontal")).toBeNull()
    expect(rovingIndex("ArrowRight", 0, 0, "horizontal")).toBeNull()
  })
})
