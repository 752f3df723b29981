import type { GatsbyNode } from "gatsby"
import type { Chunk, Compilation, Compiler } from "webpack"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import TerserPlugin from "terser-webpack-plugin"
import { codeVersion } from "./code-version"
import { writeCapture } from "./webpack-capture"
import { siteScriptsThroughSwc, targetsOf } from "./swc-scripts"
import { filesUnder, SITE_CODE } from "../files"
import { developCompiling, rendererBuilt } from "../schedule"
import { ASYNC_REQUIRES, CompactChunkTable, browserScriptsOn } from "../overrides/slices"

const { overrideOn } = require("../overrides/switch.cjs") as typeof import("../overrides/switch.cjs")

/**
 * Production bundles, tuned for a short build:
 * - no source maps: `source-map` for every chunk and for the HTML renderer cost build time, and the site
 *   ships no maps to readers;
 * - JavaScript minified by SWC instead of Terser (several times faster, within a few per cent of
 *   Terser's size; the byte budgets in e2e/budgets.spec.ts hold either way), in this process;
 * - webpack's persistent cache is written to disk but not also kept in memory (`keepNoCacheInMemory`), and
 *   keyed by the lockfile and the site's build code instead of traced build dependencies (`cacheKeyedByInputs`);
 * - module paths are not checked for symbolic links when node_modules is not one (`skipSymlinkLookups`);
 * - each script goes through Babel once (see `oneBabelPass`), and the site's own scripts but those with
 *   queries through SWC instead (see swc-scripts.ts);
 * - the HTML renderer carries a hash of the stylesheets: Gatsby 5 re-renders a page's HTML only when the
 *   renderer or the page's data changes, so without it a CSS-only edit left every page with the old
 *   inlined CSS after an incremental `gatsby build`;
 * - what a page needs before it is interactive does not grow with the site: async chunks are named by
 *   their content (id = file name = content hash, see `ContentAddressedChunkIds`), so webpack's runtime
 *   holds no table of chunk files;
 * - CSS modules are scoped, so the order in which chunks pull them in does not matter; tell the CSS
 *   extractor so instead of printing a 'Conflicting order' warning per chunk;
 * - once the HTML renderer is compiled, the content files (twins, search index, feeds) start being
 *   published, while Gatsby waits for the image jobs and the static HTML (see `publishEarly`);
 * - the HTML renderer is given the environment variables the browser bundle is given, not the whole
 *   shell's (see `rendererEnvironment`).
 */
type Loader = { loader: string; options?: unknown }
type Rule = { test?: RegExp; resourceQuery?: RegExp; use?: ((info: RuleInfo) => Loader[]) | Loader[]; oneOf?: Rule[] }
type RuleInfo = { resourceQuery?: string; issuer?: string }
type Plugin = { constructor: { name: string }; options?: Record<string, unknown>; definitions?: Record<string, unknown> }

/** An override that finds nothing to change would leave the build silently slower or wrong when Gatsby
 * changes its webpack config: stop the build instead, saying which override and what it looked for. */
function missing(override: string, what: string): Error {
  return new Error(
    `src/node/tuning/webpack.ts: the override "${override}" found no ${what} in Gatsby's webpack config; update the override for this Gatsby version`,
  )
}

const BABEL = /[\\/]babel-loader\.js$/

/** Each script through Babel once. As Gatsby 5 configures webpack, every .ts/.tsx file matches two Babel
 * rules: Gatsby's own, and the one gatsby-plugin-typescript still adds although Gatsby's covers .tsx.
 * gatsby-plugin-typescript's rule is dropped (its Babel preset stays in Gatsby's). */
