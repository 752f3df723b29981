/**
 * Content lint run in CI: every page exists with frontmatter, is a complete article to the depth of
 * CONTENT.md (250 words, two h2 sections on a non-index page), has no placeholder or empty section,
 * working images with alt text, figures in every section with screens; section pages end with cards;
 * posts have an excerpt and link the docs; every internal link and anchor resolves; every page uses the
 * vocabulary of content/glossary.yaml and writes menu paths as «Раздел» → «Пункт».
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { countWords } from "../src/lib/blog"
import { bodyLineOffset, readMdx, type MdxFacts } from "../src/lib/mdx-tree"
import { splitFrontmatter } from "../src/lib/frontmatter"
import { checkLinks } from "../src/lib/links"
import { docRouteOf } from "../src/lib/routes"

const ROOT = path.resolve("content")

function files(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full, ext) : entry.name.endsWith(ext) ? [full] : []
  })
}

/** A page as the build reads it: frontmatter, body, and the facts of its syntax tree (lines of the file). */
function parse(file: string): { data: Record<string, unknown>; body: string; facts: MdxFacts } {
  const text = fs.readFileSync(file, "utf8")
  const parts = splitFrontmatter(text)
  if (!parts) throw new Error(`${file}: no frontmatter`)
  return { data: parts.data, body: parts.body, facts: readMdx(parts.body, bodyLineOffset(text, parts.body)) }
}

const rel = (file: string): string => path.relative(ROOT, file)
const docs = files(path.join(ROOT, "docs"), ".mdx").filter((file) => !rel(file).startsWith(`docs${path.sep}api`))
const api = files(path.join(ROOT, "docs", "api"), ".mdx")
const blog = files(path.join(ROOT, "blog"), ".mdx")
/** CONTENT.md 'Depth': a page a reader can act on from start to end, not a stub. */
const MIN_WORDS = 250
/** The two halves of the docs (issues 7 and 8) and the figures each must carry at least; every section
 * but the FAQ describes screens or flows and carries at least one figure. */
const PARTS = [
  { sections: ["start", "user-access", "channel", "template", "cascades", "clients", "broadcast"], minFigures: 15 },
  { sections: ["scripts", "analytic", "integrations", "log", "profile-user", "profile-company", "additional-info"], minFigures: 12 },
]
const SECTIONS_WITHOUT_SCREENS = ["faq"]
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|будет добавлен|coming soon|заглушк|текст раздела/i

/** content/glossary.yaml: one preferred term per concept, the variants pages must not use, and the menu-path form. */
interface Variant { pattern: string; example: string; use?: string; caseSensitive?: boolean }
interface Glossary {
  terms: { preferred: string; meaning: string; avoid: Variant[] }[]
  menuPath: { preferred: string; avoid: Variant[]; flowNames: string[] }
}
const GLOSSARY = YAML.parse(fs.readFileSync(path.join(ROOT, "glossary.yaml"), "utf8")) as Glossary
const RULES = [
  ...GLOSSARY.terms.flatMap((term) => term.avoid.map((variant) => ({ ...variant, use: variant.use ?? term.preferred }))),
  ...GLOSSARY.menuPath.avoid.map((variant) => ({ ...variant, use: variant.use ?? GLOSSARY.menuPath.preferred })),
].map((rule) => ({ ...rule, flags: rule.caseSensitive ? "u" : "iu" })).map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, `g${rule.flags}`) }))

