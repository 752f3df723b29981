import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { codeVersion } from "./code-version"
import webpack from "webpack"
import type { Configuration, Stats } from "webpack"
import { ContentAddressedChunkIds, onCreateWebpackConfig, WEBPACK_CHANGES } from "./webpack"
import { compactScriptsSlice } from "../overrides/slices"

// Stand-ins named as Gatsby's webpack config names them: the overrides find plugins by constructor name.
class TerserPlugin {}
class MiniCssExtractPlugin {
  options: Record<string, unknown> = {}
}
class DefinePlugin {
  constructor(public definitions: Record<string, string>) {}
}

type Stage = "develop" | "develop-html" | "build-javascript" | "build-html"
type Loader = { loader: string; options?: { modules?: { localIdentName?: string }; resourceQuery?: string } }
type Info = { resourceQuery?: string; issuer?: string }

const BABEL = "/n/gatsby/dist/utils/babel-loader.js"
const LAYOUT = "/n/gatsby-plugin-mdx/dist/gatsby-layout-loader.js"
const babel = (info: Info): Loader => ({ loader: BABEL, options: { resourceQuery: info.resourceQuery } })
// As gatsby-plugin-mdx names it: no extension.
const MDX_LOADER = "/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader"
const MDX_OPTIONS = { options: { remarkPlugins: [] } } as Loader["options"]

/** A webpack config holding everything the overrides change, as Gatsby 5 hands it over. */
function gatsbyConfig() {
  return {
    devtool: "source-map" as unknown,
    cache: { type: "filesystem" } as { type: string; maxMemoryGenerations?: number } | undefined,
    resolve: {} as { symlinks?: boolean } | undefined,
    output: {} as { chunkFilename?: string },
    module: {
      rules: [
        { test: /\.mdx?$/, use: (): Loader[] => [{ loader: "/n/babel-loader/index.js" }, { loader: MDX_LOADER, options: MDX_OPTIONS }] },
        // Gatsby's own script rule, gatsby-plugin-typescript's and gatsby-plugin-mdx's page wrappers.
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file: string): boolean => !file.includes("/node_modules/"), use: (info: Info): Loader[] => [babel(info)] },
        { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/, use: (info: Info): Loader[] => [babel(info), { loader: LAYOUT }] },
        { test: /\.tsx?$/, use: (info: Info): Loader[] => [babel(info)] },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [{ loader: "/n/css-loader/dist/cjs.js", options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } } }],
            },
          ],
        },
      ] as Array<Record<string, unknown>>,
    },
    optimization: { minimizer: [new TerserPlugin()] as object[] },
    plugins: [
      new MiniCssExtractPlugin(),
      // As Gatsby defines the environment for the HTML renderer: every variable of the build's shell.
      new DefinePlugin({
        "process.env": "({})",
        "process.env.NODE_ENV": '"production"',
        "process.env.PUBLIC_DIR": '"/site/public"',
        "process.env.BUILD_STAGE": '"build-html"',
        "process.env.GATSBY_METRIKA_ID": '"123"',
        "process.env.FROM_DOTENV_FILE": '"kept"',
        ...Object.fromEntries(
          ["PATH", "npm_lifecycle_event", "NODE_ENV"]
            .filter((name) => name in process.env)
            .map((name) => [`process.env.${name}`, JSON.stringify(process.env[name])]),
        ),
      }),
    ] as object[],
  }
}

const BROWSER_ONLY = [
  "src/components/PageActions/PageActionsInteractive.tsx",
  "plugins/search/browser/client.ts",
  "src/browser/zoom-attach.ts",
  "plugins/search/browser/highlight-terms.ts",
]

