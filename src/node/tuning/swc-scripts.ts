import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { SITE_CODE } from "../files"
import { gatsbyBrowsersList } from "../overrides/gatsby-browserslist"

/**
 * The site's scripts under src/ compiled by SWC instead of Babel, in the build's two compilations, except
 * those Babel must see.
 *
 * Gatsby compiles every script of the site with Babel (babel-preset-gatsby) in the browser bundle and again
 * in the HTML renderer, a large share of a cold build's main thread, for what is here TypeScript and JSX to
 * strip and compile. SWC does the same in a fraction of
 * that. Babel keeps what only Gatsby's Babel plugins handle: any file that mentions `graphql` (its queries
 * are extracted and replaced by babel-plugin-remove-graphql-queries; the page templates, which also lose
 * their server-only exports through Gatsby's plugin, are all among them), and everything outside src/
 * (Gatsby's runtime in .cache, installed packages).
 *
 * What SWC is asked for is what babel-preset-gatsby does to such a file: the same browser targets (none for
 * the renderer, which runs on this Node), classic JSX with `Object.assign` for spreads, loose mode, ES modules
 * left to webpack. No polyfills: for this site's targets Babel's `useBuiltIns: "usage"` adds none either, and
 * the byte budgets (e2e/budgets.spec.ts) would show one arriving.
 */

type Loader = { loader: string; options?: unknown }
type Rule = { test?: RegExp; include?: unknown; exclude?: unknown; use?: unknown; type?: string }

/** Words that make Gatsby's Babel plugins matter for a file (its query extraction reads the same files). */
const NEEDS_BABEL = /\bgraphql\b/

/** Whether the script at `file` is the site's and can be compiled by SWC: under `src` or `plugins` of `root`, TypeScript
 * or JavaScript, and never mentioning `graphql`. Read once per file and compilation. */
export function compiledBySwc(root: string, read: (file: string) => string = (file) => fs.readFileSync(file, "utf8")): (file: string) => boolean {
  const folders = SITE_CODE.map((folder) => path.join(root, folder) + path.sep)
  const known = new Map<string, boolean>()
  return (file) => {
    if (!folders.some((folder) => file.startsWith(folder)) || !/\.(ts|tsx|js|jsx)$/.test(file)) return false
    let swc = known.get(file)
    if (swc === undefined) {
      try {
        swc = !NEEDS_BABEL.test(read(file))
      } catch {
        swc = false
      }
      known.set(file, swc)
    }
    return swc
  }
}

/** The browsers babel-preset-gatsby compiles the browser bundle for, as Babel works them out from Gatsby's
 * browserslist query (the oldest version of each), or this Node for the HTML renderer. */
export function targetsOf(stage: "build-javascript" | "build-html", root = process.cwd()): Record<string, string> {
  if (stage === "build-html") return { node: process.versions.node }
  // Loaded as Gatsby and its Babel preset load them, through Node's own require from here (a plain `gatsby
  // build` bundles gatsby-node with Parcel, whose `require` gave undefined for these).
  const fromSite = createRequire(__filename)
  const fromPreset = createRequire(createRequire(fromSite.resolve("babel-preset-gatsby")).resolve("@babel/preset-env"))
  const targets = fromPreset("@babel/helper-compilation-targets") as { default: (options: { browsers: string[] }) => Record<string, string> }
  return targets.default({ browsers: gatsbyBrowsersList(root) })
}

/** SWC's options for a file of `syntax`, as babel-preset-gatsby would compile it for `targets`. */
export function swcOptions(syntax: "ts" | "tsx", targets: Record<string, string>): Record<string, unknown> {
  return {
    jsc: {
      parser: { syntax: "typescript", tsx: syntax === "tsx" },
      transform: { react: { runtime: "classic", useBuiltins: true } },
      loose: true,
    },
    env: { targets },
    module: { type: "es6" },
    sourceMaps: false,
  }
}

/**
 * Puts the SWC rules in front of Gatsby's script rule and has Gatsby's rule leave their files alone. Throws,
 * naming this file, when Gatsby's rule for the site's scripts is not where it was looked for.
 */
export function siteScriptsThroughSwc(rules: Rule[], targets: Record<string, string>, root = process.cwd(), read?: (file: string) => string): void {
  const gatsbyRule = rules.find((rule) => String(rule.test) === String(/\.(js|mjs|jsx|ts|tsx)$/) && typeof rule.include === "function")
  if (!gatsbyRule || gatsbyRule.exclude !== undefined) {
    throw new Error(
      "src/node/tuning/swc-scripts.ts: found no Babel rule of Gatsby's for the site's scripts (`test: /\\.(js|mjs|jsx|ts|tsx)$/` with an `include` function and no `exclude`); update it for this Gatsby version",
    )
  }
  const bySwc = compiledBySwc(root, read)
  gatsbyRule.exclude = bySwc
  const loader = createRequire(__filename).resolve("swc-loader")
  const rule = (test: RegExp, syntax: "ts" | "tsx"): Rule => ({
    test,
    include: bySwc,
    type: "javascript/auto",
    use: [{ loader, options: swcOptions(syntax, targets) } satisfies Loader],
  })
  rules.unshift(rule(/\.(ts|js)$/, "ts"), rule(/\.(tsx|jsx)$/, "tsx"))
}
