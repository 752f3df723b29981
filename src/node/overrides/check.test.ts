import { checkOverridesApplied } from "./check"

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
