// Measures search as the site grows, without a Gatsby build: the bytes a query loads before its first
// suggestions, and its ranked results, on the site's own pages and on copies of them to ~2,000 and ~5,000 pages.
// Usage: node scripts/search-scale.mjs [--index public/search/ru-current-<hash>] [--pages 140,2000,5000]
//        [--queries bench/queries.json] [--json out.json] [--compare before.json]
// The pages are read back from a built index (its p/<id>.json page docs and their parts hold every record but the
// readers' questions, which are read from the pages' frontmatter; the vocabulary comes from content/), and the
// index built here from them is checked to be the built one, shard for shard. Copies are
// made the way scripts/generate-site.mjs makes them (`--layout beside`): each docs page that is not an API page
// or a section index, in turn, with a numbered title, four sentences of words no other page has at the top and
// a closing section «Примечание N» of three more. Each query of bench/queries.json then runs on a fresh engine
// (plugins/search/lib/engine.ts) over the index in memory, as the search box runs it (limit SEARCH_LIMITS.suggestions),
// and the files it loaded are summed gzip-compressed (the manifest and meta, key directories, shards, page docs). The JS chunks the
// box loads are added as a fixed figure (JS_GZIP_BYTES below). `--json` writes every figure and result;
// `--compare` checks this run's results against such a file (same pages, same order, same scores).
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import { gzipSync } from "node:zlib"

const require = createRequire(import.meta.url)
const { pseudoWords } = require("./support/pseudo-words.cjs")
// The site's require hook for its TypeScript under src/ (as the MCP server loads the engine).
require("../src/node/ts-require.cjs")
const { buildIndex } = require("../plugins/search/node/build-index.ts")
const { readSearchVocabulary } = require("../plugins/search/node/search-index.ts")
const { wholeDoc } = require("../plugins/search/node/whole-doc.ts")
const { createEngine } = require("../plugins/search/lib/engine.ts")
const { SEARCH_LIMITS } = require("../src/config/site.ts")
const { readersDetails, readersQuestions, splitFrontmatter } = require("../src/node/frontmatter.ts")
const { docRouteOf } = require("../src/lib/routes.ts")

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
/**
 * The search box's JS loaded from the first focus (its chunks and the worker's), gzip: the e2e figure for
 * «статус шаблона» on the 140-page site (the gzip bytes of the files it requested) less the bytes of the index
 * files that query loads here from the same index (manifest, meta, shards, page docs).
 */
const JS_GZIP_BYTES = Math.round(45.4 * 1024) - 29_153

function findIndex() {
  const root = resolve("public/search")
  if (!existsSync(root)) return null
  const folder = readdirSync(root).find((name) => name.startsWith("ru-current-"))
  return folder ? join(root, folder) : null
}
const indexDir = arg("index", null) ? resolve(arg("index")) : findIndex()
if (!indexDir) throw new Error("no built search index under public/search: run npm run build first, or pass --index <folder>")
const meta = JSON.parse(readFileSync(join(indexDir, "meta.json"), "utf8"))
const vocabulary = readSearchVocabulary()

/**
 * Each docs page's readers' questions (Russian then English) and detail questions, by route: the index keeps no text
 * of them (they rank, never show), so they are read from the pages' frontmatter, as the build reads them (search-records.ts).
 */
const askedByRoute = new Map(
  readdirSync(resolve("content/docs"), { recursive: true })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const data = splitFrontmatter(readFileSync(resolve("content/docs", file), "utf8"))?.data ?? {}
      return [docRouteOf(file), { questions: readersQuestions(data), details: readersDetails(data) }]
    }),
)

/** A page doc back as the IndexablePage it was built from (recordsOfPage gives the same records again). */
function pageOf(doc) {
  const page = { url: doc.url, title: doc.title, description: "", keywords: [], breadcrumb: doc.breadcrumb, context: doc.context, sections: [] }
  const records = doc.records
  // Records of type 6 are readers' questions, of type 7 detail questions (lib/protocol.ts RecordType).
  for (const [type, field] of [
    [6, "questions"],
    [7, "details"],
  ]) {
    const asked = records.filter(([recordType]) => recordType === type).length
    if (asked === 0) continue
    page[field] = askedByRoute.get(doc.url)?.[field] ?? []
    if (page[field].length !== asked) throw new Error(`${doc.url}: the index has ${asked} ${field}, its page's frontmatter ${page[field].length}`)
  }
  for (let at = 1; at < records.length; at += 1) {
    const [type, section, hash, text] = records[at]
    if (type === 6 || type === 7) continue
    if (type === 2) page.description = text
    else if (type === 3) page.keywords = [text]
    else if (type === 5) page.definitions = [text]
    else if (type === 1) {
      const next = records[at + 1]
      const body = next && next[0] === 4 && next[2] === hash && next[1] === section ? next[3] : ""
      if (body) at += 1
      page.sections.push({ heading: { value: text, id: hash, depth: 2 }, text: body })
    } else {
      // Text under no heading, or under a heading deeper than the index keeps (depth 4 and more).
      page.sections.push({ heading: hash || section ? { value: section, id: hash, depth: 4 } : null, text })
    }
  }
  return page
}

