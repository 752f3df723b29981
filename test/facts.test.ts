/**
 * One statement per fact: a fact that pages share lives in content/facts.yaml, and pages show it with
 * `<Fact id="…" />`. Every hand-written statement of a registered fact (its `detect` pattern) on a docs or
 * API page, in an openapi.yaml description or in a figure is a fault with file and line: restated by hand
 * where it holds the value, a contradiction where it does not. A figure (SVG) cannot show a `<Fact>`, so
 * there only a different value is a fault. Blog posts are release notes true on their date: not checked.
 */
import fs from "node:fs"
import path from "node:path"
import { FACT_ELEMENT, parseFacts, type Fact } from "../src/node/facts"
import { filesUnder } from "../src/node/files"
import { openapiProse, pageProse, svgTexts, type ProseLine } from "./content-checks"

const ROOT = path.resolve("content")
const FACTS = parseFacts(fs.readFileSync(path.join(ROOT, "facts.yaml"), "utf8"))

const rel = (file: string): string => path.relative(ROOT, file).split(path.sep).join("/")
const OPENAPI = path.join(ROOT, "docs", "api", "openapi.yaml")
const PAGES = filesUnder(path.join(ROOT, "docs"), (name) => name.endsWith(".mdx")).map((file) => ({ file: rel(file), text: fs.readFileSync(file, "utf8") }))
const SOURCES = [
  ...PAGES.map(({ file, text }) => ({ file, text, prose: pageProse(text) })),
  { file: rel(OPENAPI), text: fs.readFileSync(OPENAPI, "utf8"), prose: openapiProse(fs.readFileSync(OPENAPI, "utf8")) },
]
const FIGURES = filesUnder(ROOT, (name) => name.endsWith(".svg")).map((file) => ({ file: rel(file), prose: svgTexts(fs.readFileSync(file, "utf8")) }))

/** The numbers of a text, groups of thousands joined ("2 000" is 2000). */
const numbersOf = (text: string): string[] => [...text.replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, "$1").matchAll(/\d+/g)].map((match) => match[0])

/**
 * Every hand-written statement of a registered fact in the prose of one file, as 'file:line: …'. In a
 * figure (`drawn`) the registered value may stand as it is; a different number is still a fault.
 */
export function factFaults(file: string, prose: ProseLine[], facts: ReadonlyMap<string, Fact>, drawn = false): string[] {
  return prose.flatMap(({ line, text }) =>
    [...facts.values()].flatMap((fact) =>
      [...text.matchAll(fact.detect)].flatMap((match) => {
        // A statement contradicts the registry when it names a number the value does not hold.
        const values = numbersOf(fact.value)
        const holdsValue = numbersOf(match[0]).every((number) => values.includes(number))
        if (drawn && holdsValue) return []
        return holdsValue
          ? [`${file}:${line}: «${match[0]}» states ${fact.id} by hand: write <Fact id="${fact.id}" />`]
          : [`${file}:${line}: «${match[0]}» contradicts ${fact.id} in content/facts.yaml (${fact.value}): correct it, then write <Fact id="${fact.id}" />`]
      }),
    ),
  )
}

/** Every `<Fact id="…" />` of a text with its line. */
function factUses(text: string): Array<{ id: string; line: number }> {
  return [...text.matchAll(FACT_ELEMENT)].map((match) => ({ id: match[1], line: text.slice(0, match.index).split("\n").length }))
}

describe("facts stated once (content/facts.yaml)", () => {
  it("registers facts, each detect catching its example", () => {
    expect(FACTS.size).toBeGreaterThan(10)
    const missed = [...FACTS.values()].filter((fact) => factFaults("example", [{ line: 1, text: fact.example }], new Map([[fact.id, fact]])).length === 0)
    expect(missed.map((fact) => `${fact.id}: detect does not catch «${fact.example}»`)).toEqual([])
  })

  it("catches a planted restatement and a planted contradiction, and a wrong value in a figure only", () => {
    const facts = parseFacts(`- id: request-id-window
  value: "20 минут"
  claim: "Повторный requestId отклоняется 20 минут"
  source: "product-facts: 3"
  detect: '(?:дубл|повтор)[^.]{0,80}?\\d+\\s*мин\\p{L}*'
  example: "Повторный запрос отклоняется 20 минут"
`)
    const prose = [
      { line: 3, text: "Повторный запрос с тем же requestId отклоняется 20 минут." },
      { line: 7, text: "Повторы отклоняются 30 минут." },
      { line: 9, text: 'Повтор отклоняется в течение <Fact id="request-id-window" />.' },
    ]
    expect(factFaults("docs/a.mdx", prose, facts)).toEqual([
      'docs/a.mdx:3: «Повторный запрос с тем же requestId отклоняется 20 минут» states request-id-window by hand: write <Fact id="request-id-window" />',
      'docs/a.mdx:7: «Повторы отклоняются 30 минут» contradicts request-id-window in content/facts.yaml (20 минут): correct it, then write <Fact id="request-id-window" />',
    ])
    expect(factFaults("docs/img/a.svg", prose, facts, true)).toEqual([expect.stringContaining("docs/img/a.svg:7: «Повторы отклоняются 30 минут» contradicts")])
  })

  it("every <Fact id> on a page or in openapi.yaml is registered", () => {
    const unknown = SOURCES.flatMap(({ file, text }) =>
      factUses(text)
        .filter((use) => !FACTS.has(use.id))
        .map((use) => `${file}:${use.line}: <Fact id="${use.id}" /> is not in content/facts.yaml`),
    )
    expect(unknown).toEqual([])
  })

  it("every registered fact is shown by some page (a fact no page states does not belong in the registry)", () => {
    const used = new Set(SOURCES.flatMap(({ text }) => factUses(text).map((use) => use.id)))
    expect([...FACTS.keys()].filter((id) => !used.has(id))).toEqual([])
  })

  it("no docs or API page, openapi.yaml description or figure states a registered fact by hand (file:line for each)", () => {
    const faults = [
      ...SOURCES.flatMap(({ file, prose }) => factFaults(file, prose, FACTS)),
      ...FIGURES.flatMap(({ file, prose }) => factFaults(file, prose, FACTS, true)),
    ]
    expect(faults).toEqual([])
  })
})
