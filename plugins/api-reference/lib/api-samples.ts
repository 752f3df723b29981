/**
 * Request samples in curl, JavaScript, Python and PHP, written from an operation's own example. Each
 * language has its own literal writer, so quotes, backslashes, newlines, `$` and Cyrillic in an example
 * come out as a valid literal of that language that holds the same value.
 */
import { t } from "../../../src/config/strings"
import type { Json, OperationView, ParameterView } from "./openapi"

export const SAMPLE_LANGUAGES = ["curl", "javascript", "python", "php"] as const
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]

/** The samples as the API pages and their Markdown twins show them: tab label and highlighting language. */
export const SAMPLE_TABS: ReadonlyArray<{ key: SampleLanguage; label: string; language: string }> = [
  { key: "curl", label: "curl", language: "bash" },
  { key: "javascript", label: "JavaScript", language: "javascript" },
  { key: "python", label: "Python", language: "python" },
  { key: "php", label: "PHP", language: "php" },
]

/** The environment variable every sample reads the API key from, so no sample holds a secret. */
export const API_KEY_VARIABLE = "EDNA_API_KEY"

/** A parameter's value in a sample: its example, else its only sensible value (first enum value, default). */
function parameterValue(parameter: ParameterView): string | null {
  const value = parameter.example ?? parameter.enumValues?.[0] ?? parameter.defaultValue
  if (value === undefined || value === null) return null
  return typeof value === "object" ? JSON.stringify(value) : String(value)
}

/** Percent-encodes a URL part; commas stay readable (`types=WHATSAPP,VIBER`), servers read both forms. */
const encodePart = (text: string): string => encodeURIComponent(text).replace(/%2C/g, ",")

/**
 * The URL a sample calls: path parameters filled from their examples, required query parameters and those
 * with an example appended. A parameter without any value stays a visible `{name}` placeholder.
 */
export function sampleUrl(op: OperationView, baseUrl: string): string {
  const byName = new Map(op.parameters.filter((p) => p.in === "path").map((p) => [p.name, p]))
  const path = op.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = byName.get(name)
    const value = parameter ? parameterValue(parameter) : null
    return value === null ? placeholder : encodePart(value)
  })
  const query = op.parameters
    .filter((p) => p.in === "query" && (p.required || p.example !== undefined))
    .map((p) => {
      const value = parameterValue(p)
      return `${encodePart(p.name)}=${value === null ? `{${p.name}}` : encodePart(value)}`
    })
  return `${baseUrl}${path}${query.length > 0 ? `?${query.join("&")}` : ""}`
}

/** The value JSON would carry: what the API receives whichever language sends it (NaN and Infinity become null). */
const asJson = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json

/**
 * A double-quoted string literal valid in JavaScript and Python alike: JSON's escapes (`\"`, `\\`, `\n`,
 * `\uXXXX`) mean the same in both; U+2028 and U+2029 are escaped too so no editor shows a line break.
 */
const quoted = (text: string): string =>
  JSON.stringify(text)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

interface Dialect {
  indent: string
  key: (name: string) => string
  scalar: (value: null | boolean | number) => string
}

const JAVASCRIPT: Dialect = {
  indent: "  ",
  // `__proto__: x` in an object literal sets the prototype instead of a field; a computed key does not.
  key: (name) => (name === "__proto__" ? `["__proto__"]` : /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name)),
  scalar: (value) => String(value),
}

const PYTHON: Dialect = {
  indent: "    ",
  key: quoted,
  scalar: (value) => (value === null ? "None" : value === true ? "True" : value === false ? "False" : String(value)),
}

