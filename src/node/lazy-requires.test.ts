import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const MODULE = path.resolve("src/node/lazy-requires.cjs")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { NOT_USED_BY_BUILD, withLazyRequires } = require(MODULE) as {
  NOT_USED_BY_BUILD: Record<string, string[]>
  withLazyRequires: (source: string, file: string, packages: string[]) => string
}

describe("packages a build does not use, loaded lazily", () => {
  it("are each loaded once, as a namespace, by the installed Gatsby's modules listed", () => {
    const gatsby = path.dirname(require.resolve("gatsby/package.json"))
    for (const [module, packages] of Object.entries(NOT_USED_BY_BUILD)) {
      const file = require.resolve(module, { paths: [gatsby] })
      const changed = withLazyRequires(fs.readFileSync(file, "utf8"), file, packages)
      for (const name of packages) expect([module, changed.includes(`require("${name}")`), changed.includes(`__lazyModule(() => `)]).toEqual([module, true, true])
      expect(changed.split(/^var \w+ = __lazyModule\(/m).length - 1).toBe(packages.length)
    }
  })

  it("stop the build, naming the module and the package, when a line is not there once", () => {
    expect(() => withLazyRequires(`const x = require("got")`, "start-server.js", ["got"])).toThrow(
      'src/node/lazy-requires.cjs: start-server.js does not load "got" once as `var _x = require("got");`',
    )
  })

  it("load a package on its first use, with the value the module would have had", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lazy-requires-"))
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      fs.writeFileSync(path.join(root, name), text)
    }
    write("node_modules/heavy/index.js", `globalThis.heavyLoaded = true; module.exports = function heavy() { return "ran" }; module.exports.flag = 1`)
    write("node_modules/esm-like/index.js", `globalThis.esmLoaded = true; exports.__esModule = true; exports.Server = class Server { name() { return "server" } }`)
    const module = `"use strict";
var _interopRequireDefault = (obj) => (obj && obj.__esModule ? obj : { default: obj });
var _heavy = _interopRequireDefault(require("heavy"));
var _esm = require("esm-like");
exports.before = [globalThis.heavyLoaded === true, globalThis.esmLoaded === true];
exports.use = () => [_heavy.default(), _heavy.default.flag, new _esm.Server().name(), "Server" in _esm];
`
    write("lazy.js", withLazyRequires(module, "lazy.js", ["heavy", "esm-like"]))
    const output = execFileSync(process.execPath, ["-e", `const m = require("./lazy.js"); console.log(JSON.stringify([m.before, m.use()]))`], { cwd: root, encoding: "utf8" })
    expect(JSON.parse(output)).toEqual([
      [false, false],
      ["ran", 1, "server", true],
    ])
  })
})
