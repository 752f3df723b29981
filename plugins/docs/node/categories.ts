import fs from "node:fs"
import path from "node:path"
import type { CategoryMeta } from "../lib/sidebar"

const DOCS_DIR = path.resolve("content/docs")

/** Reads every `_category_.json` under content/docs, keyed by folder (`channel/whatsapp`). */
export function readCategories(root: string = DOCS_DIR): Record<string, CategoryMeta> {
  const result: Record<string, CategoryMeta> = {}
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "_category_.json") {
        const key = path.relative(root, dir).split(path.sep).join("/")
        let data: unknown
        try {
          data = JSON.parse(fs.readFileSync(full, "utf8"))
        } catch (error) {
          throw new Error(`Invalid JSON in ${path.relative(process.cwd(), full)}: ${(error as Error).message}`)
        }
        const meta = data as Partial<CategoryMeta>
        if (typeof meta.label !== "string" || typeof meta.position !== "number") {
          throw new Error(`${path.relative(process.cwd(), full)} needs "label" (string) and "position" (number)`)
        }
        result[key] = { label: meta.label, position: meta.position }
      }
    }
  }
  if (fs.existsSync(root)) walk(root)
  return result
}
