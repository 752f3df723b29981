import fs from "node:fs"
import path from "node:path"

/**
 * What Gatsby's webpack configuration holds for each production stage, as plain data, written by every
 * build before webpack.ts changes it. e2e/webpack-config.spec.ts rebuilds a configuration from it and runs
 * the overrides on it, so they are tested against what the installed Gatsby really hands over rather than
 * a configuration written by hand. A rule's `use` function is kept as what it returns for each of `PROBES`.
 */
export const CAPTURE_DIR = path.join(".cache", "webpack-config")

/** The resource queries the captured `use` functions are asked about: a plain module and a Head export. */
export const PROBES = ["", "?export=head"]

/** The files (from the project's root) a rule's `include` function is asked about: a script of the site,
 * one of Gatsby's runtime and one of an installed package. */
export const PATH_PROBES = ["src/components/Probe.tsx", ".cache/probe.js", "node_modules/probe/index.js"]

/** The probe that stands for `file` (a path from the project's root) when a captured `include` is rebuilt. */
export function pathProbeOf(file: string): string {
  return file.startsWith("node_modules/") || file.includes("/node_modules/") ? PATH_PROBES[2] : file.startsWith(".cache/") ? PATH_PROBES[1] : PATH_PROBES[0]
}

export interface CapturedLoader {
  /** The loader's path under node_modules (or as given, for a bare name). */
  loader: string
  /** The options the overrides read or rewrite. */
  options?: { modules?: { localIdentName?: string } } | "other"
}
export interface CapturedRule {
  test?: string
  resourceQuery?: string
  oneOf?: CapturedRule[]
  use?: CapturedLoader[]
  /** For a `use` function: what it returns, by probe. */
  useByQuery?: Record<string, CapturedLoader[]>
  /** For an `include` function: what it answers, by path probe. */
  includeByPath?: Record<string, boolean>
  /** Whether the rule had an `exclude`. */
  exclude?: true
}
export interface CapturedConfig {
  devtool: unknown
  cache?: { type?: string }
  resolve: boolean
  rules: CapturedRule[]
  minimizers: string[]
  /** For a DefinePlugin, the names it defines (not their values). */
  plugins: Array<{ name: string; definitions?: string[] }>
  /** The variables of the build's own environment among the `process.env.*` definitions. */
  shell: string[]
}

type Loader = { loader: string; options?: unknown }
type Rule = { test?: unknown; resourceQuery?: unknown; include?: unknown; exclude?: unknown; oneOf?: Rule[]; use?: unknown; loader?: string; options?: unknown }

const NODE_MODULES = `${path.sep}node_modules${path.sep}`

function loaderName(loader: string): string {
  const at = loader.lastIndexOf(NODE_MODULES)
  return at >= 0
    ? loader
        .slice(at + NODE_MODULES.length)
        .split(path.sep)
        .join("/")
    : loader
}

function captureLoader(loader: Loader | string): CapturedLoader {
  const { loader: name, options } = typeof loader === "string" ? { loader, options: undefined } : loader
  const modules = (options as { modules?: { localIdentName?: string } } | undefined)?.modules
  return {
    loader: loaderName(name),
    ...(modules?.localIdentName ? { options: { modules: { localIdentName: modules.localIdentName } } } : options === undefined ? {} : { options: "other" }),
  }
}

function captureRule(rule: Rule): CapturedRule {
  const captured: CapturedRule = {}
  if (rule.test !== undefined) captured.test = String(rule.test)
  if (rule.resourceQuery !== undefined) captured.resourceQuery = String(rule.resourceQuery)
  if (rule.oneOf) captured.oneOf = rule.oneOf.map(captureRule)
  if (typeof rule.include === "function") {
    const include = rule.include as (file: string) => boolean
    captured.includeByPath = Object.fromEntries(PATH_PROBES.map((file) => [file, include(path.resolve(file))]))
  }
  if (rule.exclude !== undefined) captured.exclude = true
  if (typeof rule.use === "function") {
    const use = rule.use as (info: { resourceQuery: string; issuer?: string }) => Array<Loader | string>
    captured.useByQuery = Object.fromEntries(PROBES.map((query) => [query, use({ resourceQuery: query }).map(captureLoader)]))
  } else if (Array.isArray(rule.use)) {
    captured.use = (rule.use as Array<Loader | string>).map(captureLoader)
  } else if (rule.loader) {
    captured.use = [captureLoader({ loader: rule.loader, options: rule.options })]
  }
  return captured
}

/** `config` (Gatsby's, for one stage) as plain data. */
export function captureConfig(config: {
  devtool?: unknown
  cache?: unknown
  resolve?: unknown
  module: { rules: Rule[] }
  optimization?: { minimizer?: Array<{ constructor: { name: string } }> }
  plugins: Array<{ constructor: { name: string }; definitions?: Record<string, unknown> }>
}): CapturedConfig {
  return {
    devtool: config.devtool,
    cache: config.cache ? { type: (config.cache as { type?: string }).type } : undefined,
    resolve: config.resolve !== undefined,
    rules: config.module.rules.map(captureRule),
    minimizers: (config.optimization?.minimizer ?? []).map((minimizer) => minimizer.constructor.name),
    plugins: config.plugins.map((plugin) => ({
      name: plugin.constructor.name,
      ...(plugin.definitions ? { definitions: Object.keys(plugin.definitions).sort() } : {}),
    })),
    shell: [
      ...new Set(
        config.plugins
          .flatMap((plugin) => Object.keys(plugin.definitions ?? {}))
          .map((name) => /^process\.env\.(.+)$/.exec(name)?.[1])
          .filter((variable): variable is string => variable !== undefined && variable in process.env),
      ),
    ].sort(),
  }
}

/** Writes the capture of `stage`'s configuration under .cache (see CAPTURE_DIR). */
export function writeCapture(stage: string, config: Parameters<typeof captureConfig>[0]): void {
  fs.mkdirSync(CAPTURE_DIR, { recursive: true })
  fs.writeFileSync(path.join(CAPTURE_DIR, `${stage}.json`), `${JSON.stringify(captureConfig(config), null, 1)}\n`)
}