function oneBabelPass(rules: Rule[]): void {
  const babelOnly = (loaders: Loader[]): boolean => loaders.length > 0 && loaders.every((loader) => BABEL.test(loader.loader))
  const probe = (rule: Rule, info: RuleInfo): Loader[] => (typeof rule.use === "function" ? rule.use(info) : [])
  const tsx = { resourceQuery: "", issuer: "" }
  const gatsbyRule = rules.find((rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/) && babelOnly(probe(rule, tsx)))
  const typescriptRule = rules.findIndex((rule) => String(rule.test) === String(/\.tsx?$/) && !rule.resourceQuery && babelOnly(probe(rule, tsx)))
  if (!gatsbyRule || typescriptRule < 0) throw missing("one Babel pass", "Babel rule of Gatsby and of gatsby-plugin-typescript (`test: /\\.tsx?$/`)")
  rules.splice(typescriptRule, 1)
}

/** The CSS extractor, told that CSS order does not matter: CSS modules are scoped. */
function ignoreCssOrder(plugins: Plugin[]): Plugin & { options: Record<string, unknown> } {
  const cssExtract = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options)
  if (!cssExtract?.options) throw missing("CSS order", "MiniCssExtractPlugin")
  cssExtract.options.ignoreOrder = true
  return cssExtract as Plugin & { options: Record<string, unknown> }
}

/** CSS module class names in the built site: a short hash instead of Gatsby's `file--class--hash`. Every
 * class name is written in the inlined CSS, in the HTML and in the JavaScript of every component that uses
 * it, so the long form added bytes to every page. Both compilations get the same pattern, so the
 * renderer's HTML and the browser's bundle agree; `gatsby develop` keeps the readable names. */
export const CSS_CLASS_NAME = "[hash:base64:5]"

function shortCssClassNames(rules: Rule[]): void {
  let found = 0
  const visit = (list: Rule[]): void => {
    for (const rule of list) {
      if (rule.oneOf) visit(rule.oneOf)
      if (!Array.isArray(rule.use)) continue
      for (const loader of rule.use) {
        const modules = (loader.options as { modules?: { localIdentName?: string } } | undefined)?.modules
        if (!/[\\/]css-loader[\\/]/.test(loader.loader) || typeof modules !== "object" || !modules?.localIdentName) continue
        modules.localIdentName = CSS_CLASS_NAME
        found += 1
      }
    }
  }
  visit(rules)
  if (found === 0) throw missing("short CSS class names", "css-loader with `modules.localIdentName`")
}

