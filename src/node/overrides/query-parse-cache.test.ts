import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse, print, type DocumentNode } from "graphql"
import { keepParses, onPostBootstrap, onPreExtractQueries, PARSES_FILE, restoreParses, saveParses, type SharedParseCache } from "./query-parse-cache"

jest.mock("../tuning/code-version", () => ({ codeVersion: () => "code" }))

const MODULE = path.resolve("src/node/overrides/shared-parse-cache.cjs")

const { sharedCache, withSharedCache } = require(MODULE) as {
  sharedCache: () => SharedParseCache & { cache: Record<string, unknown> }
  withSharedCache: (source: string, file: string) => string
}

const tmp = (): string => fs.mkdtempSync(path.join(os.tmpdir(), "query-parses-"))

describe("Gatsby's parse cache, made reachable", () => {
  it("replaces the one line that declares it in the installed Gatsby's file parser", () => {
    const file = require.resolve("gatsby/dist/query/file-parser")
    const patched = withSharedCache(fs.readFileSync(file, "utf8"), file)
    expect(patched).toContain(`const cache = globalThis[Symbol.for("edna-pulse-docs/query-parse-cache")].cache;`)
    expect(patched).not.toContain("const cache = {};")
  })

  it("stops the build, naming the file, when Gatsby declares it otherwise or more than once", () => {
    expect(() => withSharedCache("const cache = new Map();", "file-parser.js")).toThrow(
      'src/node/overrides/shared-parse-cache.cjs: file-parser.js does not contain "const cache = {};" exactly once; update the override for this Gatsby version',
    )
    expect(() => withSharedCache("const cache = {};\nconst cache = {};", "file-parser.js")).toThrow("once")
  })

  it("records the keys Gatsby looks up and adds, not the ones put back", () => {
    const shared = sharedCache()
    shared.entries.restored = { astDefinitions: [] }
    shared.entries.stale = { astDefinitions: [] }
    expect(shared.cache.restored).toEqual({ astDefinitions: [] })
    expect(shared.cache.missing).toBeUndefined()
    shared.cache.parsed = { astDefinitions: [] }
    expect([...shared.used].sort()).toEqual(["missing", "parsed", "restored"])
  })

  it("is the object Gatsby's file parser reads and fills in `gatsby build`", () => {
    // A page with a query, parsed by Gatsby's own FileParser in a process where the cache is installed; then
    // parsed again after a planted entry is put under the same key: Gatsby returns the planted entry.
    const root = tmp()
    const page = path.join(root, "page.tsx")
    const out = path.join(root, "result.json")
    fs.writeFileSync(
      page,
      'import { graphql } from "gatsby"\nexport const query = graphql`query PageQuery { site { id } }`\nexport default function Page() { return null }\n',
    )
    const script = `
      require(${JSON.stringify(MODULE)}).install(${JSON.stringify(process.cwd())})
      const shared = globalThis[Symbol.for("edna-pulse-docs/query-parse-cache")]
      const FileParser = require("gatsby/dist/query/file-parser").default
      const parser = new FileParser()
      const errors = []
      ;(async () => {
        const first = await parser.parseFile(${JSON.stringify(page)}, (error) => errors.push(error))
        const keys = Object.keys(shared.entries)
        shared.entries[keys[0]] = { astDefinitions: [{ planted: true }], serverData: false, config: false, Head: false, pageSlices: null }
        const second = await parser.parseFile(${JSON.stringify(page)}, (error) => errors.push(error))
        const result = { names: first.astDefinitions.map((d) => d.doc.definitions[0].name.value), keys: keys.length, used: shared.used.size, second: second.astDefinitions, errors }
        // Gatsby's reporter wraps what goes to stdout.
        require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(result))
      })()`
    execFileSync(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
    const result = JSON.parse(fs.readFileSync(out, "utf8"))
    expect(result).toEqual({ names: ["PageQuery"], keys: 1, used: 1, second: [{ planted: true }], errors: [] })
  })
})

describe("parses kept between builds", () => {
  const doc = (): DocumentNode => parse("query DocPage($id: String!) { mdx(id: { eq: $id }) { body } }")
  const entry = () => ({
    astDefinitions: [{ filePath: "/site/src/templates/doc-page.tsx", doc: doc(), text: "query", hash: 1, isStaticQuery: false }],
    serverData: false,
    config: false,
    Head: false,
    pageSlices: null,
  })

  it("come back as Gatsby left them, GraphQL trees included, under the same code version", () => {
    const file = path.join(tmp(), ".cache", "query-parses.v8")
    const built = sharedCache()
    built.cache.a = entry()
    expect(saveParses(file, "v1", built)).toBe(1)
    const next = sharedCache()
    expect(restoreParses(file, "v1", next)).toBe(1)
    const restored = next.entries.a as ReturnType<typeof entry>
    expect(print(restored.astDefinitions[0].doc)).toBe(print(doc()))
    expect(restored.astDefinitions[0].doc.loc?.source.body).toBe(doc().loc?.source.body)
    expect(next.used.size).toBe(0)
  })

  it("keep only what the build used, so an edited file's old parse is dropped", () => {
    const file = path.join(tmp(), "query-parses.v8")
    const built = sharedCache()
    built.entries.old = entry()
    built.cache.current = entry()
    expect(saveParses(file, "v1", built)).toBe(1)
    const next = sharedCache()
    restoreParses(file, "v1", next)
    expect(Object.keys(next.entries)).toEqual(["current"])
  })

  it("are all parsed again after the code changed, or when the file is missing or unreadable", () => {
    const file = path.join(tmp(), "query-parses.v8")
    const built = sharedCache()
    built.cache.a = entry()
    saveParses(file, "v1", built)
    expect(restoreParses(file, "v2", sharedCache())).toBe(0)
    expect(restoreParses(`${file}.missing`, "v1", sharedCache())).toBe(0)
    fs.writeFileSync(file, "not V8's format")
    const next = sharedCache()
    expect(restoreParses(file, "v1", next)).toBe(0)
    expect(Object.keys(next.entries)).toEqual([])
  })
})

/** The parses a file holds for this code version. */
function restoredFrom(file: string): Record<string, unknown> {
  const into = sharedCache()
  restoreParses(file, "code", into)
  return into.entries
}

describe("the build's hooks", () => {
  const KEY = Symbol.for("edna-pulse-docs/query-parse-cache")
  const cwd = process.cwd()
  afterEach(() => {
    process.chdir(cwd)
    delete (globalThis as Record<symbol, unknown>)[KEY]
  })

  /** One build: the parses put back, Gatsby's lookups (`parse` adds what is missing), the parses saved; what it reported. */
  function build(keys: string[]): string[] {
    const shared = sharedCache()
    ;(globalThis as Record<symbol, unknown>)[KEY] = shared
    const info: string[] = []
    ;(onPreExtractQueries as unknown as () => void)()
    for (const key of keys) if (!shared.cache[key]) shared.cache[key] = { astDefinitions: [] }
    ;(onPostBootstrap as unknown as (args: object) => void)({ reporter: { info: (message: string) => info.push(message) } })
    return info
  }

  it("put back what the last build parsed, and write the file only when a parse was added or dropped", () => {
    process.chdir(tmp())
    expect(build(["a", "b"])).toEqual(["query extraction: 2 of 2 files parsed"])
    fs.utimesSync(PARSES_FILE, new Date(0), new Date(0))
    expect(build(["a", "b"])).toEqual(["query extraction: 0 of 2 files parsed, 2 as the last build parsed them"])
    expect(fs.statSync(PARSES_FILE).mtimeMs).toBe(0)
    expect(build(["a", "c"])).toEqual(["query extraction: 1 of 2 files parsed, 1 as the last build parsed them"])
    expect(fs.statSync(PARSES_FILE).mtimeMs).toBeGreaterThan(0)
    expect(build(["a"])).toEqual(["query extraction: 0 of 1 files parsed, 1 as the last build parsed them"])
    expect(build(["a", "c"])).toEqual(["query extraction: 1 of 2 files parsed, 1 as the last build parsed them"])
  })

  it("in gatsby develop's order (bootstrap ends before the extraction) save once the queries are extracted, and keep the file until then", () => {
    process.chdir(tmp())
    expect(build(["a", "b"])).toEqual(["query extraction: 2 of 2 files parsed"])
    const shared = sharedCache()
    ;(globalThis as Record<symbol, unknown>)[KEY] = shared
    const info: string[] = []
    const reporter = { info: (message: string) => info.push(message) } as unknown as Parameters<typeof keepParses>[0]
    ;(onPreExtractQueries as unknown as () => void)()
    ;(onPostBootstrap as unknown as (args: object) => void)({ reporter })
    expect(info).toEqual([])
    expect(Object.keys(restoredFrom(PARSES_FILE))).toEqual(["a", "b"])
    for (const key of ["a", "b", "c"]) if (!shared.cache[key]) shared.cache[key] = { astDefinitions: [] }
    keepParses(reporter)
    expect(info).toEqual(["query extraction: 1 of 3 files parsed, 2 as the last build parsed them"])
    expect(Object.keys(restoredFrom(PARSES_FILE)).sort()).toEqual(["a", "b", "c"])
  })

  it("do nothing where the cache was not installed (gatsby develop, a plain gatsby build)", () => {
    process.chdir(tmp())
    ;(onPreExtractQueries as unknown as () => void)()
    ;(onPostBootstrap as unknown as (args: object) => void)({ reporter: { info: () => undefined } })
    expect(fs.existsSync(PARSES_FILE)).toBe(false)
  })
})
