#!/usr/bin/env node
/**
 * The two build commands agree (run by scripts/test-all.sh after `npm run build`): a plain `gatsby build`
 * (Gatsby's own compile step by Parcel, no overrides) on the cache `npm run build` left, then `npm run build`
 * again on the plain build's cache. Each must
 * - give the same public/, file for file and byte for byte, as the build before it, all but webpack's
 *   compilation hash: a build that starts a child compiler for a stylesheet (mini-css-extract-plugin) puts
 *   its hash into the compilation's, one that restores the stylesheet from the cache starts none, so the same
 *   code can have another compilation hash. A cold build starts them all; warm builds of the same code can
 *   differ too (a warm build may start them again), with every chunk and every other byte the same. The
 *   hash names no file's content (Gatsby compares it to reload a reader's tab after a deploy), so it is set
 *   aside and a change of it is printed;
 * - keep the caches: the same code version (src/node/tuning/code-version.ts, the key of webpack's cache,
 *   the twins and the query parses) as the build before it, and Gatsby must not delete its cache.
 * Exits non-zero naming every difference. Leaves public/ as `npm run build` made it.
 */
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const LAST_BUILD = path.join(".cache", "last-build.json")
const GATSBY_CACHE_DELETED = /deleting your site's cache/

const APP_DATA = path.join("page-data", "app-data.json")

/** Every file under `dir`, by path relative to it, with the hash of its bytes; with `anyCompilation`, the
 * bytes with webpack's compilation hash (named in app-data.json) replaced by a placeholder. */
function tree(dir, anyCompilation = false) {
  const compilation = anyCompilation ? JSON.parse(fs.readFileSync(path.join(dir, APP_DATA), "utf8")).webpackCompilationHash : undefined
  const files = new Map()
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const bytes = fs.readFileSync(file)
    const text = compilation ? bytes.toString("latin1").replaceAll(compilation, "<compilation>") : bytes
    files.set(path.relative(dir, file), createHash("sha256").update(text).digest("hex"))
  }
  return files
}

/** What differs between two trees, as lines naming the files. */
function differences(expected, actual) {
  const lines = []
  for (const [file, hash] of expected) {
    if (!actual.has(file)) lines.push(`missing: ${file}`)
    else if (actual.get(file) !== hash) lines.push(`differs: ${file}`)
  }
  for (const file of actual.keys()) if (!expected.has(file)) lines.push(`extra: ${file}`)
  return lines
}

const version = () => JSON.parse(fs.readFileSync(LAST_BUILD, "utf8")).version

/** Runs one build command; its output, and how long it took. */
function build(label, command, args) {
  const started = Date.now()
  let output
  try {
    output = execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    console.error(`${label} failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`)
    process.exit(1)
  }
  return { output, seconds: (Date.now() - started) / 1000 }
}

const problems = []
const compilationHash = () => JSON.parse(fs.readFileSync(path.join("public", APP_DATA), "utf8")).webpackCompilationHash
let last = tree("public", true)
let hash = compilationHash()
let before = version()
for (const [label, command, args] of [
  ["gatsby build (plain)", "npx", ["gatsby", "build"]],
  ["npm run build", "npm", ["run", "build", "--silent"]],
]) {
  const { output, seconds } = build(label, command, args)
  const after = version()
  console.log(`${label}: ${seconds.toFixed(1)} s, code version ${after}`)
  if (after !== before)
    problems.push(`${label}: code version ${after}, the build before it had ${before}: webpack's cache, the twins and the query parses were thrown away`)
  if (GATSBY_CACHE_DELETED.test(output)) problems.push(`${label}: Gatsby deleted its cache`)
  const now = tree("public", true)
  for (const line of differences(last, now).slice(0, 20)) problems.push(`${label}: public/ ${line}`)
  if (compilationHash() !== hash)
    console.log(`${label}: webpack's compilation hash ${compilationHash()}, the build before it had ${hash} (set aside, see above)`)
  before = after
  last = now
  hash = compilationHash()
}
if (problems.length > 0) {
  console.error(`The two build commands disagree:\n${problems.map((line) => `  - ${line}`).join("\n")}`)
  process.exit(1)
}
console.log(`Both build commands give the same public/ (${last.size} files) and keep each other's caches`)
