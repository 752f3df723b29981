/**
 * Russian typography by Typograf, for the prose the site shows: non-breaking spaces after numbers and in
 * groups of thousands, before units and after short words, «ёлочки», dashes. Text only: callers keep code,
 * headings and URLs out of it (src/node/mdx/prose.ts for pages, plugins/api-reference/node/openapi-shown.ts for the API).
 */
import Typograf from "typograf"

/** Groups of thousands as authors write them ("2 000", "100 000"): the spaces become non-breaking. */
Typograf.addRule({
  name: "common/nbsp/numberGroups",
  handler: (text: string) => text.replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d]|[.,]\d)/g, (group) => group.replace(/ /g, "\u00a0")),
})

/** A number and the word after it ("в течение 20 минут", "(24 часа"), where Typograf's own rule wants a
 * space before the number; identifiers and versions (a letter, `_`, `.` or `-` before it) stay as written. */
Typograf.addRule({
  name: "common/nbsp/numberWord",
  handler: (text: string) => text.replace(/(^|[\s(«„"—–])(\d+(?:[.,]\d+)?) (?=\p{L})/gu, "$1$2\u00a0"),
})

/**
 * The rules applied, and no others: Typograf's defaults also trim the edges of a text (a text node ends
 * where inline code begins), format phone numbers and group long digits, which would change identifiers
 * and order numbers in the prose.
 */
const RULES = [
  "common/nbsp/afterNumber",
  "common/nbsp/numberGroups",
  "common/nbsp/numberWord",
  "common/nbsp/afterShortWord",
  "ru/nbsp/year",
  "ru/nbsp/years",
  "ru/nbsp/dayMonth",
  "ru/nbsp/abbr",
  "ru/nbsp/mln",
  "ru/nbsp/see",
  "ru/nbsp/page",
  "common/punctuation/quote",
  "common/punctuation/hellip",
  "ru/dash/main",
]

let typograf: Typograf | null = null

/** One piece of prose with the site's typography (text only: no markup, code or URLs). */
export function typeset(text: string): string {
  if (typograf === null) {
    typograf = new Typograf({ locale: ["ru"], htmlEntity: { type: "default" } })
    for (const rule of Typograf.getRules()) if (!RULES.includes(rule.name)) typograf.disableRule(rule.name)
    for (const rule of RULES) typograf.enableRule(rule)
  }
  return typograf.execute(text)
}
