/**
 * The prose agrees with the schema (issue 16):
 * - every API field a docs or API page names in `backticks` exists in openapi.yaml (each unknown name is
 *   reported with its file and line);
 * - every ```json example on an API page names the schema it follows (`schema="sendMessage:request"`,
 *   `schema="messageStatus"`, `schema="getCascades:200"`) and validates against it;
 * - every example that sends a registered template (`x-template` in the yaml, `template="…"` on a fence)
 *   matches that template's text, footer and buttons.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import Ajv2020 from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { derefAll, type Json, type JsonObject } from "../src/lib/openapi"

const DOCS = path.resolve("content/docs")
const API_DIR = path.join(DOCS, "api")
const doc = derefAll(YAML.parse(fs.readFileSync(path.join(API_DIR, "openapi.yaml"), "utf8")) as Json) as JsonObject

/** Backticked identifiers that look like field names but are not API fields. Keep it small. */
const NOT_FIELDS = new Set<string>([
  "openapi.yaml", // the document itself
  "localStorage",
])

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

/** Every property path of every schema in the document (operations, webhooks, components), `[]` dropped. */
export function fieldPaths(root: JsonObject): { names: Set<string>; paths: Set<string> } {
  const names = new Set<string>()
  const paths = new Set<string>()
  const walk = (schema: Json | undefined, prefix: string, depth: number): void => {
    if (!isObject(schema) || depth > 12) return
    for (const key of ["items", "oneOf", "anyOf", "allOf"]) {
      const inner = schema[key]
      if (Array.isArray(inner)) inner.forEach((part) => walk(part, prefix, depth + 1))
      else walk(inner, prefix, depth + 1)
    }
    if (!isObject(schema.properties)) return
    for (const [name, property] of Object.entries(schema.properties)) {
      const full = prefix ? `${prefix}.${name}` : name
      names.add(name)
      paths.add(full)
      walk(property, full, depth + 1)
    }
  }
  const visitMedia = (holder: Json | undefined): void => {
    if (!isObject(holder) || !isObject(holder.content)) return
    for (const media of Object.values(holder.content)) if (isObject(media)) walk(media.schema, "", 0)
  }
  for (const group of ["paths", "webhooks"]) {
    for (const item of Object.values((root[group] as JsonObject | undefined) ?? {})) {
      if (!isObject(item)) continue
      for (const op of Object.values(item)) {
        if (!isObject(op)) continue
        for (const parameter of (op.parameters as Json[] | undefined) ?? []) if (isObject(parameter)) names.add(String(parameter.name))
        visitMedia(op.requestBody)
        for (const response of Object.values((op.responses as JsonObject | undefined) ?? {})) visitMedia(response)
      }
    }
  }
  for (const schema of Object.values(((root.components as JsonObject).schemas as JsonObject) ?? {})) walk(schema, "", 0)
  for (const full of [...paths]) {
    // Every tail of a path is a valid way to name the field in prose: `paymentData.chargeable`.
    const parts = full.split(".")
    for (let start = 1; start < parts.length; start += 1) paths.add(parts.slice(start).join("."))
  }
  return { names, paths }
}

const IDENTIFIER = /^@?[A-Za-z][\w@]*(?:\[\])?(?:\.@?[A-Za-z][\w]*(?:\[\])?)*$/
const camel = (segment: string): boolean => /^@?[a-z][a-z0-9]*[A-Z]/.test(segment)

