import fs from "node:fs"
import path from "node:path"

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
