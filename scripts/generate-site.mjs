// Copies the project into a temporary folder and multiplies its docs pages until the site has about N
// indexed pages, each copy with distinct text, so the search index can be measured as the site grows.
// Usage: node scripts/generate-site.mjs --pages 2000 [--layout beside|sections] [--out /tmp/dir]   (prints the folder)
// Each copy gets a numbered title and a paragraph of words no other page has, and drops its images to keep
// the build about text; API pages and blog posts are not copied (they are generated from the OpenAPI
// document or dated). `--layout beside` (the default, the one the bars of issue #31 were measured on) puts
// each copy beside its original, so every folder grows with the site;
// `--layout sections` copies the whole docs tree, section indexes included, into top-level sections of
// their own (`/docs/copy-3/...`), so folders keep their size and the top level grows by one entry per copy.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { pseudoWords } from "./support/pseudo-words.cjs"

const ROOT = resolve(".")
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const target = Number(arg("pages", "2000"))
const out = arg("out", null) ?? mkdtempSync(join(tmpdir(), `site-${target}-`))

const SKIP = new Set(["node_modules", "public", ".cache", ".git", "bench-results", "test-results"])
cpSync(ROOT, out, { recursive: true, filter: (source) => !SKIP.has(relative(ROOT, source).split("/")[0]) })
if (!existsSync(join(out, "node_modules"))) symlinkSync(join(ROOT, "node_modules"), join(out, "node_modules"))

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
const all = files(join(out, "content"))
const indexed = all.filter((file) => file.endsWith(".mdx")).length + 32 // API operations and the site's own pages
const sources = all.filter(
  (file) => file.endsWith(".mdx") && file.includes("/content/docs/") && !file.includes("/content/docs/api/") && !file.endsWith("/index.mdx"),
)
const copies = Math.max(0, target - indexed)

// Deterministic pseudo-words from Russian syllables: distinct vocabulary per copy, as real pages would have.
const { sentence } = pseudoWords()

/** A copy of a page: numbered title, new words at the top and in a closing section, no images. */
function copyOf(text, n) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) return null
  const front = match[1]
    .split("\n")
    .filter((line) => !/^(slug|id|sidebar_label):/.test(line))
    .map((line) => line.replace(/^title:\s*"?(.*?)"?$/, (_, title) => `title: "${title.replace(/"/g, "'")} — вариант ${n}"`))
    .join("\n")
  const body = match[2].replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/^import .*$/gm, "")
  const extra = Array.from({ length: 4 }, sentence).join(" ")
  return `---\n${front}\n---\n\n${extra}\n\n${body}\n\n## Примечание ${n}\n\n${Array.from({ length: 3 }, sentence).join(" ")}\n`
}

let written = 0
if (arg("layout", "beside") === "sections") {
  const docs = join(out, "content", "docs")
  const tree = all.filter(
    (file) => file.startsWith(docs) && !file.includes("/content/docs/api/") && (file.endsWith(".mdx") || file.endsWith("_category_.json")),
  )
  const perCopy = tree.filter((file) => file.endsWith(".mdx")).length + 1
  for (let n = 1; written < copies; n += 1) {
    const section = join(docs, `copy-${n}`)
    mkdirSync(section, { recursive: true })
    writeFileSync(
      join(section, "index.mdx"),
      `---\ntitle: "Вариант ${n}"\ndescription: "${sentence()}"\nsidebar_position: ${100 + n}\n---\n\n${Array.from({ length: 3 }, sentence).join(" ")}\n`,
    )
    for (const file of tree) {
      const target = join(section, relative(docs, file))
      mkdirSync(dirname(target), { recursive: true })
      const text = readFileSync(file, "utf8")
      writeFileSync(target, file.endsWith(".json") ? text : (copyOf(text, n) ?? text))
    }
    written += perCopy
  }
} else {
  for (let i = 0; i < copies; i += 1) {
    const source = sources[i % sources.length]
    const n = Math.floor(i / sources.length) + 1
    const copy = copyOf(readFileSync(source, "utf8"), n)
    if (!copy) continue
    writeFileSync(source.replace(/\.mdx$/, `-v${n}.mdx`), copy)
    written += 1
  }
}
console.log(JSON.stringify({ folder: out, copies: written, pages: indexed + written }))
