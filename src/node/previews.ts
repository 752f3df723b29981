/**
 * Link previews (Open Graph images): the pages that get one are planned with the pages (`pagePreview`, which
 * gives the image's public path, named by its content). Once every feature has created its pages, a build
 * draws them in a worker thread (`startPagePreviews`), beside the page queries and the HTML, where the main
 * thread would keep one core busy and leave the other mostly idle; `writePagePreviews` awaits it while the
 * content files are published. An unchanged page's image comes from .cache/og, drawn in no thread at all.
 */
import path from "node:path"
import { Worker } from "node:worker_threads"
import { SITE } from "../config/site"
import type { PagePreview } from "../lib/page-context"
import { PREVIEW_HEIGHT, PREVIEW_PUBLIC_PATH, PREVIEW_WIDTH, previewHash, writePreviewFiles, type NamedPreview } from "./outputs/preview-image"

const HOST = new URL(SITE.url).host
const planned = new Map<string, NamedPreview>()
let drawing: Promise<void> | null = null
/** The names the worker was given. */
const sent = new Set<string>()

/** The preview image of the page at `route` (title and section drawn on it), planned for `startPagePreviews`. */
export function pagePreview(route: string, title: string, section: string): PagePreview {
  const input = { title, section, site: SITE.title, host: HOST }
  const name = `${previewHash(input)}.png`
  planned.set(route, { name, input })
  return { src: `${PREVIEW_PUBLIC_PATH}/${name}`, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: section ? `${section}: ${title}` : title }
}

/** Where the images go, and where those drawn before are kept. */
const folders = (publicDir: string, cacheDir: string) => ({ outDir: path.join(publicDir, ...PREVIEW_PUBLIC_PATH.split("/").filter(Boolean)), cacheDir })

/**
 * The worker: the image module from its TypeScript source through the site's require hook (as mcp/ loads the
 * site's modules), whichever way Gatsby compiled gatsby-node. The names are computed here, so the worker's
 * compile of the module cannot change them.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads")
require(workerData.tsRequire)
const { writePreviewFiles } = require(workerData.module)
writePreviewFiles(workerData.previews, workerData.options).then(
  () => parentPort.postMessage({ done: true }),
  (error) => parentPort.postMessage({ error: String((error && error.stack) || error) }),
)
`

/** Starts drawing the planned pages' images in a worker thread; writePagePreviews awaits it. */
export function startPagePreviews(publicDir: string, cacheDir: string): void {
  const previews = [...planned.values()]
  for (const { name } of previews) sent.add(name)
  // The project's folder: Gatsby (and the tests) run in it.
  const root = path.resolve(".")
  drawing = new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        tsRequire: path.join(root, "src", "node", "ts-require.cjs"),
        module: path.join(root, "src", "node", "outputs", "preview-image.ts"),
        previews,
        options: folders(publicDir, cacheDir),
      },
    })
    worker.once("message", (message: { done?: true; error?: string }) => {
      if (message.error) reject(new Error(`link previews: ${message.error}`))
      else resolve()
      void worker.terminate()
    })
    worker.once("error", (error) => reject(error))
  })
  // Awaited, and so reported, by writePagePreviews.
  drawing.catch(() => undefined)
}

/** Writes the planned pages' images into public/static/og: awaits the worker, and draws here what it was not
 * given (pages planned after it started, such as the home page; all of them if none was started). */
export async function writePagePreviews(publicDir: string, cacheDir: string): Promise<number> {
  if (planned.size === 0) return 0
  if (drawing) await drawing
  await writePreviewFiles(
    [...planned.values()].filter(({ name }) => !sent.has(name)),
    folders(publicDir, cacheDir),
  )
  drawing = null
  sent.clear()
  return planned.size
}
