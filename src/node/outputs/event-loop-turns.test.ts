import { eventLoopTurns } from "./event-loop-turns"

const busy = (ms: number): void => {
  const until = performance.now() + ms
  while (performance.now() < until);
}

describe("eventLoopTurns", () => {
  it("lets a timer run between slices of a long loop, and not after every step", async () => {
    const pause = eventLoopTurns(30)
    const ticks: number[] = []
    const timer = setInterval(() => ticks.push(performance.now()), 1)
    const started = performance.now()
    for (let step = 0; step < 60; step += 1) {
      busy(5)
      await pause()
    }
    clearInterval(timer)
    // 300 ms of work in steps of 5 ms, a turn about every 30 ms: the timer ran about ten times, not sixty.
    expect(ticks.length).toBeGreaterThanOrEqual(5)
    expect(ticks.length).toBeLessThanOrEqual(20)
    // No gap between the timer's runs much longer than a slice.
    const gaps = [started, ...ticks].slice(1).map((tick, at) => tick - [started, ...ticks][at])
    expect(Math.max(...gaps)).toBeLessThan(100)
  })
})
