"use strict"
// @ts-check
/**
 * Runs subset-font in a worker thread (src/node/outputs/fonts.ts). subset-font keeps its WebAssembly instances
 * (harfbuzz, whose memory grows as it works, and woff2's encoder and decoder) for as long as whatever loaded
 * it lives: loaded by the build itself they stayed in its heap to the end of every build and counted in its
 * peak (see `git show 716291b:PERFORMANCE.md`, 'What changed the cold build'). A worker's are gone when it exits.
 *
 * workerData: a list of { font, text, options, thenConvert }; posts back, in order, each subset and, when
 * asked, the subset converted again with `thenConvert`'s options (to TrueType, whose cmap the build reads).
 */
const { parentPort, workerData } = require("node:worker_threads")
const subsetFont = require("subset-font")

/** @typedef {Parameters<typeof import("subset-font")>[2]} SubsetOptions */
/**
 * One job of workerData, as fonts.ts posts it (its SubsetJob; the font's Buffer arrives as a Uint8Array).
 * @typedef {{ font: Uint8Array, text: string, options: SubsetOptions, thenConvert?: SubsetOptions }} SubsetJob
 */

/**
 * @param {SubsetJob[]} jobs
 * @returns {Promise<Array<{ subset: Buffer, converted: Buffer | undefined }>>}
 */
async function run(jobs) {
  const results = []
  for (const { font, text, options, thenConvert } of jobs) {
    const subset = await subsetFont(Buffer.from(font), text, options)
    results.push({ subset, converted: thenConvert ? await subsetFont(subset, "", thenConvert) : undefined })
  }
  return results
}

// Started only as fonts.ts's worker thread, where parentPort is set.
run(workerData).then((results) => /** @type {import("node:worker_threads").MessagePort} */ (parentPort).postMessage(results))
