import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { Worker } from "node:worker_threads"
import type { GatsbyNode } from "gatsby"
import { FONT_BASE_CHARACTERS, FONT_FILES, FONT_LAYOUT_FEATURES, FONT_TEXT_SOURCES, FONTS_PATH } from "../../config/fonts"
import { cmapCodePoints, distinctCharacters, missingCharacters, withEntitiesDecoded, withoutScriptsAndStyles } from "./font-subset"
import { builtPages, filesUnder, utf8, utf8Pieces, type BuiltFile } from "../files"

const PACKAGE_FILES = path.resolve("node_modules/@fontsource/inter/files")
const SUBSET_WORKER = path.resolve("src/node/outputs/font-subset-worker.cjs")
const TEXT_FILE = /\.(mdx?|ya?ml|json|tsx?)$/
const TEST_FILE = /\.test\.tsx?$/

/** Every character the site's sources hold (content, UI strings) and the base set: what the subsets keep. */
function siteCharacters(): string {
  // Tests are not site text: their deliberately foreign characters (an accented Latin letter) would
  // end up in every reader's fonts and hide a real miss from verifyFontSubsets.
  const sources = FONT_TEXT_SOURCES.flatMap((folder) => filesUnder(path.resolve(folder), (name) => TEXT_FILE.test(name) && !TEST_FILE.test(name)))
  return distinctCharacters([FONT_BASE_CHARACTERS, ...sources.map((file) => fs.readFileSync(file, "utf8"))])
}

interface SubsetJob {
  font: Buffer
  text: string
  options: Record<string, unknown>
  /** Also convert the subset with these options (to TrueType, whose cmap `cmapCodePoints` reads). */
  thenConvert?: Record<string, unknown>
}

/** A face or subset as TrueType with every glyph, to read its cmap. */
const TRUETYPE = { keepAllGlyphs: true, targetFormat: "truetype" }

/** Runs subset-font in a worker thread (see font-subset-worker.cjs for why), one job after another. */
function subsetOffThread(jobs: readonly SubsetJob[]): Promise<Array<{ subset: Buffer; converted?: Buffer }>> {
  const buffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return new Promise((resolve, reject) => {
    const worker = new Worker(SUBSET_WORKER, { workerData: jobs })
    worker.once("message", (results: Array<{ subset: Uint8Array; converted?: Uint8Array }>) =>
      resolve(results.map(({ subset, converted }) => ({ subset: buffer(subset), converted: converted && buffer(converted) }))),
    )
    worker.once("error", reject)
    // After a result this does nothing; without one the worker died (out of memory, killed).
    worker.once("exit", (code) => reject(new Error(`src/node/outputs/font-subset-worker.cjs stopped with code ${code} before it answered`)))
  })
}

/** The code points of each font file's cmap, by the file's SHA-256: kept when the faces are cut (and across
 * builds in Gatsby's cache), so the check of the built pages need not start the subsetter again. */
const cmaps = new Map<string, number[]>()

async function cmapsOf(fonts: readonly Buffer[]): Promise<Array<Set<number>>> {
  const unknown = fonts.filter((font) => !cmaps.has(sha256(font)))
  const converted = unknown.length > 0 ? await subsetOffThread(unknown.map((font) => ({ font, text: "", options: TRUETYPE }))) : []
  unknown.forEach((font, index) => cmaps.set(sha256(font), [...cmapCodePoints(converted[index].subset)]))
  return fonts.map((font) => new Set(cmaps.get(sha256(font))))
}

/** Writes each used Inter face from the npm font package into `target`, cut down to `text`'s characters and
 * the layout features browsers apply by default; returns the bytes before and after, and the cmaps of the
 * faces and their subsets. */
export async function writeFontSubsets(target: string, text: string): Promise<{ before: number; after: number; cmaps: Record<string, number[]> }> {
  fs.mkdirSync(target, { recursive: true })
  const originals = FONT_FILES.map((file) => fs.readFileSync(path.join(PACKAGE_FILES, file)))
  const results = await subsetOffThread([
    ...originals.map((font) => ({ font, text, options: { targetFormat: "woff2", keepFeatures: FONT_LAYOUT_FEATURES }, thenConvert: TRUETYPE })),
    // The faces themselves, as TrueType, for their cmaps.
    ...originals.map((font) => ({ font, text: "", options: TRUETYPE })),
  ])
  const subsets = results.slice(0, FONT_FILES.length)
  FONT_FILES.forEach((file, index) => {
    const { subset, converted } = subsets[index]
    fs.writeFileSync(path.join(target, file), subset)
    cmaps.set(sha256(subset), [...cmapCodePoints(converted as Buffer)])
    cmaps.set(sha256(originals[index]), [...cmapCodePoints(results[FONT_FILES.length + index].subset)])
  })
  const digests = [...originals, ...subsets.map(({ subset }) => subset)].map(sha256)
  return {
    before: originals.reduce((sum, font) => sum + font.length, 0),
    after: subsets.reduce((sum, { subset }) => sum + subset.length, 0),
    cmaps: Object.fromEntries(digests.map((digest) => [digest, cmaps.get(digest) as number[]])),
  }
}

