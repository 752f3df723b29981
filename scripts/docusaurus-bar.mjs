// Builds a Docusaurus 3 port of the site's content, cold, timed the way scripts/build-timing.mjs times ours, so the
// bar of the performance issue is measured on the same machine in the same run. Usage:
//   node scripts/docusaurus-bar.mjs [--root <folder>] [--pages N [--layout sections]] [--faster | --mode default|faster|both]
//                                   [--alternate [--runs N]]
// Prepares a Docusaurus project (classic preset, pinned versions below) in <tmpdir>/docusaurus-bar/<key>, outside
// git, and installs it there once with npm (reused on later runs); copies content/docs/** and content/blog/** of
// the site into it as the docs and the blog; builds it cold (no build/, .docusaurus/ or node_modules/.cache) with
// `npx docusaurus build`; prints wall time, CPU of the process tree, peak memory of the largest process and of the
// tree, and the HTML pages Docusaurus wrote (docs, blog posts, other).
// `--root <folder>` takes the content of another copy of the site (default: this repository); `--pages N` generates
// one first (scripts/generate-site.mjs, with `--layout sections` passed on). `--faster` builds in Docusaurus Faster
// mode (`future.faster`, Rspack and SWC, called `experimental_faster` before 3.10); `--mode both` builds each way.
// `--alternate` runs N (`--runs`, default 3) cold builds of ours (`npm run build` in the root, .cache and public
// removed first) alternating with N cold Docusaurus builds of each mode, then prints each run, the medians and the
// ratio ours/Docusaurus, and writes them to bench-results/docusaurus-bar.json (docusaurus-bar-N.json for --pages N). The load average before and after
// each build is kept with it: the figures mean little on a busy machine.
// Docusaurus settings are its defaults (the bar is Docusaurus as a user gets it) but for what the content needs:
// locale ru, docs at /docs, blog at /blog, broken links reported, not fatal.
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { createHash } from "node:crypto"
import { loadavg, tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { median, timedBuild, timedSpawn } from "./build-timing.mjs"

if (process.argv.includes("--help")) {
  // The usage is the comment at the top of this file.
  const lines = readFileSync(new URL(import.meta.url), "utf8").split("\n")
  console.log(
    lines
      .slice(
        0,
        lines.findIndex((line) => !line.startsWith("//")),
      )
      .map((line) => line.replace(/^\/\/ ?/, ""))
      .join("\n"),
  )
  process.exit(0)
}

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const ALTERNATE = process.argv.includes("--alternate")
const RUNS = Number(arg("runs", "3"))
const MODE = arg("mode", process.argv.includes("--faster") ? "faster" : "default")
if (!["default", "faster", "both"].includes(MODE)) throw new Error(`--mode is default, faster or both, not ${MODE}`)
const MODES = MODE === "both" ? ["default", "faster"] : [MODE]

// The current 3.x release on the npm registry when this was written, pinned exactly so every run builds with the
// same Docusaurus; React 18 as the site uses. A change here makes a new project folder (its key hashes these).
const VERSIONS = {
  "@docusaurus/core": "3.10.2",
  "@docusaurus/preset-classic": "3.10.2",
  "@docusaurus/faster": "3.10.2",
  "@mdx-js/react": "3.1.1",
  clsx: "2.1.1",
  "prism-react-renderer": "2.4.1",
  react: "18.3.1",
  "react-dom": "18.3.1",
}

let root = resolve(arg("root", REPO))
const GENERATED = arg("pages", null)
if (GENERATED && !process.argv.includes("--root")) {
  const layout = arg("layout", null) ? ["--layout", arg("layout")] : []
  const made = JSON.parse(
    execFileSync("node", ["scripts/generate-site.mjs", "--pages", GENERATED, ...layout], { cwd: REPO, encoding: "utf8" })
      .trim()
      .split("\n")
      .pop(),
  )
  root = made.folder
  console.error(`generated ${made.pages} pages (${made.copies} copies) in ${root}`)
}

// Builds run with default settings, as bench.mjs runs ours: no NODE_OPTIONS from the caller's shell.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
delete env.NODE_OPTIONS

// --- The Docusaurus project ---------------------------------------------------------------------------------

const key = createHash("sha1").update(JSON.stringify(VERSIONS)).digest("hex").slice(0, 12)
const SITE = join(tmpdir(), "docusaurus-bar", key)

/** The project's own files: package.json, the config for a mode, the components the content's MDX uses. */
function writeProject(mode) {
  mkdirSync(join(SITE, "src/theme"), { recursive: true })
  mkdirSync(join(SITE, "src/components"), { recursive: true })
  writeFileSync(
    join(SITE, "package.json"),
    JSON.stringify({ name: "docusaurus-bar", version: "0.0.0", private: true, scripts: { build: "docusaurus build" }, dependencies: VERSIONS }, null, 2) + "\n",
  )
  writeFileSync(
    join(SITE, "docusaurus.config.js"),
    `// Written by scripts/docusaurus-bar.mjs (mode: ${mode}): the classic preset with its defaults.
module.exports = {
  title: "edna Pulse",
  url: "https://example.com",
  baseUrl: "/",
  onBrokenLinks: "warn",
  // siteConfig.onBrokenMarkdownLinks, deprecated since 3.9 (a warning on every build), lives here now.
  markdown: { hooks: { onBrokenMarkdownLinks: "warn" } },
  i18n: { defaultLocale: "ru", locales: ["ru"] },
  presets: [["classic", {
    docs: { path: "docs", routeBasePath: "docs" },
    blog: { path: "blog", routeBasePath: "blog" },
  }]],
${mode === "faster" ? "  // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads): experimental_faster before 3.10, faster\n  // since. Its worker threads refuse to start without the one v4 flag turned on here (not all of v4: true).\n  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },\n" : ""}}
`,
  )
  // The components the content uses without importing them (src/lib/mdx-body.ts), given to every MDX page by a
  // swizzled MDXComponents as Docusaurus users do. Docusaurus renders no OpenAPI: the API blocks show their id.
  writeFileSync(
    join(SITE, "src/theme/MDXComponents.js"),
    `import MDXComponents from "@theme-original/MDXComponents"
import Admonition from "@theme/Admonition"
import DocCardList from "@theme/DocCardList"
import Tabs from "@theme/Tabs"
import TabItem from "@theme/TabItem"
import { ApiOperation, ApiWebhook } from "@site/src/components/Api"

export default { ...MDXComponents, Admonition, DocCardList, Tabs, TabItem, ApiOperation, ApiWebhook }
`,
  )
  // A home page, as a site made with create-docusaurus has and ours has: the navbar's title links to it.
  mkdirSync(join(SITE, "src/pages"), { recursive: true })
  writeFileSync(join(SITE, "src/pages/index.md"), "# edna Pulse\n\n[Документация](/docs/start) · [Блог](/blog)\n")
  writeFileSync(
    join(SITE, "src/components/Api.js"),
    `import React from "react"

export const ApiOperation = ({ id }) => <pre>API operation: {id}</pre>
export const ApiWebhook = ({ id }) => <pre>API webhook: {id}</pre>
`,
  )
}

/** npm install in the project, once: a later run finds the marker and reuses node_modules. */
function install() {
  const marker = join(SITE, "node_modules/.docusaurus-bar-installed")
  if (existsSync(marker)) return
  console.error(`installing Docusaurus ${VERSIONS["@docusaurus/core"]} in ${SITE} (once)`)
  // npm's report goes to stderr: stdout is the JSON report.
  execFileSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: SITE, stdio: ["ignore", process.stderr, "inherit"] })
  writeFileSync(marker, JSON.stringify(VERSIONS))
}

