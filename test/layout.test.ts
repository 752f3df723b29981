import fs from "node:fs"
import path from "node:path"
import { MANIFEST } from "../src/node/overrides/manifest"

/**
 * The layout's rules (README, "Layout of the code"):
 * - build-time code and browser code do not import each other; what both need is shared code, which imports
 *   neither. The same three areas in the core (src/) and in each feature's plugin (plugins/<name>/).
 * - the core's build code knows no feature: nothing under src/node imports a plugin (the plugins import the core);
 * - no code reaches into a plugin's internals: from outside a plugin, only its shared `lib/`, its
 *   `components/` and its `exports.ts` are imported.
 */
const PLUGIN_BUILD = ["node", "gatsby-node.ts", "gatsby-node.test.ts", "exports", "exports.ts"]
const PLUGIN_BROWSER = ["templates", "components", "browser", "hooks", "pages"]
const PLUGIN_SHARED = ["lib"]
/** What other code may import from a plugin: its shared code, its components (the core's navbar places the
 * search box) and what it exports to other features' build code (exports.ts). */
const PLUGIN_PUBLIC = ["lib", "components", "exports", "exports.ts"]
const BUILD = ["src/node"]
const BROWSER = ["src/browser", "src/components", "src/templates", "src/pages", "src/hooks", "src/contexts", "src/wrappers.tsx"]
const SHARED = ["src/lib", "src/config"]
const SPECIFIER = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm

const inside = (file: string, areas: string[]): boolean => areas.some((area) => file === area || file.startsWith(`${area}/`))

/** The plugin a file is in, or null. */
const pluginOf = (file: string): string | null => /^plugins\/([^/]+)\//.exec(file)?.[1] ?? null

/** The area of a file: build, browser or shared (null outside every area: tests' own helpers, the project's root files). */
function areaOf(file: string): "build" | "browser" | "shared" | null {
  const plugin = pluginOf(file)
  const [areas, prefix] = plugin ? ([[PLUGIN_BUILD, PLUGIN_BROWSER, PLUGIN_SHARED], `plugins/${plugin}`] as const) : ([[BUILD, BROWSER, SHARED], ""] as const)
  const local = plugin ? file.slice(prefix.length + 1) : file
  if (inside(local, areas[0])) return "build"
  if (inside(local, areas[1])) return "browser"
  if (inside(local, areas[2])) return "shared"
  return null
}

/** Every source file under `dir` (tests included: they follow the same rule). */
function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Each local import of the files under src/ and plugins/, as [importing file, imported path], relative to the project. */
export function imports(root = process.cwd()): Array<[string, string]> {
  return [...sources(path.join(root, "src")), ...sources(path.join(root, "plugins"))].flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(SPECIFIER)].map(([, request]): [string, string] => [
      path.relative(root, file).split(path.sep).join("/"),
      path
        .relative(root, path.resolve(path.dirname(file), request))
        .split(path.sep)
        .join("/"),
    ]),
  )
}

/** The imports that break a rule of the layout, as "from -> to". */
export function crossings(pairs: Array<[string, string]>): string[] {
  return pairs
    .filter(([from, to]) => {
      const [a, b] = [areaOf(from), areaOf(to)]
      const [p, q] = [pluginOf(from), pluginOf(to)]
      if ((a === "build" && b === "browser") || (a === "browser" && b === "build") || (a === "shared" && (b === "build" || b === "browser"))) return true
      if (from.startsWith("src/node/") && q) return true
      return q !== null && p !== q && !inside(to.slice(`plugins/${q}/`.length), PLUGIN_PUBLIC)
    })
    .map(([from, to]) => `${from} -> ${to}`)
}

describe("the layout", () => {
  it("keeps build and browser code apart (meeting in shared code), the core free of features, each plugin's internals its own", () => {
    expect(crossings(imports())).toEqual([])
  })

  it("names each import that crosses", () => {
    expect(
      crossings([
        ["src/templates/doc-page.tsx", "src/node/docs-pages"],
        ["src/node/tuning/webpack.ts", "src/browser/gatsby-inline"],
        ["src/lib/routes.ts", "src/components/Search/Search"],
        ["src/node/pages.ts", "src/lib/page-context"],
        ["src/components/Toc/Toc.tsx", "src/lib/routes"],
        ["plugins/blog/templates/blog-list.tsx", "plugins/blog/node/blog-pages"],
        ["plugins/blog/node/feeds.ts", "plugins/blog/lib/blog"],
        ["plugins/blog/lib/blog.ts", "src/components/Icon/Icon"],
        ["src/node/create-pages.ts", "plugins/blog/lib/blog"],
        ["src/components/Navbar/Navbar.tsx", "plugins/search/components/Search/SearchBar"],
        ["src/components/Navbar/Navbar.tsx", "plugins/search/hooks/useSearch"],
        ["plugins/search/node/records.ts", "plugins/blog/node/blog-pages"],
        ["plugins/search/components/Search.tsx", "plugins/blog/lib/blog"],
        ["plugins/blog/gatsby-node.ts", "src/node/pages"],
        ["plugins/docs/node/docs-pages.ts", "plugins/api-reference/exports"],
        ["plugins/docs/node/docs-pages.ts", "plugins/api-reference/node/openapi"],
      ]),
    ).toEqual([
      "src/templates/doc-page.tsx -> src/node/docs-pages",
      "src/node/tuning/webpack.ts -> src/browser/gatsby-inline",
      "src/lib/routes.ts -> src/components/Search/Search",
      "plugins/blog/templates/blog-list.tsx -> plugins/blog/node/blog-pages",
      "plugins/blog/lib/blog.ts -> src/components/Icon/Icon",
      "src/node/create-pages.ts -> plugins/blog/lib/blog",
      "src/components/Navbar/Navbar.tsx -> plugins/search/hooks/useSearch",
      "plugins/search/node/records.ts -> plugins/blog/node/blog-pages",
      "plugins/docs/node/docs-pages.ts -> plugins/api-reference/node/openapi",
    ])
  })
})

