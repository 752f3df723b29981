import fs from "node:fs"
import path from "node:path"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withoutEmptyRun } = require(path.resolve("src/node/no-empty-functions-compile.cjs")) as { withoutEmptyRun: (source: string, file: string) => string }

describe("Gatsby's functions step", () => {
  it("skips webpack when there is no function to compile, and runs it as before when there is one", () => {
    const file = require.resolve("gatsby/dist/internal-plugins/functions/gatsby-node")
    const changed = withoutEmptyRun(fs.readFileSync(file, "utf8"), file)
    const line = changed.split("\n").find((text) => text.includes("(0, _webpack.default)(config).run(callback)")) as string
    expect(line).toContain("Object.keys(config.entry ?? {}).length === 0 ? callback(null, undefined) :")
    // The changed line, run with stand-ins for what it uses.
    const run = (entry: Record<string, string>) => {
      const calls: unknown[][] = []
      const webpack = { default: (config: object) => ({ run: (callback: (...args: unknown[]) => void) => callback(null, { compiled: config }) }) }
      new Function("config", "callback", "_webpack", line)({ entry }, (...args: unknown[]) => calls.push(args), webpack)
      return calls
    }
    expect(run({})).toEqual([[null, undefined]])
    expect(run({ hello: "/site/src/api/hello.ts" })).toEqual([[null, { compiled: { entry: { hello: "/site/src/api/hello.ts" } } }]])
  })

  it("stops the build, naming the file, when Gatsby runs webpack there otherwise", () => {
    expect(() => withoutEmptyRun("webpack(config).run(done)", "gatsby-node.js")).toThrow(
      'src/node/no-empty-functions-compile.cjs: gatsby-node.js does not contain "(0, _webpack.default)(config).run(callback);" exactly once',
    )
  })
})
