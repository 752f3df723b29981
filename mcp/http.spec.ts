/**
 * The MCP server over Streamable HTTP as deploy/ runs it: started with the command line of the generated
 * systemd unit (deploy/systemd/), behind Debian's nginx with the generated proxy block and http-context lines
 * (deploy/nginx/edna-pulse-docs-mcp*.conf), driven through the SDK's own HTTP client. Every tool answers as
 * over stdio; every bad input gets a protocol or tool error, and the service keeps answering.
 * Runs in the e2e project (after the build); see jest.config.js.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import { MCP_SERVICE } from "../deploy/policy"
import { MCP_NGINX_FILE, MCP_NGINX_HTTP_FILE, MCP_UNIT_FILE, mcpServiceArgs } from "../deploy/generate"
import { MAX_BODY_BYTES, MCP_PATH } from "./limits"
import { SITE } from "../src/config/site"
import { startNginx, type NginxServer } from "../e2e/support/nginx"

const ROOT = path.resolve(__dirname, "..")
const PUBLIC = path.join(ROOT, "public")

interface ToolResult {
  content: Array<{ type: string; text: string }>
  structuredContent?: Record<string, unknown>
  isError?: boolean
}

let service: ChildProcess | undefined
let serviceLog = ""
let nginx: NginxServer | undefined
let endpoint = ""
const direct = `http://127.0.0.1:${MCP_SERVICE.port}${MCP_PATH}`

/** A client of the service through nginx, over the SDK's Streamable HTTP transport. */
async function httpClient(): Promise<Client> {
  const client = new Client({ name: "edna-docs-http-test", version: "1.0.0" })
  await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)))
  return client
}

const call = async (client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> =>
  (await client.callTool({ name, arguments: args })) as unknown as ToolResult

/** A raw POST of `body` to `url`, as a client that speaks the protocol sends it. */
const post = (url: string, body: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: "POST", body, headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } })

/** A JSON-RPC error answer: the status, and an error object with a code and a message, no result. */
async function jsonRpcError(response: Response): Promise<{ status: number; code: number }> {
  const body = (await response.json()) as { jsonrpc: string; error?: { code: number; message: string }; result?: unknown }
  expect(body.jsonrpc).toBe("2.0")
  expect(body.result).toBeUndefined()
  expect(typeof body.error?.message).toBe("string")
  return { status: response.status, code: body.error?.code as number }
}

const ping = (id: number): string => JSON.stringify({ jsonrpc: "2.0", id, method: "ping" })

/** Whether the service answers a tool call through nginx. */
async function answers(): Promise<boolean> {
  const client = await httpClient()
  try {
    const result = await call(client, "read_page", { page: "/docs/start" })
    return !result.isError && result.content[0].text === fs.readFileSync(path.join(PUBLIC, "docs", "start.md"), "utf8")
  } finally {
    await client.close()
  }
}

beforeAll(async () => {
  const unit = fs.readFileSync(path.join(ROOT, MCP_UNIT_FILE), "utf8")
  service = spawn(process.execPath, mcpServiceArgs(unit, ROOT), { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the MCP service did not start within 30 s:\n${serviceLog}`)), 30_000)
    service?.stderr?.on("data", (chunk) => {
      serviceLog += String(chunk)
      if (serviceLog.includes(` at ${direct}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    service?.once("exit", (code) => reject(new Error(`the MCP service exited (${code}):\n${serviceLog}`)))
  })
  nginx = await startNginx(PUBLIC, path.join(ROOT, "deploy", "nginx", "edna-pulse-docs.conf"), {
    http: [path.join(ROOT, MCP_NGINX_HTTP_FILE)],
    server: [path.join(ROOT, MCP_NGINX_FILE)],
  })
  endpoint = `${nginx.baseUrl}${MCP_PATH}`
}, 60_000)

afterAll(async () => {
  await nginx?.stop()
  if (service && service.exitCode === null) {
    const exited = new Promise((resolve) => service?.once("exit", resolve))
    service.kill("SIGTERM")
    await exited
  }
})

