import { codeSamples, nowdocLabel, sampleUrl } from "./api-samples"
import type { OperationView } from "./openapi"

const BASE = "https://app.edna.io/api"

const operation = (overrides: Partial<OperationView>): OperationView => ({
  kind: "operation",
  id: "op",
  method: "POST",
  path: "/cascade/schedule",
  summary: "",
  description: "",
  parameters: [],
  requestFields: [],
  requestExample: undefined,
  responses: [],
  errors: [],
  ...overrides,
})

const parameter = (name: string, where: "path" | "query", extra: object = {}) => ({
  name,
  in: where,
  required: true,
  description: "",
  type: "string",
  limits: "",
  ...extra,
})

describe("sampleUrl", () => {
  it("fills path and query parameters from their examples, encoded", () => {
    const op = operation({
      method: "GET",
      path: "/message/{messageId}",
      parameters: [parameter("messageId", "path", { example: 88120455 }), parameter("address", "query", { example: "+7 701 'Айгерим'" })],
    })
    expect(sampleUrl(op, BASE)).toBe(`${BASE}/message/88120455?address=%2B7%20701%20'%D0%90%D0%B9%D0%B3%D0%B5%D1%80%D0%B8%D0%BC'`)
  })

  it("uses the first enum value or the default, keeps commas readable and leaves a placeholder when nothing is known", () => {
    const op = operation({
      method: "GET",
      path: "/templates/{templateId}",
      parameters: [
        parameter("templateId", "path"),
        parameter("types", "query", { enumValues: ["WHATSAPP,VIBER", "VIBER"] }),
        parameter("limit", "query", { required: false, defaultValue: 100 }),
        parameter("offset", "query", { required: false, example: 0 }),
      ],
    })
    // An optional parameter appears only when the document gives it an example.
    expect(sampleUrl(op, BASE)).toBe(`${BASE}/templates/{templateId}?types=WHATSAPP,VIBER&offset=0`)
  })
})

describe("codeSamples", () => {
  const send = operation({
    requestExample: { requestId: "r-1", subscriberFilter: { address: "77011234567", type: "PHONE" }, draft: false, tags: [], extra: {} },
  })
  const samples = codeSamples(send, BASE)

  it("writes the call in each language with the key from the environment", () => {
    expect(samples.curl.split("\n")[0]).toBe(`curl -X POST '${BASE}/cascade/schedule' \\`)
    expect(samples.curl).toContain(`-H "X-API-KEY: $EDNA_API_KEY"`)
    expect(samples.javascript).toContain(`method: "POST",`)
    expect(samples.javascript).toContain("process.env.EDNA_API_KEY")
    expect(samples.python).toContain(`os.environ["EDNA_API_KEY"]`)
    expect(samples.php).toContain("getenv('EDNA_API_KEY')")
  })

  it("writes the example as each language's own literal", () => {
    expect(samples.javascript).toContain(`  body: JSON.stringify({\n    requestId: "r-1",\n    subscriberFilter: {\n      address: "77011234567",`)
    expect(samples.python).toContain(`    json={\n        "requestId": "r-1",`)
    expect(samples.python).toContain(`"draft": False,`)
    expect(samples.python).toContain(`"tags": [],\n        "extra": {}\n    },`)
    expect(samples.php).toContain(`$body = <<<'JSON'\n{\n  "requestId": "r-1",`)
    expect(samples.php).toContain(`CURLOPT_POSTFIELDS => $body,`)
  })

  it("changes no string content: Python's True/None appear only for JSON true/null, never inside strings", () => {
    const python = codeSamples(operation({ requestExample: { text: "true, false or null?", ok: true, none: null } }), BASE).python
    expect(python).toContain(`"text": "true, false or null?"`)
    expect(python).toContain(`"ok": True`)
    expect(python).toContain(`"none": None`)
  })

  it("keeps a __proto__ field a field in JavaScript", () => {
    expect(codeSamples(operation({ requestExample: JSON.parse('{"__proto__": 1}') }), BASE).javascript).toContain(`["__proto__"]: 1`)
  })

  it("escapes quotes for the shell and PHP strings", () => {
    const op = operation({ path: "/a'b", requestExample: { text: "It's" } })
    const quoted = codeSamples(op, BASE)
    expect(quoted.curl).toContain(`'${BASE}/a'\\''b'`)
    expect(quoted.curl).toContain(`"text": "It'\\''s"`)
    expect(quoted.php).toContain(`curl_init('${BASE}/a\\'b')`)
  })

  it("picks a nowdoc label that no line of the body starts with", () => {
    // JSON text never has such a line (strings are quoted); the guard keeps that true of any body.
    expect(nowdocLabel('{\n  "a": "JSON"\n}')).toBe("JSON")
    expect(nowdocLabel("x\n  JSON, y")).toBe("JSON_BODY")
    expect(nowdocLabel("JSON\nJSON_BODY")).toBe("JSON_BODY_BODY")
  })

  it("sends no body and no content type without a request example", () => {
    const get = codeSamples(operation({ method: "GET", path: "/tags" }), BASE)
    for (const code of Object.values(get)) expect(code).not.toContain("Content-Type")
    expect(get.curl).toBe(`curl -X GET '${BASE}/tags' \\\n  -H "X-API-KEY: $EDNA_API_KEY"`)
    expect(get.php).not.toContain("CURLOPT_POSTFIELDS")
  })
})
