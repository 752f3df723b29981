/**
 * Runs request samples with each language's own tools: the syntax check (`bash -n`, `node --check`,
 * `python3 -m py_compile`, `php -l`), then the sample itself with its HTTP client replaced by a stub that
 * prints the request it would send, so a test can compare that request with the operation's example.
 */
import { execFile, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { SampleLanguage } from "../plugins/api-reference/lib/api-samples"

export interface SentRequest {
  method: string
  url: string
  headers: string[]
  /** The body as the API would parse it, or null when none is sent. */
  body: unknown
}

const FILE_NAMES: Record<SampleLanguage, string> = { curl: "sample.sh", javascript: "sample.mjs", python: "sample.py", php: "sample.php" }

const SYNTAX_CHECKS: Record<SampleLanguage, (file: string) => [string, string[]]> = {
  curl: (file) => ["bash", ["-n", file]],
  javascript: (file) => ["node", ["--check", file]],
  python: (file) => ["python3", ["-m", "py_compile", file]],
  php: (file) => ["php", ["-l", file]],
}

const TOOLS = ["bash", "node", "python3", "php"]

/** Tools that are not installed; the tests fail naming them rather than skipping the check. */
export function missingTools(): string[] {
  return TOOLS.filter((tool) => spawnSync(tool, ["--version"], { encoding: "utf8" }).status !== 0)
}

/** A fresh directory for one sample (py_compile writes __pycache__ beside the file). */
function sampleDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "api-sample-"))
}

export const API_KEY = "test-key-Ключ"

/** Runs a tool without a shell (so nothing is quoted twice); samples run in parallel, one process each. */
function run(command: string, args: string[], cwd: string): Promise<{ status: number; output: string; stdout: string }> {
  const env = { ...process.env, EDNA_API_KEY: API_KEY, PYTHONIOENCODING: "utf-8", PYTHONDONTWRITEBYTECODE: "1" }
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, encoding: "utf8", timeout: 20000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === "number" ? error.code : 1) : 0
      resolve({ status, output: `${stdout}${stderr}${error && status === 1 && !stderr ? error.message : ""}`.trim(), stdout })
    })
  })
}

/** The language's own syntax check of one sample: null when it passes, else the tool's message. */
export async function syntaxError(language: SampleLanguage, code: string): Promise<string | null> {
  const dir = sampleDir()
  try {
    const file = path.join(dir, FILE_NAMES[language])
    fs.writeFileSync(file, `${code}\n`)
    const [command, args] = SYNTAX_CHECKS[language](file)
    const result = await run(command, args, dir)
    return result.status === 0 ? null : `${command} ${args[0]}: ${result.output}`
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// Each stub prints one line `STUB <json>` describing the request; the sample's own output follows it.
const BASH_STUB = `curl() { printf '%s\\0' "$@"; }\n`

// As the real fetch() does, the stub refuses a body on GET and HEAD.
const NODE_STUB =
  "globalThis.fetch = async (url, init) => {\n" +
  '  if (init.body !== undefined && ["GET", "HEAD"].includes(init.method)) throw new TypeError("Request with GET/HEAD method cannot have body.")\n' +
  '  console.log("STUB " + JSON.stringify({ method: init.method, url, headers: Object.entries(init.headers).map(([k, v]) => `${k}: ${v}`), body: init.body ?? null }))\n' +
  '  return { status: 200, ok: true, text: async () => "" }\n' +
  "}\n"

// node:https for requests that fetch() cannot send: `request(url, options, callback)` and `end(body)`.
const NODE_HTTPS_STUB =
  "const request = (url, init, callback) => ({\n" +
  "  end(body) {\n" +
  '    console.log("STUB " + JSON.stringify({ method: init.method, url, headers: Object.entries(init.headers).filter(([k]) => k !== "Content-Length").map(([k, v]) => `${k}: ${v}`), body: body ?? null }))\n' +
  '    callback({ statusCode: 200, on: (event, listener) => (event === "data" ? listener("{}") : listener()) })\n' +
  "  },\n" +
  "})\n"

const PYTHON_STUB = `import json as _json


class _Response:
    status_code = 200
    content = b""

    def json(self):
        return {}


def request(method, url, headers=None, json=None, timeout=None):
    # As requests does: a json= body goes out as JSON with Content-Type: application/json.
    headers = dict(headers or {}, **({} if json is None else {"Content-Type": "application/json"}))
    sent = {"method": method, "url": url, "headers": [k + ": " + v for k, v in headers.items()], "body": None if json is None else _json.dumps(json, ensure_ascii=False)}
    print("STUB " + _json.dumps(sent, ensure_ascii=False))
    return _Response()
`

// php-cli has no curl extension: inside a namespace, unqualified curl_* names resolve to these first.
const PHP_STUB = `namespace Stub;
const CURLOPT_CUSTOMREQUEST = 'method';
const CURLOPT_RETURNTRANSFER = 'return';
const CURLOPT_HTTPHEADER = 'headers';
const CURLOPT_POSTFIELDS = 'body';
const CURLINFO_HTTP_CODE = 'code';
function curl_init($url) { return (object) ['url' => $url, 'body' => null]; }
function curl_setopt_array($ch, $options) { foreach ($options as $key => $value) { $ch->$key = $value; } return true; }
function curl_exec($ch) { echo 'STUB ', \\json_encode(['method' => $ch->method, 'url' => $ch->url, 'headers' => $ch->headers, 'body' => $ch->body], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), PHP_EOL; return '{}'; }
function curl_getinfo($ch, $option) { return 200; }
`

/** Runs a sample against a stub of its HTTP client and returns the request it sent. */
export async function sentRequest(language: SampleLanguage, code: string): Promise<SentRequest> {
  const dir = sampleDir()
  try {
    const file = path.join(dir, FILE_NAMES[language])
    if (language === "curl") {
      fs.writeFileSync(file, `${BASH_STUB}${code}\n`)
      const result = await run("bash", [file], dir)
      if (result.status !== 0) throw new Error(`bash: ${result.output}`)
      const args = result.stdout.split("\0").slice(0, -1)
      const sent: SentRequest = { method: "GET", url: "", headers: [], body: null }
      for (let i = 0; i < args.length; i += 1) {
        if (args[i] === "-X") sent.method = args[++i]
        else if (args[i] === "-H") sent.headers.push(args[++i])
        else if (args[i] === "-d") sent.body = JSON.parse(args[++i])
        else sent.url = args[i]
      }
      return sent
    }
    let command: [string, string[]]
    if (language === "javascript") {
      fs.writeFileSync(file, `${NODE_STUB}${code.replace('import { request } from "node:https"', NODE_HTTPS_STUB)}\n`)
      command = ["node", [file]]
    } else if (language === "python") {
      fs.writeFileSync(path.join(dir, "requests.py"), PYTHON_STUB)
      fs.writeFileSync(file, `${code}\n`)
      command = ["python3", [file]]
    } else {
      fs.writeFileSync(file, `${code.replace(/^<\?php\n/, `<?php\n${PHP_STUB}`)}\n`)
      command = ["php", [file]]
    }
    const result = await run(command[0], command[1], dir)
    const line = result.stdout.split("\n").find((text) => text.startsWith("STUB "))
    if (result.status !== 0 || !line) throw new Error(`${command[0]}: ${result.output}`)
    const sent = JSON.parse(line.slice("STUB ".length)) as SentRequest & { body: string | null }
    return { ...sent, body: sent.body === null ? null : JSON.parse(sent.body) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