/** A JSON value as a literal of the dialect, laid out like `JSON.stringify(value, null, indent)`. */
function literal(value: Json, dialect: Dialect, depth = 0): string {
  if (typeof value === "string") return quoted(value)
  if (value === null || typeof value === "boolean" || typeof value === "number") return dialect.scalar(value)
  const inner = dialect.indent.repeat(depth + 1)
  const outer = dialect.indent.repeat(depth)
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    return `[\n${value.map((item) => `${inner}${literal(item, dialect, depth + 1)}`).join(",\n")}\n${outer}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return "{}"
  return `{\n${entries.map(([key, item]) => `${inner}${dialect.key(key)}: ${literal(item, dialect, depth + 1)}`).join(",\n")}\n${outer}}`
}

/** A single-quoted shell word: nothing inside is special except the quote itself. */
const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`

/** A single-quoted PHP string: only `\` and `'` are special inside. */
const phpQuoted = (text: string): string => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`

/** A nowdoc label that no line of the text starts with, so the text cannot end the nowdoc early. */
export function nowdocLabel(text: string): string {
  let label = "JSON"
  while (text.split("\n").some((line) => line.trimStart().startsWith(label))) label += "_BODY"
  return label
}

/** Indents every line after the first, for a multi-line literal placed after `key: ` at that depth. */
const continued = (text: string, spaces: number): string => text.replace(/\n/g, `\n${" ".repeat(spaces)}`)

/** A curl command: `method` to `target` (a shell word), with the headers given and the JSON body, if any. */
function curlCommand(method: string, target: string, headers: readonly string[], json: string | null): string {
  const lines = [`curl -X ${method} ${target}`, ...headers.map((header) => `  -H ${header}`)]
  if (json !== null) lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuoted(json)}`)
  return lines.join(" \\\n")
}

/** Request samples in four languages: each sends the operation's request example to its URL. */
export function codeSamples(op: OperationView, baseUrl: string): Record<SampleLanguage, string> {
  const url = sampleUrl(op, baseUrl)
  const example = op.requestExample === undefined ? undefined : asJson(op.requestExample)
  const json = example === undefined ? null : JSON.stringify(example, null, 2)

  const curl = curlCommand(op.method, shellQuoted(url), [`"X-API-KEY: $${API_KEY_VARIABLE}"`], json)

  // A first comment says what a sample needs to run, where that is more than the language itself.
  // fetch() refuses a body on GET and HEAD (the API reads one there, e.g. subscribers/get-by-address), so
  // such a request goes out through node:https instead.
  const bodyWithoutFetch = example !== undefined && (op.method === "GET" || op.method === "HEAD")
  const javascript = bodyWithoutFetch
    ? [
        `// ${t("api.sampleNoteJavascriptHttps")}`,
        `import { request } from "node:https"`,
        ``,
        `const body = JSON.stringify(${continued(literal(example, JAVASCRIPT), 0)})`,
        `const req = request(${quoted(url)}, {`,
        `  method: ${quoted(op.method)},`,
        `  headers: {`,
        `    "X-API-KEY": process.env.${API_KEY_VARIABLE},`,
        `    "Content-Type": "application/json",`,
        `    "Content-Length": Buffer.byteLength(body),`,
        `  },`,
        `}, (response) => {`,
        `  let data = ""`,
        `  response.on("data", (chunk) => (data += chunk))`,
        `  response.on("end", () => console.log(response.statusCode, data))`,
        `})`,
        `req.end(body)`,
      ].join("\n")
    : [
        `// ${t("api.sampleNoteJavascript")}`,
        `const response = await fetch(${quoted(url)}, {`,
        `  method: ${quoted(op.method)},`,
        `  headers: {`,
        `    "X-API-KEY": process.env.${API_KEY_VARIABLE},`,
        ...(example === undefined ? [] : [`    "Content-Type": "application/json",`]),
        `  },`,
        ...(example === undefined ? [] : [`  body: JSON.stringify(${continued(literal(example, JAVASCRIPT), 2)}),`]),
        `})`,
        // Several operations answer 200 with no body: response.json() would throw on their success.
        `const text = await response.text()`,
        `console.log(response.status, text ? JSON.parse(text) : null)`,
      ].join("\n")

  const python = [
    `# ${t("api.sampleNotePython")}`,
    `import os`,
    ``,
    `import requests`,
    ``,
    `response = requests.request(`,
    `    ${quoted(op.method)},`,
    `    ${quoted(url)},`,
    `    headers={"X-API-KEY": os.environ["${API_KEY_VARIABLE}"]},`,
    ...(example === undefined ? [] : [`    json=${continued(literal(example, PYTHON), 4)},`]),
    `    timeout=30,`,
    `)`,
    `print(response.status_code, response.json() if response.content else None)`,
  ].join("\n")

  // The body goes out as the JSON text itself in a nowdoc (no escapes are read inside one), which also
  // keeps `{}` an object: json_encode of an empty PHP array would send `[]`.
  const label = json === null ? "" : nowdocLabel(json)
  const php = [
    `<?php`,
    `// ${t("api.sampleNotePhp")}`,
    ...(json === null ? [] : [`$body = <<<'${label}'`, json, `${label};`, ``]),
    `$ch = curl_init(${phpQuoted(url)});`,
    `curl_setopt_array($ch, [`,
    `    CURLOPT_CUSTOMREQUEST => ${phpQuoted(op.method)},`,
    `    CURLOPT_RETURNTRANSFER => true,`,
    `    CURLOPT_HTTPHEADER => [`,
    `        'X-API-KEY: ' . getenv('${API_KEY_VARIABLE}'),`,
    ...(json === null ? [] : [`        'Content-Type: application/json',`]),
    `    ],`,
    ...(json === null ? [] : [`    CURLOPT_POSTFIELDS => $body,`]),
    `]);`,
    `$response = curl_exec($ch);`,
    `echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL, $response, PHP_EOL;`,
  ].join("\n")

  return { curl, javascript, python, php }
}

