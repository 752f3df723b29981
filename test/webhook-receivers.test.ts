/**
 * Every webhook's receivers (JavaScript, Python, PHP; plugins/api-reference/lib/api-samples.ts webhookSamples) run
 * as servers on a local port, as a reader runs them: each answers 200 to every example of its webhook in
 * openapi.yaml, sent as the page's curl command sends it, takes the branch of the example's payload type, and
 * answers 400 to a body that is not JSON. `scripts/ensure-tools.sh samples` installs the tools (npm test runs it).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { webhookSamples, WEBHOOK_URL_VARIABLE } from "../plugins/api-reference/lib/api-samples"
import { derefAll, indexOperations, type Json, type JsonObject, type OperationView } from "../plugins/api-reference/lib/openapi"
import { missingTools } from "./sample-tools"

const FILE = path.resolve("content/docs/api/openapi.yaml")
const doc = derefAll(YAML.parse(fs.readFileSync(FILE, "utf8"))) as JsonObject
const webhooks = [...indexOperations(doc).values()].filter((op) => op.kind === "webhook")

/** Every example of a webhook's body in the document, by name. */
function examplesOf(id: string): Array<[string, Json]> {
  const media = (((doc.webhooks as JsonObject)[id] as JsonObject).post as JsonObject).requestBody as JsonObject
  const json = (media.content as JsonObject)["application/json"] as JsonObject
  if (json.examples) return Object.entries(json.examples as JsonObject).map(([name, example]) => [name, (example as JsonObject).value])
  return [["example", json.example ?? null]]
}

/** The value at a field path of an event (`messageContent.type`, `[].status` of a list's first event). */
function valueAt(body: Json, field: string): Json | undefined {
  let value: Json | undefined = field.startsWith("[].") && Array.isArray(body) ? body[0] : body
  for (const part of field.replace(/^\[\]\./, "").split(".")) value = value && typeof value === "object" && !Array.isArray(value) ? value[part] : undefined
  return value
}

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const RUN: Record<"javascript" | "python" | "php", { file: string; command: (file: string, port: number) => [string, string[]] }> = {
  javascript: { file: "receiver.mjs", command: (file) => ["node", [file]] },
  python: { file: "receiver.py", command: (file) => ["python3", [file]] },
  php: { file: "receiver.php", command: (file, port) => ["php", ["-S", `127.0.0.1:${port}`, file]] },
}

/** A receiver started as its first comment says, with the output it has written so far; resolves once it answers. */
async function started(language: keyof typeof RUN, code: string): Promise<{ url: string; output: () => string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "receiver-"))
  const file = path.join(dir, RUN[language].file)
  fs.writeFileSync(file, `${code}\n`)
  const port = await freePort()
  const [command, args] = RUN[language].command(file, port)
  const child: ChildProcess = spawn(command, args, { cwd: dir, env: { ...process.env, PORT: String(port), PYTHONUNBUFFERED: "1" } })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  const url = `http://127.0.0.1:${port}/`
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(url, { method: "GET" })
      break
    } catch (error) {
      if (tries > 100 || child.exitCode !== null) throw new Error(`${language} receiver did not start: ${output || (error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, output: () => output, stop: () => child.kill() }
}

/** Posts a body as the page's curl command does: the command itself, with the reader's endpoint in $WEBHOOK_URL. */
function curlStatus(command: string, url: string): number {
  const result = spawnSync("bash", ["-c", `${command} -s -o /dev/null -w '%{http_code}'`], {
    env: { ...process.env, [WEBHOOK_URL_VARIABLE]: url },
    encoding: "utf8",
  })
  return Number(result.stdout)
}

describe("webhook receivers", () => {
  it("have every tool they run with (php-cli, python3)", () => {
    expect(missingTools()).toEqual([])
  })

  it("cover every webhook, each with a curl command for its example and a receiver in three languages", () => {
    expect(webhooks.map((op) => op.id).sort()).toEqual(["incomingMessage", "linkButtonClick", "messageStatus", "templateCategoryChange", "templateStatus"])
    for (const op of webhooks) expect(webhookSamples(op).curl).toContain(`"$${WEBHOOK_URL_VARIABLE}"`)
  })

  describe.each(webhooks.map((op): [string, OperationView] => [op.id, op]))("of %s", (_id, op) => {
    const samples = webhookSamples(op)
    it.each(Object.keys(RUN) as Array<keyof typeof RUN>)(
      "in %s: answer 200 to each example, through its payload type's branch, and 400 to a body that is not JSON",
      async (language) => {
        const receiver = await started(language, samples[language])
        try {
          for (const [name, body] of examplesOf(op.id)) {
            const command = webhookSamples({ ...op, requestExample: body }).curl
            expect({ name, status: curlStatus(command, receiver.url) }).toEqual({ name, status: 200 })
            const kind = op.payloadType ? valueAt(body, op.payloadType) : undefined
            // The branch of its type logs the type first; the others log their own word.
            if (typeof kind === "string")
              await waitFor(() => receiver.output().includes(`${kind} {`), `${language} receiver of ${op.id} to take the branch of ${kind}`)
          }
          const bad = await fetch(receiver.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" })
          expect(bad.status).toBe(400)
        } finally {
          receiver.stop()
        }
      },
    )
  })
})

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error(`waited for the ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
