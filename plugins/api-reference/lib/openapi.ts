/**
 * Pure helpers over the OpenAPI document: resolve references, pick one operation or webhook, flatten
 * schemas into field rows and write request samples. The API pages render from what these return.
 */
import { tBuild } from "../../../src/config/strings"
import type { SampleLanguage } from "./api-samples"
import { errorGroups, errorLinks, type ErrorLink } from "./errors"

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export interface Schema {
  type?: string | string[]
  description?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: Json[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: Json
  example?: Json
  examples?: Json[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  allOf?: Schema[]
  nullable?: boolean
}

export interface FieldRow {
  name: string
  type: string
  required: boolean
  description: string
  limits: string
  depth: number
  /** The values the schema names (`enum`, else `examples`), for a webhook receiver's branches. */
  values?: Json[]
}

export interface ParameterView {
  name: string
  in: string
  required: boolean
  description: string
  type: string
  limits: string
  /** The parameter's example from the document (`example`, `examples`, or its schema's), for samples. */
  example?: Json
  enumValues?: Json[]
  defaultValue?: Json
}

export interface ResponseView {
  status: string
  description: string
  fields: FieldRow[]
  example: Json | undefined
  /** The entries of the errors register this response can carry (`x-errors`), linked. */
  errors: ErrorLink[]
}

export interface OperationView {
  kind: "operation" | "webhook"
  id: string
  method: string
  path: string
  summary: string
  description: string
  parameters: ParameterView[]
  requestFields: FieldRow[]
  requestExample: Json | undefined
  responses: ResponseView[]
  /** The entries of the errors register a webhook carries in its fields (`x-errors` on the operation), linked. */
  errors: ErrorLink[]
  /** A webhook's field that tells its payloads apart (`x-payload-type`, a field row's name), for its receivers. */
  payloadType?: string
  /** Whether a webhook's body is a list of events (`[]`), each handled alone. */
  payloadIsList?: boolean
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const

/** Replaces every local `$ref` with the object it points to (cycles are cut at the second visit). */
export function derefAll(doc: Json): Json {
  const root = doc
  const resolve = (ref: string): Json => {
    if (!ref.startsWith("#/")) throw new Error(`Only local $ref are supported, got ${ref}`)
    let node: Json = root
    for (const part of ref.slice(2).split("/")) {
      const key = part.replace(/~1/g, "/").replace(/~0/g, "~")
      if (node === null || typeof node !== "object" || Array.isArray(node) || !(key in node)) {
        throw new Error(`Unresolvable $ref ${ref}`)
      }
      node = node[key]
    }
    return node
  }
  const walk = (node: Json, seen: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen))
    if (node === null || typeof node !== "object") return node
    const ref = node.$ref
    if (typeof ref === "string") {
      if (seen.includes(ref)) return { description: tBuild("api.recursiveRef", { name: ref.split("/").pop() ?? ref }) }
      const { $ref: _ignored, ...siblings } = node
      const target = walk(resolve(ref), [...seen, ref])
      return typeof target === "object" && target !== null && !Array.isArray(target) ? { ...target, ...siblings } : target
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]))
  }
  return walk(doc, [])
}

const typeOf = (schema: Schema): string => {
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf ?? []).map(typeOf).join(" | ")
  const base = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null").join(" | ") : (schema.type ?? "object")
  if (base === "array") return `array<${schema.items ? typeOf(schema.items) : "any"}>`
  return schema.format ? `${base} (${schema.format})` : base
}

/** Human-readable limits of a schema in Russian: lengths, ranges, item counts, enum values. */
export function limitsOf(schema: Schema): string {
  const parts: string[] = []
  if (schema.minLength !== undefined && schema.maxLength !== undefined) parts.push(tBuild("limits.length", { min: schema.minLength, max: schema.maxLength }))
  else if (schema.maxLength !== undefined) parts.push(tBuild("limits.maxLength", { max: schema.maxLength }))
  else if (schema.minLength !== undefined) parts.push(tBuild("limits.minLength", { min: schema.minLength }))
  if (schema.minimum !== undefined) parts.push(tBuild("limits.minimum", { min: schema.minimum }))
  if (schema.maximum !== undefined) parts.push(tBuild("limits.maximum", { max: schema.maximum }))
  if (schema.minItems !== undefined) parts.push(tBuild("limits.minItems", { min: schema.minItems }))
  if (schema.maxItems !== undefined) parts.push(tBuild("limits.maxItems", { max: schema.maxItems }))
  if (schema.enum) parts.push(tBuild("limits.enum", { values: schema.enum.map((value) => String(value)).join(", ") }))
  if (schema.pattern) parts.push(tBuild("limits.pattern", { pattern: schema.pattern }))
  if (schema.default !== undefined) parts.push(tBuild("limits.default", { value: JSON.stringify(schema.default) }))
  return parts.join("; ")
}

function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema
  const merged: Schema = { ...schema, allOf: undefined, properties: { ...schema.properties }, required: [...(schema.required ?? [])] }
  for (const part of schema.allOf.map(mergeAllOf)) {
    Object.assign(merged.properties as object, part.properties)
    merged.required = [...(merged.required ?? []), ...(part.required ?? [])]
    merged.type = merged.type ?? part.type
    merged.description = merged.description ?? part.description
  }
  return merged
}

