import { eventLoopTurns } from "./event-loop-turns"

/** Whether a callback queued for the event loop's next turn ran while `step` was awaited. */
async function turnedDuring(step: () => Promise<void>): Promise<boolean> {
  let ran = false
  setImmediate(() => (ran = true))
  await step()
  return ran
}

describe("eventLoopTurns", () => {
  it("lets the event loop turn once a slice has passed", async () => {
    const pause = eventLoopTurns(0)
    expect(await turnedDuring(pause)).toBe(true)
    expect(await turnedDuring(pause)).toBe(true)
  })

  it("resolves at once within a slice, so a loop does not yield after every step", async () => {
    const pause = eventLoopTurns(60_000)
    expect(await turnedDuring(pause)).toBe(false)
    expect(await turnedDuring(pause)).toBe(false)
  })
})