const read = (name) => JSON.parse(readFileSync(join(indexDir, "p", name), "utf8"))
const docs = readdirSync(join(indexDir, "p"))
  .filter((name) => /^\d+\.json$/.test(name))
  .map((name) => Number(name.replace(".json", "")))
  .sort((a, b) => a - b)
  .map((id) => wholeDoc(read(`${id}.json`), (n) => read(`${id}-${n}.json`)))
const basePages = docs.map(pageOf)

// Section indexes (content/docs/<dir>/index.mdx) and API pages are not copied by generate-site.
const sectionIndexes = new Set()
const walk = (dir, rel) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(dir, entry.name), `${rel}/${entry.name}`)
    else if (entry.name === "index.mdx") sectionIndexes.add(`/docs${rel}`)
  }
}
walk(resolve("content/docs"), "")
const sources = basePages.filter((page) => page.context === "docs" && !page.url.startsWith("/docs/api") && !sectionIndexes.has(page.url))

/** `target` pages: the site's own, then copies as generate-site makes them (its pseudo-words, same seed). */
function siteOf(target) {
  const { sentence } = pseudoWords()
  const pages = [...basePages]
  const copies = []
  for (let i = 0; pages.length + copies.length < target; i += 1) {
    const source = sources[i % sources.length]
    const n = Math.floor(i / sources.length) + 1
    const extra = Array.from({ length: 4 }, sentence).join(" ")
    const note = Array.from({ length: 3 }, sentence).join(" ")
    const sections = source.sections.map((section) => ({ ...section }))
    if (sections[0] && sections[0].heading === null) sections[0].text = `${extra}\n\n${sections[0].text}`
    else sections.unshift({ heading: null, text: extra })
    sections.push({ heading: { value: `Примечание ${n}`, id: `примечание-${n}`, depth: 2 }, text: note })
    copies.push({ ...source, url: `${source.url}-v${n}`, title: `${source.title.replace(/"/g, "'")} — вариант ${n}`, sections })
  }
  // Page ids in the build's order (search-records.ts): the two site pages, the content pages by route (the
  // data layer sorts them so), then the blog. A copy's id is beside its original's: `import`, `import-v1`, `import-v10`.
  const byRoute = (a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)
  const content = [...pages.slice(2).filter((page) => page.context !== "blog"), ...copies].sort(byRoute)
  return [...pages.slice(0, 2), ...content, ...pages.filter((page) => page.context === "blog")]
}

/** The index of `pages` as files in memory (JSON text, gzip size on demand), with the manifest. */
function filesOf(pages) {
  // The vocabulary as the build compiles it: meta.json keeps only part of it (the rest is in files by letter).
  const built = buildIndex(pages, meta.language, meta.version, undefined, vocabulary)
  const base = "/search/i/"
  const files = new Map([["/search/manifest.json", JSON.stringify({ ru: { current: `${base}meta.json` } })]])
  files.set(`${base}meta.json`, JSON.stringify({ ...built.meta, base }))
  for (const [name, value] of built.files) files.set(base + name, JSON.stringify(value))
  const gzip = new Map()
  const gzipOf = (path) => {
    if (!gzip.has(path)) gzip.set(path, gzipSync(files.get(path)).length)
    return gzip.get(path)
  }
  return { built, files, gzipOf }
}

// `--queries bench/search-queries.json` runs the quality set instead (its `q`s), for comparing rankings on more queries.
const queries = JSON.parse(readFileSync(resolve(arg("queries", "bench/queries.json")), "utf8")).map((query) => (typeof query === "string" ? query : query.q))
const limit = SEARCH_LIMITS.suggestions
const RESULTS_KEPT = 20
const report = { js: JS_GZIP_BYTES, sites: {} }
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

