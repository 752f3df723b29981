import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "../files"

const { entries, findLocal } = require("../local-modules.cjs") as {
  entries: (siteRoot: string) => string[]
  findLocal: (from: string, request: string) => string | undefined
}

/**
 * A hash of the code a build runs besides Gatsby's own inputs: every installed package's version (npm's
 * record of node_modules, or the lockfile), the site's build code as written (gatsby-config and gatsby-node,
 * each local plugin's, and every local module they import: the remark and rehype plugins, src/node, the
 * src/lib code it uses), the CommonJS files under src/node that Gatsby does not compile (the webpack loaders
 * webpack.ts names by path, the build's --require overrides), content/facts.yaml, with Node's version. What is cached under it
 * (webpack's compilations, the Markdown twins, the query parses) is as current as that code.
 *
 * The sources, not what Gatsby compiled from them into .cache/compiled: `npm run build` compiles them with
 * SWC and a plain `gatsby build` with Parcel, which write different code for the same sources, so a key
 * of the compiled files threw every cache away each time the two commands alternated.
 */
export function codeVersion(root = process.cwd()): string {
  const hash = createHash("sha256").update(process.version)
  const lockfile = ["node_modules/.package-lock.json", "package-lock.json"].map((name) => path.join(root, name)).find((file) => fs.existsSync(file))
  if (!lockfile) throw new Error(`src/node/tuning/code-version.ts: no package-lock.json in ${root}`)
  hash.update(fs.readFileSync(lockfile))
  const uncompiled = filesUnder(path.join(root, "src", "node"), (name) => name.endsWith(".cjs"))
  // The facts registry is read by the build code (a remark step and the OpenAPI loader) into every page.
  const registry = [path.join(root, "content", "facts.yaml")].filter((file) => fs.existsSync(file))
  for (const file of [...new Set([...buildSources(root), ...uncompiled, ...registry])].sort())
    hash.update(path.relative(root, file)).update(fs.readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}

const SPECIFIER = /(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm

/**
 * The site's gatsby-config and gatsby-node files (its own and each local plugin's) and every local module they
 * import, followed through the sources. A specifier that only looks like an import (in a comment) adds a
 * file at most, which only makes the key change more often.
 */
export function buildSources(root: string): string[] {
  const queue = entries(root)
  if (queue.length === 0) throw new Error(`src/node/tuning/code-version.ts: no gatsby-config.ts or gatsby-node.ts in ${root}`)
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    if (file.endsWith(".json")) continue
    for (const [, request] of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const found = findLocal(file, request)
      if (found && !found.split(path.sep).includes("node_modules")) queue.push(found)
    }
  }
  return [...seen]
}
