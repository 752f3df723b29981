import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import v8 from "node:v8"
import type { GatsbyNode } from "gatsby"
import { codeVersion } from "./code-version"
import { encodePngWithoutDither } from "../overrides/png-without-dither"

const { overrideOn } = require("../overrides/switch.cjs") as typeof import("../overrides/switch.cjs")

/**
 * How far V8 lets the old generation grow past what the last full collection found alive, in per cent.
 *
 * V8 picks the factor itself (up to 4x for a large heap) and sets the next collection's limit from it, so a
 * build's peak was mostly garbage, and where the peak fell (the browser bundle, the renderer, the end) moved
 * from run to run. A fixed factor keeps the garbage in proportion to what is alive, with no measurable cost
 * in time. A factor rather than a ceiling (--max-old-space-size): a ceiling that fits this site stops a
 * larger one, while a factor only collects more often. Figures: `git show 716291b:PERFORMANCE.md`, 'What changed the cold
 * build'.
 */
export const HEAP_GROWING_PERCENT = 25

/** The code version of the last build that finished here (see `recordBuild`). */
export const LAST_BUILD_FILE = path.join(".cache", "last-build.json")

/** Notes that a build of the code at `version` finished, its caches written. */
export function recordBuild(version: string, file = LAST_BUILD_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ version })}\n`)
}

/**
 * Sets the heap's growth factor unless this build follows a finished build of the same code; whether it
 * set it. The factor is for the builds that compile everything (no caches, or caches of other code, which
 * webpack discards), whose heap holds the most live data. A rebuild from current caches holds far less,
 * and there the factor only made V8 collect more often, so one-page rebuilds were slower with it (see
 * `git show 716291b:PERFORMANCE.md`, 'What dominates a rebuild now').
 */
export function limitHeapGrowth(version: () => string, lastBuild = LAST_BUILD_FILE): boolean {
  let last: unknown
  try {
    last = (JSON.parse(fs.readFileSync(lastBuild, "utf8")) as { version?: unknown }).version
  } catch {
    last = undefined
  }
  if (last !== undefined && last === version()) return false
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
  return true
}

/**
 * Where `gatsby build` runs the page queries. Gatsby gives its worker pool one process fewer than the
 * machine has cores, at least one. With more than one core it runs the queries in that pool and then
 * restarts it, so on two cores its only worker is started again and loads Gatsby and the HTML renderer
 * anew before rendering, which was nearly all of a one-page rebuild's static HTML (see `git show
 * 716291b:PERFORMANCE.md`, 'What changed the cold build'). GATSBY_CPU_COUNT=1 makes Gatsby run the queries, a short step, in its own
 * process and keep the worker; on two cores the pool has one worker either way, and it then only renders
 * the static HTML, which html-in-build-process.cjs has the build process do itself. Left alone on larger
 * machines, whose pools render pages in parallel, and when the author set GATSBY_CPU_COUNT. Counts logical
 * cores (Gatsby counts physical ones, never more), so it never shrinks a pool that would have had more than
 * one worker.
 */
export function queriesInBuildProcess(env: NodeJS.ProcessEnv = process.env, cores: number = os.availableParallelism()): void {
  if (env.GATSBY_CPU_COUNT === undefined && cores <= 2) env.GATSBY_CPU_COUNT = "1"
}

/** The first API Gatsby calls, once the plugins are loaded (gatsby-node compiled) and before it starts
 * its workers: the heap's growth, where queries run and the figures' PNG encoding, for `gatsby build` only
 * (`gatsby develop`'s long-lived process collects on its own schedule and runs queries as pages are
 * visited, and it would load sharp at every start for figures it makes only as pages are opened). */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  if (process.env.gatsby_executing_command !== "build") return
  limitHeapGrowth(() => codeVersion())
  queriesInBuildProcess()
  if (overrideOn("png-without-dither")) encodePngWithoutDither()
}
