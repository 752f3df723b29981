import fs from "node:fs"
import path from "node:path"

/** Every file under `folder` (recursively) whose name `accept`s; none when the folder does not exist. */
export function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name), accept) : accept(entry.name) ? [path.join(folder, entry.name)] : []))
}