function stylesheetsHash(dirs: readonly string[]): string {
  const hash = createHash("sha256")
  for (const file of dirs.flatMap((dir) => filesUnder(dir, (name) => name.endsWith(".css"))).sort()) hash.update(file).update(fs.readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}

/** `gatsby build` runs each compiler once and then exits: webpack's in-memory copy of its persistent cache
 * (kept for ever in production mode) is never read, yet it held every module's result in the heap while
 * the next compilation ran. The cache on disk, which rebuilds read, is written as before. */
function keepNoCacheInMemory(config: { cache?: unknown }): void {
  const cache = config.cache as { type?: string; maxMemoryGenerations?: number } | undefined
  if (cache?.type !== "filesystem") throw missing("no cache in memory", "filesystem cache")
  cache.maxMemoryGenerations = 0
}

/** Drops the build dependencies a compilation collected before webpack's cache traces them. */
class NoTracedBuildDependencies {
  apply(compiler: {
    hooks: { done: { tap: (name: string, run: (stats: { compilation: { buildDependencies: { clear: () => void } } }) => void) => void } }
  }): void {
    compiler.hooks.done.tap("NoTracedBuildDependencies", (stats) => stats.compilation.buildDependencies.clear())
  }
}

/**
 * webpack's persistent cache keyed by `codeVersion` instead of traced build dependencies. webpack counts every
 * loader (Babel, SWC, the MDX loaders, css-loader) and Gatsby's own config as build dependencies and, when it
 * stores the cache, follows each one's `require` graph through node_modules, resolving every file: thousands
 * of files for each of the two compilations, at the end of the HTML renderer's and beside the browser's,
 * and as many resolutions again to validate a warm build's cache. Every one of those
 * files is an installed package's (its version is in the lockfile) or compiled site code (hashed).
 */
function cacheKeyedByInputs(config: { cache?: unknown; plugins: Plugin[] }, root = process.cwd()): void {
  const cache = config.cache as { type?: string; version?: string } | undefined
  if (cache?.type !== "filesystem") throw missing("cache keyed by inputs", "filesystem cache")
  cache.version = codeVersion(root)
  config.plugins.push(new NoTracedBuildDependencies() as unknown as Plugin)
}

/** webpack resolves every module path to its real path by `lstat`-ing each of its folders, the largest
 * single cost of the HTML renderer's compilation. An npm install has no links in
 * node_modules, so the lookups find nothing. When node_modules itself is a link (the generated scale-run
 * site links the project's), they stay on: Gatsby's own aliases name real paths, and a package reached
 * both ways would be bundled twice. */
function skipSymlinkLookups(config: { resolve?: { symlinks?: boolean } }, root = process.cwd()): void {
  if (!config.resolve) throw missing("no symlink lookups", "`resolve` section")
  const linked = fs.lstatSync(path.join(root, "node_modules"), { throwIfNoEntry: false })?.isSymbolicLink() ?? false
  if (!linked) config.resolve.symlinks = false
}

const CHUNK_IDS = "ContentAddressedChunkIds"
/** Length of an async chunk's id, which is also its file name: a content hash as RealContentHashPlugin computes it.
 * 10 hex digits: two of 5,000 chunks share one by chance about once in 90,000 builds (8 digits: once in 350);
 * the build stops if they do. */
const CHUNK_ID_LENGTH = 10
const CONTENT_ID = new RegExp(`^[0-9a-f]{${CHUNK_ID_LENGTH}}$`)
/** webpack's runtime module that gives a chunk's file from its id. */
const CHUNK_FILENAME_MODULE = "get javascript chunk filename"
/** Placeholder ids are made of letters that no hex digest has, after a leading digit: the minifier, which runs
 * before the hashes are put in, writes an id that is a valid identifier as a bare object key (`{ghij:1}`),
 * and the hash put in its place then broke the file (`{2ada8d302d:1}` is not JavaScript); a key that starts
 * with a digit and has letters stays quoted. */
const PLACEHOLDER_LETTERS = "ghijklmnopqrstuvwxyz"

/** A placeholder id for a chunk, from what it is made of (its modules' ids, which webpack has assigned by then). */
function placeholderOf(chunk: Chunk, compilation: Compilation): string {
  const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].map((module) => String(compilation.chunkGraph.getModuleId(module))).sort()
  const digest = createHash("sha256")
    .update(`${chunk.name ?? ""}\n${modules.join("\n")}`)
    .digest()
  return `0${Array.from(digest.subarray(0, CHUNK_ID_LENGTH - 1), (byte) => PLACEHOLDER_LETTERS[byte % PLACEHOLDER_LETTERS.length]).join("")}`
}

const chunkError = (message: string): Error => new Error(`src/node/tuning/webpack.ts (${CHUNK_IDS}): ${message}`)

/**
 * Async chunks named by their content: each one's id is the content hash of its file, and the file is
 * `<id>.js`. webpack's runtime then finds any chunk's file from its id alone (`id + ".js"`); with ids and
 * hashes apart it carried a table of every chunk's hash, an entry per page since each MDX page is a chunk,
 * in the script every page loads first, so that script grew with the site. webpack has no option
 * for it, but its RealContentHashPlugin (on in production) already writes each file's real content hash
 * wherever the file's provisional hash appears in any file, file names included. So each async chunk with
 * code gets a provisional id here, registered as its file's content hash; after that plugin has run, every
 * placeholder must be gone and the ids distinct, and the runtime's function from id to file must name no
 * chunk, or the build stops.
 * A changed chunk gets a new id and so a new URL; an unchanged one keeps both.
 */