/**
 * Writes the used Inter faces (Cyrillic and Latin, the used weights, woff2) into public/fonts, each cut down
 * to the characters the site's sources use (sizes in `git show 716291b:PERFORMANCE.md`, 'Tuning at 140 pages'). Self-hosted,
 * cacheable files rather than base64 in CSS; the names stay fixed and are served with revalidation
 * (static/_headers), so a new subset reaches readers with the next deploy. onPostBuild checks the built
 * pages against them (verifyFontSubsets).
 *
 * Not awaited: the worker cuts the faces while Gatsby sources the content;
 * onPostBuild awaits `fontSubsetsWritten` first. Under `gatsby develop`, which has no onPostBuild, a
 * failure is reported when it happens.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter, cache }) => {
  subsetsWritten = writeOrKeepSubsets({ reporter, cache })
  subsetsWritten.catch((error: Error) => {
    if (process.env.gatsby_executing_command !== "build") reporter.error(`fonts: the Inter subsets could not be written: ${error.message}`, error)
  })
}

let subsetsWritten: Promise<void> = Promise.resolve()

/** Settles when the subsets onPreBootstrap started are written (or kept); rejects if that failed. */
export const fontSubsetsWritten = (): Promise<void> => subsetsWritten

async function writeOrKeepSubsets({ reporter, cache }: Pick<Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0], "reporter" | "cache">): Promise<void> {
  const text = siteCharacters()
  const target = path.resolve("public", FONTS_PATH.slice(1))
  // A rebuild keeps the subsets when the characters, the faces and the package are the ones they were cut
  // for and the files in public/ are the ones written then, rather than cutting them again in every rebuild.
  const version = (JSON.parse(fs.readFileSync(path.join(PACKAGE_FILES, "..", "package.json"), "utf8")) as { version: string }).version
  const key = sha256(JSON.stringify([text, FONT_FILES, FONT_LAYOUT_FEATURES, version]))
  const written = (await cache.get(SUBSETS_CACHE_KEY)) as { key: string; files: Record<string, string>; cmaps: Record<string, number[]> } | undefined
  const onDisk = (file: string): string | undefined => (fs.existsSync(path.join(target, file)) ? sha256(fs.readFileSync(path.join(target, file))) : undefined)
  if (written?.key === key && written.cmaps && FONT_FILES.every((file) => written.files[file] === onDisk(file))) {
    for (const [digest, codePoints] of Object.entries(written.cmaps)) cmaps.set(digest, codePoints)
    reporter.info(`fonts: ${FONT_FILES.length} Inter subsets unchanged (${[...text].length} characters), kept`)
    return
  }
  const { before, after, cmaps: writtenCmaps } = await writeFontSubsets(target, text)
  await cache.set(SUBSETS_CACHE_KEY, { key, files: Object.fromEntries(FONT_FILES.map((file) => [file, onDisk(file)])), cmaps: writtenCmaps })
  reporter.info(`fonts: ${FONT_FILES.length} Inter faces subset to ${[...text].length} characters, ${before} -> ${after} bytes`)
}

const SUBSETS_CACHE_KEY = "font-subsets"
const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex")

/** The distinct characters the built pages can show (of HTML, the rendered text; page data as it is). */
export function shownCharacters(pages: Iterable<BuiltFile>): string {
  return distinctCharacters(
    (function* () {
      // Scripts and styles cut from the bytes, and the rest decoded in pieces cut before a tag, which no
      // entity holds (see BuiltFile and utf8Pieces).
      for (const { file, bytes } of pages) {
        if (file.endsWith(".html")) for (const text of utf8Pieces(withoutScriptsAndStyles(bytes), "<")) yield withEntitiesDecoded(text)
        else yield* utf8Pieces(bytes)
      }
    })(),
  )
}

/**
 * Fails the build when a built page shows a character that an original Inter face has and its subset lacks
 * (text that reached the pages from somewhere the subset did not read): the reader would otherwise see
 * that character in the fallback font. `text`: the characters every HTML page and page-data file under
 * public/ shows (`shownCharacters`).
 */
export async function verifyFontSubsets(publicDir: string, text: string = shownCharacters(builtPages(publicDir))): Promise<void> {
  const problems: string[] = []
  const fonts = await cmapsOf([
    ...FONT_FILES.map((file) => fs.readFileSync(path.join(PACKAGE_FILES, file))),
    ...FONT_FILES.map((file) => fs.readFileSync(path.join(publicDir, FONTS_PATH.slice(1), file))),
  ])
  for (const [index, file] of FONT_FILES.entries()) {
    const original = fonts[index]
    const subset = fonts[FONT_FILES.length + index]
    const missing = missingCharacters(text, original, subset)
    if (missing.length > 0) {
      let where: string | undefined
      for (const page of builtPages(publicDir)) {
        const text = utf8(page.bytes)
        if (!missing.some((character) => text.includes(character))) continue
        where = page.file
        break
      }
      problems.push(
        `${FONTS_PATH}/${file} lacks ${missing.map((c) => `"${c}" U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`).join(", ")} (first seen in ${path.relative(publicDir, where ?? publicDir)})`,
      )
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Font subsets miss characters that the built pages show; add them to FONT_BASE_CHARACTERS in src/config/fonts.ts or to the sources the subset reads:\n${problems.join("\n")}`,
    )
  }
}
