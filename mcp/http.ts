/**
 * The docs' MCP server over MCP's Streamable HTTP transport, stateless: each POST to `/mcp` is answered by a
 * fresh server over the same tools (`createServer`), with a JSON response and no session, so any number of
 * processes behind a proxy answer alike. Started by `npm run mcp -- --http --port N --site public|URL`;
 * deploy/ runs it behind nginx (deploy/policy.ts, `MCP_SERVICE`), which refuses
 * what `./limits` names before it reaches the server.
 *
 * What it refuses before the protocol starts, each with a JSON-RPC error body:
 * - an `Origin` that is not allowed (403): MCP's transport rules ask a server to validate it, so that a web
 *   page cannot reach a server on the reader's own machine (DNS rebinding). A request without `Origin` comes
 *   from no browser and is served;
 * - a body over `MAX_BODY_BYTES` (413), one that is not JSON (400), a method other than POST (405), another
 *   path (404), more requests at once than `MAX_IN_FLIGHT` (503).
 * The SDK's transport answers the rest of bad input (a wrong `Accept`, an invalid message), and the tools
 * answer theirs with a tool error.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js"
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { MAX_BODY_BYTES, MCP_PATH, REQUEST_TIMEOUT_MS } from "./limits"

/** Requests answered at once; more get 503 with Retry-After. */
export const MAX_IN_FLIGHT = 128

/** JSON-RPC's codes for errors found before the message is read: not JSON, not a valid request, and the server's own. */
const PARSE_ERROR = -32700
const INVALID_REQUEST = -32600
const SERVER_ERROR = -32000

export interface HttpOptions {
  /** A fresh MCP server with the tools, one per request. */
  createServer: () => McpServer
  port: number
  host: string
  /** Origins a browser may call from, as `https://host[:port]`. */
  allowedOrigins: readonly string[]
  log?: (line: string) => void
}

/** Whether a request with this `Origin` header may be served: none (not a browser), or one of `allowed`. */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false
  }
  return parsed.origin === origin.replace(/\/$/, "") && allowed.includes(parsed.origin)
}

/** An answer with a JSON-RPC error and no id: the request was refused before its message was read. */
function refuse(response: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  if (response.headersSent) return void response.end()
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null })
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers })
  response.end(body)
}

/** The request's body, or null once it has passed `MAX_BODY_BYTES` (the rest is not read). */
function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"] ?? 0)
    if (declared > MAX_BODY_BYTES) return resolve(null)
    const chunks: Buffer[] = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners("data")
        request.resume()
        resolve(null)
      } else chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
  })
}

/** Starts the HTTP server; resolves once it listens, with its address and a way to stop it. */
export async function serveHttp(options: HttpOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const log = options.log ?? ((line: string) => console.error(line))
  let inFlight = 0

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost")
    if (pathname !== MCP_PATH) return refuse(response, 404, INVALID_REQUEST, `Not found: the MCP endpoint is ${MCP_PATH}`)
    const origin = request.headers.origin
    if (!originAllowed(origin, options.allowedOrigins)) return refuse(response, 403, INVALID_REQUEST, `Origin not allowed: ${String(origin).slice(0, 200)}`)
    // Stateless: no stream to open with GET and no session to end with DELETE.
    if (request.method !== "POST") return refuse(response, 405, INVALID_REQUEST, "Method not allowed: send JSON-RPC messages with POST", { allow: "POST" })
    if (inFlight >= MAX_IN_FLIGHT) return refuse(response, 503, SERVER_ERROR, "Server busy: try again", { "retry-after": "1" })
    inFlight += 1
    try {
      const body = await readBody(request)
      if (body === null) return refuse(response, 413, INVALID_REQUEST, `Request body over ${MAX_BODY_BYTES} bytes`, { connection: "close" })
      let message: unknown
      try {
        message = JSON.parse(body.toString("utf8"))
      } catch {
        return refuse(response, 400, PARSE_ERROR, "Parse error: the body is not JSON")
      }
      const server = options.createServer()
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
      response.on("close", () => {
        void transport.close()
        void server.close()
      })
      await server.connect(transport)
      await transport.handleRequest(request, response, message)
    } finally {
      inFlight -= 1
    }
  }

  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      log(`mcp http: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      refuse(response, 500, SERVER_ERROR, "Internal server error")
    })
  })
  server.requestTimeout = REQUEST_TIMEOUT_MS
  server.headersTimeout = 10_000
  server.keepAliveTimeout = 5_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(":") ? `[${options.host}]` : options.host
  return {
    url: `http://${host}:${port}${MCP_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      }),
  }
}
