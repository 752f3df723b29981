import fs from "node:fs"
import path from "node:path"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withSetupForQueries } = require(path.resolve("src/node/worker-setup-for-queries.cjs")) as { withSetupForQueries: (source: string, file: string) => string }

describe("the worker's set-up for queries", () => {
  it("is made conditional on queries running in the workers, in the installed Gatsby's bootstrap", () => {
    const file = require.resolve("gatsby/dist/bootstrap/index")
    const changed = withSetupForQueries(fs.readFileSync(file, "utf8"), file)
    expect(changed).toContain("  if ((0, _gatsbyCoreUtils.cpuCoreCount)() !== 1) workerPool.all.loadConfigAndPlugins({")
    expect(changed).toContain("  if ((0, _gatsbyCoreUtils.cpuCoreCount)() !== 1) workerPool.all.buildSchema();")
  })

  it("stops the build, naming the file, when Gatsby sets its workers up otherwise", () => {
    expect(() => withSetupForQueries("workerPool.all.loadConfigAndPlugins()", "index.js")).toThrow(
      'src/node/worker-setup-for-queries.cjs: index.js does not contain "  workerPool.all.loadConfigAndPlugins({" exactly once',
    )
  })
})
