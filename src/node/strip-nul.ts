import fs from "node:fs"
import path from "node:path"

/**
 * React 18's renderToPipeableStream (which Gatsby uses for static HTML) can leak NUL bytes where a
 * multi-byte character meets its internal 2 KB buffer boundary (facebook/react#31134). In attributes
 * browsers turn them into U+FFFD, which breaks heading ids and labels in Cyrillic text, so they are
 * removed from every built HTML file. Returns how many files were changed.
 */
export function stripNulBytes(dir: string): number {
  let changed = 0
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".html")) {
        const bytes = fs.readFileSync(full)
        if (!bytes.includes(0)) continue
        fs.writeFileSync(full, Buffer.from(bytes.filter((byte) => byte !== 0)))
        changed += 1
      }
    }
  }
  walk(dir)
  return changed
}
