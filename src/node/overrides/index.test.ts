import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * The --require hook against the installed Gatsby, not a stand-in: a script named `gatsby` (as Gatsby's CLI
 * is) loads Gatsby's own modules the way `gatsby build` does and reports what each override made of them.
 */
const INDEX = path.resolve("src/node/overrides/index.cjs")
const REGISTRY = path.resolve("src/node/overrides/on-module-load.cjs")

/** What the script found, run as `gatsby <command>` with `env`; `load` lists the modules it loads. */
function run(command: string, env: Record<string, string> = {}, load = ["compile", "parser", "stitch", "pool"], developChild = false): Record<string, unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "overrides-"))
  const site = path.join(dir, "site")
  fs.mkdirSync(site)
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), "export const onPreInit = (): void => undefined\n")
  fs.writeFileSync(path.join(site, "page.tsx"), 'import { graphql } from "gatsby"\nexport const query = graphql`query PageQuery { site { id } }`\n')
  const out = path.join(dir, "result.json")
  const script = `const gatsby = (module) => require(require.resolve(module, { paths: [process.cwd()] }))
;(async () => {
  const load = ${JSON.stringify(load)}
  const result = {}
  if (load.includes("compile")) {
    await gatsby("gatsby/dist/utils/parcel/compile-gatsby-files").compileGatsbyFiles(${JSON.stringify(site)})
    result.compiled = require("node:fs").readFileSync(${JSON.stringify(path.join(site, ".cache/compiled/gatsby-node.js"))}, "utf8").includes("onPreInit") || "missing"
  }
  if (load.includes("parser")) {
    const Parser = gatsby("gatsby/dist/query/file-parser").default
    await new Parser().parseFile(${JSON.stringify(path.join(site, "page.tsx"))}, () => undefined)
    const shared = globalThis[Symbol.for("edna-pulse-docs/query-parse-cache")]
    result.sharedParses = shared ? Object.keys(shared.entries).length : 0
    // What query-parse-cache.ts's onPostBootstrap records once Gatsby has extracted the queries with it.
    if (shared?.used.size > 0) require(${JSON.stringify(REGISTRY)}).applied("shared-parse-cache: kept")
  }
  if (load.includes("machine")) {
    const machine = gatsby("gatsby/dist/state-machines/develop").developMachine
    result.lateChanges = JSON.stringify(machine.config.states.recreatingPages.on.ADD_NODE_MUTATION.actions).includes("markLateChangeDirty")
  }
  if (load.includes("stitch")) {
    // Read as latin1 when stitch-as-bytes changed the module (stitch-as-bytes.test.ts compares the bytes).
    result.stitchAsBytes = gatsby("gatsby/dist/utils/slices/stitching").stitchSliceForAPage.toString().includes("latin1")
  }
  if (load.includes("pool")) {
    const pool = gatsby("gatsby/dist/utils/worker/pool").create()
    result.workers = pool.getWorkerInfo().length
    await pool.end()
  }
  result.notApplied = require(${JSON.stringify(REGISTRY)}).notApplied()
  require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(result))
  process.exit(0)
})()`
  // `gatsby develop`'s child process runs a script Gatsby writes into .cache, with no command.
  const cli = developChild ? path.join(process.cwd(), ".cache", `tmp-overrides-test-${process.pid}`) : path.join(dir, "gatsby")
  fs.mkdirSync(path.dirname(cli), { recursive: true })
  fs.writeFileSync(cli, script)
  try {
    const output = execFileSync(process.execPath, ["--require", INDEX, cli, ...(developChild ? [] : [command])], {
      cwd: process.cwd(),
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_CPU_COUNT: "1", ...env },
    }) as string
    if (!fs.existsSync(out)) throw new Error(`gatsby ${command} wrote nothing:\n${output}`)
    return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, unknown>
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    if (developChild) fs.rmSync(cli, { force: true })
  }
}

describe("the overrides, on the installed Gatsby", () => {
  it("replace the compile step with SWC, share the parse cache and render in the build process in `gatsby build`, every change applied", () => {
    // The build process as the one worker: no worker process started.
    expect(run("build")).toEqual({ compiled: true, sharedParses: 1, stitchAsBytes: true, workers: 0, notApplied: [] })
  })

  it("name the changes that were not applied when Gatsby does not load a changed module", () => {
    const result = run("build", {}, ["compile", "parser"])
    expect(result.notApplied).toEqual([
      "html-in-build-process: called: replaces the worker pool's create, which Gatsby did not call",
      "html-in-build-process: changes gatsby/dist/utils/worker/pool, which Gatsby did not load",
      "stitch-as-bytes: changes gatsby/dist/utils/slices/stitching, which Gatsby did not load",
    ])
  })

  it("compile with SWC, share the parse cache and keep late content changes in the process `gatsby develop` starts (not its CLI), and render nowhere but in Gatsby's worker", () => {
    expect(run("develop", { DOCS_OVERRIDES_DEVELOP: "1" }, ["compile", "parser", "machine", "pool"], true)).toEqual({
      compiled: true,
      sharedParses: 1,
      lateChanges: true,
      workers: 1,
      notApplied: [],
    })
    expect(run("develop", { DOCS_OVERRIDES_DEVELOP: "1", DOCS_OVERRIDES: "off" }, ["parser", "machine", "pool"], true)).toEqual({
      sharedParses: 0,
      lateChanges: false,
      workers: 1,
      notApplied: [],
    })
  })

  it("leave out only those named with DOCS_OVERRIDES=without:…", () => {
    expect(run("build", { DOCS_OVERRIDES: "without:stitch-as-bytes,html-in-build-process" })).toEqual({
      compiled: true,
      sharedParses: 1,
      stitchAsBytes: false,
      workers: 1,
      notApplied: [],
    })
  })

  it("are all off with DOCS_OVERRIDES=off, and outside `gatsby build` and develop's process", () => {
    for (const [command, env] of [
      ["build", { DOCS_OVERRIDES: "off" }],
      ["develop", {}],
    ] as const) {
      const result = run(command, env, ["parser", "machine", "stitch", "pool"])
      expect(result).toEqual({ sharedParses: 0, lateChanges: false, stitchAsBytes: false, workers: 1, notApplied: [] })
    }
  })
})
