import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const MODULE = path.resolve("src/node/overrides/compile-gatsby-files.cjs")

const { compileSite } = require(MODULE) as { compileSite: (siteRoot: string) => string[] }

/** A site in a temporary folder, from file name to text. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-files-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

const SITE = {
  "gatsby-config.ts": `import type { GatsbyConfig } from "gatsby"
import { SITE } from "./src/config/site"
const config: GatsbyConfig = { siteMetadata: { title: SITE.title }, plugins: ["local"] }
export default config`,
  "gatsby-node.ts": `export { onPreInit, kinds, later } from "./src/node/init"`,
  "src/config/site.ts": `import strings from "./strings.json"
export const SITE = { title: strings.title as string }`,
  "src/config/strings.json": `{ "title": "Документация" }`,
  "src/node/init.ts": `import type { GatsbyNode } from "gatsby"
import { twice } from "../lib/twice.js"
import { Kind } from "./kind"
const helper = require("./helper.cjs") as { name: string }
interface Seen { calls: number }
const seen: Seen = { calls: 0 }
export const kinds = [Kind.Doc, Kind.Post]
export const later = () => import("./later").then((module) => module.LATER)
export const onPreInit: GatsbyNode["onPreInit"] = () => { seen.calls += 1; return twice(helper.name) + seen.calls }`,
  "src/node/kind.ts": `export enum Kind { Doc = "doc", Post = "post" }`,
  "src/node/helper.cjs": `exports.name = require("./helper-name.json").name`,
  "src/node/helper-name.json": `{ "name": "x" }`,
  "src/node/later.ts": `export const LATER = "loaded on demand"`,
  "src/lib/twice.ts": `export const twice = (text: string): string => text + text`,
  "src/lib/unused.ts": `export const unused = 1`,
  "plugins/local/package.json": `{ "name": "local" }`,
  "plugins/local/gatsby-node.ts": `import { twice } from "../../src/lib/twice"
export const onCreateNode = (): string => twice("p")`,
}

describe("compileSite", () => {
  it("compiles gatsby-config, gatsby-node, local plugins and what they import, where Gatsby loads them", async () => {
    const root = site(SITE)
    const written = compileSite(root).map((file) => path.relative(path.join(root, ".cache/compiled"), file))
    expect(written.sort()).toEqual(
      [
        "gatsby-config.js",
        "gatsby-node.js",
        "plugins/local/gatsby-node.js",
        "src/config/site.js",
        "src/config/strings.json",
        "src/lib/twice.js",
        "src/node/helper-name.json",
        "src/node/helper.cjs",
        "src/node/init.js",
        "src/node/kind.js",
        "src/node/later.js",
      ].sort(),
    )
    const compiled = (file: string) => require(path.join(root, ".cache/compiled", file))
    expect(compiled("gatsby-config.js").default).toEqual({ siteMetadata: { title: "Документация" }, plugins: ["local"] })
    const node = compiled("gatsby-node.js")
    expect(node.onPreInit()).toBe("xx1")
    expect(node.kinds).toEqual(["doc", "post"])
    await expect(node.later()).resolves.toBe("loaded on demand")
    expect(compiled("plugins/local/gatsby-node.js").onCreateNode()).toBe("pp")
  })

  it("starts again from an empty folder, so a module the site no longer imports is not left behind", () => {
    const root = site(SITE)
    fs.mkdirSync(path.join(root, ".cache/compiled/src/node"), { recursive: true })
    fs.writeFileSync(path.join(root, ".cache/compiled/src/node/removed.js"), "")
    compileSite(root)
    expect(fs.existsSync(path.join(root, ".cache/compiled/src/node/removed.js"))).toBe(false)
  })

  it("names the file that does not compile and the import that does not resolve", () => {
    const broken = site({ ...SITE, "src/lib/twice.ts": "export const twice = (text: string => text" })
    expect(() => compileSite(broken)).toThrow(/^src\/lib\/twice\.ts does not compile:\n.*Expected ','.*\n.*src\/lib\/twice\.ts:1:/s)
    expect(() => compileSite(broken)).not.toThrow(/backtrace/i)
    expect(() => compileSite(site({ ...SITE, "src/node/init.ts": `export { gone } from "./gone"` }))).toThrow(
      'src/node/init.ts imports "./gone", which does not exist',
    )
  })
})
