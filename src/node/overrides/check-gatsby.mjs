// Loads every Gatsby module the site's overrides change (src/node/overrides, its manifest) with the override
// installed, each in a fresh Node process, and every internal the site reads, and prints every mismatch at
// once: the check to run after upgrading Gatsby or its plugins (npm run check:gatsby), before a build that
// would stop at the first one.
// @ts-check
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"

const OVERRIDES = path.dirname(fileURLToPath(import.meta.url))

/** An override and the module of Gatsby's it changes: installed, then the module loaded. */
const CHANGED = [
  { override: "compile-gatsby-files.cjs", module: "gatsby/dist/utils/parcel/compile-gatsby-files" },
  { override: "shared-parse-cache.cjs", module: "gatsby/dist/query/file-parser" },
  { override: "html-in-build-process.cjs", module: "gatsby/dist/utils/worker/pool" },
  { override: "stitch-as-bytes.cjs", module: "gatsby/dist/utils/slices/stitching" },
  { override: "develop-late-changes.cjs", module: "gatsby/dist/state-machines/develop" },
]

/** Internals the site reads without changing them: the module and what must be there. */
const READ = [
  { module: "gatsby/dist/utils/browserslist", has: "getBrowsersList", by: "gatsby-browserslist.ts" },
  { module: "gatsby/dist/utils/websocket-manager", has: "websocketManager", by: "develop-overlay.ts" },
  { module: "gatsby/dist/utils/worker/child/render-html", has: "renderHTMLProd", by: "html-worker.cjs" },
  { module: "gatsby-remark-images/constants", has: "DEFAULT_OPTIONS", by: "remark-images-defaults.ts" },
]

/**
 * Runs `code` in a fresh Node process in the project; the error it printed, or null.
 * @param {string} code
 * @returns {string | null}
 */
function runFresh(code) {
  const result = spawnSync(process.execPath, ["-e", code], { cwd: process.cwd(), encoding: "utf8", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  if (result.status === 0) return null
  return (/^\w*Error: .*$/m.exec(result.stderr)?.[0] ?? result.stderr.trim()).trim()
}

const problems = []
for (const { override, module } of CHANGED) {
  const error = runFresh(
    `require(${JSON.stringify(path.join(OVERRIDES, override))}).install(process.cwd())\n` +
      `require(require.resolve(${JSON.stringify(module)}, { paths: [process.cwd()] }))\n` +
      `const left = require(${JSON.stringify(path.join(OVERRIDES, "on-module-load.cjs"))}).notApplied().filter((change) => !/kept|called/.test(change))\n` +
      `if (left.length > 0) { console.error("Error: not applied: " + left.join("; ")); process.exit(1) }`,
  )
  console.log(`${error ? "✗" : "✓"} ${override} on ${module}${error ? `: ${error}` : ""}`)
  if (error) problems.push(`${override}: ${error}`)
}
for (const { module, has, by } of READ) {
  const error = runFresh(
    `const m = require(require.resolve(${JSON.stringify(module)}, { paths: [process.cwd()] }))\n` +
      `if (!(${JSON.stringify(has)} in m)) { console.error("Error: ${module} has no ${has}"); process.exit(1) }`,
  )
  console.log(`${error ? "✗" : "✓"} ${by} reads ${module} (${has})${error ? `: ${error}` : ""}`)
  if (error) problems.push(`${by}: ${error}`)
}
if (problems.length > 0) {
  console.error(
    `\n${problems.length} of Gatsby's internals no longer match the overrides (src/node/overrides/manifest.ts says what each touches):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
  )
  process.exit(1)
}
console.log(`\nEvery override matches the installed Gatsby.`)
