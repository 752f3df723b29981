// Times `npm run build` (`gatsby build`) as the bench reports it: wall time, CPU time of the whole process tree, peak memory
// (the largest process and the sum over the tree, sampled from /proc every 200 ms) and Gatsby's own timing of
// each step, read from its output. Used by scripts/bench.mjs and scripts/docusaurus-bar.mjs; Linux only, like the
// machines it runs on.
import { spawn } from "node:child_process"
import { appendFileSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { createHash } from "node:crypto"

const TICKS_PER_SECOND = 100

/** CPU seconds of the children this process has waited for (and of theirs), from /proc/self/stat. */
function childrenCpuSeconds() {
  const stat = readFileSync("/proc/self/stat", "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND // cutime, cstime
}

/** Resident memory in MB of `root` and each of its descendants (processes, not threads). */
function treeRssMb(root) {
  const children = new Map()
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // the process ended while we looked
    }
  }
  const sizes = []
  for (const queue = [root]; queue.length > 0;) {
    const pid = queue.pop()
    try {
      sizes.push(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024)
    } catch {
      // the process ended while we looked
    }
    queue.push(...(children.get(pid) ?? []))
  }
  return sizes
}

const STEP = /^(?:success|info) (.+?) - ([\d.]+) ?s/
// Gatsby prints a timing for every step, most of them a few milliseconds; these are the ones worth a column.
const MIN_STEP_SECONDS = 0.3

/** Runs `command args` in `cwd` to its end, as timed for the bench: wall seconds, CPU seconds of the process
 * tree (the children waited for, from /proc/self/stat), the peak resident memory of its largest process and of
 * the whole tree (sampled every 200 ms), its exit code and its output (stdout and stderr together). Also times
 * another tool's build the same way (scripts/docusaurus-bar.mjs). */
export async function timedSpawn(command, args, { cwd, env }) {
  const cpuBefore = childrenCpuSeconds()
  const started = performance.now()
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  // Each line of output with the seconds since the start at which it arrived (stdout and stderr apart).
  const lines = []
  for (const stream of [child.stdout, child.stderr]) {
    let partial = ""
    stream.on("data", (chunk) => {
      output += chunk
      const at = (performance.now() - started) / 1000
      const parts = (partial + chunk).split("\n")
      partial = parts.pop()
      for (const text of parts) lines.push({ at, text })
    })
  }
  let peakProcessMb = 0
  let peakTreeMb = 0
  const sample = () => {
    const sizes = treeRssMb(child.pid)
    peakProcessMb = Math.max(peakProcessMb, ...sizes)
    peakTreeMb = Math.max(
      peakTreeMb,
      sizes.reduce((sum, size) => sum + size, 0),
    )
  }
  const sampler = setInterval(sample, 200)
  const code = await new Promise((resolve) => child.on("close", resolve))
  clearInterval(sampler)
  return {
    seconds: round((performance.now() - started) / 1000),
    cpuSeconds: round(childrenCpuSeconds() - cpuBefore),
    peakProcessMb: Math.round(peakProcessMb),
    peakTreeMb: Math.round(peakTreeMb),
    code,
    output,
    lines,
  }
}

/** One `npm run build` (`gatsby build` with the environment package.json gives it) in `root`, or with
 * `plain` a plain `gatsby build` as a user runs it: seconds, CPU seconds, peak memory and Gatsby's timing of
 * each step. */
export async function timedBuild(root, env, { plain = false } = {}) {
  const [command, args] = plain ? ["npx", ["gatsby", "build"]] : ["npm", ["run", "build", "--silent"]]
  const { code, output, lines, ...timing } = await timedSpawn(command, args, { cwd: root, env })
  if (code !== 0) throw new Error(`gatsby build in ${root} failed (exit ${code}):\n${output.slice(-4000)}`)
  const steps = {}
  let renderedPages = 0
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, "").split("\n")) {
    const match = STEP.exec(line.trim())
    if (match && Number(match[2]) >= MIN_STEP_SECONDS) steps[match[1]] = Number(match[2])
    const rendered = /Building static HTML for pages - [\d.]+ ?s - (\d+)\/\d+/.exec(line)
    if (rendered) renderedPages = Number(rendered[1])
  }
  const queries = pageQueriesSeconds(lines)
  if (queries !== undefined) steps[PAGE_QUERIES] = queries
  return { ...timing, steps, renderedPages }
}

/** The step `gatsby build` runs the page queries in: Gatsby starts its progress ("run page queries") and never
 * ends it, so a build prints no timing for it (develop does). */
export const PAGE_QUERIES = "run page queries (from the steps around it)"

