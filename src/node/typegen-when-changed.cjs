"use strict"
/**
 * Gatsby's "Generating TypeScript types" step (`graphqlTypegen.generateOnBuild`), skipped when nothing it
 * generates from has changed since it last wrote the file.
 *
 * The step runs GraphQL Code Generator over the whole schema and every query on every build, 0.2-0.3 s of a
 * one-page rebuild, and writes the same src/gatsby-types.d.ts unless the schema, a query or a fragment
 * changed. What it reads: the schema (printed in Gatsby's stable order), the query and fragment definitions
 * Gatsby extracted, the gatsby-node files it searches for queries itself, its options, and the installed
 * packages (the generator's version decides its output). A hash of those, and of the file it wrote, is kept
 * in .cache; the step runs when either differs (a schema change, an edited query, the file edited, removed or
 * checked out), and is skipped otherwise, leaving the file as it is.
 *
 * Installed by compile-gatsby-files.cjs in Gatsby's own process for `gatsby build`; `gatsby develop` keeps
 * Gatsby's step.
 */
const crypto = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")
const { onModuleLoad } = require("./on-module-load.cjs")

const RECORD = path.join(".cache", "typegen-inputs.json")

const sha256 = (data) => crypto.createHash("sha256").update(data).digest("hex")

/** The hash of what the generator reads, with `gatsbyRequire` loading what Gatsby itself uses. */
function typegenInputs(directory, schema, definitions, options, gatsbyRequire) {
  const { lexicographicSortSchema, print, printSchema } = gatsbyRequire("graphql")
  const hash = crypto.createHash("sha256")
  hash.update(printSchema(lexicographicSortSchema(schema)))
  for (const [name, meta] of [...definitions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { isFragment, isStaticQuery, isHook, isConfigQuery, hash: queryHash } = meta
    hash.update(JSON.stringify([name, meta.printedAst ?? print(meta.def), isFragment, isStaticQuery, isHook, isConfigQuery, queryHash]))
  }
  hash.update(JSON.stringify(options))
  const documents = gatsbyRequire("glob").sync(`{${(options.documentSearchPaths ?? []).join(",")},}`, { cwd: directory, absolute: true, nodir: true })
  for (const file of documents.sort()) hash.update(file).update(fs.readFileSync(file))
  const lockfile = ["node_modules/.package-lock.json", "package-lock.json"].map((name) => path.join(directory, name)).find((file) => fs.existsSync(file))
  hash.update(lockfile ? fs.readFileSync(lockfile) : "no lockfile")
  return hash.digest("hex")
}

/** The output file's hash, or "none". */
function outputHash(file) {
  return fs.existsSync(file) ? sha256(fs.readFileSync(file)) : "none"
}

/**
 * `write` (Gatsby's writeTypeScriptTypes) wrapped: it runs only when the inputs' hash or the output file
 * differs from what the last run recorded in `record`.
 */
function whenChanged(write, gatsbyRequire, record = RECORD) {
  return async (directory, schema, definitions, options) => {
    const output = path.join(directory, options.typesOutputPath)
    const inputs = typegenInputs(directory, schema, definitions, options, gatsbyRequire)
    let last
    try {
      last = JSON.parse(fs.readFileSync(path.join(directory, record), "utf8"))
    } catch {
      last = undefined
    }
    if (last?.inputs === inputs && last?.output === outputHash(output)) return
    await write(directory, schema, definitions, options)
    fs.mkdirSync(path.dirname(path.join(directory, record)), { recursive: true })
    fs.writeFileSync(path.join(directory, record), `${JSON.stringify({ inputs, output: outputHash(output) })}\n`)
  }
}

/** Wraps Gatsby's step as its module loads, in the site at `root`. */
function install(root = process.cwd()) {
  onModuleLoad(root, "gatsby/dist/utils/graphql-typegen/ts-codegen", {
    exports(codegen, file) {
      if (typeof codegen.writeTypeScriptTypes !== "function") {
        throw new Error(`src/node/typegen-when-changed.cjs: ${file} no longer exports writeTypeScriptTypes; update the override for this Gatsby version`)
      }
      const gatsbyRequire = (request) => require(require.resolve(request, { paths: [path.dirname(file)] }))
      codegen.writeTypeScriptTypes = whenChanged(codegen.writeTypeScriptTypes, gatsbyRequire)
    },
  })
}

module.exports = { install, typegenInputs, whenChanged }