/** A site folder as the build stages find it: a lockfile, the site's build code and Gatsby's compiled copy of it. */
function makeSite(): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-site-"))
  fs.writeFileSync(path.join(site, "package-lock.json"), '{"lockfileVersion":3}')
  fs.mkdirSync(path.join(site, ".cache", "compiled", "plugins", "local"), { recursive: true })
  fs.writeFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "exports.a=1")
  fs.mkdirSync(path.join(site, "plugins", "local"), { recursive: true })
  fs.mkdirSync(path.join(site, "src", "node"), { recursive: true })
  fs.writeFileSync(path.join(site, "gatsby-node.ts"), 'export { createPages } from "./src/node/pages"')
  fs.writeFileSync(path.join(site, "src", "node", "pages.ts"), 'import type { X } from "../lib/types"\nexport const createPages = () => undefined')
  fs.mkdirSync(path.join(site, "src", "lib"))
  fs.writeFileSync(path.join(site, "src", "lib", "types.ts"), "export type X = 1")
  fs.writeFileSync(path.join(site, "src", "lib", "unused.ts"), "export const unused = 1")
  fs.writeFileSync(path.join(site, "plugins", "local", "gatsby-node.ts"), "export const b = 1")
  fs.writeFileSync(path.join(site, "src", "site.css"), "body{}")
  for (const file of BROWSER_ONLY) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), "export {}")
  }
  return site
}
const cwd = process.cwd()
let site = ""
beforeEach(() => {
  site = makeSite()
  process.chdir(site)
})
afterEach(() => {
  process.chdir(cwd)
  fs.rmSync(site, { recursive: true, force: true })
})
type Config = ReturnType<typeof gatsbyConfig>

function run(stage: Stage, config: Config): Config {
  const replaced: Config[] = []
  const args = {
    stage,
    getConfig: () => config,
    actions: { setWebpackConfig: () => undefined, replaceWebpackConfig: (next: Config) => replaced.push(next) },
    plugins: { define: () => ({}), normalModuleReplacement: () => ({}) },
  }
  ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  return replaced[replaced.length - 1] ?? config
}

const withoutRule = (name: string, match: (rule: Record<string, unknown>) => boolean) =>
  Object.assign((config: Config): void => void (config.module.rules = config.module.rules.filter((rule) => !match(rule))), { toString: () => name })
const withoutCssModules = withoutRule("no CSS modules rule", (rule) => "oneOf" in rule)
const withoutGatsbyScripts = withoutRule("no Babel rule of Gatsby's", (rule) => String(rule.test).includes("mjs"))
const withoutTypescriptRule = withoutRule("no gatsby-plugin-typescript rule", (rule) => String(rule.test) === String(/\.tsx?$/))
const cssClassNames = (config: Config): string | undefined =>
  (config.module.rules.find((rule) => "oneOf" in rule) as { oneOf: Array<{ use: Loader[] }> }).oneOf[0].use[0].options?.modules?.localIdentName
/** The loaders webpack would run for a resource, in webpack's order (the last one runs first). */
function loadersFor(config: Config, resource: string, info: Info): string[] {
  return config.module.rules
    .filter(
      (rule) =>
        rule.test instanceof RegExp &&
        rule.test.test(resource) &&
        (!(rule.resourceQuery instanceof RegExp) || rule.resourceQuery.test(info.resourceQuery ?? "")),
    )
    .filter((rule) => (typeof rule.include !== "function" || rule.include(resource)) && (typeof rule.exclude !== "function" || !rule.exclude(resource)))
    .flatMap((rule) => (typeof rule.use === "function" ? (rule.use as (i: Info) => Loader[])(info) : (rule.use as Loader[])))
    .map((loader) => `${loader.loader.split("/").pop()}${loader.options?.resourceQuery !== undefined ? `(${loader.options.resourceQuery})` : ""}`)
}
const withoutCache = Object.assign((config: Config): void => void (config.cache = undefined), { toString: () => "no filesystem cache" })
const withoutResolve = Object.assign((config: Config): void => void (config.resolve = undefined), { toString: () => "no resolve section" })
const withoutTerser = Object.assign((config: Config): void => void (config.optimization.minimizer = []), { toString: () => "no TerserPlugin" })
const withoutCssExtract = Object.assign(
  (config: Config): void => void (config.plugins = config.plugins.filter((plugin) => !(plugin instanceof MiniCssExtractPlugin))),
  { toString: () => "no MiniCssExtractPlugin" },
)
const withoutDefine = Object.assign((config: Config): void => void (config.plugins = config.plugins.filter((plugin) => !(plugin instanceof DefinePlugin))), {
  toString: () => "no DefinePlugin",
})

