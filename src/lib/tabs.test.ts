import { tabIndexAfterKey } from "./tabs"

describe("tabIndexAfterKey", () => {
  it("steps with the arrow keys and wraps around at both ends", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 4)).toBe(1)
    expect(tabIndexAfterKey("ArrowRight", 3, 4)).toBe(0)
    expect(tabIndexAfterKey("ArrowLeft", 2, 4)).toBe(1)
    expect(tabIndexAfterKey("ArrowLeft", 0, 4)).toBe(3)
  })

  it("jumps to the first and last tab with Home and End", () => {
    expect(tabIndexAfterKey("Home", 2, 4)).toBe(0)
    expect(tabIndexAfterKey("End", 1, 4)).toBe(3)
  })

  it("ignores other keys and empty lists", () => {
    expect(tabIndexAfterKey("Enter", 1, 4)).toBeNull()
    expect(tabIndexAfterKey("ArrowDown", 1, 4)).toBeNull()
    expect(tabIndexAfterKey("ArrowRight", 0, 0)).toBeNull()
  })
})