export class ContentAddressedChunkIds {
  apply(compiler: Compiler): void {
    const { Compilation: Stages } = compiler.webpack
    // The browser compilation only, not its children (the CSS extractor compiles each stylesheet in one).
    compiler.hooks.thisCompilation.tap(CHUNK_IDS, (compilation) => {
      const placeholders = new Map<string, Chunk>()
      compilation.hooks.optimizeChunkIds.tap(CHUNK_IDS, (chunks) => {
        placeholders.clear()
        for (const chunk of chunks) {
          // Entry chunks keep their names: the page's script tags load them, not the runtime.
          if (chunk.canBeInitial() || !compilation.chunkGraph.getChunkModulesIterableBySourceType(chunk, "javascript")) continue
          const id = placeholderOf(chunk, compilation)
          if (placeholders.has(id)) throw chunkError(`two chunks got the placeholder ${id}`)
          chunk.id = id
          chunk.ids = [id]
          placeholders.set(id, chunk)
        }
      })
      compilation.hooks.processAssets.tap({ name: CHUNK_IDS, stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 }, () => {
        if (placeholders.size === 0) return
        // The runtime's function from chunk id to file (the page's runtime, a web worker's) names no chunk.
        const filenameFunctions = [...compilation.chunks]
          .filter((chunk) => chunk.hasRuntime())
          .flatMap((chunk) => [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === CHUNK_FILENAME_MODULE))
        if (filenameFunctions.length === 0) throw chunkError(`no runtime module "${CHUNK_FILENAME_MODULE}" to check: has webpack renamed it?`)
        for (const module of filenameFunctions) {
          const code = module.getGeneratedCode() ?? ""
          const table = [...placeholders.keys()].filter((id) => code.includes(id))
          if (table.length > 0)
            throw chunkError(
              `webpack's runtime maps chunk ids to files again (${table.length} chunks, ${table.slice(0, 3).join(", ")}…): ${code.slice(0, 200)}`,
            )
        }
        for (const [id, chunk] of placeholders) {
          const file = `${id}.js`
          if (!chunk.files.has(file))
            throw chunkError(`chunk ${chunk.name ?? id} has no file ${file} (files: ${[...chunk.files].join(", ")}); is output.chunkFilename still "[id].js"?`)
          compilation.updateAsset(
            file,
            (source) => source,
            (info) => ({ ...info, contenthash: id, immutable: true }),
          )
        }
      })
      compilation.hooks.processAssets.tap({ name: CHUNK_IDS, stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        if (placeholders.size === 0) return
        const named = new Map<string, Chunk>()
        for (const [placeholder, chunk] of placeholders) {
          const files = [...chunk.files].filter((file) => file.endsWith(".js"))
          const id = files.length === 1 ? files[0].slice(0, -3) : ""
          if (!CONTENT_ID.test(id))
            throw chunkError(
              `chunk ${chunk.name ?? placeholder} was not renamed to its content hash (files: ${files.join(", ")}); is optimization.realContentHash off?`,
            )
          if (named.has(id)) throw chunkError(`two chunks have the content hash ${id}: make CHUNK_ID_LENGTH longer`)
          named.set(id, chunk)
        }
        const left = new RegExp([...placeholders.keys()].join("|"))
        for (const asset of compilation.getAssets()) {
          const found = asset.name.endsWith(".js") ? left.exec(String(asset.source.source())) : null
          if (found) throw chunkError(`${asset.name} still holds the placeholder id ${found[0]}`)
        }
        // The stats (public/webpack.stats.json) then give the ids the files have.
        for (const [id, chunk] of named) {
          chunk.id = id
          chunk.ids = [id]
        }
      })
    })
  }
}

/** Modules the pages load only in the browser, by dynamic `import()` after hydration (the page menu, the
 * search client and its engine, the image zoom, search-term highlighting). */
const BROWSER_ONLY = [
  "src/components/PageActions/PageActionsInteractive.tsx",
  "plugins/search/browser/client.ts",
  "src/browser/zoom-attach.ts",
  "plugins/search/browser/highlight-terms.ts",
]

