import { onCreateWebpackConfig } from "./webpack"

// Stand-ins named as Gatsby's webpack config names them: the overrides find plugins by constructor name.
class TerserPlugin {}
class MiniCssExtractPlugin {
  options: Record<string, unknown> = {}
}

type Stage = "develop" | "build-javascript" | "build-html"
type Loader = { loader: string; options?: { modules?: { localIdentName?: string } } }

/** A webpack config holding everything the overrides change, as Gatsby 5 hands it over. */
function gatsbyConfig() {
  return {
    devtool: "source-map" as unknown,
    output: {} as { chunkFilename?: string },
    module: {
      rules: [
        { test: /\.mdx?$/, use: (): Loader[] => [{ loader: "/n/babel-loader/index.js" }, { loader: "/n/mdx-loader.js" }] },
        { oneOf: [{ test: /\.module\.css$/, use: [{ loader: "/n/css-loader/dist/cjs.js", options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } } }] }] },
      ] as Array<Record<string, unknown>>,
    },
    optimization: { minimizer: [new TerserPlugin()] as object[] },
    plugins: [new MiniCssExtractPlugin()] as object[],
  }
}
type Config = ReturnType<typeof gatsbyConfig>

function run(stage: Stage, config: Config): Config {
  const replaced: Config[] = []
  const args = {
    stage,
    getConfig: () => config,
    actions: { setWebpackConfig: () => undefined, replaceWebpackConfig: (next: Config) => replaced.push(next) },
    plugins: { define: () => ({}) },
  }
  ;(onCreateWebpackConfig as unknown as (a: typeof args) => void)(args)
  return replaced[replaced.length - 1] ?? config
}

const withoutMdxRule = Object.assign((config: Config): void => void config.module.rules.shift(), { toString: () => "no .mdx rule" })
const withoutCssModules = Object.assign((config: Config): void => void config.module.rules.pop(), { toString: () => "no CSS modules rule" })
const cssClassNames = (config: Config): string | undefined =>
  ((config.module.rules[1] as { oneOf: Array<{ use: Loader[] }> }).oneOf[0].use[0].options?.modules?.localIdentName)
const withoutTerser = Object.assign((config: Config): void => void (config.optimization.minimizer = []), { toString: () => "no TerserPlugin" })
const withoutCssExtract = Object.assign((config: Config): void => void (config.plugins = []), { toString: () => "no MiniCssExtractPlugin" })

describe("webpack overrides", () => {
  it("change what they are for in a config that has it", () => {
    const built = run("build-javascript", gatsbyConfig())
    expect(built.devtool).toBe(false)
    expect((built.module.rules[0].use as () => Loader[])().map((loader) => loader.loader)).toEqual(["swc-loader", "/n/mdx-loader.js"])
    expect(cssClassNames(built)).toBe("[hash:base64:5]")
    expect(cssClassNames(run("build-html", gatsbyConfig()))).toBe("[hash:base64:5]")
    expect(cssClassNames(run("develop", gatsbyConfig()))).toBe("[name]--[local]--[hash:hex:5]")
    expect(built.optimization.minimizer[0]).not.toBeInstanceOf(TerserPlugin)
    expect((built.plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true)
    expect(built.output.chunkFilename).toBe("[contenthash:8].js")
    expect((run("develop", gatsbyConfig()).plugins[0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true)
  })

  it.each<[Stage, (config: Config) => void, string]>([
    ["build-javascript", withoutMdxRule, 'the override "MDX through SWC" found no rule with `test: /\\.mdx?$/`'],
    ["build-html", withoutMdxRule, 'the override "MDX through SWC" found no rule with `test: /\\.mdx?$/`'],
    ["build-javascript", withoutCssModules, 'the override "short CSS class names" found no css-loader'],
    ["build-html", withoutCssModules, 'the override "short CSS class names" found no css-loader'],
    ["build-javascript", withoutTerser, 'the override "SWC minifier" found no TerserPlugin minimizer'],
    ["build-javascript", withoutCssExtract, 'the override "CSS order" found no MiniCssExtractPlugin'],
    ["develop", withoutCssExtract, 'the override "CSS order" found no MiniCssExtractPlugin'],
  ])("stop the %s build when the config has %s", (stage, remove, message) => {
    const config = gatsbyConfig()
    remove(config)
    expect(() => run(stage, config)).toThrow(message)
  })

  it("stop the build when the .mdx rule no longer runs Babel", () => {
    const config = gatsbyConfig()
    config.module.rules[0].use = () => [{ loader: "/n/mdx-loader.js" }]
    const built = run("build-javascript", config)
    expect(() => (built.module.rules[0].use as () => Loader[])()).toThrow('the override "MDX through SWC" found no babel-loader')
  })
})
