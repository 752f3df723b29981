import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { DOCS_VERSION, SITE } from "../config/site"
import { buildIndexFile } from "../search/build-index"
import { recordsOf, type IndexablePage } from "../search/records"
import { SEARCH_MANIFEST_PATH, type SearchManifest } from "../search/protocol"

let pending: IndexablePage[] = []

/** Called by page creation with every indexed page (docs, API, blog posts and the site's own pages). */
export function setIndexablePages(pages: IndexablePage[]): void {
  pending = pages
}

/** Writes the index with a content hash in its name, and the small manifest that points to it. */
export async function writeSearchIndex(publicDir: string): Promise<{ file: string; bytes: number; records: number }> {
  const language = SITE.defaultLocale
  const version = DOCS_VERSION.name
  const indexFile = await buildIndexFile(recordsOf(pending), language, version)
  const json = JSON.stringify(indexFile)
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 12)
  const name = `/search/index-${language}-${version}.${hash}.json`
  fs.mkdirSync(path.join(publicDir, "search"), { recursive: true })
  for (const old of fs.readdirSync(path.join(publicDir, "search"))) {
    if (old.startsWith(`index-${language}-${version}.`)) fs.rmSync(path.join(publicDir, "search", old))
  }
  fs.writeFileSync(path.join(publicDir, name), json)
  const manifest: SearchManifest = { [language]: { [version]: name } }
  fs.writeFileSync(path.join(publicDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest))
  return { file: name, bytes: Buffer.byteLength(json), records: indexFile.records.length }
}

