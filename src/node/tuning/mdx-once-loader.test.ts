import fs from "node:fs"
import os from "node:os"
import path from "node:path"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mdxOnce = require("./mdx-once-loader.cjs") as (this: object, source: string) => void

/** A stand-in for gatsby-plugin-mdx's loader: counts its runs, reads its options, fails on "fail". */
function makeOriginal(): { file: string; runs: () => Array<{ source: string; options: unknown; resourcePath: string }> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-once-"))
  const file = path.join(dir, "loader.js")
  fs.writeFileSync(
    file,
    `const runs = []
exports.runs = runs
exports.default = async function (source) {
  runs.push({ source, options: this.getOptions(), resourcePath: this.resourcePath })
  if (source === "fail") throw new Error("bad MDX")
  return "compiled:" + source
}`,
  )
  return { file, runs: () => (require(file) as { runs: Array<{ source: string; options: unknown; resourcePath: string }> }).runs }
}

/** Runs the loader as webpack would for one compilation and resolves with its output. */
function compile(original: string, resourcePath: string, source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath,
      getOptions: () => ({ loader: original, options: { remarkPlugins: ["gfm"] } }),
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(output as string)),
    }
    mdxOnce.call(context, source)
  })
}

describe("mdx-once-loader", () => {
  it("compiles a page once for both compilations, again when its source changes, and keeps no failure", async () => {
    const original = makeOriginal()
    await expect(compile(original.file, "/site/content/docs/start.mdx", "# Начало")).resolves.toBe("compiled:# Начало")
    await expect(compile(original.file, "/site/content/docs/start.mdx", "# Начало")).resolves.toBe("compiled:# Начало")
    expect(original.runs()).toEqual([{ source: "# Начало", options: { remarkPlugins: ["gfm"] }, resourcePath: "/site/content/docs/start.mdx" }])
    await compile(original.file, "/site/content/docs/start.mdx", "# Начало работы")
    await compile(original.file, "/site/content/docs/other.mdx", "# Начало")
    expect(original.runs()).toHaveLength(3)
    await expect(compile(original.file, "/site/content/docs/bad.mdx", "fail")).rejects.toThrow("bad MDX")
    await expect(compile(original.file, "/site/content/docs/bad.mdx", "fail")).rejects.toThrow("bad MDX")
    expect(original.runs()).toHaveLength(5)
  })
})
