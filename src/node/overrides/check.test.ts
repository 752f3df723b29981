import { checkDevelopOverrides, checkOverridesApplied } from "./check"

const { expect: expectChange, applied } = require("./on-module-load.cjs") as { expect: (name: string, what: string) => void; applied: (name: string) => void }

describe("the check at the end of a build", () => {
  it("stops the build naming each change that was registered and not applied, and passes once all are", () => {
    const panics: string[] = []
    const reporter = { panicOnBuild: (message: string) => void panics.push(message) }
    checkOverridesApplied(reporter as never)
    expect(panics).toEqual([])
    expectChange("planted: called", "replaces a function Gatsby did not call")
    checkOverridesApplied(reporter as never)
    expect(panics).toHaveLength(1)
    expect(panics[0]).toMatch(/1 change\(s\) to Gatsby were not applied[\s\S]*- planted: called: replaces a function Gatsby did not call/)
    applied("planted: called")
    checkOverridesApplied(reporter as never)
    expect(panics).toHaveLength(1)
  })
})

describe("develop's check after its bootstrap", () => {
  it("names a change to Gatsby that develop has not applied, and nothing in a build", () => {
    const errors: string[] = []
    const reporter = { error: (message: unknown) => void errors.push(String(message)) } as never
    expectChange("develop-late-changes", "changes gatsby/dist/state-machines/develop, which Gatsby did not load")
    expect(checkDevelopOverrides(reporter, "build")).toEqual([])
    expect(checkDevelopOverrides(reporter, "develop")).toEqual(["develop-late-changes: changes gatsby/dist/state-machines/develop, which Gatsby did not load"])
    expect(errors[0]).toContain("npm run check:gatsby")
    applied("develop-late-changes")
    expect(checkDevelopOverrides(reporter, "develop")).toEqual([])
  })
})
