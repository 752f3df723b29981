import fs from "node:fs"
import path from "node:path"
import { CAPTURE_DIR, pathProbeOf, type CapturedConfig, type CapturedLoader, type CapturedRule } from "../src/node/tuning/webpack-capture"
import { CSS_CLASS_NAME, onCreateWebpackConfig } from "../src/node/tuning/webpack"
import { codeVersion } from "../src/node/tuning/code-version"

// What the renderer's compilation starts when it is done (the content files) has no part in its configuration.
jest.mock("../src/node/on-post-build", () => ({ publishEarly: () => undefined }))

/**
 * The webpack overrides (src/node/tuning/webpack.ts) run on the configuration the installed Gatsby handed
 * over in the build this suite tests, captured by that build (webpack-capture.ts), not on one written by hand.
 */
type Loader = { loader: string; options?: Record<string, unknown> }
type Info = { resourceQuery?: string }
type Rule = {
  test?: RegExp
  resourceQuery?: RegExp
  include?: (file: string) => boolean
  exclude?: unknown
  oneOf?: Rule[]
  use?: Loader[] | ((info: Info) => Loader[])
  type?: string
}
type Config = {
  devtool?: unknown
  cache?: { type?: string; version?: string; maxMemoryGenerations?: number }
  resolve?: { symlinks?: boolean; alias?: Record<string, unknown> }
  output: { chunkFilename?: string }
  module: { rules: Rule[] }
  optimization: { minimizer: Array<{ constructor: { name: string }; options?: { parallel?: boolean } }> }
  plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown>; definitions?: Record<string, string> }>
}

const regExp = (text: string): RegExp => {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(text)
  if (!match) throw new Error(`not a regular expression: ${text}`)
  return new RegExp(match[1], match[2])
}
const loaderOf = (captured: CapturedLoader): Loader => ({
  loader: captured.loader.includes("/") ? path.resolve("node_modules", captured.loader) : captured.loader,
  ...(captured.options && captured.options !== "other" ? { options: structuredClone(captured.options) } : {}),
})
function ruleOf(captured: CapturedRule): Rule {
  const rule: Rule = {}
  if (captured.test) rule.test = regExp(captured.test)
  if (captured.resourceQuery) rule.resourceQuery = regExp(captured.resourceQuery)
  if (captured.oneOf) rule.oneOf = captured.oneOf.map(ruleOf)
  const byPath = captured.includeByPath
  if (byPath) rule.include = (file) => byPath[pathProbeOf(path.relative(process.cwd(), file).split(path.sep).join("/"))]
  if (captured.exclude) throw new Error("the capture has a rule with an exclude, which this rebuild cannot answer for: capture it in webpack-capture.ts")
  if (captured.use) rule.use = captured.use.map(loaderOf)
  const byQuery = captured.useByQuery
  if (byQuery) {
    rule.use = (info) => {
      const loaders = byQuery[info.resourceQuery ?? ""]
      if (!loaders) throw new Error(`the capture has no answer for the query "${info.resourceQuery}": add it to PROBES in webpack-capture.ts`)
      return loaders.map(loaderOf)
    }
  }
  return rule
}
/** An object whose constructor has `name`, as the overrides find Gatsby's plugins. */
const named = (name: string, fields: Record<string, unknown>) => Object.assign(new ({ [name]: class {} } as Record<string, new () => object>)[name](), fields)

/** The configuration the build's Gatsby handed over for `stage`, rebuilt from its capture. */
function captured(stage: "build-javascript" | "build-html"): Config {
  const file = path.join(CAPTURE_DIR, `${stage}.json`)
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  const config = JSON.parse(fs.readFileSync(file, "utf8")) as CapturedConfig
  return {
    devtool: config.devtool,
    cache: config.cache ? { ...config.cache } : undefined,
    resolve: config.resolve ? {} : undefined,
    output: {},
    module: { rules: config.rules.map(ruleOf) },
    optimization: { minimizer: config.minimizers.map((name) => named(name, {}) as Config["optimization"]["minimizer"][number]) },
    plugins: config.plugins.map(
      (plugin) =>
        named(plugin.name, {
          options: {},
          ...(plugin.definitions ? { definitions: Object.fromEntries(plugin.definitions.map((key) => [key, '"value"'])) } : {}),
        }) as Config["plugins"][number],
    ),
  }
}

/** The variables the build's shell had, for the overrides to tell them from those of `.env` files. */
function shellOf(stage: "build-javascript" | "build-html"): string[] {
  return (JSON.parse(fs.readFileSync(path.join(CAPTURE_DIR, `${stage}.json`), "utf8")) as CapturedConfig).shell
}

