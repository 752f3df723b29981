import fs from "node:fs"
import path from "node:path"

/** Every file under `folder` (recursively) whose name `accept`s; none when the folder does not exist. */
export function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name), accept) : accept(entry.name) ? [path.join(folder, entry.name)] : []))
}

/** A built file under public/ and its text. */
export interface BuiltFile {
  file: string
  text: string
}

/**
 * Every built HTML page and page-data file under `publicDir`, read one at a time as the caller goes on: the
 * post-build checks keep what they need of each page, so the site's HTML is never held at once (at 2,000
 * pages 174 MB of it, twice that as strings).
 */
export function* builtPages(publicDir: string): Generator<BuiltFile> {
  for (const file of filesUnder(publicDir, (name) => name.endsWith(".html") || name === "page-data.json")) yield { file, text: fs.readFileSync(file, "utf8") }
}
