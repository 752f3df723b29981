import { inWorkerOrHere } from "./fallback"

// The worker asked again after a deploy, over a real engine: node/engine.test.ts.
describe("inWorkerOrHere", () => {
  it("gives the worker up and searches on the main thread when it fails twice", async () => {
    const broken = { search: jest.fn(async () => Promise.reject(new Error("worker gone"))) }
    const here = { search: jest.fn(async () => "answered here") }
    const lost = jest.fn()
    await expect(
      inWorkerOrHere(
        broken,
        async () => here,
        (api) => api.search(),
        lost,
      ),
    ).resolves.toBe("answered here")
    expect(broken.search).toHaveBeenCalledTimes(2)
    expect(lost).toHaveBeenCalledWith(new Error("worker gone"))
  })

  it("searches on the main thread where there is no worker", async () => {
    const here = { search: async () => "answered here" }
    await expect(
      inWorkerOrHere(
        null,
        async () => here,
        (api) => api.search(),
        jest.fn(),
      ),
    ).resolves.toBe("answered here")
  })
})
