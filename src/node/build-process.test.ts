import v8 from "node:v8"
import { HEAP_GROWING_PERCENT, onPreInit, queriesInBuildProcess } from "./build-process"

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

describe("the build's page queries", () => {
  it("run in Gatsby's own process on one or two cores, where its pool has one worker either way", () => {
    for (const cores of [1, 2]) {
      const env: NodeJS.ProcessEnv = {}
      queriesInBuildProcess(env, cores)
      expect(env.GATSBY_CPU_COUNT).toBe("1")
    }
  })

  it("are left to Gatsby on more cores, and when the author chose a CPU count", () => {
    for (const cores of [3, 8]) {
      const larger: NodeJS.ProcessEnv = {}
      queriesInBuildProcess(larger, cores)
      expect(larger.GATSBY_CPU_COUNT).toBeUndefined()
    }
    const chosen: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" }
    queriesInBuildProcess(chosen, 2)
    expect(chosen.GATSBY_CPU_COUNT).toBe("logical_cores")
  })
})
