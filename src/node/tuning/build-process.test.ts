import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import v8 from "node:v8"
import { limitHeapGrowth, onPreInit, queriesInBuildProcess, recordBuild } from "./build-process"

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
    expect(set).toHaveBeenCalledTimes(3)
  })

  it("is held by a flag V8 obeys: the old generation is collected more often with it than without", () => {
    const set = jest.spyOn(v8, "setFlagsFromString").mockImplementation(() => undefined)
    limitHeapGrowth(() => "v1", path.join(fs.mkdtempSync(path.join(os.tmpdir(), "last-build-")), "last-build.json"))
    const [[flag]] = set.mock.calls
    // A fresh Node sets the flag as onPreInit does, keeps ~300k objects alive and churns 2.4M more; V8
    // ignores a flag it does not know (a typo, one a Node upgrade dropped) with only a line on stderr.
    const script = `require("node:v8").setFlagsFromString(process.argv[1] ?? "")
      const live = []; for (let i = 0; i < 300000; i++) live.push({ i, s: "x" + i })
      for (let round = 0; round < 12; round++) { const garbage = []; for (let i = 0; i < 200000; i++) garbage.push({ i, s: "y" + i }) }`
    const fullCollections = (...args: string[]): number => {
      const run = spawnSync(process.execPath, ["--trace-gc", "-e", script, "--", ...args], { encoding: "utf8" })
      expect([run.status, run.stderr]).toEqual([0, ""])
      return (run.stdout.match(/Mark-Compact/g) ?? []).length
    }
    expect(fullCollections(flag)).toBeGreaterThan(fullCollections())
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
