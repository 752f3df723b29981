/**
 * The prose agrees with the schema (issue 16):
 * - every API field a docs or API page names in `backticks` exists in openapi.yaml (each unknown name is
 *   reported with its file and line);
 * - every ```json example on an API page names the schema it follows (`schema="sendMessage:request"`,
 *   `schema="messageStatus"`, `schema="getCascades:200"`) and validates against it;
 * - every example that sends a registered template (`x-template` in the yaml, `template="…"` on a fence)
 *   matches that template's text, footer and buttons;
 * - status values and types cannot drift between the prose and the document (issue 33): every delivery
 *   status an API page names in `backticks` is a value of the DeliveryStatus enum, written as the platform
 *   sends it (lower case); no description in openapi.yaml names a status in upper case; the enum holds
 *   only statuses product-facts §3 lists, all lower case; every webhook event type (`short_link_visited`)
 *   an API page names beside `type` is the `type` of a webhook in the document, and every message type
 *   named after «тип…» (`BUTTON`, `LIST_PICKER`) is a value the document has.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import Ajv2020 from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { derefAll, type Json, type JsonObject } from "../plugins/api-reference/lib/openapi"

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
  if (!templatePattern(String(template.text)).test(String(sent.text ?? "")))
    problems.push(`text «${String(sent.text)}» does not match «${String(template.text)}»`)
  const footer = (template.footer as JsonObject | undefined)?.text
  if ((sent.footer as JsonObject | undefined)?.text !== footer)
    problems.push(`footer «${String((sent.footer as JsonObject | undefined)?.text)}» is not «${String(footer)}»`)
  const want = buttonsOf(template).map((b) => `${b.buttonType}/${b.otpType ?? ""}/${b.text}`)
  const got = buttonsOf(sent).map((b) => `${b.buttonType}/${b.otpType ?? ""}/${b.text}`)
  if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`buttons ${JSON.stringify(got)} are not ${JSON.stringify(want)}`)
  return problems
}

/** The content field each channel type of a cascade step needs in a sending request. */
const CONTENT_FIELD: Record<string, string> = { WHATSAPP: "whatsappContent", VIBER: "viberContent", SMS: "smsContent" }

/** What a sending request lacks for its cascade: a cascade the example list does not have, or a step's content. */
export function cascadeProblems(where: string, value: JsonObject, cascades: ReadonlyMap<Json | undefined, string[]>): string[] {
  const steps = cascades.get(value.cascadeId)
  if (!steps) return [`${where}: cascadeId ${String(value.cascadeId)} is not a cascade of the getCascades example`]
  const content = (value.content ?? {}) as JsonObject
  return steps
    .filter((type) => !(CONTENT_FIELD[type] in content))
    .map(
      (type) =>
        `${where}: cascade ${String(value.cascadeId)} has a ${type} step, but the request has no ${CONTENT_FIELD[type] ?? type} (the API answers 400 «Request doesn't contain content for all cascade stages»)`,
    )
}

