// Whether the overrides of Gatsby (src/node/overrides) pay their way: alternating cold builds, `--runs N` rounds
// (3), on this site or a generated copy (`--pages 2000`), with Gatsby counting `--cpus N` cores
// (GATSBY_CPU_COUNT; the machine's own by default). It compares every override on with all of them off; with
// `--each`, with each build override left out alone (DOCS_OVERRIDES=without:<name>); with `--without <name>`,
// with that one left out. Prints the medians of wall time, CPU time and peak memory of each side as JSON.
// Usage: node scripts/overrides-ab.mjs [--pages N] [--runs N] [--cpus N] [--each | --without <name>]
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import { median, timedBuild } from "./build-timing.mjs"

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const pages = arg("--pages", null)
const runs = Number(arg("--runs", "3"))
const cpus = arg("--cpus", null)
const without = arg("--without", null)

/** The overrides a build runs; develop's two are weighed by the develop figures of the bench. */
const { OVERRIDES } = createRequire(import.meta.url)("../src/node/overrides/switch.cjs")
const BUILD_OVERRIDES = Object.keys(OVERRIDES).filter((name) => !name.startsWith("develop-"))

/** Each side: its name and its DOCS_OVERRIDES (the setting checks the names). */
const sides = process.argv.includes("--each")
  ? [["on", "on"], ...BUILD_OVERRIDES.map((name) => [`without ${name}`, `without:${name}`])]
  : without
    ? [
        ["on", "on"],
        [`without ${without}`, `without:${without}`],
      ]
    : [
        ["on", "on"],
        ["off", "off"],
      ]

let root = resolve(".")
if (pages) {
  const made = JSON.parse(execFileSync("node", ["scripts/generate-site.mjs", "--pages", pages], { encoding: "utf8" }).trim().split("\n").pop())
  root = made.folder
  console.error(`generated ${made.pages} pages in ${root}`)
}

const results = new Map(sides.map(([name]) => [name, []]))
for (let run = 0; run < runs; run += 1) {
  // Each round starts one side later, so a machine that slows down (or warms up) weighs on every side alike.
  const order = sides.map((_, index) => sides[(index + run) % sides.length])
  for (const [name, setting] of order) {
    rmSync(join(root, ".cache"), { recursive: true, force: true })
    rmSync(join(root, "public"), { recursive: true, force: true })
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", DOCS_OVERRIDES: setting, ...(cpus ? { GATSBY_CPU_COUNT: cpus } : {}) }
    const { seconds, cpuSeconds, peakTreeMb } = await timedBuild(root, env)
    results.get(name).push({ seconds, cpuSeconds, peakTreeMb })
    console.error(`${name}: ${seconds} s, ${cpuSeconds} s CPU, ${Math.round(peakTreeMb)} MB`)
  }
}
const medians = (list) => ({
  seconds: median(list.map((run) => run.seconds)),
  cpuSeconds: median(list.map((run) => run.cpuSeconds)),
  peakTreeMb: Math.round(median(list.map((run) => run.peakTreeMb))),
})
console.log(
  JSON.stringify(
    { root, pages: pages ?? "site", cpus: cpus ?? "machine", runs, ...Object.fromEntries([...results].map(([name, list]) => [name, medians(list)])) },
    null,
    2,
  ),
)
