import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const MODULE = path.resolve("src/node/compile-gatsby-files.cjs")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileSite } = require(MODULE) as { compileSite: (siteRoot: string) => string[] }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { NOT_USED_BY_BUILD } = require(path.resolve("src/node/lazy-requires.cjs")) as { NOT_USED_BY_BUILD: Record<string, string[]> }
/** A stand-in module's loads of the packages lazy-requires.cjs defers in it, written as Gatsby writes them. */
const lazyLoads = (module: string): string => NOT_USED_BY_BUILD[module].map((name, at) => `var _p${at} = require("${name}");`).join("\n")

/** A site in a temporary folder, from file name to text. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-files-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

const SITE = {
  "gatsby-config.ts": `import type { GatsbyConfig } from "gatsby"
import { SITE } from "./src/config/site"
const config: GatsbyConfig = { siteMetadata: { title: SITE.title }, plugins: ["local"] }
export default config`,
  "gatsby-node.ts": `export { onPreInit, kinds, later } from "./src/node/init"`,
  "src/config/site.ts": `import strings from "./strings.json"
export const SITE = { title: strings.title as string }`,
  "src/config/strings.json": `{ "title": "Документация" }`,
  "src/node/init.ts": `import type { GatsbyNode } from "gatsby"
import { twice } from "../lib/twice.js"
import { Kind } from "./kind"
const helper = require("./helper.cjs") as { name: string }
interface Seen { calls: number }
const seen: Seen = { calls: 0 }
export const kinds = [Kind.Doc, Kind.Post]
export const later = () => import("./later").then((module) => module.LATER)
export const onPreInit: GatsbyNode["onPreInit"] = () => { seen.calls += 1; return twice(helper.name) + seen.calls }`,
  "src/node/kind.ts": `export enum Kind { Doc = "doc", Post = "post" }`,
  "src/node/helper.cjs": `exports.name = require("./helper-name.json").name`,
  "src/node/helper-name.json": `{ "name": "x" }`,
  "src/node/later.ts": `export const LATER = "loaded on demand"`,
  "src/lib/twice.ts": `export const twice = (text: string): string => text + text`,
  "src/lib/unused.ts": `export const unused = 1`,
  "plugins/local/package.json": `{ "name": "local" }`,
  "plugins/local/gatsby-node.ts": `import { twice } from "../../src/lib/twice"
export const onCreateNode = (): string => twice("p")`,
}

describe("compileSite", () => {
  it("compiles gatsby-config, gatsby-node, local plugins and what they import, where Gatsby loads them", async () => {
    const root = site(SITE)
    const written = compileSite(root).map((file) => path.relative(path.join(root, ".cache/compiled"), file))
    expect(written.sort()).toEqual(
      [
        "gatsby-config.js",
        "gatsby-node.js",
        "plugins/local/gatsby-node.js",
        "src/config/site.js",
        "src/config/strings.json",
        "src/lib/twice.js",
        "src/node/helper-name.json",
        "src/node/helper.cjs",
        "src/node/init.js",
        "src/node/kind.js",
        "src/node/later.js",
      ].sort(),
    )
    const compiled = (file: string) => require(path.join(root, ".cache/compiled", file))
    expect(compiled("gatsby-config.js").default).toEqual({ siteMetadata: { title: "Документация" }, plugins: ["local"] })
    const node = compiled("gatsby-node.js")
    expect(node.onPreInit()).toBe("xx1")
    expect(node.kinds).toEqual(["doc", "post"])
    await expect(node.later()).resolves.toBe("loaded on demand")
    expect(compiled("plugins/local/gatsby-node.js").onCreateNode()).toBe("pp")
  })

  it("starts again from an empty folder, so a module the site no longer imports is not left behind", () => {
    const root = site(SITE)
    fs.mkdirSync(path.join(root, ".cache/compiled/src/node"), { recursive: true })
    fs.writeFileSync(path.join(root, ".cache/compiled/src/node/removed.js"), "")
    compileSite(root)
    expect(fs.existsSync(path.join(root, ".cache/compiled/src/node/removed.js"))).toBe(false)
  })

  it("names the file that does not compile and the import that does not resolve", () => {
    const broken = site({ ...SITE, "src/lib/twice.ts": "export const twice = (text: string => text" })
    expect(() => compileSite(broken)).toThrow(/^src\/lib\/twice\.ts does not compile:\n.*Expected ','.*\n.*src\/lib\/twice\.ts:1:/s)
    expect(() => compileSite(broken)).not.toThrow(/backtrace/i)
    expect(() => compileSite(site({ ...SITE, "src/node/init.ts": `export { gone } from "./gone"` }))).toThrow('src/node/init.ts imports "./gone", which does not exist')
  })
})

describe("the --require hook", () => {
  /** Runs a stand-in Gatsby CLI whose compile step reports who ran it, and whose query extraction's parse
   * cache whose it is, with the module preloaded as `npm run build` does. */
  function run(command: string[], files: Record<string, string> = SITE, env: Record<string, string> = {}): string {
    const root = site({
      ...files,
      "node_modules/gatsby/cli.js": `require("gatsby/dist/utils/parcel/compile-gatsby-files").compileGatsbyFiles(process.cwd()).then(async () => {
  const compiled = require("fs").existsSync(".cache/compiled/src/node/init.js") ? "compiled by SWC" : "compiled by Parcel"
  const shared = require("gatsby/dist/query/file-parser").cache === globalThis[Symbol.for("edna-pulse-docs/query-parse-cache")]?.cache
  const typegen = require("gatsby/dist/utils/graphql-typegen/ts-codegen").writeTypeScriptTypes.name === "writeTypeScriptTypes" ? "" : ", types when changed"
  const loaded = (globalThis.parcelLoaded ? ", Parcel loaded" : "") + (globalThis.deferredLoaded ? ", unused packages loaded" : "")
  const html = (await require("gatsby/dist/utils/worker/pool").create().single.renderHTMLProd()) === "rendered here" ? ", HTML rendered in the build process" : ""
  let functions = ", no webpack for no functions"
  require("gatsby/dist/internal-plugins/functions/gatsby-node").compile({ entry: {} }, () => {}, { default: () => ({ run: () => { functions = "" } }) })
  console.log(compiled + (shared ? ", shared parse cache" : ", Gatsby's parse cache") + typegen + functions + html + loaded)
})`,
      "node_modules/gatsby/package.json": `{ "name": "gatsby" }`,
      // Gatsby's and its CLI's modules whose packages lazy-requires.cjs defers, loading them as Gatsby does.
      ...Object.fromEntries(Object.keys(NOT_USED_BY_BUILD).map((module) => [`node_modules/${module}.js`, lazyLoads(module)])),
      ...Object.fromEntries(
        [...new Set(Object.values(NOT_USED_BY_BUILD).flat())].map((name) => [`node_modules/${name}${name.split("/").length > (name.startsWith("@") ? 2 : 1) ? ".js" : "/index.js"}`, `globalThis.deferredLoaded = true`]),
      ),
      "node_modules/gatsby/dist/utils/graphql-typegen/ts-codegen.js": `${lazyLoads("gatsby/dist/utils/graphql-typegen/ts-codegen")}
exports.writeTypeScriptTypes = async function writeTypeScriptTypes() {}`,
      "node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js": `${lazyLoads("gatsby/dist/utils/parcel/compile-gatsby-files")}
exports.compileGatsbyFiles = async () => {}`,
      "node_modules/@parcel/core/index.js": `globalThis.parcelLoaded = true`,
      "node_modules/gatsby/dist/utils/worker/pool.js": `exports.create = () => ({ single: { renderHTMLProd: () => "rendered in a worker" } })`,
      "node_modules/gatsby/dist/redux/index.js": `exports.store = { getState: () => ({ pages: new Map([["/", {}]]) }) }`,
      "node_modules/gatsby/dist/utils/worker/child/render-html.js": `exports.renderHTMLProd = exports.renderHTMLDev = exports.renderPartialHydrationProd = exports.renderSlices = () => "rendered here"`,
      "node_modules/gatsby-core-utils/index.js": `exports.cpuCoreCount = () => Number(process.env.GATSBY_CPU_COUNT ?? 2)`,
      "node_modules/gatsby/dist/internal-plugins/functions/gatsby-node.js": `exports.compile = (config, callback, _webpack) => {
  (0, _webpack.default)(config).run(callback);
}`,
      "node_modules/gatsby/dist/query/file-parser.js": `const cache = {};\nexports.cache = cache`,
      "node_modules/gatsby-cli/lib/reporter.js": `exports.panic = (message) => { console.log("panic: " + message); process.exit(1) }`,
    })
    try {
      return execFileSync(process.execPath, ["--require", MODULE, "node_modules/gatsby/cli.js", ...command], { cwd: root, encoding: "utf8", env: { ...process.env, ...env } }).trim()
    } catch (error) {
      return String((error as { stdout: string }).stdout).trim()
    }
  }

  it("replaces Gatsby's step (Parcel not even loaded), shares its parse cache, generates types only on changes, skips webpack for no functions, renders the static HTML in the build process when Gatsby's one worker would only render it and defers unused packages in `gatsby build`, and leaves other commands to Gatsby", () => {
    expect(run(["build"], SITE, { GATSBY_CPU_COUNT: "1" })).toBe("compiled by SWC, shared parse cache, types when changed, no webpack for no functions, HTML rendered in the build process")
    expect(run(["--verbose", "build", "--prefix-paths"], SITE, { GATSBY_CPU_COUNT: "1" })).toBe(
      "compiled by SWC, shared parse cache, types when changed, no webpack for no functions, HTML rendered in the build process",
    )
    // More than one core counted: Gatsby's pool renders (and runs the queries) as before.
    expect(run(["build"], SITE, { GATSBY_CPU_COUNT: "4" })).toBe("compiled by SWC, shared parse cache, types when changed, no webpack for no functions")
    expect(run(["develop"])).toBe("compiled by Parcel, Gatsby's parse cache, Parcel loaded, unused packages loaded")
    expect(run(["develop", "build"])).toBe("compiled by Parcel, Gatsby's parse cache, Parcel loaded, unused packages loaded")
  })

  it("stops the build through Gatsby's reporter, naming the file", () => {
    expect(run(["build"], { ...SITE, "gatsby-node.ts": "export const = 1" })).toMatch(/^panic: gatsby-node\.ts does not compile:\n/)
  })
})
