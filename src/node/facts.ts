/**
 * The facts registry, content/facts.yaml: each fact that more than one page states (a duration, a limit, a
 * rule of the API) is written there once, and pages show it with `<Fact id="…" />`, in MDX and in
 * openapi.yaml's descriptions. The build puts the fact's value in its place, so the page, its Markdown
 * twin, its search text and the published OpenAPI document say the same thing.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"

export const FACTS_FILE = path.resolve("content/facts.yaml")

export interface Fact {
  id: string
  value: string
  claim: string
  source: string
  /** How a page states the fact by hand: any match in prose is a fault (test/facts.test.ts). */
  detect: RegExp
  example: string
}

/** `<Fact id="…" />` as written in text (MDX and openapi.yaml's strings), with its id. */
export const FACT_ELEMENT = /<Fact\s+id="([^"]*)"\s*\/>/g

/** What a value may hold: it goes into YAML scalars and Markdown as it is, so no quote, colon, `#` or markup. */
const SAFE_VALUE = /^[\p{L}\p{N} \u00a0.,–—()%/-]+$/u
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Reads and validates the registry; each problem names the entry and the field. */
export function parseFacts(text: string, file = "content/facts.yaml"): Map<string, Fact> {
  let entries: unknown
  try {
    entries = YAML.parse(text)
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`)
  }
  if (entries === null || entries === undefined) return new Map()
  if (!Array.isArray(entries)) throw new Error(`${file}: a list of facts is expected`)
  const facts = new Map<string, Fact>()
  const problems: string[] = []
  entries.forEach((entry: Record<string, unknown>, index) => {
    const where = `${file}: fact ${index + 1}${typeof entry?.id === "string" ? ` (${entry.id})` : ""}`
    for (const field of ["id", "value", "claim", "source", "detect", "example"]) {
      if (typeof entry?.[field] !== "string" || (entry[field] as string).trim() === "") problems.push(`${where}: field "${field}" must be a non-empty string`)
    }
    if (problems.length > 0) return
    const id = entry.id as string
    if (!ID.test(id)) problems.push(`${where}: field "id" must be lower-case Latin words joined by "-"`)
    if (facts.has(id)) problems.push(`${where}: the id "${id}" is used twice`)
    if (!SAFE_VALUE.test(entry.value as string)) problems.push(`${where}: field "value" may hold letters, digits, spaces and . , – — ( ) % / - only`)
    if (!/^(product-facts: .+|https:\/\/\S+)/.test(entry.source as string))
      problems.push(`${where}: field "source" must be "product-facts: <section>" or a https:// address`)
    let detect: RegExp | null = null
    try {
      detect = new RegExp(entry.detect as string, "giu")
    } catch (error) {
      problems.push(`${where}: field "detect" is not a regular expression: ${(error as Error).message}`)
    }
    if (detect)
      facts.set(id, {
        id,
        value: entry.value as string,
        claim: entry.claim as string,
        source: entry.source as string,
        detect,
        example: entry.example as string,
      })
  })
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return facts
}

let loaded: { mtimeMs: number; facts: Map<string, Fact> } | null = null

/** The registry of this project, read again when the file changes (develop). */
export function projectFacts(file = FACTS_FILE): Map<string, Fact> {
  const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0
  if (loaded?.mtimeMs !== mtimeMs)
    loaded = { mtimeMs, facts: mtimeMs === 0 ? new Map() : parseFacts(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file)) }
  return loaded.facts
}

/** The value shown for a fact id; throws naming the id and the registry when it is not there. */
export function factValue(id: string, facts: ReadonlyMap<string, Fact> = projectFacts()): string {
  const fact = facts.get(id)
  if (!fact) throw new Error(`<Fact id="${id}" /> is not in content/facts.yaml`)
  return fact.value
}

/** A text with every `<Fact id="…" />` replaced by its value (openapi.yaml, before it is parsed or published). */
export function resolveFactsIn(text: string, facts: ReadonlyMap<string, Fact> = projectFacts()): string {
  return text.replace(FACT_ELEMENT, (_, id: string) => factValue(id, facts))
}