describe("webpack overrides", () => {
  it("change what they are for in a config that has it", () => {
    const built = run("build-javascript", gatsbyConfig())
    expect(built.devtool).toBe(false)
    expect(built.cache?.maxMemoryGenerations).toBe(0)
    expect(run("build-html", gatsbyConfig()).cache?.maxMemoryGenerations).toBe(0)
    expect(run("develop", gatsbyConfig()).cache?.maxMemoryGenerations).toBeUndefined()
    expect(built.resolve?.symlinks).toBe(false)
    expect(run("develop", gatsbyConfig()).resolve?.symlinks).toBe(false)
    expect(run("develop-html", gatsbyConfig()).resolve?.symlinks).toBe(false)
    expect(cssClassNames(built)).toBe("[hash:base64:5]")
    expect(cssClassNames(run("build-html", gatsbyConfig()))).toBe("[hash:base64:5]")
    expect(cssClassNames(run("develop", gatsbyConfig()))).toBe("[name]--[local]--[hash:hex:5]")
    expect(built.optimization.minimizer[0]).not.toBeInstanceOf(TerserPlugin)
    // SWC minifies in the build's own process.
    expect((built.optimization.minimizer[0] as { options: { parallel?: boolean } }).options.parallel).toBe(false)
    expect((built.plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true)
    // Async chunks named by their content, the scripts slice compacted.
    expect(built.output.chunkFilename).toBe("[id].js")
    expect(built.plugins.map((plugin) => plugin.constructor.name)).toEqual(expect.arrayContaining(["ContentAddressedChunkIds", "CompactChunkTable"]))
    expect((run("develop", gatsbyConfig()).plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true)
  })

  it("key webpack's cache by the lockfile and the site's build code, and trace no build dependencies, in develop too", () => {
    for (const stage of ["build-javascript", "build-html", "develop", "develop-html"] as const) {
      const built = run(stage, gatsbyConfig())
      expect((built.cache as { version?: string }).version).toBe(codeVersion(site))
      const untraced = built.plugins.find((plugin) => plugin.constructor.name === "NoTracedBuildDependencies") as { apply: (compiler: object) => void }
      let done: ((stats: object) => void) | undefined
      untraced.apply({ hooks: { done: { tap: (_: string, run: (stats: object) => void) => (done = run) } } })
      const buildDependencies = new Set(["/n/babel-loader/lib/index.js", "/n/webpack/lib/"])
      done?.({ compilation: { buildDependencies } })
      expect(buildDependencies.size).toBe(0)
    }
  })

  it("in develop: no ESLint of .js files, and the page shell's renderer without the page components unless develop renders pages with it", () => {
    class ESLintWebpackPlugin {}
    const config = gatsbyConfig()
    config.plugins.push(new ESLintWebpackPlugin())
    expect(run("develop", config).plugins.map((plugin) => plugin.constructor.name)).not.toContain("ESLintWebpackPlugin")
    const replacements: Array<[RegExp, string]> = []
    const shell = (env: Record<string, string>): Array<[RegExp, string]> => {
      replacements.length = 0
      const saved = { ...process.env }
      Object.assign(process.env, env)
      try {
        const args = {
          stage: "develop-html",
          getConfig: () => gatsbyConfig(),
          actions: { setWebpackConfig: () => undefined, replaceWebpackConfig: () => undefined },
          plugins: { define: () => ({}), normalModuleReplacement: (pattern: RegExp, to: string) => replacements.push([pattern, to]) },
        }
        ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
      } finally {
        process.env = saved
      }
      return [...replacements]
    }
    const [[pattern, to]] = shell({})
    expect(pattern.test("$virtual/async-requires")).toBe(true)
    expect(require(to)).toEqual({ components: {} })
    expect(shell({ GATSBY_EXPERIMENTAL_DEV_SSR: "true" })).toEqual([])
    expect(shell({ GATSBY_DEV_COMPILE_ALL: "1" })).toEqual([])
    expect(shell({ DOCS_OVERRIDES: "off" })).toEqual([])
  })

  it("change the cache version when an installed package, the site's build code or a loader or override of src/node changes, and only then", () => {
    const first = codeVersion(site)
    expect(first).toMatch(/^[0-9a-f]{16}$/)
    expect(codeVersion(site)).toBe(first)
    // What Gatsby compiled the build code into does not count: `npm run build` (SWC) and `gatsby build`
    // (Parcel) write it differently, and alternating them must keep the caches.
    fs.writeFileSync(path.join(site, ".cache/compiled/gatsby-node.js"), "exports.a=2")
    expect(codeVersion(site)).toBe(first)
    // Nor a module the build code does not import.
    fs.writeFileSync(path.join(site, "src/lib/unused.ts"), "export const unused = 2")
    expect(codeVersion(site)).toBe(first)
    const edits: Array<[string, string]> = [
      ["package-lock.json", '{"lockfileVersion":3,"packages":{}}'],
      ["gatsby-node.ts", 'export { createPages } from "./src/node/pages"\n'],
      ["src/node/pages.ts", "export const createPages = () => 1"],
      ["plugins/local/gatsby-node.ts", "export const b = 2"],
      // A webpack loader or a --require override: code the build runs that Gatsby does not compile.
      ["src/node/overrides/html-in-build-process.cjs", "module.exports = {}"],
      ["src/node/overrides/html-in-build-process.cjs", "module.exports = { a: 1 }"],
    ]
    const seen = new Set([first])
    for (const [file, text] of edits) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      fs.writeFileSync(path.join(site, file), text)
      const next = codeVersion(site)
      expect(seen.has(next)).toBe(false)
      seen.add(next)
    }
    // A module reached only through a type import counts too (the key changes more often, never less).
    fs.writeFileSync(path.join(site, "src/node/pages.ts"), 'import type { X } from "../lib/types"\nexport const createPages = () => 1')
    const typed = codeVersion(site)
    fs.writeFileSync(path.join(site, "src/lib/types.ts"), "export type X = 2")
    expect(codeVersion(site)).not.toBe(typed)
    // npm's record of what is installed wins over the lockfile when there is one.
    fs.mkdirSync(path.join(site, "node_modules"))
    fs.writeFileSync(path.join(site, "node_modules", ".package-lock.json"), '{"installed":1}')
    const installed = codeVersion(site)
    expect(seen.has(installed)).toBe(false)
    fs.writeFileSync(path.join(site, "node_modules", ".package-lock.json"), '{"installed":2}')
    expect(codeVersion(site)).not.toBe(installed)
  })

  it("give the HTML renderer the variables the browser gets, not the build shell's", () => {
    process.env.GATSBY_METRIKA_ID = "123"
    try {
      const define = run("build-html", gatsbyConfig()).plugins.find((plugin) => plugin instanceof DefinePlugin) as DefinePlugin
      expect(Object.keys(define.definitions).sort()).toEqual(
        [
          "process.env",
          "process.env.BUILD_STAGE",
          "process.env.FROM_DOTENV_FILE",
          "process.env.GATSBY_METRIKA_ID",
          "process.env.NODE_ENV",
          "process.env.PUBLIC_DIR",
        ].sort(),
      )
      const browser = run("build-javascript", gatsbyConfig()).plugins.find((plugin) => plugin instanceof DefinePlugin) as DefinePlugin
      expect(browser.definitions["process.env.PATH"]).toBe(JSON.stringify(process.env.PATH))
    } finally {
      delete process.env.GATSBY_METRIKA_ID
    }
  })

  it("leave the browser-only modules out of the HTML renderer, and only there", () => {
    const html = run("build-html", gatsbyConfig()).resolve as { alias?: Record<string, unknown> }
    expect(html.alias).toEqual(Object.fromEntries(BROWSER_ONLY.map((file) => [path.join(site, file).replace(/\.tsx?$/, ""), false])))
    expect((run("build-javascript", gatsbyConfig()).resolve as { alias?: unknown }).alias).toBeUndefined()
    fs.rmSync(path.join(site, "plugins", "search", "browser", "client.ts"))
    expect(() => run("build-html", gatsbyConfig())).toThrow("the browser-only module plugins/search/browser/client.ts does not exist")
  })

  it("stop the build when there is no lockfile or no site code to key the cache by", () => {
    fs.rmSync(path.join(site, "gatsby-node.ts"))
    fs.rmSync(path.join(site, "plugins"), { recursive: true })
    expect(() => run("build-html", gatsbyConfig())).toThrow("no gatsby-config.ts or gatsby-node.ts")
    fs.rmSync(path.join(site, "package-lock.json"))
    expect(() => run("build-javascript", gatsbyConfig())).toThrow("no package-lock.json")
  })

  it("run each script through Babel once", () => {
    const before = gatsbyConfig()
    expect(loadersFor(before, "/site/src/components/Toc.tsx", { resourceQuery: "" })).toHaveLength(2)
    for (const stage of ["build-javascript", "build-html"] as const) {
      const built = run(stage, gatsbyConfig())
      expect(loadersFor(built, "/site/src/templates/doc-page.tsx", { resourceQuery: "?export=head" })).toEqual(["babel-loader.js(?export=head)"])
      expect(loadersFor(built, "/site/src/components/Toc.tsx", { resourceQuery: "" })).toEqual(["babel-loader.js()"])
      expect(loadersFor(built, "/site/.cache/app.js", { resourceQuery: "" })).toEqual(["babel-loader.js()"])
    }
  })

  it.each<[Stage, (config: Config) => void, string]>([
    ["build-javascript", withoutCssModules, 'the override "short CSS class names" found no css-loader'],
    ["build-html", withoutCssModules, 'the override "short CSS class names" found no css-loader'],
    ["build-html", withoutCache, 'the override "no cache in memory" found no filesystem cache'],
    ["build-javascript", withoutResolve, 'the override "no symlink lookups" found no `resolve` section'],
    ["build-javascript", withoutTerser, 'the override "SWC minifier" found no TerserPlugin minimizer'],
    ["build-javascript", withoutCssExtract, 'the override "CSS order" found no MiniCssExtractPlugin'],
    ["develop", withoutCssExtract, 'the override "CSS order" found no MiniCssExtractPlugin'],
    ["build-html", withoutDefine, 'the override "renderer environment" found no DefinePlugin defining process.env'],
    ["build-javascript", withoutGatsbyScripts, 'the override "one Babel pass" found no Babel rule of Gatsby'],
    ["build-html", withoutTypescriptRule, 'the override "one Babel pass" found no Babel rule of Gatsby'],
  ])("stop the %s build when the config has %s", (stage, remove, message) => {
    const config = gatsbyConfig()
    remove(config)
    expect(() => run(stage, config)).toThrow(message)
  })

  it("keep symlink lookups when node_modules is a link", () => {
    fs.symlinkSync(path.join(cwd, "node_modules"), path.join(site, "node_modules"))
    expect(run("build-javascript", gatsbyConfig()).resolve?.symlinks).toBeUndefined()
  })

  it("cut the scripts slice's chunk table to the entries that name files", () => {
    const table = { app: ["/app-1.js"], "component---src-pages-index-tsx": [], "component---src-templates-doc-page-tsx-a": [] }
    const slice = `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(table))};</script><script>window.___webpackCompilationHash="h";</script>`
    expect(compactScriptsSlice(slice)).toBe(
      `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1.js"] }))};</script><script>window.___webpackCompilationHash="h";</script>`,
    )
    expect(() => compactScriptsSlice('<script>window.___webpackCompilationHash="h";</script>')).toThrow('the override "compact chunk table" found no')
  })
})

/** A browser build as Gatsby's is made, in small: an app entry whose table of page components (Gatsby's
 * `$virtual/async-requires`) imports two page components sharing a module, compiled by webpack itself. */
function writeFixture(root: string): void {
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write(
    "src/app.js",
    'import table from "$virtual/async-requires"\nwindow.table = table\nwindow.start = () => new Worker(new URL("./worker.js", import.meta.url))\n',
  )
  // A web worker has a runtime of its own, which loads the worker's own chunks.
  write("src/worker.js", 'self.onmessage = () => import("./in-worker.js").then((module) => self.postMessage(module.default))\n')
  write("src/in-worker.js", 'export default "loaded in the worker"\n')
  write(
    ".cache/_this_is_virtual_fs_path_/$virtual/async-requires.js",
    `exports.components = {
  "component---a": () => import("../../../src/a.js" /* webpackChunkName: "component---a" */),
  "component---b": () => import("../../../src/b.js" /* webpackChunkName: "component---b" */),
}\n`,
  )
  write("src/shared.js", "export const shared = (x) => `shared ${x} ${'-'.repeat(40)}`\n")
  write("src/a.js", 'import { shared } from "./shared"\nexport default () => shared("a")\n')
  write("src/b.js", 'import { shared } from "./shared"\nexport default () => shared("b")\n')
}

function compile(
  root: string,
  options: {
    realContentHash?: boolean
    chunkFilename?: Configuration["output"] extends infer O ? (O extends { chunkFilename?: infer F } ? F : never) : never
  } = {},
): Promise<Stats> {
  const config: Configuration = {
    mode: "production",
    context: root,
    entry: { app: "./src/app.js" },
    output: { path: path.join(root, "public"), publicPath: "/", filename: "[name]-[contenthash].js", chunkFilename: options.chunkFilename ?? "[id].js" },
    optimization: {
      minimize: false,
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: { chunks: "async", minSize: 0 },
      realContentHash: options.realContentHash ?? true,
    },
    resolve: { alias: { $virtual: path.join(root, ".cache", "_this_is_virtual_fs_path_", "$virtual") } },
    plugins: [new ContentAddressedChunkIds()],
    cache: false,
  }
  return new Promise((resolve, reject) => {
    const compiler = webpack(config)
    compiler.run((error, stats) => {
      compiler.close(() => undefined)
      if (error) reject(error)
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString({ all: false, errors: true }) ?? "no stats"))
      else resolve(stats)
    })
  })
}