/** The environment variable a webhook's curl command reads the reader's own endpoint from. */
export const WEBHOOK_URL_VARIABLE = "WEBHOOK_URL"

/** The environment variable the receivers read their port from. */
export const RECEIVER_PORT_VARIABLE = "PORT"

/** A field path of a webhook's body (`messageContent.type`, `[].status`) as each language reads it from one event. */
function fieldOf(path: string): { javascript: string; python: string; php: string } {
  const parts = path.replace(/^\[\]\./, "").split(".")
  return {
    javascript: `event${parts.map((part, at) => `${at > 0 ? "?." : "."}${part}`).join("")}`,
    python: parts.reduce(
      (expression, part, at) => (at === parts.length - 1 ? `${expression}.get(${quoted(part)})` : `(${expression}.get(${quoted(part)}) or {})`),
      "event",
    ),
    php: `$event${parts.map((part) => `[${phpQuoted(part)}]`).join("")} ?? null`,
  }
}

/**
 * A webhook's samples: a curl command that posts the page's example to the reader's own endpoint
 * (`$WEBHOOK_URL`), and a minimal receiver in JavaScript (Node.js), Python and PHP, each with the standard library
 * only, that reads every payload of the webhook: one branch per value of the field that tells them apart
 * (`x-payload-type`), each event of a list alone, 200 for a body it read, 400 for one that is not JSON.
 */
