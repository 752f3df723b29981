import { derefAll, fieldRows, indexOperations, limitsOf, type JsonObject } from "./openapi"

const doc = {
  openapi: "3.1.0",
  paths: {
    "/cascade/schedule": {
      post: {
        operationId: "sendMessage",
        summary: "Отправка",
        requestBody: {
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Send" },
              example: { requestId: "r-1", subscriberFilter: { address: "77011234567", type: "PHONE" } },
            },
          },
        },
        responses: {
          "200": {
            description: "Принято",
            content: { "application/json": { schema: { type: "object", properties: { requestId: { type: "string" } } }, example: { requestId: "r-1" } } },
          },
          "400": { $ref: "#/components/responses/BadRequest" },
        },
      },
    },
  },
  webhooks: {
    messageStatus: {
      post: {
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { status: { type: "string", enum: ["sent", "read"] } } } } } },
        responses: { "200": { description: "OK" } },
      },
    },
  },
  components: {
    responses: { BadRequest: { description: "Неверный запрос" } },
    schemas: {
      Send: {
        type: "object",
        required: ["requestId"],
        properties: {
          requestId: { type: "string", maxLength: 36, description: "Идентификатор запроса" },
          subscriberFilter: { type: "object", required: ["address"], properties: { address: { type: "string" }, type: { type: "string", enum: ["PHONE"] } } },
          tags: { type: "array", maxItems: 10, items: { type: "object", properties: { name: { type: "string" } } } },
        },
      },
    },
  },
}

describe("OpenAPI helpers", () => {
  const ops = indexOperations(derefAll(doc) as JsonObject)

  it("indexes operations by operationId and webhooks by name", () => {
    expect([...ops.keys()]).toEqual(["sendMessage", "messageStatus"])
    expect(ops.get("sendMessage")).toMatchObject({ kind: "operation", method: "POST", path: "/cascade/schedule" })
    expect(ops.get("messageStatus")?.kind).toBe("webhook")
  })

  it("flattens nested fields with required flags and limits", () => {
    const rows = ops.get("sendMessage")?.requestFields ?? []
    expect(rows.map((row) => [row.name, row.required, row.depth])).toEqual([
      ["requestId", true, 0],
      ["subscriberFilter", false, 0],
      ["subscriberFilter.address", true, 1],
      ["subscriberFilter.type", false, 1],
      ["tags", false, 0],
      ["tags[].name", false, 1],
    ])
    expect(rows[0].limits).toBe("до 36 символов")
    expect(rows[4].type).toBe("array<object>")
  })

  it("resolves response references", () => {
    expect(ops.get("sendMessage")?.responses.map((r) => [r.status, r.description])).toEqual([
      ["200", "Принято"],
      ["400", "Неверный запрос"],
    ])
  })

  it("rejects unresolvable references and duplicate ids", () => {
    expect(() => derefAll({ a: { $ref: "#/missing" } })).toThrow(/Unresolvable/)
    const twice = { paths: { "/a": { get: { operationId: "x" } }, "/b": { get: { operationId: "x" } } } }
    expect(() => indexOperations(twice as JsonObject)).toThrow(/Duplicate/)
  })

  it("describes limits in Russian", () => {
    expect(limitsOf({ minLength: 1, maxLength: 500 })).toBe("длина 1–500")
    expect(limitsOf({ enum: ["A", "B"] })).toBe("одно из: A, B")
  })

  it("returns no rows for a missing schema", () => {
    expect(fieldRows(undefined)).toEqual([])
  })
})
