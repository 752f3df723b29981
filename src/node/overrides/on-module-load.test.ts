import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const MODULE = path.resolve("src/node/overrides/on-module-load.cjs")

/** Runs `script` with Node (Jest has its own module loader) in a folder holding package `pkg`, one module per file; its output. */
function run(files: Record<string, string>, script: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "on-module-load-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, "node_modules/pkg", name)), { recursive: true })
    fs.writeFileSync(path.join(root, "node_modules/pkg", name), text)
  }
  const preamble = `const { onModuleLoad } = require(${JSON.stringify(MODULE)}); const root = process.cwd();`
  try {
    return execFileSync(process.execPath, ["-e", preamble + script], { cwd: root, encoding: "utf8" }).trim()
  } catch (error) {
    return String((error as { stderr: string }).stderr)
  }
}

describe("onModuleLoad", () => {
  it("rewrites a module's source and changes its exports when it is first loaded, and leaves other modules alone", () => {
    const output = run(
      { "a.js": "exports.word = 'one'", "b.js": "exports.word = 'one'" },
      `const seen = []
      onModuleLoad(root, "pkg/a", { source: (text, file) => (seen.push(require("path").basename(file)), text.replace("one", "two")), exports: (exports) => { exports.extra = true } })
      console.log(JSON.stringify([require("pkg/b"), require("pkg/a"), seen]))`,
    )
    expect(JSON.parse(output)).toEqual([{ word: "one" }, { word: "two", extra: true }, ["a.js"]])
  })

  it("applies every change asked for a module, sources in order, then exports", () => {
    const output = run(
      { "a.js": "exports.word = 'one'" },
      `onModuleLoad(root, "pkg/a", { source: (text) => text.replace("one", "two") })
      onModuleLoad(root, "pkg/a", { exports: (exports) => { exports.word += "!" } })
      onModuleLoad(root, "pkg/a", { source: (text) => text.replace("two", "three") })
      console.log(require("pkg/a").word)`,
    )
    expect(output).toBe("three!")
  })

  it("refuses a module that is already loaded: its override would come too late", () => {
    const output = run({ "c.js": "exports.word = 'one'" }, `require("pkg/c"); onModuleLoad(root, "pkg/c", { exports: () => {} })`)
    expect(output).toContain("src/node/overrides/on-module-load.cjs: pkg/c is already loaded; its override comes too late")
  })
})
