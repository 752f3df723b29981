import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads"
import { DOCS_VERSION, SITE } from "../../../src/config/site"
import YAML from "yaml"
import { indexBuilder, SHARD_BYTES } from "./build-index"
import { eventLoopTurns } from "../../../src/node/outputs/event-loop-turns"
import { compileVocabulary, type EnglishTerm, type SearchVocabulary } from "../lib/synonyms"
import type { IndexablePage } from "../lib/records"
import { SEARCH_MANIFEST_PATH, type IndexMeta, type SearchManifest } from "../lib/protocol"

export interface WrittenIndex {
  folder: string
  pages: number
  shards: number
  /** Bytes on disk of the whole index (meta, shards, page texts). */
  bytes: number
}

/** Readers' words and intent words for search, beside the content. */
export const SEARCH_SYNONYMS_FILE = "content/search-synonyms.yaml"

/** The glossary, whose `english` section gives the English equivalents of the docs' terms. */
export const GLOSSARY_FILE = "content/glossary.yaml"

/** A YAML file, or an error naming it. */
function readYaml(file: string): unknown {
  try {
    return YAML.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file) || file}: ${(error as Error).message}`)
  }
}

/** Reads and compiles the synonyms file and the glossary's English equivalents; a mistake stops with the file and the entry. */
export function readSearchVocabulary(file = path.resolve(SEARCH_SYNONYMS_FILE), glossary = path.resolve(GLOSSARY_FILE)): SearchVocabulary {
  const terms = fs.existsSync(glossary) ? ((readYaml(glossary) as { english?: EnglishTerm[]; brands?: string[]; product?: string[] } | null) ?? {}) : {}
  const name = (at: string): string => path.relative(process.cwd(), at) || at
  return compileVocabulary(readYaml(file), name(file), terms.english ?? [], name(glossary), terms.brands ?? [], terms.product ?? [])
}

/**
 * Writes the sharded index into a folder named by its content hash (`/search/ru-current-<hash>/`: meta.json,
 * s/<n>.json shards, p/<id>.json page docs and p/<id>-<n>.json their parts, on a large site k/<n>.json key directories), so every file can be cached for good, and the small manifest
 * at a fixed address that points to the meta file. Older index folders of the same language and version go.
 */
export async function writeSearchIndex(
  publicDir: string,
  pages: readonly IndexablePage[],
  vocabulary: SearchVocabulary | null = readSearchVocabulary(),
  pause = eventLoopTurns(),
): Promise<WrittenIndex> {
  const language = SITE.defaultLocale
  const version = DOCS_VERSION.name
  // A page at a time, the event loop turning between slices: see eventLoopTurns.
  const builder = indexBuilder(language, version, {
    shardBytes: SHARD_BYTES,
    vocabulary: vocabulary ?? undefined,
    vocabularyFile: `${SEARCH_SYNONYMS_FILE} (english, brands: ${GLOSSARY_FILE})`,
  })
  for (const page of pages) {
    builder.add(page)
    await pause()
  }
  const built = builder.finish()
  await pause()
  const serialised: Array<readonly [string, string]> = []
  const hash = crypto.createHash("sha256")
  hash.update(JSON.stringify(built.meta))
  for (const [name, value] of built.files) {
    const json = JSON.stringify(value)
    serialised.push([name, json])
    hash.update(name).update(json)
    await pause()
  }
  const folder = `/search/${language}-${version}-${hash.digest("hex").slice(0, 12)}/`
  const root = path.join(publicDir, "search")
  fs.mkdirSync(root, { recursive: true })
  for (const old of fs.readdirSync(root)) {
    if (old.startsWith(`${language}-${version}-`) || old.startsWith(`index-${language}-${version}.`))
      fs.rmSync(path.join(root, old), { recursive: true, force: true })
  }
  const dir = path.join(publicDir, folder)
  for (const sub of new Set(serialised.map(([name]) => path.dirname(name)))) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  let bytes = 0
  for (const [name, json] of serialised) {
    fs.writeFileSync(path.join(dir, name), json)
    bytes += Buffer.byteLength(json)
    await pause()
  }
  const meta: IndexMeta = { ...built.meta, base: folder }
  const metaJson = JSON.stringify(meta)
  fs.writeFileSync(path.join(dir, "meta.json"), metaJson)
  bytes += Buffer.byteLength(metaJson)
  const manifest: SearchManifest = { [language]: { [version]: `${folder}meta.json` } }
  fs.writeFileSync(path.join(publicDir, SEARCH_MANIFEST_PATH), JSON.stringify(manifest))
  return { folder, pages: meta.pages, shards: serialised.filter(([name]) => name.startsWith("s/")).length, bytes }
}

/** What the search index's thread is given (its workerData). */
interface IndexThreadData {
  searchIndexThread: true
  publicDir: string
  pages: readonly IndexablePage[]
  vocabulary: SearchVocabulary | null
}

/** This module's name as `npm run build` compiles it, a file of its own that `writeSearchIndexBeside` runs as a thread. */
const COMPILED_NAME = "search-index.js"

/**
 * `writeSearchIndex` in a worker thread of its own, when this module runs as `npm run build` compiles it (each
 * module to its own file in .cache/compiled, this one search-index.js). The build asks for the index
 * as the page queries start (src/node/on-post-build.ts), and those run on Gatsby's main thread alone: the
 * thread builds the index on the other core, and the main thread, free when the queries end, renders pages
 * beside Gatsby's worker (src/node/overrides/html-in-build-process.cjs). Where this module is not its own
 * compiled file (Jest's TypeScript; the single file Parcel compiles for a plain `gatsby build`), in this
 * thread. The same files either way; the build parity check compares them.
 */
export function writeSearchIndexBeside(
  publicDir: string,
  pages: readonly IndexablePage[],
  vocabulary: SearchVocabulary | null = readSearchVocabulary(),
): Promise<WrittenIndex> {
  if (path.basename(__filename) !== COMPILED_NAME) return writeSearchIndex(publicDir, pages, vocabulary)
  return new Promise((resolve, reject) => {
    const data: IndexThreadData = { searchIndexThread: true, publicDir, pages, vocabulary }
    const thread = new Worker(__filename, { workerData: data })
    thread.once("message", (index: WrittenIndex) => resolve(index))
    thread.once("error", (error) => reject(new Error(`the search index's thread: ${error.stack ?? error.message}`)))
    thread.once("exit", (code) => reject(new Error(`the search index's thread stopped with exit code ${code} before it wrote the index`)))
  })
}

// In the thread writeSearchIndexBeside starts: the index, built without pauses (nothing else runs here).
if (!isMainThread && (workerData as Partial<IndexThreadData> | null)?.searchIndexThread === true) {
  const { publicDir, pages, vocabulary } = workerData as IndexThreadData
  void writeSearchIndex(publicDir, pages, vocabulary, async () => undefined).then((index) => parentPort?.postMessage(index))
}
