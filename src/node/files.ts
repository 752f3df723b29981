import fs from "node:fs"
import path from "node:path"

/** The folders of the site's own code: the shared core (src) and the features' local plugins (plugins). */
export const SITE_CODE = ["src", "plugins"] as const

/** Every file under `folder` (recursively) whose name `accept`s; none when the folder does not exist. */
export function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name), accept) : accept(entry.name) ? [path.join(folder, entry.name)] : []))
}

/**
 * A built file under public/, as its bytes: read as latin1, one character per byte. Markup and URLs are
 * ASCII, and no byte of a multi-byte UTF-8 character is, so ASCII patterns find in `bytes` what they find in
 * the text; `utf8` turns what they find (or the whole) into text.
 *
 * Why not the text: as UTF-8, a page with Cyrillic text is a string of two bytes a character, and past 64K
 * characters V8 gives each such string a memory map of its own, which costs far more than making a string
 * one character shorter. Pages cross that size as the site grows (a folder's pages list the
 * folder in their sidebar), and the checks made several such strings of each page: they grew faster than
 * the pages.
 */
export interface BuiltFile {
  file: string
  bytes: string
}

/** Text from a `BuiltFile`'s bytes, or a part of them. */
export const utf8 = (bytes: string): string => Buffer.from(bytes, "latin1").toString("utf8")

/** Text is decoded in pieces of at most this many bytes, so that no piece is past V8's 64K characters. */
const PIECE = 32 * 1024

/**
 * The text of `bytes` (a `BuiltFile`'s, or a part of them) in pieces of at most 32 KB, each cut just before
 * the last `cutBefore` in it when given (so that nothing between two of them, an HTML entity say, is cut
 * in two); a UTF-8 character cut in two is decoded whole, in the piece where it ends.
 */
export function* utf8Pieces(bytes: string, cutBefore?: string): Generator<string> {
  const decoder = new TextDecoder()
  for (let at = 0; at < bytes.length;) {
    let end = Math.min(at + PIECE, bytes.length)
    const cut = cutBefore && end < bytes.length ? bytes.lastIndexOf(cutBefore, end - 1) : -1
    if (cut > at) end = cut
    yield decoder.decode(Buffer.from(bytes.slice(at, end), "latin1"), { stream: end < bytes.length })
    at = end
  }
}

/**
 * Every built HTML page and page-data file under `publicDir`, read one at a time as the caller goes on: the
 * post-build checks keep what they need of each page, so the site's HTML, which grows with the site, is never
 * held at once.
 */
export function* builtPages(publicDir: string): Generator<BuiltFile> {
  for (const file of filesUnder(publicDir, (name) => name.endsWith(".html") || name === "page-data.json"))
    yield { file, bytes: fs.readFileSync(file, "latin1") }
}

/** Site paths of files in static/, e.g. `/openapi.yaml`. */
export function staticFiles(root: string = path.resolve("static")): Set<string> {
  const files = new Set<string>()
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.add(`/${path.relative(root, full).split(path.sep).join("/")}`)
    }
  }
  if (fs.existsSync(root)) walk(root)
  return files
}