/** The site's docs and blog copied into the project as they are (a new copy each run). */
function copyContent() {
  for (const [from, to] of [
    ["content/docs", "docs"],
    ["content/blog", "blog"],
  ]) {
    rmSync(join(SITE, to), { recursive: true, force: true })
    cpSync(join(root, from), join(SITE, to), { recursive: true })
  }
  // Pages link to the OpenAPI document at /openapi.yaml, which our build publishes from content/docs/api; here it is
  // a static file (the docs plugin ignores the copy beside the pages).
  rmSync(join(SITE, "static"), { recursive: true, force: true })
  const openapi = join(root, "content/docs/api/openapi.yaml")
  if (existsSync(openapi)) cpSync(openapi, join(SITE, "static/openapi.yaml"))
}

// --- Builds -----------------------------------------------------------------------------------------------------

const load = () => loadavg().map((value) => Math.round(value * 100) / 100)

/** Every .html file under `dir`, relative to it. */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)).map((file) => join(entry.name, file)) : entry.name.endsWith(".html") ? [entry.name] : [],
  )

/** The HTML pages of a build: all, docs, blog posts (not the lists, tags, archive and authors pages), other. */
function countPages(dir) {
  const files = htmlFiles(dir)
  const blogLists = /^blog\/(index\.html|page\/|tags\/|archive\/|authors\/)/
  return {
    html: files.length,
    docs: files.filter((file) => file.startsWith("docs/")).length,
    blogPosts: files.filter((file) => file.startsWith("blog/") && !blogLists.test(file)).length,
    blogOther: files.filter((file) => blogLists.test(file)).length,
    other: files.filter((file) => !file.startsWith("docs/") && !file.startsWith("blog/")).length,
  }
}