export function webhookSamples(op: OperationView): Record<SampleLanguage, string> {
  const example = op.requestExample === undefined ? undefined : asJson(op.requestExample)
  const json = example === undefined ? null : JSON.stringify(example, null, 2)
  const curl = curlCommand("POST", `"$${WEBHOOK_URL_VARIABLE}"`, [], json)
  const row = op.requestFields.find((candidate) => candidate.name === op.payloadType)
  const values = (row?.values ?? []).filter((value): value is string => typeof value === "string")
  const field = op.payloadType ? fieldOf(op.payloadType) : null
  const port = RECEIVER_PORT_VARIABLE

  const javascript = [
    `// ${t("api.receiverNoteJavascript", { port })}`,
    `import { createServer } from "node:http"`,
    ``,
    `function handle(event) {`,
    ...(field
      ? [
          `  switch (${field.javascript}) {`,
          ...values.flatMap((value) => [`    case ${quoted(value)}:`, `      console.log(${quoted(value)}, JSON.stringify(event))`, `      break`]),
          `    default:`,
          `      console.log(${quoted(t("api.receiverOther"))}, JSON.stringify(event))`,
          `  }`,
        ]
      : [`  console.log(JSON.stringify(event))`]),
    `}`,
    ``,
    `createServer((request, response) => {`,
    `  if (request.method !== "POST") return response.writeHead(405).end()`,
    `  let body = ""`,
    `  request.setEncoding("utf8")`,
    `  request.on("data", (chunk) => (body += chunk))`,
    `  request.on("end", () => {`,
    `    let payload`,
    `    try {`,
    `      payload = JSON.parse(body)`,
    `    } catch {`,
    `      return response.writeHead(400).end()`,
    `    }`,
    op.payloadIsList ? `    for (const event of Array.isArray(payload) ? payload : [payload]) handle(event)` : `    handle(payload)`,
    `    response.writeHead(200).end()`,
    `  })`,
    `}).listen(Number(process.env.${port} ?? 8080))`,
  ].join("\n")

  const python = [
    `# ${t("api.receiverNotePython", { port })}`,
    `import json`,
    `import os`,
    `from http.server import BaseHTTPRequestHandler, HTTPServer`,
    ``,
    ``,
    `def handle(event):`,
    ...(field
      ? [
          `    kind = ${field.python}`,
          ...values.flatMap((value, at) => [
            `    ${at === 0 ? "if" : "elif"} kind == ${quoted(value)}:`,
            `        print(${quoted(value)}, json.dumps(event, ensure_ascii=False))`,
          ]),
          `    else:`,
          `        print(${quoted(t("api.receiverOther"))}, json.dumps(event, ensure_ascii=False))`,
        ]
      : [`    print(json.dumps(event, ensure_ascii=False))`]),
    ``,
    ``,
    `class Webhook(BaseHTTPRequestHandler):`,
    `    def do_POST(self):`,
    `        length = int(self.headers.get("Content-Length") or 0)`,
    `        try:`,
    `            payload = json.loads(self.rfile.read(length))`,
    `        except ValueError:`,
    `            self.send_response(400)`,
    `            self.end_headers()`,
    `            return`,
    op.payloadIsList ? `        for event in payload if isinstance(payload, list) else [payload]:\n            handle(event)` : `        handle(payload)`,
    `        self.send_response(200)`,
    `        self.end_headers()`,
    ``,
    ``,
    `HTTPServer(("", int(os.environ.get("${port}", "8080"))), Webhook).serve_forever()`,
  ].join("\n")

  const php = [
    `<?php`,
    `// ${t("api.receiverNotePhp", { port })}`,
    `if ($_SERVER['REQUEST_METHOD'] !== 'POST') {`,
    `    http_response_code(405);`,
    `    exit;`,
    `}`,
    `$payload = json_decode(file_get_contents('php://input'), true);`,
    `if (!is_array($payload)) {`,
    `    http_response_code(400);`,
    `    exit;`,
    `}`,
    op.payloadIsList ? `foreach (array_is_list($payload) ? $payload : [$payload] as $event) {` : `foreach ([$payload] as $event) {`,
    ...(field
      ? [
          `    switch (${field.php}) {`,
          ...values.flatMap((value) => [
            `        case ${phpQuoted(value)}:`,
            `            error_log(${phpQuoted(value)} . ' ' . json_encode($event, JSON_UNESCAPED_UNICODE));`,
            `            break;`,
          ]),
          `        default:`,
          `            error_log(${phpQuoted(t("api.receiverOther"))} . ' ' . json_encode($event, JSON_UNESCAPED_UNICODE));`,
          `    }`,
        ]
      : [`    error_log(json_encode($event, JSON_UNESCAPED_UNICODE));`]),
    `}`,
    `http_response_code(200);`,
  ].join("\n")

  return { curl, javascript, python, php }
}