/** The lines a reader sees as prose: fenced code, `inline code` and link targets are blanked (same line numbers). */
function proseLines(text: string): string[] {
  let inFence = false
  return text.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence
      return ""
    }
    if (inFence) return ""
    // Inline code becomes a neutral token: it may stand beside an arrow (`id` → `requestId`) but holds no prose.
    return line.replace(/`[^`]*`/g, "«код»").replace(/\]\([^)]*\)/g, "]")
  })
}

/** Every use of a variant the glossary rules out, as 'file:line: found → use'. */
function vocabularyFaults(file: string, text: string): string[] {
  return proseLines(text).flatMap((line, index) =>
    RULES.flatMap((rule) => [...line.matchAll(rule.regex)].map((match) => `${rel(file)}:${index + 1}: «${match[0].trim()}» → ${rule.use}`)),
  )
}

const FLOW_NAME = new RegExp(`(?:^|[^\\p{L}])(?:${GLOSSARY.menuPath.flowNames.join("|")})$`, "u")
const FLOW_NAME_AFTER = new RegExp(`^(?:${GLOSSARY.menuPath.flowNames.join("|")})(?![\\p{L}])`, "u")
/** Every arrow of a menu path with a label beside it that is not in «ёлочках» (e.g. 'в Аналитика → «Отчёт»'). */
function menuPathFaults(file: string, text: string): string[] {
  return proseLines(text).flatMap((line, index) =>
    [...line.matchAll(/→|->/g)].flatMap((match) => {
      const before = line.slice(0, match.index).trimEnd()
      const after = line.slice((match.index ?? 0) + match[0].length).trimStart()
      const leftOk = before.endsWith("»") || FLOW_NAME.test(before)
      const rightOk = after.startsWith("«") || FLOW_NAME_AFTER.test(after)
      if (leftOk && rightOk) return []
      const context = line.slice(Math.max(0, (match.index ?? 0) - 30), (match.index ?? 0) + 30).trim()
      return [`${rel(file)}:${index + 1}: label without «» beside an arrow: …${context}…`]
    }),
  )
}

describe("content", () => {
  it("has every page of routes.tsv as a file", () => {
    expect(docs.length).toBe(93)
    expect(api.length).toBe(30)
    expect(blog.length).toBe(17)
  })

  it.each([...docs, ...api].map((file) => [rel(file), file]))("%s is a complete article", (_, file) => {
    const { data, body, facts } = parse(file)
    expect(typeof data.title).toBe("string")
    expect(typeof data.description).toBe("string")
    expect(String(data.description).length).toBeGreaterThan(20)
    expect(body).not.toMatch(PLACEHOLDER)
    expect(countWords(facts.text)).toBeGreaterThanOrEqual(MIN_WORDS)
    const isIndex = path.basename(file) === "index.mdx"
    expect(facts.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(isIndex ? 1 : 2)
    if (isIndex && !rel(file).startsWith(`docs${path.sep}faq`)) expect(body.trim().endsWith("<DocCardList />")).toBe(true)
    // No empty sections: every h2/h3 is followed by text before the next heading.
    const empty = facts.sections.filter((section) => section.heading && section.heading.depth <= 3 && section.text === "")
    expect(empty.map((section) => section.heading?.value)).toEqual([])
    for (const image of body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)/g)) {
      expect(image[1].trim().length).toBeGreaterThan(5)
      expect(fs.existsSync(path.resolve(path.dirname(file), image[2]))).toBe(true)
    }
  })

  it.each(blog.map((file) => [rel(file), file]))("%s is a release note", (_, file) => {
    const { body, facts } = parse(file)
    expect(body).toMatch(/\{\/\*\s*truncate\s*\*\/\}/)
    expect(body).not.toMatch(PLACEHOLDER)
    const items = facts.headings.filter((heading) => heading.depth === 2)
    expect(items.length).toBeGreaterThanOrEqual(2)
    expect(items.length).toBeLessThanOrEqual(6)
    expect(body).toMatch(/\]\(\/docs\//)
  })

  it("states every glossary rule with an example it catches", () => {
    for (const rule of RULES) expect([rule.pattern, new RegExp(rule.pattern, rule.flags).test(rule.example)]).toEqual([rule.pattern, true])
    expect(GLOSSARY.terms.length).toBeGreaterThanOrEqual(3)
  })

  it("uses one vocabulary on every page: no variant the glossary rules out (file:line for each)", () => {
    const faults = [...docs, ...api, ...blog].flatMap((file) => vocabularyFaults(file, fs.readFileSync(file, "utf8")))
    expect(faults).toEqual([])
  })

  it("uses the same vocabulary in the text of every figure (SVG sources)", () => {
    const textOf = (svg: string): string => svg.replace(/<[^>]*>/g, " ")
    const faults = files(ROOT, ".svg").flatMap((file) => vocabularyFaults(file, textOf(fs.readFileSync(file, "utf8"))))
    expect(faults).toEqual([])
  })

  it("writes every menu path as «Раздел» → «Пункт», each label in «ёлочках» (file:line for each)", () => {
    const faults = [...docs, ...api, ...blog].flatMap((file) => menuPathFaults(file, fs.readFileSync(file, "utf8")))
    expect(faults).toEqual([])
  })

  it("links only to pages and headings that exist (checked from the sources, no build needed)", () => {
    const listed = fs
      .readFileSync(path.resolve("spec/routes.tsv"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("/"))
      .map((line) => line.split("\t")[0])
    const routes = new Map<string, string[]>(listed.map((route) => [route, []]))
    const sources = [...docs, ...api].map((file) => {
      const { facts } = parse(file)
      const route = docRouteOf(path.relative(path.join(ROOT, "docs"), file))
      routes.set(route, facts.headings.map((heading) => heading.id))
      return { file: rel(file), route, links: facts.links }
    })
    const posts = blog.map((file) => {
      const { data, facts } = parse(file)
      return { file: rel(file), route: `/blog/${String(data.slug)}`, links: facts.links }
    })
    const staticFiles = new Set(["/openapi.yaml", "/rss.xml", "/atom.xml", "/sitemap-index.xml"])
    expect(checkLinks([...sources, ...posts], routes, staticFiles)).toEqual([])
  })

  it("carries figures: at least one in each section with screens, and enough in each half of the docs", () => {
    const figuresIn = (list: string[]): number => list.reduce((sum, file) => sum + (parse(file).body.match(/!\[[^\]]+\]\(\.\/[^)]+\.png/g)?.length ?? 0), 0)
    const sectionOf = (file: string): string => path.relative(path.join(ROOT, "docs"), file).split(path.sep)[0]
    const inSection = (name: string): string[] => docs.filter((file) => sectionOf(file) === name)
    const sections = [...new Set(docs.map(sectionOf))]
    expect(sections.sort()).toEqual([...PARTS.flatMap((part) => part.sections), ...SECTIONS_WITHOUT_SCREENS].sort())
    for (const part of PARTS) {
      expect(part.sections.filter((name) => figuresIn(inSection(name)) === 0)).toEqual([])
      expect(figuresIn(part.sections.flatMap(inSection))).toBeGreaterThanOrEqual(part.minFigures)
    }
  })

  it("keeps every figure's SVG source beside its PNG", () => {
    for (const png of files(ROOT, ".png")) expect([rel(png), fs.existsSync(png.replace(/\.png$/, ".svg"))]).toEqual([rel(png), true])
  })
})
