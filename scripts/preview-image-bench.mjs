// @ts-check
/**
 * Timing of the link previews (preview-image.ts): `node scripts/preview-image-bench.mjs [pages]`.
 * Prints the first image's cost (module loads, fonts, layout engine), each step's milliseconds per image
 * (median of 20), the PNG encoders' bytes, and 140 pages (or `pages`) through previewImages: one at a time, two
 * in flight, half in a worker thread, and again from the cache. Writes only under the system's temporary folder.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { monitorEventLoopDelay } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads"

const require = createRequire(import.meta.url)
require("../src/node/ts-require.cjs")
/** @type {typeof import("./preview-image")} */
const preview = require("../src/node/outputs/preview-image.ts")

const SITE = "edna Pulse — документация"
const HOST = "docs-pulse.edna.kz"
const SECTIONS = ["Справочник HTTP API", "Каскады", "Что нового", "Шаблоны", "Отчёты"]
const TITLES = [
  "Создание каскада",
  "Отправка сообщения по шаблону WhatsApp",
  "Что нового: лимиты WhatsApp на бизнес-портфолио, формы и каталоги",
  "Вебхук о смене категории шаблона WhatsApp",
  "Получение статуса доставки сообщения, отправленного через каскад с резервным каналом SMS",
]

/** @param {number} index */
const page = (index) => ({
  route: `/docs/page-${index}/`,
  title: `${TITLES[index % TITLES.length]} ${index}`,
  section: SECTIONS[index % SECTIONS.length],
})
/** @param {number} index */
const input = (index) => ({ ...page(index), site: SITE, host: HOST })

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]
const now = () => performance.now()
/** @param {() => Promise<unknown>} work */
async function timed(work) {
  const start = now()
  const value = await work()
  return { value, ms: now() - start }
}
/** @type {string[]} */
const folders = []
const temporary = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "preview-bench-"))
  folders.push(folder)
  return folder
}