/** The field names a line of prose names in backticks: camelCase names, dotted paths, `@type`, and the key of `key: value`. */
export function namedFields(line: string, known: ReadonlySet<string>): string[] {
  const found: string[] = []
  for (const match of line.matchAll(/`([^`\n]+)`/g)) {
    let code = match[1].trim()
    const keyValue = /^"?(@?[A-Za-z][\w.[\]@]*)"?\s*:\s*\S/.exec(code)
    if (keyValue) code = keyValue[1]
    if (!IDENTIFIER.test(code) || NOT_FIELDS.has(code)) continue
    const segments = code.replace(/\[\]/g, "").split(".")
    const looksLikeField = segments.some(camel) || code.startsWith("@") || (segments.length > 1 && known.has(segments[0]))
    if (looksLikeField) found.push(code)
  }
  return found
}

/** Lines of an MDX file outside fenced code, with their 1-based numbers. */
function proseLines(text: string): Array<[number, string]> {
  let inFence = false
  const lines: Array<[number, string]> = []
  text.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    else if (!inFence) lines.push([index + 1, line])
  })
  return lines
}

/** Unknown field names of one page, as `file:line: name`. */
export function unknownFields(file: string, text: string, index: { names: Set<string>; paths: Set<string> }): string[] {
  const faults: string[] = []
  for (const [number, line] of proseLines(text)) {
    for (const name of namedFields(line, index.names)) {
      const normal = name.replace(/\[\]/g, "")
      const ok = normal.includes(".") ? index.paths.has(normal) : index.names.has(normal)
      if (!ok) faults.push(`${path.relative(DOCS, file)}:${number}: \`${name}\` is not a field of openapi.yaml`)
    }
  }
  return faults
}

interface Fence {
  file: string
  line: number
  meta: string
  body: string
}

function jsonFences(file: string, text: string): Fence[] {
  const fences: Fence[] = []
  const lines = text.split("\n")
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*```json\b(.*)$/.exec(lines[i])
    if (!open) continue
    const start = i
    const body: string[] = []
    for (i += 1; i < lines.length && !/^\s*```\s*$/.test(lines[i]); i += 1) body.push(lines[i])
    fences.push({ file: path.relative(DOCS, file), line: start + 1, meta: open[1], body: body.join("\n") })
  }
  return fences
}

/** The schema a fence names: `opId:request`, `opId:<status>` or a webhook name (its body). */
function schemaFor(ref: string): JsonObject | undefined {
  const [id, part = "request"] = ref.split(":")
  for (const group of ["paths", "webhooks"] as const) {
    for (const [key, item] of Object.entries((doc[group] as JsonObject | undefined) ?? {})) {
      if (!isObject(item)) continue
      for (const op of Object.values(item)) {
        if (!isObject(op) || (group === "paths" ? op.operationId !== id : key !== id)) continue
        const holder = part === "request" ? op.requestBody : (op.responses as JsonObject)[part]
        const media = isObject(holder) && isObject(holder.content) ? holder.content["application/json"] : undefined
        return isObject(media) && isObject(media.schema) ? media.schema : undefined
      }
    }
  }
  return undefined
}

