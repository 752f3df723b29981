import path from "node:path"
import type { GatsbyCache, Node, Reporter } from "gatsby"
import { FIGURE_OPTIONS } from "../config/figures"
import { builtPages, filesUnder, utf8, type BuiltFile } from "./files"
import { remarkImagesDefaults } from "./overrides/remark-images-defaults"

/**
 * Starts the figures' image processing while the site is still being sourced.
 *
 * gatsby-remark-images queues a figure's image job only when the page's body is compiled (its query's
 * `bodyTree`, after both webpack compilations), so the images (a large share of a cold build's CPU) would
 * start late while one core sat idle during bootstrap. Here each Markdown image that a page shows is handed to
 * gatsby-plugin-sharp's `fluid` as soon as both the page and the image's File node exist, with the
 * options gatsby-remark-images will use (the same object, merged the same way), so that Gatsby's job
 * manager sees the same job again later and runs it once. `verifyProcessedImages` checks after the build
 * that every processed image is one a page shows, so options drifting apart stop the build instead of
 * doubling the work.
 */

/** The extensions gatsby-remark-images turns into responsive figures. */
const RESPONSIVE = /\.(jpe?g|png|webp|tiff?|avif)$/i

interface Helpers {
  reporter: Reporter
  cache: GatsbyCache
  pathPrefix: string
}

const imageFiles = new Map<string, Node>()
const shown = new Set<string>()
const started = new Set<string>()

function start(file: Node, helpers: Helpers): void {
  const absolutePath = String(file.absolutePath)
  if (started.has(absolutePath)) return
  started.add(absolutePath)
  // Loaded here, not at the top: gatsby-plugin-sharp loads sharp, which `gatsby develop` need not load for this.
  const { fluid } = require("gatsby-plugin-sharp") as { fluid: (args: object) => Promise<unknown> }
  const args = { ...remarkImagesDefaults(), pathPrefix: helpers.pathPrefix, ...FIGURE_OPTIONS }
  // Not awaited: the job runs on while sourcing goes on. A failure is reported where gatsby-remark-images
  // asks for the same image, with the page it is on.
  fluid({ file, args, reporter: helpers.reporter, cache: helpers.cache }).catch(() => undefined)
}

const building = (): boolean => process.env.gatsby_executing_command === "build"

/** A File node was created: start its job if a page already showed it. */
export function imageFileCreated(file: Node, helpers: Helpers): void {
  if (!building() || !RESPONSIVE.test(String(file.absolutePath))) return
  imageFiles.set(String(file.absolutePath), file)
  if (shown.has(String(file.absolutePath))) start(file, helpers)
}

/** A page at `pagePath` shows these Markdown images (urls as written): start each one whose File node exists. */
export function figuresShown(pagePath: string, urls: readonly string[], helpers: Helpers): void {
  if (!building()) return
  for (const url of urls) {
    const absolutePath = path.join(path.dirname(pagePath), url.split(/[?#]/)[0])
    if (!RESPONSIVE.test(absolutePath)) continue
    shown.add(absolutePath)
    const file = imageFiles.get(absolutePath)
    if (file) start(file, helpers)
  }
}

/** Processed images are written to static/<file digest>/<options digest>/<name>. */
const PROCESSED_FOLDER = String.raw`/static/[0-9a-f]{32}/[0-9a-f]{5}/`
const PROCESSED = new RegExp(`${PROCESSED_FOLDER}[^"'\\s,)]+`, "g")
const IN_PROCESSED_FOLDER = new RegExp(`^${PROCESSED_FOLDER}`)

/** The processed images the built `pages` show. */
function processedImagesShown(pages: Iterable<BuiltFile>): Set<string> {
  const shown = new Set<string>()
  for (const page of pages) addProcessedImagesShown(page, shown)
  return shown
}

/** Adds the processed images a built page shows (an HTML page's) to `shown`. */
export function addProcessedImagesShown(page: BuiltFile, shown: Set<string>): void {
  if (!page.file.endsWith(".html")) return
  for (const url of page.bytes.match(PROCESSED) ?? []) shown.add(decodeURI(utf8(url)))
}

/**
 * Fails the build when public/static holds a processed image that no built page shows: the jobs started
 * early asked for something other than what gatsby-remark-images asked for, and the images were made twice.
 * `referenced`: the processed images the built pages show (`addProcessedImagesShown`).
 */
export function verifyProcessedImages(publicDir: string, referenced: ReadonlySet<string> = processedImagesShown(builtPages(publicDir))): void {
  const processed = filesUnder(path.join(publicDir, "static"), () => true)
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
    .filter((url) => IN_PROCESSED_FOLDER.test(url))
  // Only the figures the pages show now: a processed image of a source that changed or went is left from an
  // earlier build in the same public/ (its source's digest folder is no page's), not made twice.
  const folderOf = (url: string): string => url.split("/").slice(0, 3).join("/")
  const shownFolders = new Set([...referenced].map(folderOf))
  const unused = processed.filter((url) => !referenced.has(url) && shownFolders.has(folderOf(url)))
  if (unused.length > 0) {
    throw new Error(
      `${unused.length} processed image(s) that no page shows, e.g. ${unused.slice(0, 3).join(", ")}: the image jobs src/node/figures.ts starts no longer match what gatsby-remark-images asks for (compare FIGURE_OPTIONS and its defaults), so every figure was made twice`,
    )
  }
}