/** The request examples of cascade/schedule in openapi.yaml, named. */
function sendingExamples(): Array<{ where: string; value: JsonObject }> {
  const media = (((((doc.paths as JsonObject)["/cascade/schedule"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)[
    "application/json"
  ] as JsonObject
  return [
    ...(media.example !== undefined ? [{ where: "sendMessage example", value: media.example as JsonObject }] : []),
    ...Object.entries((media.examples ?? {}) as JsonObject).map(([name, example]) => ({
      where: `sendMessage example ${name}`,
      value: (example as JsonObject).value as JsonObject,
    })),
  ]
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
const index = fieldPaths(doc)
const allPages = mdxFiles(DOCS)
const apiPages = mdxFiles(API_DIR)

describe("API fields named in the prose", () => {
  it("finds the fields it should (camelCase, dotted paths, key: value) and leaves other code alone", () => {
    const line =
      "Поля `paymentData.chargeable`, `requestId`, `qualityScore: GREEN`, `active: true`, `keyboard.rows[].buttons[]`, `X-API-KEY`, `WHATSAPP`, `cascade/schedule`, `app.edna.io`, `text`"
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

/** Delivery statuses as product-facts §3 records them; the platform sends them in lower case. */
export const FACTS_STATUSES = ["sent", "delivered", "read", "undelivered", "failed", "cancelled", "delayed", "enqueued", "expired"]
/** A code span that names a delivery status in any case (and the American spelling). */
const STATUS_CODE = new RegExp(`^(?:${[...FACTS_STATUSES, "canceled"].join("|")})$`, "i")
const STATUS_WORD_UPPER = new RegExp(`\\b(?:${[...FACTS_STATUSES, "canceled"].map((s) => s.toUpperCase()).join("|")})\\b`)
/** An envelope event type: lower-case words joined by `_`, optionally dotted (`message_matcher.category_changed`). */
const EVENT_CODE = /^[a-z]+(?:_[a-z]+)*(?:\.[a-z]+(?:_[a-z]+)*)?$/
/** «с типом `BUTTON`», «типа `ORDER`», «с типами `PRODUCT` и `LIST_PICKER`»: the codes after a form of «тип». */
const TYPE_AFTER_WORD = /(?<![\p{L}])тип(?:ом|ами|а|ы)?\s+((?:`[A-Z][A-Z0-9_]*`(?:\s*,\s*|\s+(?:и|или)\s+)?)+)/giu

/** The values of the DeliveryStatus enum (what the status webhook sends). */
export function deliveryStatuses(root: JsonObject): string[] {
  return ((((root.components as JsonObject).schemas as JsonObject).DeliveryStatus as JsonObject).enum as string[]) ?? []
}

/** Every string a schema of the document allows or shows as a value: its `enum` and its schema `examples`. */
export function documentValues(root: Json): Set<string> {
  const values = new Set<string>()
  const walk = (node: Json | undefined): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!isObject(node)) return
    for (const [key, value] of Object.entries(node)) {
      if ((key === "enum" || key === "examples") && Array.isArray(value)) value.forEach((item) => typeof item === "string" && values.add(item))
      walk(value)
    }
  }
  walk(root)
  return values
}

/** The `type` values of the webhook envelopes ({payload, type, version, timestamp}). */
export function webhookEventTypes(root: JsonObject): Set<string> {
  const types = new Set<string>()
  for (const item of Object.values((root.webhooks as JsonObject | undefined) ?? {})) {
    const media = ((((item as JsonObject).post as JsonObject | undefined)?.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.[
      "application/json"
    ] as JsonObject | undefined
    const type = ((media?.schema as JsonObject | undefined)?.properties as JsonObject | undefined)?.type as JsonObject | undefined
    for (const value of (type?.enum as Json[] | undefined) ?? []) if (typeof value === "string") types.add(value)
  }
  return types
}

/** Status values a page names in `backticks` that are not values of the enum, as `file:line: …`. */
export function statusFaults(file: string, text: string, statuses: readonly string[]): string[] {
  const faults: string[] = []
  for (const [number, line] of proseLines(text)) {
    for (const match of line.matchAll(/`([^`\n]+)`/g)) {
      const code = match[1].trim()
      const sent = code.toLowerCase() === "canceled" ? "cancelled" : code.toLowerCase()
      if (STATUS_CODE.test(code) && !statuses.includes(code))
        faults.push(
          `${path.relative(DOCS, file)}:${number}: status \`${code}\` is not a value of DeliveryStatus in openapi.yaml (the platform sends \`${sent}\`)`,
        )
    }
  }
  return faults
}

/** Description and summary strings of the document that name a delivery status in upper case, as `openapi.yaml <where>: …`. */
export function yamlStatusFaults(root: Json): string[] {
  const faults: string[] = []
  const walk = (node: Json | undefined, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`))
    if (!isObject(node)) return
    for (const [key, value] of Object.entries(node)) {
      const found = (key === "description" || key === "summary") && typeof value === "string" ? STATUS_WORD_UPPER.exec(value) : null
      if (found) faults.push(`openapi.yaml ${where}.${key}: status ${found[0]} in upper case (the platform sends ${found[0].toLowerCase()})`)
      walk(value, where ? `${where}.${key}` : key)
    }
  }
  walk(root, "")
  return faults
}

/** Webhook event types and message types a page names that the document does not have, as `file:line: …`. */
export function typeFaults(file: string, text: string, events: ReadonlySet<string>, values: ReadonlySet<string>): string[] {
  const faults: string[] = []
  const where = (number: number): string => `${path.relative(DOCS, file)}:${number}`
  for (const [number, line] of proseLines(text)) {
    if (line.includes("`type`")) {
      for (const match of line.matchAll(/`([^`\n]+)`/g)) {
        const code = match[1].trim()
        if (code.includes("_") && EVENT_CODE.test(code) && !events.has(code))
          faults.push(`${where(number)}: webhook type \`${code}\` is not the type of a webhook in openapi.yaml`)
      }
    }
    for (const match of line.matchAll(TYPE_AFTER_WORD)) {
      for (const code of match[1].matchAll(/`([^`]+)`/g)) {
        if (!values.has(code[1])) faults.push(`${where(number)}: type \`${code[1]}\` is not a value in openapi.yaml`)
      }
    }
  }
  return faults
}

describe("status values and types: the prose and the document agree (issue 33)", () => {
  const raw = YAML.parse(fs.readFileSync(path.join(API_DIR, "openapi.yaml"), "utf8")) as JsonObject
  const statuses = deliveryStatuses(doc)
  const events = webhookEventTypes(doc)
  const values = documentValues(doc)

  it("the DeliveryStatus enum holds only statuses product-facts lists, each in lower case, the five the pages rely on among them", () => {
    expect(statuses.filter((status) => status !== status.toLowerCase() || !FACTS_STATUSES.includes(status))).toEqual([])
    expect(statuses).toEqual(expect.arrayContaining(["sent", "delivered", "read", "undelivered", "failed"]))
  })

  it("catches a status in the wrong case, on a page and in a description (the checks can fail)", () => {
    const planted =
      'Первая строка\nСначала придёт `SENT`, потом `delivered`, а `Read` — после открытия; `canceled` не бывает.\n```json\n{ "status": "SENT" }\n```'
    expect(statusFaults(path.join(DOCS, "api", "example.mdx"), planted, statuses)).toEqual([
      "api/example.mdx:2: status `SENT` is not a value of DeliveryStatus in openapi.yaml (the platform sends `sent`)",
      "api/example.mdx:2: status `Read` is not a value of DeliveryStatus in openapi.yaml (the platform sends `read`)",
      "api/example.mdx:2: status `canceled` is not a value of DeliveryStatus in openapi.yaml (the platform sends `cancelled`)",
    ])
    expect(yamlStatusFaults({ components: { schemas: { X: { description: "Если пришёл DELIVERED, сообщение дошло." } } } })).toEqual([
      "openapi.yaml components.schemas.X.description: status DELIVERED in upper case (the platform sends delivered)",
    ])
  })

  it("catches a webhook type or a message type the document does not have (the check can fail)", () => {
    const planted = [
      "Тип события `type` со значением `short_link_visited` и вебхук `type` = `message_matcher.status_changed`.",
      "Корзина приходит входящим сообщением типа `ORDER`, ответ из меню — с типами `LIST_PICKER` и `CATALOG_REPLY`; шаблон `order_shipped` ни при чём.",
    ].join("\n")
    expect(typeFaults(path.join(DOCS, "api", "example.mdx"), planted, events, values)).toEqual([
      "api/example.mdx:1: webhook type `message_matcher.status_changed` is not the type of a webhook in openapi.yaml",
      "api/example.mdx:2: type `ORDER` is not a value in openapi.yaml",
      "api/example.mdx:2: type `CATALOG_REPLY` is not a value in openapi.yaml",
    ])
  })

  // Every page: the API reference and the sections that name statuses and types too
  // (analytic/message-report.mdx, additional-info/whatsapp/wa-catalogs.mdx).
  const statusPages = allPages
  const typePages = allPages

  it("every status an API page names is a value of the enum, as the platform sends it", () => {
    expect(statusPages.flatMap((file) => statusFaults(file, fs.readFileSync(file, "utf8"), statuses))).toEqual([])
  })

  it("no description or summary in openapi.yaml names a status in upper case", () => {
    expect(yamlStatusFaults(raw)).toEqual([])
  })

  it("every webhook type and message type an API page names exists in openapi.yaml", () => {
    expect([...events].sort()).toEqual(["message_matcher.category_changed", "short_link_visited"])
    expect(typePages.flatMap((file) => typeFaults(file, fs.readFileSync(file, "utf8"), events, values))).toEqual([])
  })
})

/** Blog posts: a folder per post with its index.mdx, beside the docs. */
const BLOG = path.resolve("content/blog")

describe("worked examples on every page (docs, API reference, blog)", () => {
  // Every JSON block on the site: an API payload names its operation or webhook and is validated; a block
  // that is not a payload says so with schema="none".
  const fences = [...allPages, ...mdxFiles(BLOG)].flatMap((file) => jsonFences(file, fs.readFileSync(file, "utf8")))

  it('every JSON example names its schema (or schema="none" when it is not an API payload), and that schema exists', () => {
    const unnamed = fences.filter((fence) => !/schema="[^"]+"/.test(fence.meta)).map((fence) => `${fence.file}:${fence.line}: a JSON block names no schema="…"`)
    expect(unnamed).toEqual([])
    const unknown = fences
      .map((fence) => ({ fence, ref: /schema="([^"]+)"/.exec(fence.meta)?.[1] ?? "" }))
      .filter(({ ref }) => ref !== "" && ref !== "none" && !schemaFor(ref))
      .map(({ fence, ref }) => `${fence.file}:${fence.line}: schema="${ref}" is no operation part or webhook of openapi.yaml`)
    expect(unknown).toEqual([])
  })

  it("every sending example names a cascade of the cascades example and carries content for each of its steps", () => {
    const cascades = (((doc.paths as JsonObject)["/cascade/get-all"] as JsonObject).post as JsonObject).responses as JsonObject
    const listed = ((((cascades["200"] as JsonObject).content as JsonObject)["application/json"] as JsonObject).example ?? []) as JsonObject[]
    const channels = new Map(
      listed.map((cascade) => [cascade.id, ((cascade.stages ?? []) as JsonObject[]).map((stage) => String((stage.subject as JsonObject).type))]),
    )
    const sends = [
      ...sendingExamples().map((example) => ({ where: `openapi.yaml ${example.where}`, value: example.value })),
      ...fences
        .filter((fence) => fence.meta.includes('schema="sendMessage:request"'))
        .map((fence) => ({ where: `${fence.file}:${fence.line}`, value: JSON.parse(fence.body) as JsonObject })),
    ]
    expect(sends.length).toBeGreaterThan(5)
    const problems = sends.flatMap(({ where, value }) => cascadeProblems(where, value, channels))
    expect(problems).toEqual([])
    // The check can fail: WhatsApp content alone for a WhatsApp → Viber cascade (the API's 400).
    const twoSteps = new Map([[1, ["WHATSAPP", "VIBER"]]])
    expect(cascadeProblems("planted", { cascadeId: 1, content: { whatsappContent: {} } }, twoSteps)).toEqual([
      "planted: cascade 1 has a VIBER step, but the request has no viberContent (the API answers 400 «Request doesn't contain content for all cascade stages»)",
    ])
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
            return [
              ...(media.example !== undefined ? [media.example] : []),
              ...Object.values((media.examples as JsonObject | undefined) ?? {}).map((e) => (e as JsonObject).value),
            ]
          }
        }
      }
      return []
    }
    const examplesOf = (ref: string): JsonObject[] =>
      [...yamlExamples(ref), ...fences.filter((fence) => fence.meta.includes(`schema="${ref}"`)).map((fence) => JSON.parse(fence.body) as Json)].filter(
        isObject,
      )
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
    const right = (((((doc.paths as JsonObject)["/cascade/schedule"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)[
      "application/json"
    ] as JsonObject
    const sent = ((((right.examples as JsonObject).templateWithButtons as JsonObject).value as JsonObject).content as JsonObject).whatsappContent as JsonObject
    expect(templateMismatches(sent, template)).toEqual([])
    expect(templateMismatches({ ...sent, text: "Здравствуйте, Айгерим! Ваш заказ №10452 передан в доставку." }, template).length).toBe(1)
    expect(templateMismatches({ ...sent, footer: undefined as unknown as Json }, template).length).toBe(1)
    expect(templateMismatches({ ...sent, keyboard: { rows: [] } }, template).length).toBeGreaterThan(0)
    expect(templatePattern("Запись на %w{1,3} в %w.").test("Запись на 21 мая в 10:00.")).toBe(true)
    expect(templatePattern("Запись на %w{1,3} в %w.").test("Запись на 21 мая 2025 года в 10:00.")).toBe(false)
  })

  it("every sending example in openapi.yaml that names a template matches it, and the main example does", () => {
    const media = (((((doc.paths as JsonObject)["/cascade/schedule"] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)[
      "application/json"
    ] as JsonObject
    const examples = Object.entries(media.examples as JsonObject)
    expect(examples.length).toBeGreaterThan(0)
    expect((examples[0][1] as JsonObject)["x-template"]).toBeDefined()
    const problems: string[] = []
    for (const [name, example] of examples) {
      const templateName = (example as JsonObject)["x-template"]
      if (templateName === undefined) continue
      const template = registered.get(String(templateName))
      if (!template) problems.push(`${name}: no template ${String(templateName)}`)
      else
        problems.push(
          ...templateMismatches((((example as JsonObject).value as JsonObject).content as JsonObject).whatsappContent as JsonObject, template).map(
            (p) => `${name}: ${p}`,
          ),
        )
    }
    expect(problems).toEqual([])
  })

  it('every JSON example on a page with template="…" matches that template', () => {
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
