/**
 * Every request sample on the site runs against a contract mock of openapi.yaml (Prism, from npm): the
 * samples as the built Markdown twins show them (the API pages' curl, JavaScript, Python and PHP, and the
 * hand-written requests of the guides), with only the API's base URL pointed at the mock. A sample passes
 * when it sends exactly one request, the mock finds nothing wrong with it (no `sl-violations`) and answers
 * 2xx, and the sample's own code handles that answer, an empty body included, and exits 0.
 */
import { spawn, spawnSync, execFile, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { SITE } from "../src/config/site"
import { filesUnder } from "../src/node/files"
import { derefAll, indexOperations, type JsonObject } from "../plugins/api-reference/lib/openapi"

const PUBLIC = path.resolve("public")
const OPENAPI = path.resolve("content/docs/api/openapi.yaml")
const LANGUAGES: Record<string, { file: string; command: (file: string) => [string, string[]] }> = {
  bash: { file: "sample.sh", command: (file) => ["bash", [file]] },
  javascript: { file: "sample.mjs", command: (file) => ["node", [file]] },
  python: { file: "sample.py", command: (file) => [python(), [file]] },
  php: { file: "sample.php", command: (file) => ["php", [file]] },
}

/** The Python that has `requests` (the samples' one dependency): the first on PATH, else Debian's. */
let pythonFound: string | null = null
function python(): string {
  pythonFound ??= ["python3", "/usr/bin/python3"].find((candidate) => spawnSync(candidate, ["-c", "import requests"]).status === 0) ?? "python3"
  return pythonFound
}

export interface Sample {
  /** Where the sample is shown: the twin's route and the fence's position on it. */
  where: string
  language: string
  code: string
}

/** Every fenced sample of a twin that calls the API: its language among the four and its text. */
export function samplesOf(route: string, markdown: string): Sample[] {
  const samples: Sample[] = []
  for (const match of markdown.matchAll(/^(`{3,})([a-z]+)[^\n]*\n([\s\S]*?)\n\1\s*$/gm)) {
    const [, , language, code] = match
    if (!(language in LANGUAGES) || !code.includes(SITE.apiBaseUrl)) continue
    samples.push({ where: `${route} (${language}, line ${markdown.slice(0, match.index).split("\n").length})`, language, code })
  }
  return samples
}

/** Every Markdown twin of the build, with its route. */
function twins(dir: string): Array<{ route: string; file: string }> {
  return filesUnder(dir, (name) => name.endsWith(".md")).map((file) => ({ route: `/${path.relative(PUBLIC, file).replace(/\.md$/, "")}`, file }))
}

interface Seen {
  method: string
  url: string
  status: number
  violations: string | null
}

/** A recording proxy in front of the mock: one per sample running at a time, so requests are not mixed. */
async function recordingProxy(target: number): Promise<{ port: number; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    const upstream = http.request({ host: "127.0.0.1", port: target, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      const violations = answer.headers["sl-violations"]
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        status: answer.statusCode ?? 0,
        violations: typeof violations === "string" ? violations : null,
      })
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    upstream.on("error", (error) => response.writeHead(502).end(String(error)))
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { port: (server.address() as AddressInfo).port, seen, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Starts Prism on a free port and resolves once it listens. */
async function startMock(spec: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as AddressInfo
      probe.close(() => resolve(free))
    })
  })
  const prism = spawn(path.resolve("node_modules/.bin/prism"), ["mock", spec, "-h", "127.0.0.1", "-p", String(port)], { stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60000)
    const read = (chunk: Buffer): void => {
      output += chunk.toString()
      if (output.includes("Prism is listening")) {
        clearTimeout(timer)
        resolve()
      }
    }
    prism.stdout?.on("data", read)
    prism.stderr?.on("data", read)
    prism.on("exit", (code) => reject(new Error(`Prism exited (${code}):\n${output}`)))
  })
  return { port, process: prism }
}

/** Runs one sample against the mock through its own proxy; returns its problems (empty when it passes). */
async function problemsOf(sample: Sample, mockPort: number): Promise<string[]> {
  const proxy = await recordingProxy(mockPort)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-contract-"))
  try {
    const language = LANGUAGES[sample.language]
    const file = path.join(dir, language.file)
    // Only the base URL changes, and with it the scheme: the mock speaks plain HTTP, so a sample that
    // uses node:https (a GET with a body) takes node:http, which has the same request() and options.
    const code = sample.code.split(SITE.apiBaseUrl).join(`http://127.0.0.1:${proxy.port}`).replace('from "node:https"', 'from "node:http"')
    fs.writeFileSync(file, `${code}\n`)
    const [command, args] = language.command(file)
    const env = { ...process.env, EDNA_API_KEY: "contract-test-key", PYTHONDONTWRITEBYTECODE: "1", PYTHONIOENCODING: "utf-8" }
    const run = await new Promise<{ status: number; output: string }>((resolve) =>
      execFile(command, args, { cwd: dir, env, encoding: "utf8", timeout: 30000 }, (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === "number" ? error.code : 1) : 0, output: `${stdout}${stderr}`.trim() }),
      ),
    )
    const problems: string[] = []
    if (run.status !== 0) problems.push(`${sample.where}: exits ${run.status}: ${run.output.slice(-600)}`)
    if (proxy.seen.length !== 1) problems.push(`${sample.where}: sent ${proxy.seen.length} requests, not one`)
    for (const seen of proxy.seen) {
      if (seen.violations) problems.push(`${sample.where}: ${seen.method} ${seen.url}: the mock finds the request invalid: ${seen.violations}`)
      else if (seen.status >= 300) problems.push(`${sample.where}: ${seen.method} ${seen.url}: the mock answers ${seen.status}`)
    }
    return problems
  } finally {
    await proxy.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs samples a few at a time (each starts a language runtime). */
async function problemsOfAll(samples: Sample[], mockPort: number, atOnce = 4): Promise<string[]> {
  const problems: string[] = []
  for (let i = 0; i < samples.length; i += atOnce)
    problems.push(...(await Promise.all(samples.slice(i, i + atOnce).map((sample) => problemsOf(sample, mockPort)))).flat())
  return problems
}

describe("request samples against a contract mock of openapi.yaml (Prism)", () => {
  let mock: { port: number; process: ChildProcess }
  const samples = twins(PUBLIC).flatMap(({ route, file }) => samplesOf(route, fs.readFileSync(file, "utf8")))

  beforeAll(async () => {
    mock = await startMock(OPENAPI)
  }, 90000)

  afterAll(() => {
    mock?.process.kill()
  })

  it("finds the samples of every API page in all four languages, and the guides' requests", () => {
    const byLanguage = new Map<string, number>()
    for (const sample of samples) byLanguage.set(sample.language, (byLanguage.get(sample.language) ?? 0) + 1)
    expect(Object.fromEntries(byLanguage)).toEqual({
      bash: expect.any(Number),
      javascript: expect.any(Number),
      python: expect.any(Number),
      php: expect.any(Number),
    })
    // Each operation of the document, in each of the four languages.
    const operations = [...indexOperations(derefAll(YAML.parse(fs.readFileSync(OPENAPI, "utf8"))) as JsonObject).values()].filter(
      (op) => op.kind === "operation",
    )
    expect(operations.length).toBeGreaterThan(10)
    const missing = operations.flatMap((op) =>
      Object.keys(LANGUAGES)
        .filter(
          (language) =>
            !samples.some((sample) => sample.language === language && sample.code.includes(`${SITE.apiBaseUrl}${op.path.replace(/\{[^}]+\}.*$/, "")}`)),
        )
        .map((language) => `${op.id} (${op.method} ${op.path}) has no ${language} sample`),
    )
    expect(missing).toEqual([])
    expect(samples.some((sample) => !sample.where.startsWith("/docs/api"))).toBe(true)
  })

  it("fails a sample with a field the schema does not have, and one that cannot read an empty body", async () => {
    const schedule = samples.find(
      (sample) => sample.language === "bash" && sample.code.includes("/cascade/schedule") && sample.where.startsWith("/docs/api/messages/sending"),
    )
    const callback = samples.find((sample) => sample.language === "javascript" && sample.code.includes("/callback/set"))
    expect(schedule && callback).toBeTruthy()
    const badField = { ...schedule!, where: "planted bad field", code: schedule!.code.replace('"requestId"', '"requestIdentifier"') }
    const jsonOnEmpty = {
      ...callback!,
      where: "planted response.json()",
      code: callback!.code.replace(/const text = await response\.text\(\)\n.*$/, "console.log(response.status, await response.json())"),
    }
    expect(jsonOnEmpty.code).toContain("await response.json()")
    const problems = await problemsOfAll([badField, jsonOnEmpty], mock.port)
    expect(problems).toEqual([
      expect.stringMatching(/^planted bad field: POST \/cascade\/schedule: the mock finds the request invalid: .*requestId/),
      expect.stringMatching(/^planted response\.json\(\): exits 1: .*JSON/s),
    ])
  }, 60000)

  it("every sample is accepted by the mock and handles its answer (file and fence for each)", async () => {
    expect(await problemsOfAll(samples, mock.port)).toEqual([])
  }, 600000)
})