/** Registered templates: the named request examples of the template-creation operation. */
function templates(): Map<string, JsonObject> {
  const schema = ((((doc.paths as JsonObject)["/message-matchers"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject
  const examples = ((schema["application/json"] as JsonObject).examples ?? {}) as JsonObject
  const byName = new Map<string, JsonObject>()
  for (const example of Object.values(examples)) {
    const matcher = ((example as JsonObject).value as JsonObject).messageMatcher as JsonObject
    byName.set(String(matcher.name), matcher.content as JsonObject)
  }
  return byName
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A template text as a regular expression: %w one word, %d a number, %w{a,b} a to b words. */
export function templatePattern(text: string): RegExp {
  const source = text
    .split(/(%w\{\d+,\d+\}|%w|%d)/)
    .map((part) => {
      const range = /^%w\{(\d+),(\d+)\}$/.exec(part)
      if (range) return `\\S+(?: \\S+){${Number(range[1]) - 1},${Number(range[2]) - 1}}`
      if (part === "%w") return "[^\\s]+?"
      if (part === "%d") return "\\d+"
      return escape(part)
    })
    .join("")
  return new RegExp(`^${source}$`, "u")
}

type ButtonJson = { buttonType?: string; text?: string; otpType?: string; url?: string }
const buttonsOf = (content: JsonObject): ButtonJson[] =>
  (((content.keyboard as JsonObject | undefined)?.rows as JsonObject[] | undefined) ?? []).flatMap((row) => (row.buttons as unknown as ButtonJson[]) ?? [])

/** What differs between a WhatsApp content that is sent and the template it names (empty when it matches). */
export function templateMismatches(sent: JsonObject, template: JsonObject): string[] {
  const problems: string[] = []
  if (!templatePattern(String(template.text)).test(String(sent.text ?? ""))) problems.push(`text «${String(sent.text)}» does not match «${String(template.text)}»`)
  const footer = (template.footer as JsonObject | undefined)?.text
  if ((sent.footer as JsonObject | undefined)?.text !== footer) problems.push(`footer «${String((sent.footer as JsonObject | undefined)?.text)}» is not «${String(footer)}»`)
  const want = buttonsOf(template).map((b) => `${b.buttonType}/${b.otpType ?? ""}/${b.text}`)
  const got = buttonsOf(sent).map((b) => `${b.buttonType}/${b.otpType ?? ""}/${b.text}`)
  if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`buttons ${JSON.stringify(got)} are not ${JSON.stringify(want)}`)
  return problems
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
const index = fieldPaths(doc)
const allPages = mdxFiles(DOCS)
const apiPages = mdxFiles(API_DIR)

describe("API fields named in the prose", () => {
  it("finds the fields it should (camelCase, dotted paths, key: value) and leaves other code alone", () => {
    const line = "Поля `paymentData.chargeable`, `requestId`, `qualityScore: GREEN`, `active: true`, `keyboard.rows[].buttons[]`, `X-API-KEY`, `WHATSAPP`, `cascade/schedule`, `app.edna.io`, `text`"
    expect(namedFields(line, index.names)).toEqual(["paymentData.chargeable", "requestId", "qualityScore", "keyboard.rows[].buttons[]"])
  })

  it("reports an unknown name with its file and line (the lint can fail)", () => {
    const planted = "Первая строка\n\nПоле `paymentData.refundable` и поле `qualityRating` придут позже; `requestId` есть."
    expect(unknownFields(path.join(DOCS, "example.mdx"), planted, index)).toEqual([
      "example.mdx:3: `paymentData.refundable` is not a field of openapi.yaml",
      "example.mdx:3: `qualityRating` is not a field of openapi.yaml",
    ])
  })

  it("every backticked API field on a docs or API page exists in openapi.yaml", () => {
    const faults = allPages.flatMap((file) => unknownFields(file, fs.readFileSync(file, "utf8"), index))
    expect(faults).toEqual([])
  })
})

describe("worked examples on the API pages", () => {
  const fences = apiPages.flatMap((file) => jsonFences(file, fs.readFileSync(file, "utf8")))

  it("every JSON example names its schema, and that schema exists", () => {
    const unnamed = fences.filter((fence) => !/schema="[^"]+"/.test(fence.meta)).map((fence) => `${fence.file}:${fence.line}`)
    expect(unnamed).toEqual([])
    const unknown = fences
      .map((fence) => /schema="([^"]+)"/.exec(fence.meta)?.[1] ?? "")
      .filter((ref) => ref !== "" && !schemaFor(ref))
    expect(unknown).toEqual([])
  })

  it("every JSON example is valid JSON and satisfies its schema", () => {
    const problems: string[] = []
    for (const fence of fences) {
      const ref = /schema="([^"]+)"/.exec(fence.meta)?.[1]
      const schema = ref ? schemaFor(ref) : undefined
      if (!schema) continue
      let value: Json
      try {
        value = JSON.parse(fence.body) as Json
      } catch (error) {
        problems.push(`${fence.file}:${fence.line}: not JSON (${(error as Error).message})`)
        continue
      }
      const validate = ajv.compile(schema)
      if (!validate(value)) problems.push(`${fence.file}:${fence.line} (${ref}): ${ajv.errorsText(validate.errors)}`)
    }
    expect(problems).toEqual([])
    expect(fences.length).toBeGreaterThan(15)
  })

  it("covers the integrator tasks of issue 16 (examples in openapi.yaml or on the pages)", () => {
    const yamlExamples = (ref: string): Json[] => {
      const [id, part = "request"] = ref.split(":")
      for (const group of ["paths", "webhooks"] as const) {
        for (const [key, item] of Object.entries((doc[group] as JsonObject | undefined) ?? {})) {
          for (const op of Object.values(item as JsonObject)) {
            if (!isObject(op) || (group === "paths" ? op.operationId !== id : key !== id)) continue
            const holder = part === "request" ? op.requestBody : (op.responses as JsonObject)[part]
            const media = (isObject(holder) && isObject(holder.content) ? holder.content["application/json"] : undefined) as JsonObject | undefined
            if (!media) return []
            return [...(media.example !== undefined ? [media.example] : []), ...Object.values((media.examples as JsonObject | undefined) ?? {}).map((e) => (e as JsonObject).value)]
          }
        }
      }
      return []
    }
    const examplesOf = (ref: string): JsonObject[] =>
      [...yamlExamples(ref), ...fences.filter((fence) => fence.meta.includes(`schema="${ref}"`)).map((fence) => JSON.parse(fence.body) as Json)].filter(isObject)
    const sends = examplesOf("sendMessage:request").map((value) => JSON.stringify(value))
    expect(sends.some((s) => s.includes('"QUICK_REPLY"') && s.includes('"URL"'))).toBe(true)
    expect(sends.some((s) => s.includes('"COPY_CODE"'))).toBe(true)
    expect(sends.some((s) => s.includes('"contentType":"IMAGE"') && s.includes('"attachment"'))).toBe(true)
    const incoming = examplesOf("incomingMessage").map((value) => (value.messageContent as JsonObject).type)
    expect(incoming).toEqual(expect.arrayContaining(["TEXT", "IMAGE", "AUDIO", "VIDEO", "DOCUMENT", "BUTTON"]))
    const statuses = examplesOf("messageStatus")
    expect(statuses.some((s) => isObject(s.paymentData as Json) && typeof (s.paymentData as JsonObject).chargeable === "boolean")).toBe(true)
  })
})

describe("examples that name a template", () => {
  const registered = templates()

  it("knows the matching rule (a wrong text, footer or button is caught)", () => {
    const template = registered.get("order_shipped") as JsonObject
    const right = (((((doc.paths as JsonObject)["/cascade/schedule"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject
    const sent = (((((right.examples as JsonObject).templateWithButtons as JsonObject).value as JsonObject).content as JsonObject).whatsappContent) as JsonObject
    expect(templateMismatches(sent, template)).toEqual([])
    expect(templateMismatches({ ...sent, text: "Здравствуйте, Айгерим! Ваш заказ №10452 передан в доставку." }, template).length).toBe(1)
    expect(templateMismatches({ ...sent, footer: undefined as unknown as Json }, template).length).toBe(1)
    expect(templateMismatches({ ...sent, keyboard: { rows: [] } }, template).length).toBeGreaterThan(0)
    expect(templatePattern("Запись на %w{1,3} в %w.").test("Запись на 21 мая в 10:00.")).toBe(true)
    expect(templatePattern("Запись на %w{1,3} в %w.").test("Запись на 21 мая 2025 года в 10:00.")).toBe(false)
  })

  it("every sending example in openapi.yaml that names a template matches it, and the main example does", () => {
    const media = (((((doc.paths as JsonObject)["/cascade/schedule"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject
    const examples = Object.entries(media.examples as JsonObject)
    expect(examples.length).toBeGreaterThan(0)
    expect((examples[0][1] as JsonObject)["x-template"]).toBeDefined()
    const problems: string[] = []
    for (const [name, example] of examples) {
      const templateName = (example as JsonObject)["x-template"]
      if (templateName === undefined) continue
      const template = registered.get(String(templateName))
      if (!template) problems.push(`${name}: no template ${String(templateName)}`)
      else problems.push(...templateMismatches((((example as JsonObject).value as JsonObject).content as JsonObject).whatsappContent as JsonObject, template).map((p) => `${name}: ${p}`))
    }
    expect(problems).toEqual([])
  })

  it("every JSON example on a page with template=\"…\" matches that template", () => {
    const problems: string[] = []
    let named = 0
    for (const fence of apiPages.flatMap((file) => jsonFences(file, fs.readFileSync(file, "utf8")))) {
      const name = /template="([^"]+)"/.exec(fence.meta)?.[1]
      if (!name) continue
      named += 1
      const template = registered.get(name)
      const value = JSON.parse(fence.body) as JsonObject
      const sent = ((value.content as JsonObject | undefined)?.whatsappContent ?? value.whatsappContent) as JsonObject | undefined
      if (!template || !sent) problems.push(`${fence.file}:${fence.line}: no template ${name} or no whatsappContent`)
      else problems.push(...templateMismatches(sent, template).map((p) => `${fence.file}:${fence.line}: ${p}`))
    }
    expect(problems).toEqual([])
    expect(named).toBeGreaterThanOrEqual(3)
  })
})
