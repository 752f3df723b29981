const { OVERRIDES, overrideOn } = require("./switch.cjs") as typeof import("./switch.cjs")

describe("the overrides' switch (DOCS_OVERRIDES)", () => {
  const names = Object.keys(OVERRIDES) as Array<keyof typeof OVERRIDES>
  const on = (setting: string | undefined) => names.filter((name) => overrideOn(name, setting === undefined ? {} : { DOCS_OVERRIDES: setting }))

  it("turns every override on when unset or `on`, and off with `off`", () => {
    expect(on(undefined)).toEqual(names)
    expect(on("on")).toEqual(names)
    expect(on("off")).toEqual([])
  })

  it("turns off only the overrides named after `without:`", () => {
    expect(on("without:stitch-as-bytes")).toEqual(names.filter((name) => name !== "stitch-as-bytes"))
    expect(on("without: browser-scripts , png-without-dither")).toEqual(names.filter((name) => name !== "browser-scripts" && name !== "png-without-dither"))
  })

  it("stops on a setting it does not know, naming the names it knows", () => {
    expect(() => on("without:stitch-as-byte")).toThrow(/"stitch-as-byte" is not a setting; .*stitch-as-bytes/)
    expect(() => on("false")).toThrow(/"false" is not a setting/)
  })

  it("names files of this folder for each override", () => {
    const fs = require("node:fs") as typeof import("node:fs")
    for (const files of Object.values(OVERRIDES))
      for (const file of files.split(", ")) expect(fs.existsSync(require("node:path").join(__dirname, file))).toBe(true)
  })
})