describe("the MCP server over HTTP behind nginx (deploy/)", () => {
  it("gives every tool's answer through the SDK's HTTP client exactly as over stdio", async () => {
    const stdio = new Client({ name: "edna-docs-stdio", version: "1.0.0" })
    await stdio.connect(new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, "mcp", "server.mjs"), "--site", "public"], cwd: ROOT }))
    const http = await httpClient()
    try {
      expect((await http.listTools()).tools).toEqual((await stdio.listTools()).tools)
      const calls: Array<[string, Record<string, unknown>]> = [
        ["search_docs", { query: "как создать каскад" }],
        ["search_docs", { query: "sendMessage", context: "api", limit: 3 }],
        ["read_page", { page: `${SITE.url}/docs/start` }],
        ["get_api_operation", { id: "sendMessage" }],
        ["get_api_operation", { method: "POST", path: "/cascade/schedule" }],
        ["lookup_error", { error: '400 "RequestId is not unique"' }],
        ["list_sections", { context: "api" }],
      ]
      for (const [name, args] of calls) {
        const overHttp = await call(http, name, args)
        expect({ name, args, error: overHttp.isError ?? false }).toEqual({ name, args, error: false })
        expect(overHttp).toEqual(await call(stdio, name, args))
      }
    } finally {
      await http.close()
      await stdio.close()
    }
  })

  it("connects as mcp/README.md's URL forms for Claude Code, Cursor and VS Code say, with the site's address replaced by this nginx", async () => {
    const readme = fs.readFileSync(path.join(ROOT, "mcp", "README.md"), "utf8")
    const claude = /^claude mcp add --transport http edna-pulse-docs (\S+)$/m.exec(readme)?.[1]
    const cursor = /^\{ "mcpServers": .*\}$/m.exec(readme)?.[0]
    const vscode = /^\{ "servers": .*\}$/m.exec(readme)?.[0]
    const urls = [
      claude,
      JSON.parse(cursor ?? "null")?.mcpServers["edna-pulse-docs"].url,
      (JSON.parse(vscode ?? "null") as { servers: Record<string, { type: string; url: string }> } | null)?.servers["edna-pulse-docs"],
    ]
    expect(urls).toEqual([`${SITE.url}${MCP_PATH}`, `${SITE.url}${MCP_PATH}`, { type: "http", url: `${SITE.url}${MCP_PATH}` }])
    const client = new Client({ name: "edna-docs-readme", version: "1.0.0" })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${SITE.url}${MCP_PATH}`.replace(SITE.url, nginx?.baseUrl ?? ""))))
    try {
      expect((await client.listTools()).tools).toHaveLength(5)
    } finally {
      await client.close()
    }
  })

  it("answers with JSON and no session, cached by no one", async () => {
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    })
    const response = await post(endpoint, initialize)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(response.headers.get("mcp-session-id")).toBeNull()
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(((await response.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe("edna-pulse-docs")
  })

  describe("bad input gets a protocol or tool error, and the service keeps answering", () => {
    afterEach(async () => {
      expect(await answers()).toBe(true)
    })

    it("a body over the limit, through nginx and straight to the service", async () => {
      const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(MAX_BODY_BYTES) } })
      expect(await jsonRpcError(await post(endpoint, big))).toEqual({ status: 413, code: -32600 })
      expect(await jsonRpcError(await post(direct, big))).toEqual({ status: 413, code: -32600 })
    })

    it("a body that is not JSON, a GET, another path, a wrong Accept", async () => {
      expect(await jsonRpcError(await post(endpoint, "{not json"))).toEqual({ status: 400, code: -32700 })
      const get = await fetch(endpoint, { headers: { accept: "text/event-stream" } })
      expect(get.headers.get("allow")).toBe("POST")
      expect(await jsonRpcError(get)).toEqual({ status: 405, code: -32600 })
      expect((await jsonRpcError(await post(`http://127.0.0.1:${MCP_SERVICE.port}/other`, ping(1)))).status).toBe(404)
      expect((await post(endpoint, ping(1), { accept: "text/html" })).status).toBe(406)
    })

    it("an Origin that is not the site's: refused; the site's own and none: served", async () => {
      expect(await jsonRpcError(await post(endpoint, ping(1), { origin: "https://evil.example" }))).toEqual({ status: 403, code: -32600 })
      expect(await jsonRpcError(await post(endpoint, ping(1), { origin: "null" }))).toEqual({ status: 403, code: -32600 })
      expect((await post(endpoint, ping(1), { origin: new URL(SITE.url).origin })).status).toBe(200)
      expect((await post(endpoint, ping(1))).status).toBe(200)
    })

    it("an unknown tool", async () => {
      const client = await httpClient()
      try {
        const result = await client.callTool({ name: "delete_everything", arguments: {} }).then(
          (answer) => answer as unknown as ToolResult,
          (error: { code?: number }) => ({ code: error.code }),
        )
        if ("code" in result) expect(result.code).toBe(-32602)
        else expect(result.isError).toBe(true)
      } finally {
        await client.close()
      }
    })

    it("paths outside the site, plain and encoded", async () => {
      const client = await httpClient()
      try {
        for (const page of [
          "../../etc/passwd",
          "/docs/../../etc/passwd",
          "/docs/%2e%2e/%2e%2e/etc/passwd",
          "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
          "/docs/..%252f..%252fetc%252fpasswd",
          "file:///etc/passwd",
        ]) {
          const result = await call(client, "read_page", { page })
          expect({ page, error: result.isError }).toEqual({ page, error: true })
          expect(result.content[0].text).not.toContain("root:")
        }
      } finally {
        await client.close()
      }
    })

    it("a query of 10,000 characters", async () => {
      const client = await httpClient()
      try {
        const result = await call(client, "search_docs", { query: "каскад ".repeat(1_430).slice(0, 10_000) })
        expect(result.isError).toBe(true)
        expect(result.content[0].text).toMatch(/слишком длинный/)
      } finally {
        await client.close()
      }
    })

    it("50 clients at once, each searching", async () => {
      const queries = ["шаблон", "каскад", "рассылка", "вебхук", "теги", "клиенты", "Viber", "WhatsApp", "статус доставки", "sendMessage"]
      const results = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const client = await httpClient()
          try {
            const result = await call(client, "search_docs", { query: queries[index % queries.length] })
            return !result.isError && ((result.structuredContent?.total as number) ?? 0) > 0
          } finally {
            await client.close()
          }
        }),
      )
      expect(results.filter(Boolean)).toHaveLength(50)
    })

    it("more requests at once than nginx's limit lets through: 429 with a JSON-RPC error, then served again", async () => {
      // In waves of 100 (the test's nginx takes 256 connections), until the limit answers.
      const flood: Response[] = []
      for (let wave = 0; wave < 10 && !flood.some((response) => response.status === 429); wave += 1) {
        const answered = await Promise.all(Array.from({ length: 100 }, (_, id) => post(endpoint, ping(id))))
        flood.push(...answered)
        await Promise.all(answered.filter((response) => response.status === 200).map((response) => response.body?.cancel()))
      }
      const limited = flood.filter((response) => response.status === 429)
      expect(limited.length).toBeGreaterThan(0)
      expect(await jsonRpcError(limited[0])).toEqual({ status: 429, code: -32000 })
      expect(flood.every((response) => response.status === 200 || response.status === 429)).toBe(true)
      // The limit lets requests through again as its bucket refills: five answered in a row, so that the next
      // case's client, which sends a few at once, finds room.
      let answered = 0
      for (const deadline = Date.now() + 30_000; answered < 5;) {
        if (Date.now() > deadline) throw new Error("nginx still limits the service 30 s after the flood")
        answered = (await post(endpoint, ping(0))).status === 200 ? answered + 1 : 0
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }, 60_000)
  })
})
