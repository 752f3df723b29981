import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import v8 from "node:v8"
import { HEAP_GROWING_PERCENT, limitHeapGrowth, onPreInit, queriesInBuildProcess, recordBuild } from "./build-process"

describe("the build's heap", () => {
  const command = process.env.gatsby_executing_command
  afterEach(() => {
    process.env.gatsby_executing_command = command
    jest.restoreAllMocks()
  })

  const run = (): void => void (onPreInit as unknown as (args: object) => void)({})

  it("grows by a fixed factor in a `gatsby build` that compiles everything: no finished build before it, or one of other code", () => {
    const set = jest.spyOn(v8, "setFlagsFromString").mockImplementation(() => undefined)
    const lastBuild = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "last-build-")), ".cache", "last-build.json")
    expect(limitHeapGrowth(() => "v1", lastBuild)).toBe(true)
    recordBuild("v0", lastBuild)
    expect(limitHeapGrowth(() => "v1", lastBuild)).toBe(true)
    fs.writeFileSync(lastBuild, "{ not json")
    expect(limitHeapGrowth(() => "v1", lastBuild)).toBe(true)
    expect(set.mock.calls).toEqual(Array(3).fill([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]))
    expect(HEAP_GROWING_PERCENT).toBeGreaterThan(0)
  })

  it("is left to V8 in a rebuild after a finished build of the same code", () => {
    const set = jest.spyOn(v8, "setFlagsFromString").mockImplementation(() => undefined)
    const lastBuild = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "last-build-")), "last-build.json")
    recordBuild("v1", lastBuild)
    expect(limitHeapGrowth(() => "v1", lastBuild)).toBe(false)
    expect(set).not.toHaveBeenCalled()
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