// For other scripts: the simulated sites and their indexes (SCALE_NO_RUN=1 imports this file without measuring).
export { siteOf, filesOf }
// The site's own pages read back give the built index again, shard for shard: a record the read-back misses (as the
// readers' questions once were) would measure a smaller index than readers load, so it stops here.
if (!process.env.SCALE_NO_RUN)
  for (const [name, value] of filesOf(basePages).built.files)
    if (name.startsWith("s/") && readFileSync(join(indexDir, name), "utf8") !== JSON.stringify(value))
      throw new Error(`${join(indexDir, name)}: the index built here from the pages read back differs from the built one`)
if (!process.env.SCALE_NO_RUN)
  for (const target of arg("pages", "140,2000,5000").split(",").map(Number)) {
    const pages = siteOf(target)
    const { built, files, gzipOf } = filesOf(pages)
    const site = {
      pages: pages.length,
      metaGzip: gzipOf("/search/i/meta.json"),
      shardFiles: [...built.files.keys()].filter((f) => f.startsWith("s/")).length,
      queries: {},
    }
    for (const query of queries) {
      const engine = createEngine(async (path) => {
        if (!files.has(path)) throw new Error(`404 ${path}`)
        return JSON.parse(files.get(path))
      })
      await engine.loadIndexes("ru", "current")
      // As the box asks: its suggestions show no sections, and it searches quickly (each word's best pages).
      const answer = await engine.search("ru", "current", query, limit, null, 0, true)
      const loaded = engine.loadedFiles()
      const kinds = { meta: 0, keys: 0, shards: 0, docs: 0 }
      for (const path of loaded) {
        const kind = path.includes("/p/") ? "docs" : path.includes("/k/") ? "keys" : path.includes("/s/") ? "shards" : "meta"
        kinds[kind] += gzipOf(path)
      }
      const index = Object.values(kinds).reduce((a, b) => a + b, 0)
      // The results beyond the box's limit, for comparing rankings (a fresh engine: nothing loaded counts here).
      const wide = createEngine(async (path) => JSON.parse(files.get(path)))
      const more = await wide.search("ru", "current", query, RESULTS_KEPT)
      site.queries[query] = {
        files: loaded.length,
        bytes: index + JS_GZIP_BYTES,
        ...kinds,
        total: answer.total,
        results: answer.results.map((r) => r.href),
        wide: more.results.map((r) => r.href),
        widePerContext: {},
      }
      for (const context of ["docs", "!docs", "api"]) {
        const filtered = await wide.search("ru", "current", query, RESULTS_KEPT, context)
        site.queries[query].widePerContext[context] = { total: filtered.total, results: filtered.results.map((r) => r.href) }
      }
    }
    report.sites[target] = site
    const all = Object.values(site.queries).map((q) => q.bytes)
    console.log(
      `\n${pages.length} pages: meta ${(site.metaGzip / 1024).toFixed(1)} KB gzip, ${site.shardFiles} shard files; bytes before the first suggestions (JS ${(JS_GZIP_BYTES / 1024).toFixed(1)} KB included): median ${(median(all) / 1024).toFixed(1)} KB, max ${(Math.max(...all) / 1024).toFixed(1)} KB, over 60 KB: ${all.filter((b) => b > 60 * 1024).length}`,
    )
    for (const [query, q] of Object.entries(site.queries)) {
      const kb = (n) => (n / 1024).toFixed(1).padStart(5)
      console.log(
        `  ${query.padEnd(28)} ${kb(q.bytes)} KB  meta ${kb(q.meta)}  keys ${kb(q.keys)}  shards ${kb(q.shards)}  docs ${kb(q.docs)}  files ${String(q.files).padStart(3)}  total ${q.total}`,
      )
    }
  }

const out = arg("json", null)
if (out) writeFileSync(out, JSON.stringify(report, null, 1))
const compare = arg("compare", null)
if (compare) {
  const before = JSON.parse(readFileSync(compare, "utf8"))
  let differences = 0
  for (const [target, site] of Object.entries(report.sites)) {
    for (const [query, q] of Object.entries(site.queries)) {
      const old = before.sites[target]?.queries[query]
      if (!old) continue
      const same = JSON.stringify([old.total, old.results, old.wide, old.widePerContext]) === JSON.stringify([q.total, q.results, q.wide, q.widePerContext])
      if (!same) {
        differences += 1
        console.log(`DIFFERENT at ${target} pages: «${query}»`)
      }
    }
  }
  console.log(differences === 0 ? "\nresults: the same as in " + compare : `\nresults: ${differences} queries differ from ${compare}`)
  if (differences > 0) process.exitCode = 1
}
