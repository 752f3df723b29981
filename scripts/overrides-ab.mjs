// Whether the overrides of Gatsby (src/node/overrides) pay their way: alternating cold builds with
// DOCS_OVERRIDES on and off, `--runs N` pairs (3), on this site or a generated copy (`--pages 2000`), with Gatsby
// counting `--cpus N` cores (GATSBY_CPU_COUNT; the machine's own by default). Prints the medians of wall time, CPU
// time and peak memory of each side as JSON. Usage: node scripts/overrides-ab.mjs [--pages N] [--runs N] [--cpus N]
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { median, timedBuild } from "./build-timing.mjs"

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const pages = arg("--pages", null)
const runs = Number(arg("--runs", "3"))
const cpus = arg("--cpus", null)

let root = resolve(".")
if (pages) {
  const made = JSON.parse(execFileSync("node", ["scripts/generate-site.mjs", "--pages", pages], { encoding: "utf8" }).trim().split("\n").pop())
  root = made.folder
  console.error(`generated ${made.pages} pages in ${root}`)
}

const sides = { on: [], off: [] }
for (let run = 0; run < runs; run += 1) {
  // Alternating, so a machine that slows down (or warms up) weighs on both sides alike.
  for (const side of run % 2 === 0 ? ["on", "off"] : ["off", "on"]) {
    rmSync(join(root, ".cache"), { recursive: true, force: true })
    rmSync(join(root, "public"), { recursive: true, force: true })
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      ...(side === "off" ? { DOCS_OVERRIDES: "off" } : {}),
      ...(cpus ? { GATSBY_CPU_COUNT: cpus } : {}),
    }
    const { seconds, cpuSeconds, peakTreeMb } = await timedBuild(root, env)
    sides[side].push({ seconds, cpuSeconds, peakTreeMb })
    console.error(`${side}: ${seconds} s, ${cpuSeconds} s CPU, ${Math.round(peakTreeMb)} MB`)
  }
}
const medians = (list) => ({
  seconds: median(list.map((run) => run.seconds)),
  cpuSeconds: median(list.map((run) => run.cpuSeconds)),
  peakTreeMb: Math.round(median(list.map((run) => run.peakTreeMb))),
})
console.log(JSON.stringify({ root, pages: pages ?? "site", cpus: cpus ?? "machine", runs, on: medians(sides.on), off: medians(sides.off) }, null, 2))
