import fs from "node:fs"
import path from "node:path"
import { transformSync } from "@swc/core"
import { compiledBySwc, siteScriptsThroughSwc, swcOptions, targetsOf } from "./swc-scripts"

type Rule = { test?: RegExp; include?: (file: string) => boolean; exclude?: (file: string) => boolean; use?: unknown }

const files: Record<string, string> = {
  "/site/src/components/Toc.tsx": 'import React from "react"\nexport const Toc = () => <nav />\n',
  "/site/src/templates/doc-page.tsx": 'import { graphql } from "gatsby"\nexport const query = graphql`query { site { id } }`\n',
  "/site/src/lib/routes.ts": "export const root = '/'\n",
}
const read = (file: string): string => {
  if (!(file in files)) throw new Error(`ENOENT: ${file}`)
  return files[file]
}

/** The loaders a rule list gives `file`, as webpack matches `test`, `include` and `exclude`. */
function loadersFor(rules: Rule[], file: string): string[] {
  return rules
    .filter((rule) => rule.test?.test(file) && (!rule.include || rule.include(file)) && !rule.exclude?.(file))
    .flatMap((rule) => (typeof rule.use === "function" ? (rule.use as () => Array<{ loader: string }>)() : ((rule.use as Array<{ loader: string }>) ?? [])))
    .map((loader) => (loader.loader.includes("swc-loader") ? "swc" : loader.loader))
}

/** Gatsby's rule for scripts, as Gatsby 5 hands it over: the site's files and packages that use Gatsby. */
const gatsbyRules = (): Rule[] => [{ test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file) => !file.includes("/node_modules/"), use: () => [{ loader: "babel" }] }]

describe("the site's scripts through SWC", () => {
  it("are the site's own scripts under src/ that do not mention graphql", () => {
    const bySwc = compiledBySwc("/site", read)
    expect(bySwc("/site/src/components/Toc.tsx")).toBe(true)
    expect(bySwc("/site/src/lib/routes.ts")).toBe(true)
    expect(bySwc("/site/src/templates/doc-page.tsx")).toBe(false)
    expect(bySwc("/site/.cache/production-app.js")).toBe(false)
    expect(bySwc("/site/node_modules/gatsby/cache-dir/app.js")).toBe(false)
    expect(bySwc("/site/src/styles/global.css")).toBe(false)
    // A file that cannot be read is left to Babel, which names the problem.
    expect(bySwc("/site/src/components/Gone.tsx")).toBe(false)
  })

  it("go through SWC alone, and every other script through Gatsby's Babel rule as before", () => {
    const rules = gatsbyRules()
    siteScriptsThroughSwc(rules, { chrome: "109" }, "/site", read)
    expect(loadersFor(rules, "/site/src/components/Toc.tsx")).toEqual(["swc"])
    expect(loadersFor(rules, "/site/src/lib/routes.ts")).toEqual(["swc"])
    expect(loadersFor(rules, "/site/src/templates/doc-page.tsx")).toEqual(["babel"])
    expect(loadersFor(rules, "/site/.cache/production-app.js")).toEqual(["babel"])
  })

  it("stops the build, naming itself, when Gatsby's script rule is not as expected", () => {
    expect(() => siteScriptsThroughSwc([], {}, "/site", read)).toThrow(/swc-scripts\.ts: found no Babel rule of Gatsby's/)
    const excluded = gatsbyRules().map((rule) => ({ ...rule, exclude: () => false }))
    expect(() => siteScriptsThroughSwc(excluded, {}, "/site", read)).toThrow(/swc-scripts\.ts/)
  })

  it("compile every such script of the site for the browser's targets and for the renderer's Node", () => {
    const root = process.cwd()
    const bySwc = compiledBySwc(root)
    const scripts: string[] = []
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (!/\.test\.tsx?$/.test(entry.name) && bySwc(file) && !file.includes(`${path.sep}node${path.sep}`)) scripts.push(file)
      }
    }
    walk(path.join(root, "src"))
    expect(scripts.length).toBeGreaterThan(50)
    for (const stage of ["build-javascript", "build-html"] as const) {
      const targets = targetsOf(stage, root)
      for (const file of scripts) {
        const { code } = transformSync(fs.readFileSync(file, "utf8"), { ...swcOptions(file.endsWith("x") ? "tsx" : "ts", targets), filename: file })
        // Still ES modules for webpack, no TypeScript left, and JSX as React.createElement with React imported.
        expect(code).not.toMatch(/\brequire\(/)
        if (/<[A-Za-z]/.test(fs.readFileSync(file, "utf8")) && code.includes("React.createElement")) expect(code).toMatch(/import (\* as )?React\b/)
      }
    }
    // Babel's targets for the browser bundle (Gatsby's browserslist), this Node for the renderer.
    expect(targetsOf("build-javascript", root)).toHaveProperty("chrome")
    expect(targetsOf("build-html", root)).toEqual({ node: process.versions.node })
  })
})