/** One cold Docusaurus build of the copied content in `mode`: timing, pages written, its warnings. */
async function docusaurusBuild(mode) {
  writeProject(mode)
  for (const dir of ["build", ".docusaurus", "node_modules/.cache"]) rmSync(join(SITE, dir), { recursive: true, force: true })
  const loadBefore = load()
  const { code, output, ...timing } = await timedSpawn("npx", ["docusaurus", "build"], { cwd: SITE, env })
  if (code !== 0) throw new Error(`docusaurus build in ${SITE} failed (exit ${code}):\n${output.slice(-6000)}`)
  // Docusaurus's warnings (broken links and the like), each kind once, cut short: what the port leaves unresolved.
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n")
  const warnings = [...new Set(lines.filter((line) => line.includes("[WARNING]")).map((line) => line.trim().slice(0, 160)))]
  // The targets of the broken links it lists ("-> linking to /docs/..."), each once.
  const brokenLinks = [...new Set(lines.map((line) => /-> linking to (\S+)/.exec(line)?.[1]).filter(Boolean))].sort()
  return { tool: `docusaurus-${mode}`, ...timing, loadBefore, loadAfter: load(), pages: countPages(join(SITE, "build")), warnings, brokenLinks }
}

/** One cold build of ours (`npm run build`, as bench.mjs times it) in the root. */
async function ourBuild() {
  rmSync(join(root, ".cache"), { recursive: true, force: true })
  rmSync(join(root, "public"), { recursive: true, force: true })
  const loadBefore = load()
  // Gatsby's step timings and the renderers' page counts are the bench's, not the bar's.
  const { steps: _steps, renderedPages: _renderedPages, ...timing } = await timedBuild(root, env)
  return { tool: "ours", ...timing, loadBefore, loadAfter: load(), pages: { html: htmlFiles(join(root, "public")).length } }
}

// --- Run ----------------------------------------------------------------------------------------------------------

/** Every file under `dir`. */
const allFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
// The pages the content has, to check the port built each one.
const mdxCount = (dir) => allFiles(join(root, dir)).filter((file) => /\.mdx?$/.test(file)).length
const content = { docs: mdxCount("content/docs"), blogPosts: mdxCount("content/blog") }

writeProject(MODES[0])
install()
copyContent()
console.error(`content of ${root}: ${content.docs} docs, ${content.blogPosts} blog posts; Docusaurus project ${SITE}`)

