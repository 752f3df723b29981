import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "./files"

/**
 * A hash of the code a build runs besides Gatsby's own inputs: every installed package's version (npm's
 * record of node_modules, or the lockfile) and the site code Gatsby compiles before it starts
 * (gatsby-config with its remark and rehype plugins, gatsby-node with everything under src/node and the
 * src/lib code it uses, local plugins), the CommonJS files under src/node that Gatsby does not compile
 * (the webpack loaders webpack.ts names by path, and the build's --require overrides), with Node's
 * version. What is cached under it (webpack's compilations, the Markdown twins) is as current as that code.
 * Throws, naming what is missing, before Gatsby has compiled the site's code.
 */
export function codeVersion(root = process.cwd()): string {
  const hash = createHash("sha256").update(process.version)
  const lockfile = ["node_modules/.package-lock.json", "package-lock.json"].map((name) => path.join(root, name)).find((file) => fs.existsSync(file))
  if (!lockfile) throw new Error(`src/node/code-version.ts: no package-lock.json in ${root}`)
  hash.update(fs.readFileSync(lockfile))
  const compiled = path.join(root, ".cache", "compiled")
  const files = filesUnder(compiled, () => true).sort()
  if (files.length === 0) throw new Error(`src/node/code-version.ts: no compiled gatsby-config or gatsby-node in ${compiled}`)
  for (const file of files) hash.update(path.relative(compiled, file)).update(fs.readFileSync(file))
  const uncompiled = path.join(root, "src", "node")
  for (const file of filesUnder(uncompiled, (name) => name.endsWith(".cjs")).sort()) hash.update(path.relative(root, file)).update(fs.readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}