/** The HTML renderer never runs the browser-only modules, so it does not compile them either: each is
 * aliased to `false` (an empty module) in the build's renderer, with everything it imports (the search
 * engine, stemmers, the page menu's Markdown and URL code). Stops the build when
 * one of them has moved, so the list cannot silently go stale. */
function skipBrowserOnlyModules(config: { resolve?: { alias?: unknown } }, root = process.cwd()): void {
  if (!config.resolve) throw missing("browser-only modules out of the renderer", "`resolve` section")
  const alias = (config.resolve.alias ?? {}) as Record<string, string | false>
  for (const file of BROWSER_ONLY) {
    const absolute = path.join(root, file)
    if (!fs.existsSync(absolute)) throw new Error(`src/node/tuning/webpack.ts: the browser-only module ${file} does not exist; update BROWSER_ONLY`)
    // webpack matches an alias against the request before extensions are tried.
    alias[absolute.replace(/\.tsx?$/, "")] = false
  }
  config.resolve.alias = alias
}

/** The variables Gatsby defines for every stage, besides the GATSBY_ ones. */
const GATSBY_VARIABLES = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"])

/**
 * For the HTML renderer Gatsby defines every variable of the build's environment (`process.env.HOME`,
 * `process.env.npm_config_cache`, ...), and webpack keys the cache entry of every module a DefinePlugin
 * sees by the set of names it defines. So a build started with one variable more or less than the last one
 * (`npx gatsby build` after `npm run build`, another terminal, a CI runner's own variables) compiled the
 * whole renderer again instead of reusing the cache in a rebuild. The renderer now gets what the
 * browser bundle gets (GATSBY_ variables and Gatsby's own), which also keeps the builder's shell out of
 * the pages it renders; a variable set in a `.env.*` file is kept unless the shell sets it as well.
 */
function rendererEnvironment(plugins: Plugin[], env: NodeJS.ProcessEnv = process.env): void {
  const define = plugins.find((plugin) => plugin.constructor.name === "DefinePlugin" && plugin.definitions !== undefined && "process.env" in plugin.definitions)
  if (!define?.definitions) throw missing("renderer environment", "DefinePlugin defining process.env")
  for (const name of Object.keys(define.definitions)) {
    const variable = /^process\.env\.(.+)$/.exec(name)?.[1]
    if (variable !== undefined && variable in env && !variable.startsWith("GATSBY_") && !GATSBY_VARIABLES.has(variable)) delete define.definitions[name]
  }
}

/** When the renderer's compilation is done, the build's next steps start (schedule.ts). */
class OnRendererBuilt {
  apply(compiler: { hooks: { done: { tap: (name: string, run: () => void) => void } } }): void {
    compiler.hooks.done.tap("OnRendererBuilt", rendererBuilt)
  }
}

/**
 * `gatsby develop` compiles a page's component when a browser first asks for it, not all of them before the
 * server answers: Gatsby loads each page component with `import()`, and webpack's lazy compilation compiles
 * an imported module once a client asks for it (through a small server of its own on another local port).
 * With the page components (ten templates) compiled at the start, for the browser and for the page shell's
 * renderer, develop's largest process peaked higher (figures in PERFORMANCE.md). `GATSBY_DEV_COMPILE_ALL=1`
 * compiles them at the start.
 */
function compilePagesOnDemand(config: { experiments?: Record<string, unknown> }, env: NodeJS.ProcessEnv = process.env): void {
  if (env.GATSBY_DEV_COMPILE_ALL === "1") return
  config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true } }
}

/**
 * Gatsby's develop config lints `.js` and `.jsx` files with ESLint (eslint-webpack-plugin and its own
 * rules). Every file of this site is TypeScript, checked by `npm run typecheck`, so it linted only Gatsby's
 * own files in .cache, and loading ESLint with its parsers and plugins cost time at each start.
 */
export function withoutJavaScriptLint<P extends { constructor: { name: string } }>(plugins: P[]): P[] {
  return plugins.filter((plugin) => plugin.constructor.name !== "ESLintWebpackPlugin")
}