function run(stage: "build-javascript" | "build-html"): Config {
  const config = captured(stage)
  const missing = shellOf(stage).filter((name) => !(name in process.env))
  for (const name of missing) process.env[name] = "from the build's shell"
  let result = config
  const args = {
    stage,
    getConfig: () => config,
    actions: { setWebpackConfig: () => undefined, replaceWebpackConfig: (next: Config) => void (result = next) },
    plugins: { define: () => ({}), normalModuleReplacement: () => ({}) },
  }
  try {
    ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  } finally {
    for (const name of missing) delete process.env[name]
  }
  return result
}

/** Whether a rule's `include` or `exclude` condition (a function, as Gatsby's and the overrides' are) lets `resource` in. */
const admits = (rule: Rule, resource: string): boolean =>
  (typeof rule.include !== "function" || rule.include(resource)) &&
  (typeof rule.exclude !== "function" || !(rule.exclude as (file: string) => boolean)(resource))

/** The loaders webpack would run for a resource, by file name, in webpack's order (the last runs first). */
function loadersFor(config: Config, resource: string, resourceQuery: string): string[] {
  const rules = config.module.rules.flatMap((rule) =>
    rule.oneOf ? [rule.oneOf.find((one) => one.test?.test(resource))].filter((one): one is Rule => !!one) : [rule],
  )
  return rules
    .filter((rule) => rule.test?.test(resource) && (!rule.resourceQuery || rule.resourceQuery.test(resourceQuery)) && admits(rule, resource))
    .flatMap((rule) => (typeof rule.use === "function" ? rule.use({ resourceQuery }) : (rule.use ?? [])))
    .map((loader) => path.basename(loader.loader))
}

describe("webpack overrides on the build's own configuration", () => {
  for (const stage of ["build-javascript", "build-html"] as const) {
    it(`change what they are for in ${stage}`, () => {
      const built = run(stage)
      expect(built.devtool).toBe(false)
      expect(built.cache?.maxMemoryGenerations).toBe(0)
      expect(built.cache?.version).toBe(codeVersion())
      // A component through SWC alone; a template (it has a query) through Babel once, its Head export too;
      // Gatsby's runtime through Babel.
      expect(loadersFor(built, path.resolve("src/components/Toc/Toc.tsx"), "")).toEqual(["index.js"])
      expect(built.module.rules.find((rule) => rule.include?.(path.resolve("src/components/Toc/Toc.tsx")) && Array.isArray(rule.use))?.use).toEqual([
        expect.objectContaining({ loader: require.resolve("swc-loader") }),
      ])
      expect(loadersFor(built, path.resolve("plugins/docs/templates/doc-page.tsx"), "")).toEqual(["babel-loader.js"])
      expect(loadersFor(built, path.resolve("plugins/docs/templates/doc-page.tsx"), "?export=head")).toEqual(["babel-loader.js"])
      expect(loadersFor(built, path.resolve(".cache/production-app.js"), "")).toEqual(["babel-loader.js"])
      const cssModules = built.module.rules.flatMap((rule) => rule.oneOf ?? []).find((rule) => rule.test?.test("x.module.css"))
      const css = (Array.isArray(cssModules?.use) ? cssModules.use : []).find((loader) => loader.loader.includes("css-loader"))
      expect((css?.options?.modules as { localIdentName?: string } | undefined)?.localIdentName).toBe(CSS_CLASS_NAME)
    })
  }

  it("minify with SWC in the build process, and give the HTML renderer only the browser's variables", () => {
    const browser = run("build-javascript")
    expect(browser.optimization.minimizer.map((minimizer) => minimizer.constructor.name)).toContain("TerserPlugin")
    const terser = browser.optimization.minimizer.find((minimizer) => minimizer.constructor.name === "TerserPlugin") as {
      options: { parallel?: boolean; minimizer?: { implementation?: { name?: string } } }
    }
    expect(terser.options.parallel).toBe(false)
    const html = run("build-html")
    const define = html.plugins.find((plugin) => plugin.constructor.name === "DefinePlugin")
    const names = Object.keys(define?.definitions ?? {})
    expect(names.length).toBeGreaterThan(0)
    expect(
      names.filter((name) => name.startsWith("process.env.") && !/^process\.env\.(GATSBY_\w+|NODE_ENV|PUBLIC_DIR|BUILD_STAGE|CYPRESS_SUPPORT)$/.test(name)),
    ).toEqual([])
  })
})
