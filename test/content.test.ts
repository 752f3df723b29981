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
import { countWords } from "../src/lib/russian"
import { bodyLineOffset, readMdx, type MdxFacts } from "../src/node/mdx/mdx-tree"
import { splitFrontmatter } from "../src/node/frontmatter"
import { checkLinks } from "../src/node/links"
import { docRouteOf } from "../src/lib/routes"
import {
  limitNumbers,
  menuFaults,
  openapiProse,
  pageProse,
  proseLines,
  readRegister,
  splitPath,
  svgMenuFaults,
  svgTexts,
  textHasNumber,
  unsourcedLimits,
  voiceFaults,
  type MenuList,
  type ProseLine,
  type VoiceRule,
} from "./content-checks"

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
interface Variant {
  pattern: string
  example: string
  use?: string
  caseSensitive?: boolean
}
interface Glossary {
  terms: { preferred: string; meaning: string; avoid: Variant[] }[]
  menuPath: { preferred: string; avoid: Variant[]; flowNames: string[] }
  menus: { path: string; source: string }[]
  voice: { pattern: string; example: string }[]
}
const GLOSSARY = YAML.parse(fs.readFileSync(path.join(ROOT, "glossary.yaml"), "utf8")) as Glossary
const RULES = [
  ...GLOSSARY.terms.flatMap((term) => term.avoid.map((variant) => ({ ...variant, use: variant.use ?? term.preferred }))),
  ...GLOSSARY.menuPath.avoid.map((variant) => ({ ...variant, use: variant.use ?? GLOSSARY.menuPath.preferred })),
]
  .map((rule) => ({ ...rule, flags: rule.caseSensitive ? "u" : "iu" }))
  .map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, `g${rule.flags}`) }))

/** Issue 33: the voice rules and the canonical menu paths of the glossary. */
const VOICE: VoiceRule[] = GLOSSARY.voice.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, "giu") }))
const MENUS: MenuList = { paths: GLOSSARY.menus.map((menu) => splitPath(menu.path)), flowNames: GLOSSARY.menuPath.flowNames }
/** The sources register: one file per helper in content/sources/, entries { number, claim, source, pages }. */
const SOURCES_DIR = path.join(ROOT, "sources")
const REGISTER = files(SOURCES_DIR, ".yaml").flatMap((file) => readRegister(rel(file), fs.readFileSync(file, "utf8")))
const OPENAPI = path.join(ROOT, "docs", "api", "openapi.yaml")
/** Every text a reader sees in the content, as file (content-relative, / separators) and prose lines. */
const PROSE: { file: string; prose: ProseLine[] }[] = [
  ...[...docs, ...api, ...blog].map((file) => ({ file: rel(file).split(path.sep).join("/"), prose: pageProse(fs.readFileSync(file, "utf8")) })),
  { file: "docs/api/openapi.yaml", prose: openapiProse(fs.readFileSync(OPENAPI, "utf8")) },
]
const FIGURES = files(ROOT, ".svg").map((file) => ({ file: rel(file).split(path.sep).join("/"), texts: svgTexts(fs.readFileSync(file, "utf8")) }))
/** The section of a content-relative file for the summary of faults ('docs/clients', 'docs/api', 'blog'). */
const sectionOf = (fault: string): string =>
  fault
    .split("/")
    .slice(0, fault.startsWith("docs/") ? 2 : 1)
    .join("/")
    .replace(/\.mdx.*$|:.*$/, "")