/**
 * `gatsby develop` starts by compiling an HTML renderer only to write the page shell it serves for every
 * page (.cache/develop-html/index.html), and its entry imports the table of page components, so webpack
 * compiled every page template for Node before the server answered; the shell renders none of them. Unless
 * server-side rendering in develop is on (GATSBY_EXPERIMENTAL_DEV_SSR, which renders pages with it) or
 * GATSBY_DEV_COMPILE_ALL=1, the table is an empty one (../overrides/develop-shell-pages.cjs), which shortens
 * the renderer's compilation at every start and shrinks its cache.
 */
export function shellWithoutPages(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.GATSBY_EXPERIMENTAL_DEV_SSR && env.GATSBY_DEV_COMPILE_ALL !== "1" && overrideOn("develop-shell-pages", env)
}
const DEVELOP_SHELL_PAGES = path.resolve("src", "node", "overrides", "develop-shell-pages.cjs")

type Stage = "build-javascript" | "build-html" | "develop" | "develop-html"
type Config = {
  devtool?: unknown
  cache?: unknown
  resolve?: { symlinks?: boolean; alias?: unknown }
  output: { chunkFilename?: string }
  module: { rules: Rule[] }
  optimization: { minimizer?: Array<{ constructor: { name: string } }> }
  plugins: Plugin[]
  experiments?: Record<string, unknown>
}
type Helpers = Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]

/** One change to the configuration Gatsby hands over: its name, the stages it applies to, and either a part
 * merged in through Gatsby's `setWebpackConfig` (as other plugins' are) or a change to the whole configuration. */
export type WebpackChange = { name: string; stages: readonly Stage[] } & (
  | { merge: (helpers: Helpers & { stage: Stage }) => object | null; apply?: never }
  | { apply: (config: Config, helpers: Helpers & { stage: Stage }) => void; merge?: never }
)

const BUILD: readonly Stage[] = ["build-javascript", "build-html"]
const ALL: readonly Stage[] = ["build-javascript", "build-html", "develop", "develop-html"]

/** The Terser minimizer Gatsby configures, replaced by SWC's minifier in this process. */
function swcMinifier(config: Config): void {
  const minimizers = config.optimization.minimizer ?? []
  if (!minimizers.some((minimizer) => minimizer.constructor.name === "TerserPlugin")) throw missing("SWC minifier", "TerserPlugin minimizer")
  config.optimization.minimizer = minimizers.map((minimizer) =>
    minimizer.constructor.name === "TerserPlugin"
      ? // In this process: SWC minifies on native threads, all chunks at once; a worker process (one on two
        // cores) took them one by one and cost its start-up; the output is the same.
        new TerserPlugin({ parallel: false, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })
      : minimizer,
  )
}

/** Async chunks and their stylesheets named by their content, so that the runtime needs no table of their files. */
function contentAddressedChunks(config: Config): void {
  config.output.chunkFilename = "[id].js"
  config.plugins.push(new ContentAddressedChunkIds() as unknown as Plugin)
  ignoreCssOrder(config.plugins).options.chunkFilename = "[contenthash:8].css"
}

/**
 * Every change this site makes to Gatsby's webpack configuration, in the order they are applied, each named;
 * `onCreateWebpackConfig` runs those of the stage. The tests run them on the configuration the installed
 * Gatsby handed over (webpack-capture.ts, e2e/webpack-config.spec.ts).
 */