/** Rows for every field of an object schema, nested objects and arrays of objects as `a.b` and `a[].b`. */
export function fieldRows(input: Schema | undefined, prefix = "", depth = 0): FieldRow[] {
  if (!input) return []
  const schema = mergeAllOf(input)
  if (schema.type === "array" && schema.items && depth === 0 && prefix === "") {
    return fieldRows(schema.items, "[]", 0)
  }
  const rows: FieldRow[] = []
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = mergeAllOf(raw)
    const fullName = prefix === "" ? name : `${prefix}.${name}`.replace(/^\[\]\./, "[].")
    rows.push({
      name: fullName,
      type: typeOf(property),
      required: (schema.required ?? []).includes(name),
      description: property.description ?? "",
      limits: limitsOf(property),
      depth,
      ...(property.enum ? { values: property.enum } : property.examples ? { values: property.examples } : {}),
    })
    if (property.properties || property.allOf) rows.push(...fieldRows(property, fullName, depth + 1))
    else if (property.type === "array" && property.items) {
      const items = mergeAllOf(property.items)
      if (items.properties) rows.push(...fieldRows(items, `${fullName}[]`, depth + 1))
    }
    for (const variant of property.oneOf ?? property.anyOf ?? []) {
      if (variant.properties) rows.push(...fieldRows(variant, fullName, depth + 1))
    }
  }
  return rows
}

interface RawOperation {
  operationId?: string
  "x-errors"?: string[]
  "x-payload-type"?: string
  summary?: string
  description?: string
  parameters?: Array<{
    name: string
    in: string
    required?: boolean
    description?: string
    schema?: Schema
    example?: Json
    examples?: Record<string, { value: Json }>
  }>
  requestBody?: { content?: Record<string, { schema?: Schema; example?: Json; examples?: Record<string, { value: Json }> }> }
  responses?: Record<
    string,
    {
      description?: string
      content?: Record<string, { schema?: Schema; example?: Json; examples?: Record<string, { value: Json }> }>
      "x-errors"?: string[]
    }
  >
}

function exampleOf(media: { schema?: Schema; example?: Json; examples?: Record<string, { value: Json }> } | undefined): Json | undefined {
  if (!media) return undefined
  if (media.example !== undefined) return media.example
  const first = media.examples ? Object.values(media.examples)[0] : undefined
  if (first) return first.value
  return media.schema?.example
}

function viewOf(kind: OperationView["kind"], id: string, method: string, path: string, op: RawOperation, register: Register): OperationView {
  const body = op.requestBody?.content?.["application/json"]
  return {
    kind,
    id,
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? "",
    description: op.description ?? "",
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required === true,
      description: p.description ?? "",
      type: p.schema ? typeOf(p.schema) : "string",
      limits: p.schema ? limitsOf(p.schema) : "",
      example: p.example ?? (p.examples ? Object.values(p.examples)[0]?.value : undefined) ?? p.schema?.example ?? p.schema?.examples?.[0],
      enumValues: p.schema?.enum,
      defaultValue: p.schema?.default,
    })),
    requestFields: fieldRows(body?.schema),
    requestExample: exampleOf(body),
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
      const media = response.content?.["application/json"] ?? response.content?.["application/problem+json"]
      return {
        status,
        description: response.description ?? "",
        fields: fieldRows(media?.schema),
        example: exampleOf(media),
        errors: register(response["x-errors"], `${id} › ${status}`),
      }
    }),
    errors: register(op["x-errors"], id),
    ...(kind === "webhook" ? { payloadIsList: body?.schema?.type === "array" } : {}),
    ...(op["x-payload-type"] ? { payloadType: payloadTypeOf(op["x-payload-type"], fieldRows(body?.schema), id) } : {}),
  }
}

/** The field `x-payload-type` names, checked against the body's fields; throws naming the webhook otherwise. */
function payloadTypeOf(name: string, rows: readonly FieldRow[], id: string): string {
  const row = rows.find((candidate) => candidate.name === name)
  if (!row?.values?.length) throw new Error(`${id}: x-payload-type names "${name}", which is not a field of the body with enum or examples values`)
  return name
}

/** The links of an `x-errors` list, or an error naming what the register does not have. */
type Register = (names: unknown, where: string) => ErrorLink[]

/**
 * Every operation (under `paths`) and webhook (under `webhooks`) of a dereferenced document, by id, with the
 * entries of the document's errors register (`x-errors`) each names; throws naming a problem with the register or
 * an entry it does not have.
 */
export function indexOperations(doc: JsonObject): Map<string, OperationView> {
  const views = new Map<string, OperationView>()
  const groups = errorGroups(doc)
  const register: Register = (names, where) => {
    if (names === undefined) return []
    if (!Array.isArray(names) || names.some((name) => typeof name !== "string")) throw new Error(`${where}: x-errors must be a list of ids`)
    const { links, problems } = errorLinks(names as string[], groups, where)
    if (problems.length > 0) throw new Error(problems.join("\n"))
    return links
  }
  const collect = (kind: OperationView["kind"], group: Json | undefined): void => {
    if (!group || typeof group !== "object" || Array.isArray(group)) return
    for (const [key, item] of Object.entries(group)) {
      if (!item || typeof item !== "object" || Array.isArray(item)) continue
      for (const method of METHODS) {
        const op = item[method] as unknown as RawOperation | undefined
        if (!op) continue
        const id = kind === "webhook" ? key : op.operationId
        if (!id) throw new Error(`Operation ${method.toUpperCase()} ${key} has no operationId`)
        if (views.has(id)) throw new Error(`Duplicate operation id "${id}" in the OpenAPI document`)
        views.set(id, viewOf(kind, id, method, kind === "webhook" ? "" : key, op, register))
      }
    }
  }
  collect("operation", doc.paths)
  collect("webhook", doc.webhooks)
  return views
}

/** An operation as the API pages receive it in page context: with its URL, samples and highlighted examples. */
export interface RenderedOperation extends OperationView {
  url: string
  samples: Record<SampleLanguage, string> | null
  /** Examples and samples highlighted at build time, as escaped HTML. */
  html: {
    request: string | null
    samples: Record<SampleLanguage, string> | null
    responses: Record<string, string>
  }
}