/** Fails with every fault, and the count by section first so a long list still reads at a glance. */
function expectNoFaults(faults: string[]): void {
  const counts = new Map<string, number>()
  for (const fault of faults) counts.set(sectionOf(fault), (counts.get(sectionOf(fault)) ?? 0) + 1)
  const summary = [...counts].sort().map(([section, count]) => `${section}: ${count}`)
  expect(faults.length === 0 ? [] : [`${faults.length} faults (${summary.join(", ")})`, ...faults]).toEqual([])
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
      routes.set(
        route,
        facts.headings.map((heading) => heading.id),
      )
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
  describe("limits have sources (content/sources/*.yaml)", () => {
    const limitsOf = (text: string): string[] => limitNumbers(pageProse(text)).map((limit) => limit.number)

    it("finds limit sentences: a number with a unit or after a limit word", () => {
      expect(limitsOf("Текст шаблона — не более 1024 символов.")).toEqual(["1024"])
      expect(limitsOf("Лимит на уникальных получателей за 24 часа — 2 000.")).toEqual(["24", "2000"])
      expect(limitsOf("Повторы идут через 4, 128 и 2048 с.")).toEqual(["4", "128", "2048"])
      expect(limitsOf("Время жизни — от 30 с–12 ч, логотип 400×400 px, шаг каскада до 23:59.")).toEqual(["30", "12", "400", "400", "23:59"])
      expect(limitsOf("| Имя | Строка, до 60 знаков |")).toEqual(["60"])
      expect(limitsOf("Журнал хранит события 12 месяцев.")).toEqual(["12"])
    })

    it("leaves alone what is not a limit: dates, years, versions, steps, headings, phones, ids, HTTP codes", () => {
      const text = [
        "## Шаг 2. Заполните 3 поля",
        "1. Откройте раздел. С 1 октября 2026 года действуют новые правила.",
        "В 2025 году появились каскады; версия 2.0 и 1.4.2 уже доступны, формат `v1`.",
        "На шаге 3 нажмите кнопку; см. рисунок 4 и пункт 5.",
        "Номер +7 701 123 45 67, идентификатор 123456789.",
        "Сервер отвечает HTTP 200, а при ошибке — 404. Выписка от 16.01.2025 и 2025-01-16.",
        "Ответ 200 с телом в JSON. Пополните баланс до 1-го числа. Теги «До 18» и «18–24» ставятся сами.",
      ].join("\n")
      expect(limitsOf(text)).toEqual([])
    })

    it("reads openapi.yaml's description and summary strings with their lines", () => {
      const prose = openapiProse(
        "paths:\n  /a:\n    post:\n      summary: Отправка\n      description: |\n        Первая строка.\n        Не более 20 запросов в секунду.\n",
      )
      expect(limitNumbers(prose)).toEqual([{ line: 7, number: "20", sentence: "Не более 20 запросов в секунду." }])
    })

    it("fails on a planted limit that no entry registers, naming file:line and the number", () => {
      const planted = pageProse("---\ntitle: x\n---\n\nЖурнал хранит события 18 месяцев.\n")
      expect(unsourcedLimits("docs/log/eventlog.mdx", planted, [])).toEqual([
        "docs/log/eventlog.mdx:5: 18 not in content/sources: «Журнал хранит события 18 месяцев.»",
      ])
      const entry = { number: "18", claim: "x", source: "product-facts: 1.11", pages: ["docs/log/eventlog.mdx"] }
      expect(unsourcedLimits("docs/log/eventlog.mdx", planted, [entry])).toEqual([])
      expect(unsourcedLimits("docs/log/other.mdx", planted, [entry])).toHaveLength(1)
    })

    it("rejects a bad register entry with the file, the entry and the field", () => {
      expect(() => readRegister("sources/x.yaml", '- number: 1024\n  claim: a\n  source: "product-facts: 1.4"\n  pages: [docs/a.mdx]\n')).toThrow(
        /sources\/x.yaml: entry 1: field "number"/,
      )
      expect(() => readRegister("sources/x.yaml", '- number: "2 000"\n  claim: a\n  source: "product-facts: 1.4"\n  pages: [docs/a.mdx]\n')).toThrow(
        /without spaces/,
      )
      expect(() => readRegister("sources/x.yaml", '- number: "1"\n  claim: a\n  source: "Meta"\n  pages: [docs/a.mdx]\n')).toThrow(/source must be/)
      expect(() => readRegister("sources/x.yaml", '- number: "1"\n  claim: a\n  source: "https://developers.facebook.com/docs"\n  pages: []\n')).toThrow(
        /pages/,
      )
      expect(textHasNumber("лимит 2 000 получателей", "2000")).toBe(true)
      expect(textHasNumber("лимит 12 000 получателей", "2000")).toBe(false)
    })

    it("registers every entry's number on pages that exist and state it", () => {
      const faults = REGISTER.flatMap((entry) =>
        entry.pages.flatMap((page) => {
          const file = path.join(ROOT, page)
          if (!fs.existsSync(file)) return [`"${entry.number}" (${entry.claim}): page ${page} does not exist`]
          const text = fs.readFileSync(file, "utf8")
          // A page's prose, openapi.yaml's descriptions, or any other file (glossary.yaml) as it stands.
          const prose = page.endsWith(".mdx")
            ? pageProse(text)
                .map((line) => line.text)
                .join("\n")
            : page === "docs/api/openapi.yaml"
              ? openapiProse(text)
                  .map((line) => line.text)
                  .join("\n")
              : text
          return textHasNumber(prose, entry.number) ? [] : [`"${entry.number}" (${entry.claim}): ${page} does not state it`]
        }),
      )
      expect(faults).toEqual([])
    })

    it("has a register entry for every number of every limit sentence (file:line and the number for each)", () => {
      expectNoFaults(PROSE.flatMap(({ file, prose }) => unsourcedLimits(file, prose, REGISTER)))
    })
  })

  describe("speaks as the vendor: no sentence about sources, publication or invention", () => {
    it("states every voice rule with an example it catches, and catches a planted sentence", () => {
      for (const rule of VOICE) expect([rule.pattern, new RegExp(rule.pattern, "iu").test(rule.example)]).toEqual([rule.pattern, true])
      const planted = pageProse("Лимит частоты в открытых материалах не опубликован, поэтому мы его не приводим.")
      expect(voiceFaults("docs/x.mdx", planted, VOICE).length).toBeGreaterThanOrEqual(2)
      expect(voiceFaults("docs/x.mdx", planted, VOICE)[0]).toMatch(/^docs\/x\.mdx:1: «/)
      expect(voiceFaults("docs/x.mdx", pageProse("Отфильтруйте сообщения по источнику «API». Уточните лимит у менеджера edna."), VOICE)).toEqual([])
    })

    it("on every page, in openapi.yaml and in every figure (file:line for each)", () => {
      const figures = FIGURES.map(({ file, texts }) => ({ file, prose: texts }))
      expectNoFaults([...PROSE, ...figures].flatMap(({ file, prose }) => voiceFaults(file, prose, VOICE)))
    })
  })

  describe("names every screen one way: menu paths from the glossary's canonical list", () => {
    it("lists each canonical path with its source in product-facts", () => {
      for (const menu of GLOSSARY.menus) expect([menu.path, /^product-facts: /.test(menu.source)]).toEqual([menu.path, true])
      // The «API-ключ» tab is a sibling of «Основной профиль» (product-facts §3 Authentication), not inside it.
      expect(MENUS.paths.some((labels) => labels.join(" → ") === "Интеграция → Настройки → API-ключ")).toBe(true)
      expect(MENUS.paths.some((labels) => labels.join(" → ") === "Интеграция → Настройки → Основной профиль → API-ключ")).toBe(false)
    })

    it("catches a planted path that drops a level or renames a tab, and passes canonical ones", () => {
      const page = pageProse(
        "Откройте «Интеграция» → «Основной профиль».\nОткройте «Интеграция» → «Настройки» → «Основной профиль», вкладка «API-ключи».\nОткройте «Интеграция» → «Настройки», вкладка «API-ключ». В каскаде «WhatsApp» → «Viber».\nОткройте «Интеграция» → «Настройки» → «Основной профиль», вкладка «API-ключ».",
      )
      expect(menuFaults("docs/x.mdx", page, MENUS)).toEqual([
        "docs/x.mdx:1: menu path «Интеграция» → «Основной профиль» is not in content/glossary.yaml menus (a canonical path or its beginning)",
        "docs/x.mdx:2: menu path «Интеграция» → «Настройки» → «Основной профиль» → «API-ключи» is not in content/glossary.yaml menus (a canonical path or its beginning)",
        "docs/x.mdx:4: menu path «Интеграция» → «Настройки» → «Основной профиль» → «API-ключ» is not in content/glossary.yaml menus (a canonical path or its beginning)",
      ])
      const svg = '<svg><text x="1">Интеграция → Основной профиль</text><text>Каскад «WhatsApp → Viber»</text><text>Настройки →</text><text>Каналы</text></svg>'
      expect(svgMenuFaults("docs/x.svg", svgTexts(svg), MENUS)).toEqual([
        "docs/x.svg:1: menu path «Интеграция» → «Основной профиль» in a figure is not in content/glossary.yaml menus",
      ])
    })

    it("on every page (file:line for each)", () => {
      expectNoFaults(PROSE.flatMap(({ file, prose }) => menuFaults(file, prose, MENUS)))
    })

    it("in the text of every figure (SVG sources)", () => {
      expectNoFaults(FIGURES.flatMap(({ file, texts }) => svgMenuFaults(file, texts, MENUS)))
    })
  })
})
