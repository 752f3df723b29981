import fs from "node:fs"
import path from "node:path"
import v8 from "node:v8"

/**
 * Values kept in a file between builds with the version they were made for: the inputs' hash, usually with
 * `codeVersion`. Serialised by V8, so Maps and objects that refer to each other (GraphQL trees) come back
 * whole; classes come back as plain objects. A missing, unreadable or outdated file reads as nothing.
 */
interface KeptFile {
  version: string
  value: unknown
}

/** The value kept in `file` for `version`, if there is one. */
export function readKept<T>(file: string, version: string): T | undefined {
  let kept: KeptFile | undefined
  try {
    kept = v8.deserialize(fs.readFileSync(file)) as KeptFile
  } catch {
    return undefined
  }
  return kept?.version === version ? (kept.value as T) : undefined
}

/** Keeps `value` in `file` for `version` (written whole, then renamed, so a build stopped meanwhile leaves the old file). */
export function writeKept(file: string, version: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, v8.serialize({ version, value } satisfies KeptFile))
  fs.renameSync(`${file}.tmp`, file)
}

/** The value kept for `version`, or `compute()`'s, then kept. What `compute` throws is not kept. */
export function kept<T>(file: string, version: string, compute: () => T): T {
  const saved = readKept<T>(file, version)
  if (saved !== undefined) return saved
  const value = compute()
  writeKept(file, version, value)
  return value
}
