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

/** Every built HTML page and page-data file under `publicDir`, read once for the post-build checks. */
export function builtPages(publicDir: string): BuiltFile[] {
  return filesUnder(publicDir, (name) => name.endsWith(".html") || name === "page-data.json").map((file) => ({ file, text: fs.readFileSync(file, "utf8") }))
}
