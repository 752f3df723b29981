/**
 * Link previews (Open Graph images): one 1200×630 PNG per page, shown when a link is pasted into a messenger
 * or an e-mail. satori lays the card out as an SVG (its text as paths, in Inter from the npm font package),
 * resvg rasterises it, sharp encodes the pixels as PNG.
 *
 * What every page shares (the brand bar, the site's name, the footer with the host) is drawn once per
 * process, as the frame; for each page only the text box (section and title) is laid out and rasterised, and
 * copied into the frame's pixels, which spares the shared parts' layout and rasterising on every page. The
 * result is the whole card's pixels (a test compares them).
 *
 * Each file is named by the SHA-256 of what it shows and of how it is drawn (the card's code, the font files'
 * bytes, the packages' versions, RENDERER_VERSION) and kept in a cache folder: a rebuild renders only the
 * pages whose text changed and copies the others. All text comes from the caller (the site's name from
 * src/config/strings.ts). Nothing is fetched: a character no face has is left out of the image.
 */
import { createHash, randomBytes } from "node:crypto"
import { createRequire } from "node:module"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { Resvg, renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js"
// The build without the layout engine inlined as text: much less code to load; the engine is read from its file.
import satori, { init as initSatori, type Font } from "satori/standalone"
import { cmapCodePoints } from "./font-subset"

/** Node's resolution from the project's folder: `require.resolve` is not there when Gatsby bundles gatsby-node
 * with Parcel (DOCS_OVERRIDES=off), and the build and its tests run in that folder. */
const resolveFromProject = (request: string): string => createRequire(path.resolve("package.json")).resolve(request)

export const PREVIEW_WIDTH = 1200
export const PREVIEW_HEIGHT = 630

/** Raise on a change of the look that the hashed code, fonts and package versions do not show (an asset). */
export const RENDERER_VERSION = 1

/** Where previewImages' files are served from by default: under /static/, which the CDN keeps as immutable. */
export const PREVIEW_PUBLIC_PATH = "/static/og"

export interface PreviewInput {
  title: string
  /** The part of the site the page is in; not shown when it is the title itself. */
  section: string
  /** The site's name (SITE.title); a part after a dash is shown lighter: "edna Pulse — docs". */
  site: string
  /** The host shown at the bottom, e.g. docs-pulse.edna.kz. */
  host: string
}

export interface PreviewPage {
  route: string
  title: string
  section: string
}

export interface PreviewFile {
  /** The image's public path, e.g. /static/og/0123456789abcdef.png. */
  file: string
  width: typeof PREVIEW_WIDTH
  height: typeof PREVIEW_HEIGHT
}

export interface PreviewOptions {
  site: string
  host: string
  /** Where the images are written, e.g. public/static/og. */
  outDir: string
  /** Where rendered images are kept between builds, e.g. .cache/og. */
  cacheDir: string
  /** The public path of `outDir`: PREVIEW_PUBLIC_PATH by default. */
  publicPath?: string
  /** Renders one image: renderPreview by default (tests count the calls through it). */
  render?: (input: PreviewInput) => Promise<Buffer>
  /** Images in flight at a time: one's layout (main thread) overlaps another's rasterising and encoding (threads). */
  concurrency?: number
}

/** The light theme's tokens (src/styles/global.css). */
const COLORS = {
  brand: "#00b8b5",
  brandContrast: "#006e6c",
  text: "#1c1e21",
  muted: "#525860",
  border: "#dadde1",
  bg: "#ffffff",
  bgSoft: "#f5f7f9",
}

/** The text box: section and title, between the site's name and the footer, inside the side margins. */
const BOX = { left: 80, top: 148, width: 1040, height: 356 }

// ---------------------------------------------------------------------------------------------------------
// Fonts, the characters they have, and the digest of everything that decides the pixels

/**
 * Inter's Latin and Cyrillic subsets, under two family names: satori keeps one face per name and weight, and
 * takes a glyph the first family lacks from the next one that has it.
 */
const FONT_FILES = [
  { file: "inter-latin-400-normal.woff", name: "Inter", weight: 400 },
  { file: "inter-latin-700-normal.woff", name: "Inter", weight: 700 },
  { file: "inter-cyrillic-400-normal.woff", name: "Inter Cyrillic", weight: 400 },
  { file: "inter-cyrillic-700-normal.woff", name: "Inter Cyrillic", weight: 700 },
] as const
const FONT_FAMILY = "Inter, Inter Cyrillic"

/** resvg's options: satori's text is paths already, so no font is loaded (loading the system's costs more than rendering). */
const RESVG: ResvgRenderOptions = { font: { loadSystemFonts: false }, fitTo: { mode: "original" }, logLevel: "off" }

/**
 * sharp's PNG encoding, chosen for time over bytes (a crawler fetches each image once): zlib's level 3, no
 * filter search (slower, and more bytes here). Level 6 takes longer for a fifth fewer bytes; a palette halves
 * them at several times the time. The pixels stay RGBA: RGB encodes a little faster, but converting costs
 * more on the main thread than that saves. scripts/preview-image-bench.mjs measures each choice.
 */
const PNG = { compressionLevel: 3, adaptiveFiltering: false, palette: false }

interface Renderer {
  fonts: Font[]
  /** The code points every weight has: text is cut down to them (drawable). */
  codePoints: Set<number>
  /** SHA-256 of the fonts' bytes, the packages' versions, the card's code and RENDERER_VERSION. */
  digest: string
}

let loaded: Renderer | null = null

/** The fonts and the renderer's digest: read once per process. */
function renderer(): Renderer {
  if (loaded) return loaded
  const fontDir = path.join(path.dirname(resolveFromProject("@fontsource/inter/package.json")), "files")
  const hash = createHash("sha256").update(`preview-image ${RENDERER_VERSION}\n`)
  for (const name of ["satori", "@resvg/resvg-js", "sharp"]) {
    const { version } = JSON.parse(fs.readFileSync(resolveFromProject(`${name}/package.json`), "utf8")) as { version: string }
    hash.update(`${name}@${version}\n`)
  }
  // The card's code and settings, as written (not as compiled: a plain `gatsby build` compiles gatsby-node with
  // Parcel, `npm run build` with SWC, and both must name each image alike): a change of the look renders every
  // image anew, without a version bump.
  hash.update(fs.readFileSync(path.resolve("src", "node", "outputs", "preview-image.ts")))
  hash.update(JSON.stringify([COLORS, BOX, FONT_FILES, FONT_FAMILY, RESVG, PNG]))
  const fonts = FONT_FILES.map(({ file, name, weight }) => {
    const woff = fs.readFileSync(path.join(fontDir, file))
    hash.update(woff)
    // As TrueType: satori's own WOFF reader inflates in JavaScript, much slower than Node's zlib.
    return { name, data: woffToSfnt(woff), weight, style: "normal" as const }
  })
  const mapped = (weight: number) => new Set(fonts.filter((font) => font.weight === weight).flatMap((font) => [...cmapCodePoints(font.data as Buffer)]))
  const [regular, bold] = [mapped(400), mapped(700)]
  loaded = { fonts, codePoints: new Set([...regular].filter((code) => bold.has(code))), digest: hash.digest("hex") }
  return loaded
}

/** A WOFF (1.0) font as the TrueType/OpenType font it wraps: its tables inflated, in the same order. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font")
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20
    const [offset, stored, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)]
    const bytes = woff.subarray(offset, offset + stored)
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: stored < length ? zlib.inflateSync(bytes) : bytes }
  })
  const padded = (length: number) => (length + 3) & ~3
  const sfnt = Buffer.alloc(12 + 16 * count + tables.reduce((sum, { data }) => sum + padded(data.length), 0))
  const power = 2 ** Math.floor(Math.log2(count))
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0)
  sfnt.writeUInt16BE(count, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = 12 + 16 * count
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16
    tag.copy(sfnt, record)
    sfnt.writeUInt32BE(checksum, record + 4)
    sfnt.writeUInt32BE(offset, record + 8)
    sfnt.writeUInt32BE(data.length, record + 12)
    data.copy(sfnt, offset)
    offset += padded(data.length)
  })
  return sfnt
}

/**
 * `text` without the characters no face has (emoji, CJK, …), its white space but no-break spaces (the
 * typography's) as single spaces: the image shows what it can rather than Inter's "no glyph" boxes, and
 * satori asks for nothing more.
 */
export function drawable(text: string): string {
  const { codePoints } = renderer()
  return [...text.replace(/[^\S\u00a0]+/g, " ")]
    .filter((character) => character === " " || codePoints.has(character.codePointAt(0) as number))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim()
}

/** The image's hash: the first 16 hex digits of the SHA-256 of its text and the renderer's digest. */
export function previewHash(input: PreviewInput): string {
  const text = [input.title, input.section, input.site, input.host]
  return createHash("sha256")
    .update(JSON.stringify([renderer().digest, ...text]))
    .digest("hex")
    .slice(0, 16)
}

// ---------------------------------------------------------------------------------------------------------
// The card

interface Element {
  type: string
  props: { style?: Record<string, unknown>; children?: Array<Element | string>; [attribute: string]: unknown }
}

function h(type: string, style: Record<string, unknown>, children: Array<Element | string> = [], attributes: Record<string, unknown> = {}): Element {
  return { type, props: { ...attributes, style, children } }
}

/** The title's size by its length: a short title large, a long one smaller; three lines and the section fit the box at any size. */
function titleSize(title: string): number {
  const length = [...title].length
  if (length <= 24) return 76
  if (length <= 60) return 64
  return 56
}

/** The site's mark (static/img/favicon.svg): a brand square with a pulse line. */
function mark(size: number): Element {
  const line = { d: "M6 18h5l3-7 4 12 3-6h5", fill: "none", stroke: COLORS.bg, "stroke-width": 2.5, "stroke-linecap": "round", "stroke-linejoin": "round" }
  return h("svg", { width: size, height: size }, [h("rect", {}, [], { width: 32, height: 32, rx: 8, fill: COLORS.brand }), h("path", {}, [], line)], {
    width: size,
    height: size,
    viewBox: "0 0 32 32",
  })
}

/** The mark's pulse line, drawn long, at the footer's end. */
function pulse(): Element {
  const line = {
    d: "M2 22h52l10-16 14 32 12-24 8 8h42",
    fill: "none",
    stroke: COLORS.brand,
    "stroke-width": 4,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  }
  return h("svg", { width: 144, height: 44 }, [h("path", {}, [], line)], { width: 144, height: 44, viewBox: "0 0 144 44" })
}

/** The site's name as the navbar shows it: the mark, the product in bold, the part after a dash lighter. */
function sitePart(site: string): Element {
  const [product, ...rest] = site.split(/\s+[—–-]\s+/)
  const docs = rest.join(" ")
  return h("div", { display: "flex", alignItems: "center", height: 48, fontSize: 32 }, [
    mark(44),
    h("div", { marginLeft: 18, fontWeight: 700, color: COLORS.text }, [product]),
    ...(docs ? [h("div", { marginLeft: 12, fontWeight: 400, color: COLORS.muted }, [`— ${docs}`])] : []),
  ])
}

/** The text box, BOX's size on white: the section, then the title (three lines at most, then an ellipsis), centred. */
function textBox(input: { title: string; section: string }): Element {
  const [title, section] = [drawable(input.title), drawable(input.section)]
  const showSection = section !== "" && section.toLowerCase() !== title.toLowerCase()
  const size = titleSize(title)
  const style = { display: "flex", flexDirection: "column", justifyContent: "center", width: BOX.width, height: BOX.height, backgroundColor: COLORS.bg }
  return h("div", { ...style, fontFamily: FONT_FAMILY, color: COLORS.text }, [
    ...(showSection
      ? [h("div", { display: "block", lineClamp: 1, fontSize: 32, fontWeight: 700, color: COLORS.brandContrast, marginBottom: 20 }, [section])]
      : []),
    ...(title
      ? [
          h(
            "div",
            { display: "block", lineClamp: 3, wordBreak: "break-word", fontSize: size, fontWeight: 700, lineHeight: 1.16, letterSpacing: -0.02 * size },
            [title],
          ),
        ]
      : []),
  ])
}

/** The card: a brand bar, the site's name, the text box at BOX, the footer with the host. */
function card(input: PreviewInput): Element {
  const root = { display: "flex", flexDirection: "column", width: "100%", height: "100%", backgroundColor: COLORS.bg, fontFamily: FONT_FAMILY }
  const footer = { display: "flex", alignItems: "center", justifyContent: "space-between", height: 96, padding: "0 80px" }
  return h("div", root, [
    h("div", { height: 12, backgroundColor: COLORS.brand }),
    h("div", { display: "flex", flexDirection: "column", height: 522, padding: "52px 80px 0 80px" }, [sitePart(drawable(input.site))]),
    h("div", { ...footer, backgroundColor: COLORS.bgSoft, borderTop: `2px solid ${COLORS.border}` }, [
      h("div", { fontSize: 30, color: COLORS.muted }, [drawable(input.host)]),
      pulse(),
    ]),
    h("div", { display: "flex", position: "absolute", left: BOX.left, top: BOX.top }, [textBox(input)]),
  ])
}

// ---------------------------------------------------------------------------------------------------------
// Rendering

let engine: Promise<void> | null = null

/** satori's layout engine (yoga, WebAssembly), started once per process. */
function layoutEngine(): Promise<void> {
  engine ??= initSatori(fs.readFileSync(resolveFromProject("satori/layout.wasm")))
  return engine
}

/** satori asks for a font for characters no face has: there are none by then (drawable), and nothing is fetched. */
async function noMoreFonts(): Promise<Font[]> {
  return []
}

async function svgOf(element: Element, width: number, height: number): Promise<string> {
  await layoutEngine()
  return satori(element as unknown as Parameters<typeof satori>[0], { width, height, fonts: renderer().fonts, loadAdditionalAsset: noMoreFonts })
}

/** The whole card as an SVG, its text as paths (renderPreview draws the same in two parts). */
export function previewSvg(input: PreviewInput): Promise<string> {
  return svgOf(card(input), PREVIEW_WIDTH, PREVIEW_HEIGHT)
}

/** The text box alone as an SVG (BOX's size): what renderPreview lays out for each page. */
export function textBoxSvg(input: PreviewInput): Promise<string> {
  return svgOf(textBox(input), BOX.width, BOX.height)
}

/** The text box's RGBA pixels copied into a copy of the frame's, row by row. */
function compose(frame: Buffer, box: Buffer): Buffer {
  const pixels = Buffer.from(frame)
  const row = BOX.width * 4
  for (let y = 0; y < BOX.height; y++) box.copy(pixels, ((BOX.top + y) * PREVIEW_WIDTH + BOX.left) * 4, y * row, (y + 1) * row)
  return pixels
}

/** The card without the text box's content, as RGBA pixels, by site and host: drawn once per process. */
const frames = new Map<string, Promise<Buffer>>()

function frame(site: string, host: string): Promise<Buffer> {
  const key = JSON.stringify([site, host])
  let pixels = frames.get(key)
  if (!pixels) {
    pixels = previewSvg({ title: "", section: "", site, host }).then((svg) => new Resvg(svg, RESVG).render().pixels)
    frames.set(key, pixels)
  }
  return pixels
}

/** One preview image: PNG bytes, 1200×630. */
export async function renderPreview(input: PreviewInput): Promise<Buffer> {
  const [base, box] = await Promise.all([frame(input.site, input.host), textBoxSvg(input)])
  // In libuv's thread pool: the main thread lays out the next image meanwhile.
  const image = await renderAsync(box, RESVG)
  const pixels = compose(base, image.pixels)
  // Loaded here: the build has it loaded already (gatsby-plugin-sharp), other users of the module need not.
  const sharp = require("sharp") as typeof import("sharp")
  return sharp(pixels, { raw: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 4 } })
    .png(PNG)
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------------------
// The site's images, with the cache

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Whether the cache holds the image: a file that starts as a PNG does (files are renamed into place whole). */
function cached(file: string): boolean {
  let fd: number | undefined
  try {
    fd = fs.openSync(file, "r")
    const head = Buffer.alloc(PNG_SIGNATURE.length)
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(PNG_SIGNATURE)
  } catch {
    return false
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/** Writes `bytes` to a temporary file beside `file`, then renames it: a stopped build leaves no half image. */
function writeWhole(file: string, bytes: Buffer): void {
  // A name of its own: worker threads share the process id.
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`
  fs.writeFileSync(temporary, bytes)
  fs.renameSync(temporary, file)
}

/** Runs `work` on each of `items`, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane))
}

/** An image to write: its file name (`<hash>.png`, see previewHash) and what it shows. */
export interface NamedPreview {
  name: string
  input: PreviewInput
}

/**
 * Writes each image into `outDir` under its name. An image rendered before (same name) is copied from
 * `cacheDir`; only the others are rendered, each once. Needs no renderer's digest: the names are given, so it
 * can run where the names were not computed (a worker thread, src/node/previews.ts).
 */
export async function writePreviewFiles(
  previews: readonly NamedPreview[],
  { outDir, cacheDir, render = renderPreview, concurrency = 2 }: Pick<PreviewOptions, "outDir" | "cacheDir" | "render" | "concurrency">,
): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true })
  fs.mkdirSync(cacheDir, { recursive: true })
  const inputs = new Map(previews.map(({ name, input }) => [name, input]))
  const missing = [...inputs].filter(([name]) => !cached(path.join(cacheDir, name)))
  await inParallel(missing, concurrency, async ([name, input]) => writeWhole(path.join(cacheDir, name), await render(input)))
  // A copy, not a link: the cache's file stays whole whatever is later done to public/. A clone where the
  // file system has them; a few tens of KB a file otherwise.
  if (path.resolve(outDir) === path.resolve(cacheDir)) return
  for (const name of inputs.keys()) fs.copyFileSync(path.join(cacheDir, name), path.join(outDir, name), fs.constants.COPYFILE_FICLONE)
}

/**
 * Writes each page's preview into `outDir` as `<hash>.png` and returns, by route, its public path and size.
 * An image rendered before (same text, same renderer) is copied from `cacheDir`; only the others are rendered,
 * each once however many pages show it.
 */
export async function previewImages(pages: readonly PreviewPage[], options: PreviewOptions): Promise<Map<string, PreviewFile>> {
  const { site, host, publicPath = PREVIEW_PUBLIC_PATH } = options
  const files = new Map<string, PreviewFile>()
  const named: NamedPreview[] = []
  for (const { route, title, section } of pages) {
    const input = { title, section, site, host }
    const name = `${previewHash(input)}.png`
    files.set(route, { file: `${publicPath.replace(/\/+$/, "")}/${name}`, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT })
    named.push({ name, input })
  }
  await writePreviewFiles(named, options)
  return files
}
