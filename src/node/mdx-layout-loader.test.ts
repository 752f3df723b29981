import fs from "node:fs"
import os from "node:os"
import path from "node:path"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const mdxLayout = require("./mdx-layout-loader.cjs") as (this: object, source: string) => void

/** A stand-in for gatsby-plugin-mdx's layout loader: declares the page and another file as dependencies, as the real one may. */
function makeOriginal(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mdx-layout-")), "loader.js")
  fs.writeFileSync(
    file,
    `exports.default = async function (source) {
  const page = this.resourceQuery.split("?__contentFilePath=")[1].replace(/&export=(default|head)$/, "")
  this.addDependency(page)
  this.addDependency("/site/src/components/Layout.tsx")
  if (source === "fail") throw new Error("not a Program")
  return "import GATSBY_COMPILED_MDX from " + JSON.stringify(page) + "\\n" + source + " // " + JSON.stringify(this.getOptions())
}`,
  )
  return file
}

/** Runs the loader as webpack would; its output and the dependencies it declared. */
function run(original: string, resourceQuery: string, source: string): Promise<{ output: string; dependencies: string[] }> {
  const dependencies: string[] = []
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: "/site/src/templates/doc-page.tsx",
      resourceQuery,
      getOptions: () => ({ loader: original, options: { nodeExists: "passed on" } }),
      addDependency: (file: string) => dependencies.push(file),
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve({ output: output as string, dependencies })),
    }
    mdxLayout.call(context, source)
  })
}

describe("mdx-layout-loader", () => {
  it("runs the layout loader with its own options, keeping every dependency but the page it wraps", async () => {
    const original = makeOriginal()
    for (const query of ["?__contentFilePath=/site/content/docs/start.mdx", "?__contentFilePath=/site/content/docs/start.mdx&export=head"]) {
      const { output, dependencies } = await run(original, query, "export default function Page() {}")
      expect(output).toBe('import GATSBY_COMPILED_MDX from "/site/content/docs/start.mdx"\nexport default function Page() {} // {"nodeExists":"passed on"}')
      expect(dependencies).toEqual(["/site/src/components/Layout.tsx"])
    }
  })

  it("passes the layout loader's failure to webpack", async () => {
    await expect(run(makeOriginal(), "?__contentFilePath=/site/content/docs/start.mdx", "fail")).rejects.toThrow("not a Program")
  })
})