const publicFiles = (root: string): string[] => fs.readdirSync(path.join(root, "public")).sort()
const read = (root: string, file: string): string => fs.readFileSync(path.join(root, "public", file), "utf8")

describe("async chunks named by their content", () => {
  it("gives each async chunk its content hash as id and file name, so that the runtime holds no table of chunk files", async () => {
    writeFixture(site)
    await compile(site)
    const chunks = publicFiles(site).filter((file) => /^[0-9a-f]{10}\.js$/.test(file))
    // a, b, the module they share, the worker and its lazy module.
    expect(chunks).toHaveLength(5)
    // Each file names itself by its id (in its `push([["<id>"], …])`, or in the worker's own runtime).
    for (const file of chunks) expect([file, read(site, file)]).toEqual([file, expect.stringContaining(`"${file.slice(0, -3)}"`)])
    const runtime = read(site, publicFiles(site).find((file) => file.startsWith("webpack-runtime-")) as string)
    expect(chunks.filter((file) => runtime.includes(file.slice(0, -3)))).toEqual([])
    expect(runtime).toContain('"" + chunkId + ".js"')
  })

  it("gives a changed chunk a new name and leaves the others as they were", async () => {
    writeFixture(site)
    await compile(site)
    const before = publicFiles(site).filter((file) => /^[0-9a-f]{10}\.js$/.test(file))
    fs.rmSync(path.join(site, "public"), { recursive: true })
    fs.writeFileSync(path.join(site, "src", "a.js"), 'import { shared } from "./shared"\nexport default () => shared("a, changed")\n')
    await compile(site)
    const after = publicFiles(site).filter((file) => /^[0-9a-f]{10}\.js$/.test(file))
    expect(after.filter((file) => !before.includes(file))).toHaveLength(1)
    expect(before.filter((file) => !after.includes(file))).toHaveLength(1)
  })

  it("stops the build when the runtime would map a chunk's id to its file", async () => {
    writeFixture(site)
    const chunkFilename = (data: { chunk?: { name?: string | null } }): string => (data.chunk?.name === "component---b" ? "b-[contenthash].js" : "[id].js")
    await expect(compile(site, { chunkFilename })).rejects.toThrow("webpack's runtime maps chunk ids to files again")
  })

  it("stops the build when the chunks are not renamed to their content hash", async () => {
    writeFixture(site)
    await expect(compile(site, { realContentHash: false })).rejects.toThrow("was not renamed to its content hash")
  })
})

describe("the list of webpack changes", () => {
  it("names each change once, each for at least one stage", () => {
    const names = WEBPACK_CHANGES.map((change) => change.name)
    expect(new Set(names).size).toBe(names.length)
    expect(WEBPACK_CHANGES.filter((change) => change.stages.length === 0)).toEqual([])
  })
})
