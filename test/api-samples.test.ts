/**
 * Every request sample of every operation in openapi.yaml is valid code, by each language's own check
 * (`bash -n`, `node --check`, `python3 -m py_compile`, `php -l` from Debian's php-cli), and sends the
 * operation's example: each sample runs against a stub of its HTTP client that reports the request.
 * `scripts/ensure-tools.sh samples` installs the tools (npm test runs it).
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { SITE } from "../src/config/site"
import { codeSamples, SAMPLE_LANGUAGES, sampleUrl, type SampleLanguage } from "../plugins/api-reference/lib/api-samples"
import { derefAll, indexOperations, type JsonObject, type OperationView } from "../plugins/api-reference/lib/openapi"
import { API_KEY, missingTools, sentRequest, syntaxError } from "./sample-tools"

const FILE = path.resolve("content/docs/api/openapi.yaml")
const operations = [...indexOperations(derefAll(YAML.parse(fs.readFileSync(FILE, "utf8"))) as JsonObject).values()].filter((op) => op.kind === "operation")

/** What every sample of an operation must send. */
function expectedRequest(op: OperationView) {
  return {
    method: op.method,
    url: sampleUrl(op, SITE.apiBaseUrl),
    body: op.requestExample === undefined ? null : JSON.parse(JSON.stringify(op.requestExample)),
  }
}

/** Checks the four samples of an operation; returns one line per problem, naming operation and language. */
async function problemsOf(op: OperationView): Promise<string[]> {
  const samples = codeSamples(op, SITE.apiBaseUrl)
  const checks = SAMPLE_LANGUAGES.map(async (language) => {
    const problems: string[] = []
    const where = `${op.id} (${op.method} ${op.path}), ${language}`
    const syntax = await syntaxError(language, samples[language])
    if (syntax) return [`${where}: ${syntax}`]
    try {
      const sent = await sentRequest(language, samples[language])
      const expected = expectedRequest(op)
      if (sent.method !== expected.method) problems.push(`${where}: sends ${sent.method}, not ${expected.method}`)
      if (sent.url !== expected.url) problems.push(`${where}: calls ${sent.url}, not ${expected.url}`)
      if (!sent.headers.includes(`X-API-KEY: ${API_KEY}`)) problems.push(`${where}: sends no X-API-KEY from the environment (${sent.headers.join(", ")})`)
      if (JSON.stringify(sent.body) !== JSON.stringify(expected.body))
        problems.push(`${where}: sends ${JSON.stringify(sent.body)}, not the example ${JSON.stringify(expected.body)}`)
      if (expected.body !== null && !sent.headers.includes("Content-Type: application/json"))
        problems.push(`${where}: sends a body without Content-Type: application/json`)
    } catch (error) {
      problems.push(`${where}: does not run: ${(error as Error).message}`)
    }
    return problems
  })
  return (await Promise.all(checks)).flat()
}

/** Everything that has broken a sample generator somewhere: each language's special characters. */
const HOSTILE = {
  quotes: `He said "hi" and it's 'fine'; """ ''' \``,
  backslashes: "C:\\path\\to\\n, \\u0041, trailing \\",
  cyrillic: "Айгерим, ваш заказ №10452 — в пути. Ёё",
  newlines: "line one\nline two\r\n\ttabbed\u2028separator",
  shell: "$HOME ${USER} $(whoami) `id` !! \\$ %s",
  php: "{$x} $y <?php echo 1; ?> \\' JSON\nJSON;\nJSON",
  python: "{0} %(x)s True None \\N{BULLET}",
  script: "</script><!-- -->",
  emoji: "👍 \u00a0 \u0000 \u001f",
  numbers: [0, -1, 1.5, 1e21, 12345678901234],
  flags: [true, false, null],
  empty: { object: {}, array: [], string: "" },
  "key with \"quotes\" and 'apostrophes'": "value",
  ключ: { nested: [{ deep: ["a", { $ref: "x" }] }] },
}

const hostileOperation: OperationView = {
  kind: "operation",
  id: "hostile",
  method: "POST",
  path: "/subscribers/{id}/it's",
  summary: "",
  description: "",
  parameters: [
    { name: "id", in: "path", required: true, description: "", type: "string", limits: "", example: "Айгерим 'A\"$x\\" },
    { name: "q", in: "query", required: true, description: "", type: "string", limits: "", example: "a&b=c d'е\"$(id)" },
  ],
  requestFields: [],
  requestExample: HOSTILE,
  responses: [],
  errors: [],
}

describe("request samples", () => {
  it("can run every language's check (bash, node, python3, php: run scripts/ensure-tools.sh samples)", () => {
    expect(missingTools()).toEqual([])
  })

  it("escape quotes, backslashes, Cyrillic, newlines and each language's special characters", async () => {
    expect(await problemsOf(hostileOperation)).toEqual([])
  })

  it("of every operation in openapi.yaml are valid code that sends the operation's example", async () => {
    expect(operations.length).toBeGreaterThan(0)
    const problems: string[] = []
    // A few operations at a time: four tools each, on a machine that may be building the site too.
    for (let i = 0; i < operations.length; i += 3) problems.push(...(await Promise.all(operations.slice(i, i + 3).map(problemsOf))).flat())
    expect(problems).toEqual([])
  }, 180000)

  it("are written from an example wherever an operation takes a body", () => {
    const withoutExample = operations.filter((op) => op.requestFields.length > 0 && op.requestExample === undefined).map((op) => op.id)
    expect(withoutExample).toEqual([])
  })

  it("fail the check on broken code in every language (the checks can fail)", async () => {
    const broken: Record<SampleLanguage, string> = {
      curl: "curl -d 'unterminated",
      javascript: 'fetch("unterminated)',
      python: 'print("unterminated)',
      php: "<?php echo 'unterminated;",
    }
    for (const language of SAMPLE_LANGUAGES) expect([language, await syntaxError(language, broken[language])]).toEqual([language, expect.any(String)])
  })
})
