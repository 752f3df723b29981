import v8 from "node:v8"
import { HEAP_GROWING_PERCENT, onPreInit } from "./heap"

describe("the build's heap", () => {
  const command = process.env.gatsby_executing_command
  afterEach(() => {
    process.env.gatsby_executing_command = command
    jest.restoreAllMocks()
  })

  const run = (): void => void (onPreInit as unknown as (args: object) => void)({})

  it("grows by a fixed factor in `gatsby build`", () => {
    const set = jest.spyOn(v8, "setFlagsFromString").mockImplementation(() => undefined)
    process.env.gatsby_executing_command = "build"
    run()
    expect(set).toHaveBeenCalledWith(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
    expect(HEAP_GROWING_PERCENT).toBeGreaterThan(0)
  })

  it("is left to V8 in `gatsby develop`", () => {
    const set = jest.spyOn(v8, "setFlagsFromString").mockImplementation(() => undefined)
    process.env.gatsby_executing_command = "develop"
    run()
    expect(set).not.toHaveBeenCalled()
  })
})