/**
 * The page queries' seconds, from when each line of a build's output arrived (`lines`, as timedSpawn keeps them):
 * from the end of the step Gatsby prints before them ("Caching Webpack compilations") to the start of the next
 * step it prints, its end less its own timing (our "info" lines, timing what ran beside the queries, aside).
 * Undefined when the build printed neither (a warm build with nothing to query prints the same steps, and the
 * queries take what little time is between them).
 */
export function pageQueriesSeconds(lines) {
  const clean = (text) => text.replace(/\x1b\[[0-9;]*m/g, "").trim()
  const before = lines.findIndex(({ text }) => /^success Caching Webpack compilations - /.test(clean(text)))
  if (before === -1) return undefined
  for (const { at, text } of lines.slice(before + 1)) {
    // Gatsby's own steps print "success"; an "info" line times something that ran beside the queries.
    const next = /^success /.test(clean(text)) && STEP.exec(clean(text))
    if (next) return round(Math.max(0, at - Number(next[2]) - lines[before].at))
  }
  return undefined
}

const round = (value) => Math.round(value * 10) / 10
/** The middle value (the upper one of an even count), as the bench reports every figure. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Medians over the runs of a kind of build, with each run kept for the record. */
function summary(runs) {
  const steps = {}
  for (const name of Object.keys(runs[0].steps)) steps[name] = median(runs.map((run) => run.steps[name] ?? 0))
  return {
    medianSeconds: median(runs.map((run) => run.seconds)),
    medianCpuSeconds: median(runs.map((run) => run.cpuSeconds)),
    peakProcessMb: Math.max(...runs.map((run) => run.peakProcessMb)),
    peakTreeMb: Math.max(...runs.map((run) => run.peakTreeMb)),
    steps,
    runs: runs.map(({ seconds, cpuSeconds, peakProcessMb, peakTreeMb }) => ({ seconds, cpuSeconds, peakProcessMb, peakTreeMb })),
  }
}

/** Every HTML file under `dir` with its modification time and a hash of its content. */
function htmlFiles(dir, found = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) htmlFiles(full, found)
    else if (entry.name.endsWith(".html")) found.set(full, { mtime: statSync(full).mtimeMs, hash: createHash("sha1").update(readFileSync(full)).digest("hex") })
  }
  return found
}

function filesContaining(dir, word) {
  const hits = []
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(html|json|md|txt)$/.test(entry.name) && readFileSync(full, "utf8").includes(word)) hits.push(relative(dir, full))
    }
  }
  walk(dir)
  return hits
}

/**
 * Cold (no .cache, no public), warm (nothing changed) and one-edit builds, `runs` of each, as medians. Each
 * one-edit run appends a new word to `editedPage` (restored afterwards, then built once more, unmeasured) and
 * checks the rebuilt site: where the word landed (the page, its search text, its Markdown twin) and which HTML
 * files were written again.
 */
export async function measureBuilds({ root, env, runs, editedPage, editedRoute }) {
  const cold = []
  for (let run = 0; run < runs; run += 1) {
    rmSync(join(root, ".cache"), { recursive: true, force: true })
    rmSync(join(root, "public"), { recursive: true, force: true })
    cold.push(await timedBuild(root, env))
  }
  const warm = []
  for (let run = 0; run < runs; run += 1) warm.push(await timedBuild(root, env))
  const page = join(root, editedPage)
  const original = readFileSync(page, "utf8")
  const edits = []
  try {
    for (let run = 0; run < runs; run += 1) {
      const word = `правкабенча${Date.now().toString(36)}`
      writeFileSync(page, original)
      appendFileSync(page, `\n${word}\n`)
      const before = htmlFiles(join(root, "public"))
      const timing = await timedBuild(root, env)
      const after = htmlFiles(join(root, "public"))
      const differing = (changed) => [...after].filter(([file, now]) => changed(before.get(file), now)).map(([file]) => relative(join(root, "public"), file))
      edits.push({
        ...timing,
        word,
        foundIn: filesContaining(join(root, "public"), word),
        renderedPages: timing.renderedPages,
        changedHtml: differing((was, now) => was?.hash !== now.hash),
        rewrittenHtml: differing((was, now) => was?.mtime !== now.mtime).length,
      })
    }
  } finally {
    writeFileSync(page, original)
  }
  await timedBuild(root, env)
  const last = edits[edits.length - 1]
  return {
    cold: summary(cold),
    warm: summary(warm),
    oneEdit: {
      ...summary(edits),
      page: editedPage,
      route: editedRoute,
      // Where the last run's new word was found after the rebuild; how many pages Gatsby rendered again
      // ("Building static HTML for pages", N of the pages); which HTML files changed; and how many were
      // written again at all (Gatsby's slice stitching rewrites every page's file with the same content).
      foundIn: last.foundIn,
      renderedPages: last.renderedPages,
      changedHtml: last.changedHtml,
      rewrittenHtml: last.rewrittenHtml,
    },
  }
}