/** Where the site may touch Gatsby's internals: this folder only, each file listed in its manifest. */
const OVERRIDES = "src/node/overrides"

/** Private specifiers and globals of Gatsby (and deep files of its plugins), in code. */
const PRIVATE_USE = [
  { name: "a module of gatsby/dist", pattern: /["'`]gatsby\/dist\// },
  { name: "a $virtual module", pattern: /["'`]\$virtual\// },
  { name: "a window.___ global", pattern: /\.___[a-zA-Z]/ },
  { name: "Gatsby's store", pattern: /\bstore\.getState\(/ },
  { name: "a require hidden from the bundler", pattern: /eval\(\s*["']require["']\s*\)/ },
  { name: "a file of gatsby-remark-images", pattern: /["'`]gatsby-remark-images\// },
]
/** In a test, only what it imports counts: sample HTML with Gatsby's scripts is data, not a use. */
const IMPORTED = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|require\.resolve\(\s*)["'](gatsby\/dist\/[^"']*|\$virtual\/[^"']*|gatsby-remark-images\/[^"']*)["']/

/** Each use of Gatsby's internals outside the overrides folder, as 'file:line: what'. */
export function privateUses(files: Array<{ file: string; text: string }>): string[] {
  return files.flatMap(({ file, text }) => {
    // The folder itself, and this test's own samples of what it catches.
    if (file.startsWith(`${OVERRIDES}/`) || file === "test/layout.test.ts") return []
    const isTest = /\.(test|spec)\.tsx?$/.test(file)
    return text.split("\n").flatMap((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return []
      // A line that starts with a quote is a string a test compiles (a fixture), not an import of the test's.
      if (isTest) return IMPORTED.test(line) && !/^\s*["'`]/.test(line) ? [`${file}:${index + 1}: imports ${IMPORTED.exec(line)?.[1]}`] : []
      return PRIVATE_USE.filter((use) => use.pattern.test(line)).map((use) => `${file}:${index + 1}: ${use.name}`)
    })
  })
}

/** The project's code: every source file outside built output, caches, packages and content. */
function projectSources(root = process.cwd()): Array<{ file: string; text: string }> {
  const skip = new Set(["node_modules", "public", ".cache", "content", "static", ".git", "coverage"])
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (skip.has(entry.name)) return []
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return walk(full)
      return /\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
    })
  return walk(root).map((file) => ({ file: path.relative(root, file).split(path.sep).join("/"), text: fs.readFileSync(file, "utf8") }))
}

describe("Gatsby's internals, in one folder (src/node/overrides, listed in its manifest)", () => {
  it("are touched nowhere else: no gatsby/dist module, $virtual module, window.___ global, store or hidden require", () => {
    expect(privateUses(projectSources())).toEqual([])
  })

  it("names each use outside the folder, and leaves a test's sample HTML alone", () => {
    expect(
      privateUses([
        { file: "gatsby-browser.tsx", text: "const n = window.___navigate\n// window.___loader in a comment" },
        { file: "src/node/x.ts", text: 'const m = require("gatsby/dist/utils/websocket-manager")\nconst s = helpers.store.getState()' },
        { file: "src/node/overrides/y.ts", text: 'require("gatsby/dist/utils/pool")' },
        { file: "test/z.test.ts", text: 'const html = "<script>window.___chunkMapping=1</script>"\nimport x from "$virtual/async-requires"' },
      ]),
    ).toEqual([
      "gatsby-browser.tsx:1: a window.___ global",
      "src/node/x.ts:1: a module of gatsby/dist",
      "src/node/x.ts:2: Gatsby's store",
      "test/z.test.ts:2: imports $virtual/async-requires",
    ])
  })

  it("are each listed in the manifest with what they touch, how they fail on an upgrade and the switch", () => {
    const dir = path.resolve(OVERRIDES)
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== "manifest.ts")
      .sort()
    expect(MANIFEST.map((entry) => entry.file).sort()).toEqual(files)
    for (const entry of MANIFEST) expect([entry.file, entry.touches.length > 10, entry.onUpgrade.length > 10]).toEqual([entry.file, true, true])
  })
})
