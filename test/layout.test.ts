import fs from "node:fs"
import path from "node:path"
import { MANIFEST } from "../src/node/overrides/manifest"

/**
 * The layout's one rule (README, "Layout of the code"): build-time code (src/node) and browser code do not
 * import each other; what both need is shared code (src/lib, src/config, src/search), which imports neither.
 */
const BUILD = ["src/node"]
const BROWSER = ["src/browser", "src/components", "src/templates", "src/pages", "src/hooks", "src/contexts", "src/wrappers.tsx"]
const SHARED = ["src/lib", "src/config"]
const SPECIFIER = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm

const inside = (file: string, areas: string[]): boolean => areas.some((area) => file === area || file.startsWith(`${area}/`))

/** Every source file under `dir` (tests included: they follow the same rule). */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Each local import of the files under src/, as [importing file, imported path], relative to the project. */
export function imports(root = process.cwd()): Array<[string, string]> {
  return sources(path.join(root, "src")).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(SPECIFIER)].map(([, request]): [string, string] => [
      path.relative(root, file),
      path.relative(root, path.resolve(path.dirname(file), request)),
    ]),
  )
}

/** The imports that cross the layout's boundaries, as "from -> to". */
export function crossings(pairs: Array<[string, string]>): string[] {
  return pairs
    .filter(
      ([from, to]) =>
        (inside(from, BUILD) && inside(to, BROWSER)) ||
        (inside(from, BROWSER) && inside(to, BUILD)) ||
        (inside(from, SHARED) && (inside(to, BUILD) || inside(to, BROWSER))),
    )
    .map(([from, to]) => `${from} -> ${to}`)
}

describe("the layout", () => {
  it("keeps build code and browser code apart, meeting only in shared code", () => {
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
      ]),
    ).toEqual([
      "src/templates/doc-page.tsx -> src/node/docs-pages",
      "src/node/tuning/webpack.ts -> src/browser/gatsby-inline",
      "src/lib/routes.ts -> src/components/Search/Search",
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