if (!isMainThread) {
  // A worker's share: its own module, fonts and layout engine; pages rendered into the same folders.
  const { indexes, outDir, cacheDir } = workerData
  const start = now()
  await preview.previewImages(
    indexes.map((/** @type {number} */ index) => page(index)),
    { site: SITE, host: HOST, outDir, cacheDir },
  )
  parentPort?.postMessage(now() - start)
} else {
  const sharp = require("sharp")
  const { Resvg, renderAsync } = require("@resvg/resvg-js")
  const count = Number(process.argv[2] ?? 140)
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}, ${os.cpus().length} CPUs`,
  )

  const first = await timed(() => preview.renderPreview(input(1000)))
  console.log(`first image (satori, wasm, fonts, sharp loaded): ${first.ms.toFixed(0)} ms`)
  for (let index = 0; index < 5; index++) await preview.renderPreview(input(2000 + index))

  /** @type {Record<string, number[]>} */
  const steps = {}
  /** @param {string} name @param {number} ms */
  const record = (name, ms) => (steps[name] ??= []).push(ms)
  /** @type {Record<string, number[]>} */
  const bytes = {}
  /** @param {Buffer} pixels @param {3 | 4} channels */
  const raw = (pixels, channels) => sharp(pixels, { raw: { width: 1200, height: 630, channels } })
  for (let index = 0; index < 20; index++) {
    // The whole card at once, as the first version drew it (and as previewSvg still gives it).
    const whole = await timed(() => preview.previewSvg(input(index)))
    record("whole card: satori", whole.ms)
    const wholeSvg = /** @type {string} */ (whole.value)
    record("whole card: resvg with the system's fonts (parse)", (await timed(async () => new Resvg(wholeSvg))).ms)
    const parsed = await timed(async () => new Resvg(wholeSvg, { font: { loadSystemFonts: false } }))
    record("whole card: resvg without fonts (parse)", parsed.ms)
    const wholeTree = /** @type {import("@resvg/resvg-js").Resvg} */ (parsed.value)
    const rendered = await timed(async () => wholeTree.render())
    record("whole card: resvg render", rendered.ms)
    const image = /** @type {import("@resvg/resvg-js").RenderedImage} */ (rendered.value)
    // What renderPreview does: the text box alone.
    const box = await timed(() => preview.textBoxSvg(input(index)))
    record("text box: satori", box.ms)
    const boxSvg = /** @type {string} */ (box.value)
    record("text box: resvg parse + render (sync)", (await timed(async () => new Resvg(boxSvg, { font: { loadSystemFonts: false } }).render())).ms)
    record("text box: resvg renderAsync (thread pool, wall)", (await timed(() => renderAsync(boxSvg, { font: { loadSystemFonts: false } }))).ms)
    const rgba = image.pixels
    const rgb = await sharp(rgba, { raw: { width: 1200, height: 630, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer()
    const encoders = {
      "resvg asPng (RGBA)": async () => image.asPng(),
      "sharp RGBA level 3 (the module's)": () => raw(rgba, 4).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer(),
      "sharp RGBA level 6": () => raw(rgba, 4).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
      "sharp RGBA level 9": () => raw(rgba, 4).png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer(),
      "sharp RGB level 3 (pixels converted beforehand)": () => raw(rgb, 3).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer(),
      "sharp RGB level 6 (pixels converted beforehand)": () => raw(rgb, 3).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer(),
      "sharp RGBA level 6, adaptive filtering": () => raw(rgba, 4).png({ compressionLevel: 6, adaptiveFiltering: true }).toBuffer(),
      "sharp palette, effort 1": () => raw(rgba, 4).png({ palette: true, effort: 1, dither: 0 }).toBuffer(),
    }
    for (const [name, encode] of Object.entries(encoders)) {
      const encoded = await timed(encode)
      record(`encode: ${name}`, encoded.ms)
      ;(bytes[name] ??= []).push(/** @type {Buffer} */ (encoded.value).length)
    }
    const cpu = process.cpuUsage()
    const png = await timed(() => preview.renderPreview(input(index + 100)))
    const used = process.cpuUsage(cpu)
    record("renderPreview (wall)", png.ms)
    record("renderPreview (CPU, all threads)", (used.user + used.system) / 1000)
    ;(bytes["renderPreview"] ??= []).push(/** @type {Buffer} */ (png.value).length)
  }
  console.log("\nper image, median of 20 (ms):")
  for (const [name, values] of Object.entries(steps)) console.log(`  ${median(values).toFixed(1).padStart(6)}  ${name}`)
  console.log("\nbytes per image, median of 20:")
  for (const [name, values] of Object.entries(bytes)) console.log(`  ${String(median(values)).padStart(6)}  ${name}`)

  const pages = Array.from({ length: count }, (_, index) => page(index + 10_000))
  const delay = monitorEventLoopDelay({ resolution: 10 })
  /** @param {string} label @param {() => Promise<unknown>} run */
  async function site(label, run) {
    delay.reset()
    delay.enable()
    const cpu = process.cpuUsage()
    const { ms } = await timed(run)
    delay.disable()
    const used = process.cpuUsage(cpu)
    const busy = ((used.user + used.system) / 1000).toFixed(0)
    console.log(`  ${label}: ${ms.toFixed(0)} ms wall, ${busy} ms CPU (all threads), longest main-thread block ${(delay.max / 1e6).toFixed(0)} ms`)
  }
  console.log(`\n${count} pages through previewImages, empty cache:`)
  for (const concurrency of [1, 2, 3]) {
    const [outDir, cacheDir] = [temporary(), temporary()]
    await site(`${concurrency} in flight`, () => preview.previewImages(pages, { site: SITE, host: HOST, outDir, cacheDir, concurrency }))
    if (concurrency === 2) await site("again, from the cache", () => preview.previewImages(pages, { site: SITE, host: HOST, outDir: temporary(), cacheDir }))
  }
  const [outDir, cacheDir] = [temporary(), temporary()]
  const indexes = pages.map((_, index) => index + 10_000)
  const half = indexes.filter((index) => index % 2 === 1)
  await site("half in a worker thread (its start included), half on the main thread", async () => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { indexes: half, outDir, cacheDir } })
    const done = new Promise((resolve, reject) => {
      worker.once("message", resolve)
      worker.once("error", reject)
    })
    await preview.previewImages(indexes.filter((index) => index % 2 === 0).map(page), { site: SITE, host: HOST, outDir, cacheDir })
    console.log(`    (the worker's share took ${Number(await done).toFixed(0)} ms after its start)`)
    await worker.terminate()
  })
  await site("all in one worker thread, the main thread free", async () => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { indexes, outDir: temporary(), cacheDir: temporary() } })
    await new Promise((resolve, reject) => {
      worker.once("message", resolve)
      worker.once("error", reject)
    })
    await worker.terminate()
  })
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
}