export const WEBPACK_CHANGES: readonly WebpackChange[] = [
  {
    name: "the stylesheets' hash in the HTML renderer",
    stages: ["build-html", "develop-html"],
    merge: ({ plugins }) => ({
      plugins: [plugins.define({ __STYLESHEETS_HASH__: JSON.stringify(stylesheetsHash(SITE_CODE.map((folder) => path.resolve(folder)))) })],
    }),
  },
  {
    name: "the progress bar's library loaded on demand",
    stages: ["build-javascript", "develop"],
    merge: () => ({ resolve: { alias: { "accessible-nprogress$": path.resolve("src/browser/progress-bar.ts") } } }),
  },
  // Captured as Gatsby handed it over with the two changes above, which Gatsby merges in for other plugins too.
  { name: "the configuration captured for the tests", stages: BUILD, apply: (config, { stage }) => writeCapture(stage, config) },
  { name: "no source maps", stages: BUILD, apply: (config) => void (config.devtool = false) },
  { name: "the persistent cache on disk only", stages: BUILD, apply: keepNoCacheInMemory },
  { name: "the persistent cache keyed by the inputs", stages: ALL, apply: (config) => cacheKeyedByInputs(config) },
  { name: "no symbolic-link lookups", stages: ALL, apply: (config) => skipSymlinkLookups(config) },
  { name: "each script through Babel once", stages: ALL, apply: (config) => oneBabelPass(config.module.rules) },
  {
    name: "the site's scripts through SWC",
    stages: BUILD,
    apply: (config, { stage }) => siteScriptsThroughSwc(config.module.rules, targetsOf(stage as "build-javascript" | "build-html")),
  },
  { name: "short CSS class names", stages: BUILD, apply: (config) => shortCssClassNames(config.module.rules) },
  { name: "browser-only modules left out of the HTML renderer", stages: ["build-html"], apply: (config) => skipBrowserOnlyModules(config) },
  { name: "the renderer's environment as the browser's", stages: ["build-html"], apply: (config) => rendererEnvironment(config.plugins) },
  {
    name: "the build's next steps once the renderer is built (schedule.ts)",
    stages: ["build-html"],
    apply: (config) => void config.plugins.push(new OnRendererBuilt() as unknown as Plugin),
  },
  {
    name: "develop's page shell without the page components (an override)",
    stages: ["develop-html"],
    apply: (config, { plugins }) => {
      if (shellWithoutPages()) config.plugins.push(plugins.normalModuleReplacement(ASYNC_REQUIRES, DEVELOP_SHELL_PAGES))
    },
  },
  { name: "JavaScript minified by SWC", stages: ["build-javascript"], apply: swcMinifier },
  { name: "no CSS order warnings (scoped CSS modules)", stages: ["build-javascript", "develop"], apply: (config) => void ignoreCssOrder(config.plugins) },
  { name: "async chunks named by their content", stages: ["build-javascript"], apply: contentAddressedChunks },
  {
    name: "whether the browser's overrides are on, for the browser and the renderer (src/node/overrides/browser)",
    stages: ALL,
    merge: ({ plugins }) => ({ plugins: [plugins.define({ __DOCS_OVERRIDES__: JSON.stringify(browserScriptsOn()) })] }),
  },
  {
    name: "the compact chunk table (an override)",
    stages: ["build-javascript"],
    apply: (config) => void (browserScriptsOn() && config.plugins.push(new CompactChunkTable() as unknown as Plugin)),
  },
  { name: "page components compiled when a browser asks", stages: ["develop"], apply: (config) => compilePagesOnDemand(config) },
  { name: "no JavaScript lint in develop", stages: ["develop"], apply: (config) => void (config.plugins = withoutJavaScriptLint(config.plugins)) },
]

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (helpers) => {
  const stage = helpers.stage as Stage
  if (!ALL.includes(stage)) return
  // Develop has extracted the queries by now, after its bootstrap (schedule.ts).
  if (stage === "develop") developCompiling(helpers.reporter)
  const changes = WEBPACK_CHANGES.filter((change) => change.stages.includes(stage))
  // The merged parts first: getConfig gives the configuration with them, which the other changes then change.
  for (const change of changes) {
    const part = change.merge?.({ ...helpers, stage })
    if (part) helpers.actions.setWebpackConfig(part)
  }
  const config = helpers.getConfig() as Config
  for (const change of changes) change.apply?.(config, { ...helpers, stage })
  helpers.actions.replaceWebpackConfig(config)
}
