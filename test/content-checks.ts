/**
 * The checks of issue 33 as plain functions, so test/content.test.ts can run them on every page and on
 * small planted examples: limit sentences whose numbers need an entry in content/sources/*.yaml, the
 * vendor's voice (no talk about sources, publication or invention) and menu paths against the canonical
 * list of content/glossary.yaml. Each fault is one string 'file:line: problem'.
 */
import YAML, { LineCounter, isMap, isPair, isScalar, isSeq, type Node } from "yaml"

/** The lines a reader sees as prose: fenced code, `inline code` and link targets are blanked (same line numbers). */
export function proseLines(text: string): string[] {
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

/** A piece of prose with the line it starts on: a page's prose line, or a description/summary of openapi.yaml. */
export interface ProseLine {
  line: number
  text: string
}

export function pageProse(text: string): ProseLine[] {
  return proseLines(text).map((line, index) => ({ line: index + 1, text: line }))
}

/** openapi.yaml's description, summary and title strings (what the reference renders as prose), each line
 * with its line in the file (block scalars line by line; a plain or quoted string at the line it starts). */
export function openapiProse(text: string): ProseLine[] {
  const lineCounter = new LineCounter()
  const doc = YAML.parseDocument(text, { lineCounter })
  const out: ProseLine[] = []
  const visit = (node: Node | null | undefined): void => {
    if (!node) return
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue
        const key = isScalar(pair.key) ? String(pair.key.value) : ""
        const value = pair.value as Node | null
        if (["description", "summary", "title"].includes(key) && isScalar(value) && typeof value.value === "string" && value.range) {
          const start = lineCounter.linePos(value.range[0]).line
          const block = value.type === "BLOCK_LITERAL" || value.type === "BLOCK_FOLDED"
          value.value.split("\n").forEach((part, index) => out.push({ line: block ? start + 1 + index : start, text: part.replace(/`[^`]*`/g, "«код»") }))
        } else visit(value)
      }
    } else if (isSeq(node)) node.items.forEach((item) => visit(item as Node))
  }
  visit(doc.contents as Node)
  return out
}

// ---------------------------------------------------------------------------------------------------------
// Limit sentences
//
// A sentence (a line of prose cut at . ! ? followed by a space, and at table cell borders |) is a limit
// sentence when one of its numbers is followed by a unit (UNIT) or has a limit word (TRIGGER) in the 30
// characters before it. Every number of a limit sentence then needs a register entry, except what is not a
// limit: headings and list markers, dates (16.01.2025, 2025-01-16, «1 октября», «1-го числа» and other
// ordinals), years (1990–2099 written without a space: a limit of 2 000 is written with one), interface
// labels in «ёлочках» («Шаг 1», «18–24»), version numbers (1.2.3, «версия 2»), step and
// figure numbers («Шаг 2», «Рис. 3», «пункт 4»), phone numbers (+7 …) and long IDs (7+ digits), numbers
// glued to letters (v1, h2, E164, 3_0_version) and HTTP status codes (200, 401, 404 … not followed by a
// unit). The number is named as written with its spaces removed: «2 000» → 2000, «23:59» stays.
// A false positive is fixed by rewording or registering, not by adding exceptions here.
// ---------------------------------------------------------------------------------------------------------

const UNIT = new RegExp(
  String.raw`^[\s\u00a0]*(?:символ\p{L}*|знак\p{L}*|байт\p{L}*|[КМГ]Б|[KMG]B|px|пиксел\p{L}*|пикс|мс|сек(?:унд\p{L}*)?|с(?=[\s\u00a0]*(?:[.,;:)–—-]|$|(?:и|до|или)\s))|минут\p{L}*|мин|час\p{L}*|ч|дн\p{L}*|день|сут\p{L}*|недел\p{L}*|месяц\p{L}*|год\p{L}*|лет|%|₸|тенге|руб\p{L}*|USD|EUR|долл\p{L}*|раз|раза|сообщени\p{L}*|получател\p{L}*|номер\p{L}*|шаблон\p{L}*|кнопк\p{L}*|кнопок|штук\p{L}*|шт|запрос\p{L}*|уров\p{L}*|тег\p{L}*|канал\p{L}*|пользовател\p{L}*|файл\p{L}*|строк\p{L}*|цифр\p{L}*|букв\p{L}*|попыт\p{L}*|повтор\p{L}*|клиент\p{L}*|переменн\p{L}*|шаг(?:а|ов))(?![\p{L}\p{N}])`,
  "iu",
)
const TRIGGER =
  /(?<!\p{L})(?:не более|не менее|не больше|не меньше|не чаще|не позднее|не раньше|в течение|до|от|максимум\p{L}*|минимум\p{L}*|максимальн\p{L}*|минимальн\p{L}*|лимит\p{L}*|более|менее|свыше)(?!\p{L})/iu
const MONTH = /^[\s\u00a0]*(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}*/iu
const NOT_A_COUNT_BEFORE =
  /(?:(?<!\p{L})(?:шаг\p{L}*|рис\.?|рисун\p{L}*|этап\p{L}*|пункт\p{L}*|верси\p{L}*|v|№|HTTP|код\p{L}*|статус\p{L}*)|[+#])[\s\u00a0]*$/iu
/** The HTTP status codes the API pages name; another 3-digit number is a count. */
const HTTP_STATUS = /^(?:200|201|202|204|301|302|304|400|401|403|404|405|409|413|415|422|429|500|502|503|504)$/
const NUMBER = String.raw`\d{1,2}:\d{2}|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`
/** A run of numbers sharing one unit: «30 с–12 ч», «4, 128 и 2048 с», «400×400 px», «3–6 ч». */
const GROUP = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,:/\\-])(?:${NUMBER})(?:[\s\u00a0]*(?:[–—-]|×|x|х|,|/|и|или|\.\.\.|…)[\s\u00a0]*(?:${NUMBER}))*(?![\p{L}\p{N}_])`,
  "gu",
)
const ONE_NUMBER = new RegExp(NUMBER, "gu")

export interface LimitNumber {
  line: number
  number: string
  sentence: string
}

/** Blank what is never a limit (dates, versions, phones, long ids), keeping the length of the line. */
function blankNonLimits(text: string): string {
  const blank = (match: string): string => " ".repeat(match.length)
  return text
    .replace(/^\s*#{1,6}\s.*$/, blank)
    .replace(/^(\s*)(\d+)([.)]\s)/, (_, a: string, b: string, c: string) => a + " ".repeat(b.length) + c)
    .replace(/\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?/g, blank)
    .replace(/\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/g, blank)
    .replace(/\b\d+\.\d+\.\d+\b/g, blank)
    .replace(/\+\d[\d\s()\u00a0-]{6,}\d/g, blank)
    .replace(/\d{7,}/g, blank)
    .replace(/\d+-(?:го|е|й|м|ю|х)(?!\p{L})/gu, blank)
    .replace(/«[^»]*»/g, (match) => `«${" ".repeat(match.length - 2)}»`)
}

const SENTENCE_END = /(?<=[.!?…])\s+(?=[«"(\p{Lu}\p{N}])|\s*\|\s*/gu

/** The sentences of a line with their offsets: cut at . ! ? before a capital, digit or quote, and at table cell borders. */
export function sentencesOf(text: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = []
  let start = 0
  for (const match of text.matchAll(SENTENCE_END)) {
    out.push({ start, text: text.slice(start, match.index) })
    start = (match.index ?? 0) + match[0].length
  }
  out.push({ start, text: text.slice(start) })
  return out.filter((part) => part.text.trim() !== "")
}

/** The numbers of every limit sentence in the given prose, with the line each stands on. */
export function limitNumbers(prose: ProseLine[]): LimitNumber[] {
  return prose.flatMap(({ line, text }) =>
    sentencesOf(blankNonLimits(text)).flatMap(({ start: offset, text: sentence }) => {
      const original = text.slice(offset, offset + sentence.length).trim()
      const groups = [...sentence.matchAll(GROUP)].map((match) => {
        const start = match.index ?? 0
        const before = sentence.slice(0, start)
        const after = sentence.slice(start + match[0].length)
        const numbers = [...match[0].matchAll(ONE_NUMBER)].map((n) => n[0].replace(/[ \u00a0\u202f]/g, ""))
        const hasUnit = UNIT.test(after) || /\$[\s\u00a0]*$/.test(before)
        const isDate = MONTH.test(after)
        const isYear = /^(?:199\d|20\d\d)$/.test(match[0])
        const isLabel = NOT_A_COUNT_BEFORE.test(before)
        const isStatus = numbers.every((n) => HTTP_STATUS.test(n)) && !hasUnit
        const skip = isDate || isYear || isLabel || isStatus
        const near = TRIGGER.test(before.slice(-30))
        return { numbers, skip, limit: !skip && (hasUnit || near) }
      })
      if (!groups.some((group) => group.limit)) return []
      return groups.filter((group) => !group.skip).flatMap((group) => group.numbers.map((number) => ({ line, number, sentence: original })))
    }),
  )
}

// ---------------------------------------------------------------------------------------------------------
// The sources register: content/sources/*.yaml
// ---------------------------------------------------------------------------------------------------------

export interface SourceEntry {
  number: string
  claim: string
  source: string
  pages: string[]
}

/** Reads one register file; bad input throws naming the file, the entry and the field. */
export function readRegister(file: string, text: string): SourceEntry[] {
  let data: unknown
  try {
    data = YAML.parse(text)
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`)
  }
  if (data === null || data === undefined) return []
  if (!Array.isArray(data)) throw new Error(`${file}: must be a list of entries (- number: …, claim: …, source: …, pages: […])`)
  return data.map((entry: Record<string, unknown>, index) => {
    const where = `${file}: entry ${index + 1}${entry && typeof entry.number === "string" ? ` (number "${entry.number}")` : ""}`
    if (!entry || typeof entry !== "object") throw new Error(`${where}: not a mapping`)
    for (const field of ["number", "claim", "source"]) {
      if (typeof entry[field] !== "string" || String(entry[field]).trim() === "")
        throw new Error(`${where}: field "${field}" must be a non-empty string (quote numbers: number: "1024")`)
    }
    if (/\s/.test(String(entry.number))) throw new Error(`${where}: number "${String(entry.number)}" must be written without spaces ("2 000" -> "2000")`)
    if (!/^(?:product-facts: \S.*|https?:\/\/\S+)$/.test(String(entry.source)))
      throw new Error(`${where}: source must be "product-facts: <section or route>" or a documentation URL, not "${String(entry.source)}"`)
    if (!Array.isArray(entry.pages) || entry.pages.length === 0 || !entry.pages.every((page) => typeof page === "string"))
      throw new Error(`${where}: field "pages" must be a non-empty list of content-relative files`)
    return { number: String(entry.number), claim: String(entry.claim), source: String(entry.source), pages: entry.pages as string[] }
  })
}

/** Whether a number as the register writes it ("2000", "23:59", "0,5") stands in the text («2 000» counts). */
export function textHasNumber(text: string, number: string): boolean {
  const joined = text.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, "$1")
  const escaped = number.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d]|[.,]\\d)`).test(joined)
}

/** Limit numbers of one file that no entry registers for it, as 'file:line: number «…»: sentence'. */
export function unsourcedLimits(file: string, prose: ProseLine[], register: SourceEntry[]): string[] {
  const known = new Set(register.filter((entry) => entry.pages.includes(file)).map((entry) => entry.number))
  return limitNumbers(prose)
    .filter((limit) => !known.has(limit.number))
    .map((limit) => `${file}:${limit.line}: ${limit.number} not in content/sources: «${limit.sentence.slice(0, 140)}»`)
}

// ---------------------------------------------------------------------------------------------------------
// Voice and menu paths (rules in content/glossary.yaml)
// ---------------------------------------------------------------------------------------------------------

export interface VoiceRule {
  pattern: string
  example: string
  regex: RegExp
}

export function voiceFaults(file: string, prose: ProseLine[], rules: VoiceRule[]): string[] {
  return prose.flatMap(({ line, text }) =>
    rules.flatMap((rule) =>
      [...text.matchAll(rule.regex)].map(
        (match) => `${file}:${line}: «${match[0].trim()}» speaks about sources or publication: tell the reader what to do instead`,
      ),
    ),
  )
}

export interface MenuList {
  /** Canonical paths; the last labels may be tabs. A written path must be a prefix of one of them. */
  paths: string[][]
  /** Words beside an arrow that make it a flow, not a menu path (WhatsApp → Viber). */
  flowNames: string[]
}

/** Splits a canonical path as the glossary writes it («Интеграция → Настройки → Основной профиль»). */
export function splitPath(path: string): string[] {
  return path.split("→").map((label) => label.trim().replace(/^«|»$/g, ""))
}

function isCanonicalPrefix(labels: string[], menus: MenuList): boolean {
  return menus.paths.some((path) => labels.length <= path.length && labels.every((label, index) => label === path[index]))
}

const CHAIN = /«[^»]+»(?:\s*→\s*«[^»]+»)+/g
const TAB_AFTER = /^,?\s*(?:на\s+)?вкладк\p{L}*\s+«([^»]+)»/iu

/** Every «…» → «…» chain on a page (with a tab named right after it) that is no prefix of a canonical path. */
export function menuFaults(file: string, prose: ProseLine[], menus: MenuList): string[] {
  return prose.flatMap(({ line, text }) =>
    [...text.matchAll(CHAIN)].flatMap((match) => {
      const labels = splitPath(match[0])
      if (labels.some((label) => label === "код")) return []
      if (labels.every((label) => menus.flowNames.includes(label))) return []
      const tab = TAB_AFTER.exec(text.slice((match.index ?? 0) + match[0].length))
      const full = tab ? [...labels, tab[1]] : labels
      if (isCanonicalPrefix(full, menus)) return []
      return [
        `${file}:${line}: menu path ${full.map((label) => `«${label}»`).join(" → ")} is not in content/glossary.yaml menus (a canonical path or its beginning)`,
      ]
    }),
  )
}

/** The <text> content of an SVG in document order, lines ending in an arrow joined to the next. */
export function svgTexts(svg: string): ProseLine[] {
  const out: ProseLine[] = []
  for (const match of svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)) {
    const line = svg.slice(0, match.index).split("\n").length
    const text = match[1]
      .replace(/<[^>]*>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .trim()
    const last = out[out.length - 1]
    if (last && /→$/.test(last.text)) last.text = `${last.text} ${text}`
    else out.push({ line, text })
  }
  return out
}

/** In a figure labels are often drawn without «»: an arrow chain whose first label is a menu label (not a
 * flow name) is a menu path and must be a prefix of a canonical one. */
export function svgMenuFaults(file: string, texts: ProseLine[], menus: MenuList): string[] {
  const menuLabels = new Set(menus.paths.flatMap((path) => path).filter((label) => !menus.flowNames.includes(label)))
  return texts.flatMap(({ line, text }) => {
    if (!text.includes("→")) return []
    const labels = text
      .split("→")
      .map((label) =>
        label
          .trim()
          .replace(/^«|»$/g, "")
          .replace(/[,.;:]$/, ""),
      )
      .filter((label) => label !== "")
    if (labels.length < 2 || !menuLabels.has(labels[0])) return []
    if (isCanonicalPrefix(labels, menus)) return []
    return [`${file}:${line}: menu path ${labels.map((label) => `«${label}»`).join(" → ")} in a figure is not in content/glossary.yaml menus`]
  })
}
