import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import subsetFont from "subset-font"
import { FONT_BASE_CHARACTERS, FONT_FILES, FONT_LAYOUT_FEATURES, FONT_TEXT_SOURCES, FONTS_PATH } from "../config/fonts"
import { cmapCodePoints, distinctCharacters, missingCharacters, renderedText } from "../lib/font-subset"
import { builtPages, filesUnder, type BuiltFile } from "./files"

const PACKAGE_FILES = path.resolve("node_modules/@fontsource/inter/files")
const TEXT_FILE = /\.(mdx?|ya?ml|json|tsx?)$/
const TEST_FILE = /\.test\.tsx?$/

/** Every character the site's sources hold (content, UI strings) and the base set: what the subsets keep. */
function siteCharacters(): string {
  // Tests are not site text: their deliberately foreign characters (an accented Latin letter) would
  // end up in every reader's fonts and hide a real miss from verifyFontSubsets.
  const sources = FONT_TEXT_SOURCES.flatMap((folder) => filesUnder(path.resolve(folder), (name) => TEXT_FILE.test(name) && !TEST_FILE.test(name)))
  return distinctCharacters([FONT_BASE_CHARACTERS, ...sources.map((file) => fs.readFileSync(file, "utf8"))])
}

/** Writes each used Inter face from the npm font package into `target`, cut down to `text`'s characters and
 * the layout features browsers apply by default; returns the bytes before and after. */
export async function writeFontSubsets(target: string, text: string): Promise<{ before: number; after: number }> {
  fs.mkdirSync(target, { recursive: true })
  let before = 0
  let after = 0
  for (const file of FONT_FILES) {
    const original = fs.readFileSync(path.join(PACKAGE_FILES, file))
    const subset = await subsetFont(original, text, { targetFormat: "woff2", keepFeatures: FONT_LAYOUT_FEATURES })
    fs.writeFileSync(path.join(target, file), subset)
    before += original.length
    after += subset.length
  }
  return { before, after }
}

/**
 * Writes the used Inter faces (Cyrillic and Latin, the used weights, woff2) into public/fonts, each cut down
 * to the characters the site's sources use: 54 KB for the six files instead of 96 KB. Self-hosted,
 * cacheable files rather than base64 in CSS; the names stay fixed and are served with revalidation
 * (static/_headers), so a new subset reaches readers with the next deploy. onPostBuild checks the built
 * pages against them (verifyFontSubsets).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, cache }) => {
  const text = siteCharacters()
  const target = path.resolve("public", FONTS_PATH.slice(1))
  // A rebuild keeps the subsets when the characters, the faces and the package are the ones they were cut
  // for and the files in public/ are the ones written then (~0.8 s of every rebuild otherwise).
  const version = (JSON.parse(fs.readFileSync(path.join(PACKAGE_FILES, "..", "package.json"), "utf8")) as { version: string }).version
  const key = sha256(JSON.stringify([text, FONT_FILES, FONT_LAYOUT_FEATURES, version]))
  const written = (await cache.get(SUBSETS_CACHE_KEY)) as { key: string; files: Record<string, string> } | undefined
  const onDisk = (file: string): string | undefined => (fs.existsSync(path.join(target, file)) ? sha256(fs.readFileSync(path.join(target, file))) : undefined)
  if (written?.key === key && FONT_FILES.every((file) => written.files[file] === onDisk(file))) {
    reporter.info(`fonts: ${FONT_FILES.length} Inter subsets unchanged (${[...text].length} characters), kept`)
    return
  }
  const { before, after } = await writeFontSubsets(target, text)
  await cache.set(SUBSETS_CACHE_KEY, { key, files: Object.fromEntries(FONT_FILES.map((file) => [file, onDisk(file)])) })
  reporter.info(`fonts: ${FONT_FILES.length} Inter faces subset to ${[...text].length} characters, ${before} -> ${after} bytes`)
}

const SUBSETS_CACHE_KEY = "font-subsets"
const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex")

/**
 * Fails the build when a built page shows a character that an original Inter face has and its subset lacks
 * (text that reached the pages from somewhere the subset did not read): the reader would otherwise see
 * that character in the fallback font. Reads every HTML page and page-data file under public/.
 */
export async function verifyFontSubsets(publicDir: string, pages: readonly BuiltFile[] = builtPages(publicDir)): Promise<void> {
  const text = distinctCharacters(pages.map(({ file, text: content }) => (file.endsWith(".html") ? renderedText(content) : content)))
  const problems: string[] = []
  for (const file of FONT_FILES) {
    const original = cmapCodePoints(await subsetFont(fs.readFileSync(path.join(PACKAGE_FILES, file)), "", { keepAllGlyphs: true, targetFormat: "truetype" }))
    const built = path.join(publicDir, FONTS_PATH.slice(1), file)
    const subset = cmapCodePoints(await subsetFont(fs.readFileSync(built), "", { keepAllGlyphs: true, targetFormat: "truetype" }))
    const missing = missingCharacters(text, original, subset)
    if (missing.length > 0) {
      const where = pages.find((page) => missing.some((character) => page.text.includes(character)))?.file
      problems.push(`${FONTS_PATH}/${file} lacks ${missing.map((c) => `"${c}" U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}`).join(", ")} (first seen in ${path.relative(publicDir, where ?? publicDir)})`)
    }
  }
  if (problems.length > 0) {
    throw new Error(`Font subsets miss characters that the built pages show; add them to FONT_BASE_CHARACTERS in src/config/fonts.ts or to the sources the subset reads:\n${problems.join("\n")}`)
  }
}
