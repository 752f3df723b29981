import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { kept, readKept, writeKept } from "./kept"

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "kept-"))

describe("kept values", () => {
  it("are computed once for a version and read back whole (Maps included) until the version changes", () => {
    const file = path.join(tmp(), ".cache", "value.v8")
    const compute = jest.fn(() => new Map([["a", { list: [1, undefined, "x"] }]]))
    // Compared as entries: a Map V8 deserialises is not of Jest's realm.
    expect([...kept(file, "v1", compute)]).toEqual([["a", { list: [1, undefined, "x"] }]])
    const read = kept(file, "v1", compute)
    expect([Object.prototype.toString.call(read), [...read]]).toEqual(["[object Map]", [["a", { list: [1, undefined, "x"] }]]])
    expect(compute).toHaveBeenCalledTimes(1)
    kept(file, "v2", compute)
    expect(compute).toHaveBeenCalledTimes(2)
  })

  it("are not kept when computing them throws, and a missing or unreadable file reads as nothing", () => {
    const file = path.join(tmp(), "value.v8")
    expect(() =>
      kept(file, "v1", () => {
        throw new Error("not valid YAML")
      }),
    ).toThrow("not valid YAML")
    expect(fs.existsSync(file)).toBe(false)
    expect(readKept(file, "v1")).toBeUndefined()
    fs.writeFileSync(file, "not V8's format")
    expect(readKept(file, "v1")).toBeUndefined()
    writeKept(file, "v1", { ok: true })
    expect(readKept(file, "v1")).toEqual({ ok: true })
    expect(readKept(file, "v0")).toBeUndefined()
  })
})