const row = (run) =>
  `${run.tool.padEnd(19)} ${String(run.seconds).padStart(7)} s ${String(run.cpuSeconds).padStart(7)} s CPU ${String(run.peakProcessMb).padStart(6)} MB ${String(run.peakTreeMb).padStart(6)} MB tree  ${String(run.pages.html).padStart(5)} html  load ${run.loadBefore[0]} → ${run.loadAfter[0]}`

const runs = []
for (let run = 0; run < (ALTERNATE ? RUNS : 1); run += 1) {
  if (ALTERNATE) {
    runs.push(await ourBuild())
    console.error(row(runs.at(-1)))
  }
  for (const mode of MODES) {
    runs.push(await docusaurusBuild(mode))
    console.error(row(runs.at(-1)))
  }
}

/** Medians of a tool's runs, each run kept. */
const summary = (tool) => {
  const mine = runs.filter((run) => run.tool === tool)
  const pick = (field) => median(mine.map((run) => run[field]))
  return {
    medianSeconds: pick("seconds"),
    medianCpuSeconds: pick("cpuSeconds"),
    medianPeakProcessMb: pick("peakProcessMb"),
    medianPeakTreeMb: pick("peakTreeMb"),
    pages: mine.at(-1).pages,
    runs: mine,
  }
}
const tools = [...new Set(runs.map((run) => run.tool))]
const report = {
  date: new Date().toISOString(),
  site: GENERATED ? { generatedPages: Number(GENERATED), folder: root } : root === REPO ? "this site" : root,
  content,
  docusaurus: VERSIONS["@docusaurus/core"],
  project: SITE,
  // The 1-minute load average over the run, lowest and highest seen before or after a build: above ~1.5 on this
  // 2-core machine something else was running and the wall times carry it.
  load1: [Math.min(...runs.flatMap((run) => [run.loadBefore[0], run.loadAfter[0]])), Math.max(...runs.flatMap((run) => [run.loadBefore[0], run.loadAfter[0]]))],
  summary: Object.fromEntries(tools.map((tool) => [tool, summary(tool)])),
}
if (ALTERNATE) {
  // Ours over Docusaurus, median over median: below 1 ours is faster (or smaller).
  const ratio = (a, b) => Math.round((a / b) * 100) / 100
  const ours = report.summary.ours
  report.oursOverDocusaurus = Object.fromEntries(
    MODES.map((mode) => {
      const theirs = report.summary[`docusaurus-${mode}`]
      return [
        mode,
        {
          seconds: ratio(ours.medianSeconds, theirs.medianSeconds),
          cpuSeconds: ratio(ours.medianCpuSeconds, theirs.medianCpuSeconds),
          peakProcessMb: ratio(ours.medianPeakProcessMb, theirs.medianPeakProcessMb),
          peakTreeMb: ratio(ours.medianPeakTreeMb, theirs.medianPeakTreeMb),
        },
      ]
    }),
  )
  mkdirSync(join(REPO, "bench-results"), { recursive: true })
  writeFileSync(join(REPO, `bench-results/docusaurus-bar${GENERATED ? `-${GENERATED}` : ""}.json`), JSON.stringify(report, null, 2))
}
console.error("\nmedians            wall          CPU        peak process  peak tree")
for (const [tool, s] of Object.entries(report.summary))
  console.error(
    `${tool.padEnd(19)} ${String(s.medianSeconds).padStart(7)} s ${String(s.medianCpuSeconds).padStart(7)} s CPU ${String(s.medianPeakProcessMb).padStart(6)} MB ${String(s.medianPeakTreeMb).padStart(6)} MB tree`,
  )
console.error(`load average (1 min) ${report.load1[0]}–${report.load1[1]}`)
for (const [mode, r] of Object.entries(report.oursOverDocusaurus ?? {}))
  console.error(`ours / docusaurus-${mode}: wall ${r.seconds}, CPU ${r.cpuSeconds}, peak process ${r.peakProcessMb}, peak tree ${r.peakTreeMb}`)
console.log(JSON.stringify(report, null, 2))
