/**
 * The MCP server (mcp/server.ts, started by mcp/server.mjs) through the SDK's own client over stdio, against the build in public/ and
 * against the same build served on 127.0.0.1: its tools and their schemas, search giving the site's own
 * results, a page and an operation as the site has them, and a Russian tool error for each bad input.
 * Runs in the e2e project (after the build); see jest.config.js.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { Server } from "node:http"
import YAML from "yaml"
import { JSDOM } from "jsdom"
import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { createEngine } from "../plugins/search/lib/engine"
import { SAMPLE_TABS } from "../plugins/api-reference/lib/api-samples"
import { SITE } from "../src/config/site"
import { serverUrl, startStaticServer } from "../scripts/support/harness.cjs"

const ROOT = path.resolve(__dirname, "..")
const PUBLIC = path.join(ROOT, "public")
const SERVER = path.join(ROOT, "mcp", "server.mjs")
/** The site's require hook, which the server's launcher registers (src/node/ts-require.cjs). */
const TS_REQUIRE = path.join(ROOT, "src", "node", "ts-require.cjs")

interface ToolResult {
  content: Array<{ type: string; text: string }>
  structuredContent?: Record<string, any>
  isError?: boolean
}

/** A client connected to the server started by `command args` in the project folder. */
async function connect(args: string[], command = process.execPath, cwd = ROOT): Promise<Client> {
  const client = new Client({ name: "edna-docs-test", version: "1.0.0" })
  await client.connect(new StdioClientTransport({ command, args, cwd, stderr: "pipe" }))
  return client
}

const call = async (client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> =>
  (await client.callTool({ name, arguments: args })) as unknown as ToolResult

/** The one text of a successful answer. */
function answer(result: ToolResult): string {
  if (result.isError) throw new Error(`expected an answer, got the error: ${result.content[0]?.text}`)
  return result.content[0].text
}

/** The error of a failed answer: an error result with one Russian text and nothing else. */
function toolError(result: ToolResult): string {
  expect(result.isError).toBe(true)
  expect(result.structuredContent).toBeUndefined()
  expect(result.content).toHaveLength(1)
  expect(result.content[0].text).toMatch(/[а-яё]{4}/i)
  return result.content[0].text
}

const twin = (route: string): string => fs.readFileSync(path.join(PUBLIC, `${route}.md`), "utf8")
const openapi = YAML.parse(fs.readFileSync(path.join(PUBLIC, "openapi.yaml"), "utf8"))
const operationIds: string[] = [
  ...Object.values(openapi.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) => Object.values(item).map((op) => op.operationId)),
  ...Object.keys(openapi.webhooks ?? {}),
]

const pages = new Map<string, Document>()
/** A built page's HTML document, parsed once. */
function page$(route: string): Document {
  let document = pages.get(route)
  if (!document) pages.set(route, (document = new JSDOM(fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8")).window.document))
  return document
}

/** The operation's Markdown in an answer of get_api_operation: from its address line (or the webhook's) on. */
function operationMarkdown(text: string, kind: string, method: string): string {
  const start = kind === "webhook" ? text.indexOf(`\`${method}\` `) : text.indexOf(`\`${method} ${SITE.apiBaseUrl}`)
  expect(start).toBeGreaterThan(0)
  return text.slice(start).trim()
}

/** A free TCP port on 127.0.0.1 with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe("MCP server over the local build (npm run mcp -- --site public)", () => {
  let client: Client
  beforeAll(async () => {
    client = await connect([SERVER, "--site", "public"])
  })
  afterAll(async () => {
    await client?.close()
  })

  it("lists its five tools, described in Russian, with their input and output schemas", async () => {
    const { tools } = await client.listTools()
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    expect(Object.keys(byName).sort()).toEqual(["get_api_operation", "list_sections", "lookup_error", "read_page", "search_docs"])
    for (const tool of tools) {
      expect(tool.description).toMatch(/^[А-ЯЁ][^]*[а-яё]{4}/)
      expect(tool.title).toMatch(/[а-яё]{4}/)
      expect(tool.annotations?.readOnlyHint).toBe(true)
      for (const property of Object.values(tool.inputSchema.properties ?? {})) expect((property as { description?: string }).description).toMatch(/[а-яё]{4}/)
    }
    const search = byName.search_docs.inputSchema as any
    expect(Object.keys(search.properties).sort()).toEqual(["context", "limit", "query", "version"])
    expect(search.required).toEqual(["query"])
    expect(search.properties.query.type).toBe("string")
    expect(search.properties.context.enum).toEqual(["docs", "api", "blog", "!docs", "!api", "!blog"])
    expect(search.properties.limit.type).toBe("number")
    expect((byName.read_page.inputSchema as any).required).toEqual(["page"])
    expect(Object.keys((byName.get_api_operation.inputSchema as any).properties).sort()).toEqual(["id", "method", "path"])
    expect((byName.list_sections.inputSchema as any).properties.context.enum).toEqual(["docs", "api", "blog"])
    expect(Object.keys((byName.search_docs.outputSchema as any).properties).sort()).toEqual(["context", "query", "results", "total", "version"])
    expect((byName.get_api_operation.outputSchema as any).properties.samples.properties).toHaveProperty("php")
    expect(byName.read_page.outputSchema).toBeUndefined()
    expect((byName.lookup_error.inputSchema as any).required).toEqual(["error"])
  })

  it("looks up every error, code and status of the register as the errors page's twin gives it, pasted as a log shows it", async () => {
    const errorsTwin = twin("/docs/api/messages/errorcodes")
    const entries = (openapi["x-errors"] as Array<{ errors: Array<{ id: string; status?: number; text?: string }> }>).flatMap((group) => group.errors)
    expect(entries.length).toBeGreaterThan(40)
    for (const entry of entries) {
      const pasted = entry.text === undefined ? String(entry.status) : `${entry.status ? `HTTP ${entry.status} ` : ""}"${entry.text.toUpperCase()}"`
      const result = await call(client, "lookup_error", { error: pasted })
      const text = answer(result)
      expect({ pasted, id: result.structuredContent?.id }).toEqual({ pasted, id: entry.id })
      expect(result.structuredContent?.url).toBe(`${SITE.url}/docs/api/messages/errorcodes#${entry.id}`)
      // The twin says the same, word for word.
      expect(errorsTwin).toContain(text.trim())
    }
    expect(answer(await call(client, "lookup_error", { error: "requestid-is-not-unique" }))).toContain("`RequestId is not unique`")
    expect(answer(await call(client, "lookup_error", { error: "Request doesn't contain content for all casc" }))).toContain(
      "`Request doesn't contain content for all cascade stages`",
    )
  })

  it("finds the expected page first for a Russian query, with title, breadcrumb, URL and snippet", async () => {
    const result = await call(client, "search_docs", { query: "как создать каскад" })
    const text = answer(result)
    const [first] = result.structuredContent?.results ?? []
    expect(first).toMatchObject({
      title: "Как создать каскад",
      breadcrumb: "Документация › Каскады",
      url: `${SITE.url}/docs/cascades/create`,
      path: "/docs/cascades/create",
      context: "docs",
    })
    expect(first.snippet).toMatch(/каскад/i)
    expect(first.sections[0].url).toMatch(new RegExp(`^${SITE.url}/docs/cascades/create#`))
    expect(text).toMatch(/^Найдено страниц: \d+/)
    expect(text).toContain(`1. Как создать каскад (Документация › Каскады)\n   ${SITE.url}/docs/cascades/create\n`)
    expect(text).toMatch(/\*\*каскад\w*\*\*/i)
  })

  it("gives the site's own results: the same pages in the same order as the site's engine, for every query of the quality set", async () => {
    const engine = createEngine(async (address) => JSON.parse(fs.readFileSync(path.join(PUBLIC, address), "utf8")))
    const queries = JSON.parse(fs.readFileSync(path.join(ROOT, "bench/search-queries.json"), "utf8")) as Array<{ q: string }>
    for (const { q } of queries) {
      const site = (await engine.search("ru", "current", q, 8)).results.map((result) => result.url)
      const served = (await call(client, "search_docs", { query: q })).structuredContent?.results.map((result: { path: string }) => result.path)
      expect({ q, served }).toEqual({ q, served: site })
    }
  })

  it("searches within a context and outside one", async () => {
    const api = (await call(client, "search_docs", { query: "cascade/schedule", context: "api", limit: 5 })).structuredContent
    expect(api?.results.length).toBeGreaterThan(0)
    expect(api?.results.every((result: { context: string }) => result.context === "api")).toBe(true)
    expect(api?.results.map((result: { path: string }) => result.path)).toContain("/docs/api/messages/sending")
    const notApi = (await call(client, "search_docs", { query: "каскад", context: "!api", limit: 20 })).structuredContent
    expect(notApi?.results.length).toBeGreaterThan(0)
    expect(notApi?.results.some((result: { context: string }) => result.context === "api")).toBe(false)
    expect(answer(await call(client, "search_docs", { query: "и" }))).toMatch(/ничего не найдено.*служебные слова/)
  })

  it("reads a page as its Markdown twin, by URL or by path", async () => {
    for (const page of [`${SITE.url}/docs/start`, "/docs/start", "docs/start", "/docs/start.md", `${SITE.url}/docs/start.md#путь`, "/docs/start/?x=1"]) {
      expect({ page, text: answer(await call(client, "read_page", { page })) }).toEqual({ page, text: twin("/docs/start") })
    }
    expect(answer(await call(client, "read_page", { page: "/docs/api/messages/sending" }))).toBe(twin("/docs/api/messages/sending"))
    expect(answer(await call(client, "read_page", { page: "/blog/16-01-25" }))).toBe(twin("/blog/16-01-25"))
  })

  it("gives every operation and webhook as its API page shows it: the twin's Markdown and the HTML's four samples", async () => {
    expect(operationIds.length).toBeGreaterThanOrEqual(16)
    for (const id of operationIds) {
      const result = await call(client, "get_api_operation", { id })
      const text = answer(result)
      const op = result.structuredContent as { kind: string; method: string; path: string; pages: string[]; samples?: Record<string, string> }
      expect({ id, pages: op.pages.length > 0 }).toEqual({ id, pages: true })
      for (const page of op.pages) {
        const route = page.slice(SITE.url.length)
        expect({ id, route, inTwin: twin(route).includes(operationMarkdown(text, op.kind, op.method)) }).toEqual({ id, route, inTwin: true })
        // A webhook's samples are its receivers and the curl command that posts its example to the reader's endpoint.
        const section = page$(route).querySelector(op.kind === "webhook" ? `[data-webhook="${id}"]` : `[data-operation="${id}"]`)
        expect(section).not.toBeNull()
        const tabs = [...(section?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent)
        const codes = [...(section?.querySelectorAll('[role="tabpanel"]') ?? [])].map((panel) => panel.querySelector("pre")?.textContent)
        expect(tabs).toEqual(SAMPLE_TABS.map((tab) => tab.label))
        expect({ id, codes }).toEqual({ id, codes: SAMPLE_TABS.map((tab) => op.samples?.[tab.key]) })
      }
      if (op.kind === "operation") {
        const byPath = await call(client, "get_api_operation", { method: op.method.toLowerCase(), path: `${SITE.apiBaseUrl}${op.path}` })
        expect(byPath.structuredContent?.id).toBe(id)
      }
    }
    const send = answer(await call(client, "get_api_operation", { method: "POST", path: "/cascade/schedule" }))
    expect(send).toMatch(/^# Отправка сообщения\n\nОперация `sendMessage`: `POST \/cascade\/schedule`\./)
    expect(send).toContain(`На сайте: ${SITE.url}/docs/api/messages/sending`)
    for (const label of ["curl:", "JavaScript:", "Python:", "PHP:", "**Ошибки**"]) expect(send).toContain(label)
  })

  it("lists the sections of llms.txt with their pages, all or one context", async () => {
    const llms = fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8")
    const result = await call(client, "list_sections", {})
    const sections = result.structuredContent?.sections as Array<{
      title: string
      pages: Array<{ title: string; url: string; path: string; description: string }>
    }>
    expect(sections.map((section) => section.title)).toEqual([...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]))
    expect(sections.flatMap((section) => section.pages)).toHaveLength([...llms.matchAll(/^- \[/gm)].length)
    expect(sections[0].pages[0]).toEqual({
      title: "Начало работы с edna Pulse",
      url: `${SITE.url}/docs/start`,
      path: "/docs/start",
      description: expect.stringMatching(/личном кабинете/),
    })
    // Each page has its twin; the API section also links the OpenAPI document itself.
    for (const { path: route } of sections.flatMap((s) => s.pages)) {
      expect({ route, published: fs.existsSync(path.join(PUBLIC, `${route}.md`)) || route === "/openapi.yaml" }).toEqual({ route, published: true })
    }
    expect(answer(result)).toContain(`- [Начало работы с edna Pulse](${SITE.url}/docs/start): `)
    const api = (await call(client, "list_sections", { context: "api" })).structuredContent?.sections as typeof sections
    expect(api.flatMap((s) => s.pages).length).toBeGreaterThan(20)
    expect(api.flatMap((s) => s.pages).every((page) => page.path.startsWith("/docs/api") || page.path === "/openapi.yaml")).toBe(true)
    expect(api.flatMap((s) => s.pages).map((page) => page.url)).toContain(`${SITE.url}/openapi.yaml`)
  })

  describe("bad input gets a Russian tool error and nothing else", () => {
    it("an unknown page", async () => {
      expect(toolError(await call(client, "read_page", { page: "/docs/no-such-page" }))).toMatch(/^Страницы \/docs\/no-such-page на сайте нет/)
      expect(toolError(await call(client, "read_page", { page: `${SITE.url}/blog/no-such-post` }))).toMatch(/^Страницы \/blog\/no-such-post на сайте нет/)
      expect(toolError(await call(client, "read_page", { page: "" }))).toMatch(/^Укажите страницу/)
    })

    it("an unknown operation, by id or by method and path", async () => {
      expect(toolError(await call(client, "get_api_operation", { id: "noSuchOperation" }))).toMatch(
        /^Операции или вебхука с id «noSuchOperation» нет\. Есть: sendMessage \(POST \/cascade\/schedule\)/,
      )
      expect(toolError(await call(client, "get_api_operation", { method: "DELETE", path: "/cascade/schedule" }))).toMatch(
        /^По пути \/cascade\/schedule нет метода DELETE: есть POST/,
      )
      expect(toolError(await call(client, "get_api_operation", { method: "GET", path: "/no/such/path" }))).toMatch(/^Операции GET \/no\/such\/path в API нет/)
      expect(toolError(await call(client, "get_api_operation", { method: "FETCH", path: "/cascade/schedule" }))).toMatch(/^Метод «FETCH» не HTTP-метод API/)
      expect(toolError(await call(client, "get_api_operation", {}))).toMatch(/^Укажите id операции или вебхука либо метод и путь/)
    })

    it("a path outside the site: `..`, absolute paths, other schemes and hosts", async () => {
      const cases: Array<[string, RegExp]> = [
        ["../../package.json", /путь с «\.\.» или «\.» ведёт за пределы сайта/],
        ["/docs/../../package.json", /путь с «\.\.» или «\.» ведёт за пределы сайта/],
        ["/docs/%2e%2e/%2e%2e/package.json", /путь с «\.\.» или «\.» ведёт за пределы сайта/],
        [`${SITE.url}/docs/..%2f..%2fpackage.json`, /путь с «\.\.» или «\.» ведёт за пределы сайта/],
        ["/etc/passwd", /путь вне документации и блога/],
        [path.join(ROOT, "package.json"), /путь вне документации и блога/],
        [path.join(PUBLIC, "docs", "start.md"), /путь вне документации и блога/],
        ["C:\\Windows\\win.ini", /путь файловой системы, а не адрес сайта/],
        ["file:///etc/passwd", /адрес со схемой file:/],
        ["https://example.com/docs/start", /адрес другого сайта \(example\.com\)/],
        ["//example.com/docs/start", /адрес другого сайта \(example\.com\)/],
        ["http://127.0.0.1:1/docs/start", /адрес другого сайта/],
      ]
      for (const [page, message] of cases) {
        const error = toolError(await call(client, "read_page", { page }))
        expect({ page, error }).toEqual({ page, error: expect.stringMatching(message) })
        expect(error).toContain(`Читаются только страницы этого сайта: ${SITE.url}/docs/…`)
      }
    })

    it("an error the register does not have, an empty one or a whole log", async () => {
      expect(toolError(await call(client, "lookup_error", { error: "quota-exceeded" }))).toMatch(
        new RegExp(`^Ошибки «quota-exceeded» в справочнике ошибок нет\\. Все коды и тексты: ${SITE.url}/docs/api/messages/errorcodes`),
      )
      expect(toolError(await call(client, "lookup_error", { error: " " }))).toMatch(/^Укажите текст или код ошибки/)
      expect(toolError(await call(client, "lookup_error", { error: "x".repeat(10000) }))).toMatch(/^Текст ошибки длиннее 200 символов/)
    })

    it("an empty or oversized query", async () => {
      expect(toolError(await call(client, "search_docs", { query: "" }))).toMatch(/^Пустой запрос/)
      expect(toolError(await call(client, "search_docs", { query: "  \n\t " }))).toMatch(/^Пустой запрос/)
      expect(toolError(await call(client, "search_docs", { query: "каскад ".repeat(40) }))).toMatch(
        /^Запрос слишком длинный \(символов: 279, можно не больше 200\)/,
      )
      expect(answer(await call(client, "search_docs", { query: "к".repeat(200) }))).toMatch(/ничего не найдено/)
      expect(toolError(await call(client, "search_docs", { query: "каскад", limit: 0 }))).toMatch(/^limit — целое число от 1 до 20/)
      expect(toolError(await call(client, "search_docs", { query: "каскад", version: "v0" }))).toMatch(/^Версии документации «v0» нет\. Есть: current/)
    })
  })
})

describe("the site reader (mcp/site.ts) under every tool", () => {
  it("opens no file outside the build, whatever public path it is handed, a link inside the build included", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-site-"))
    try {
      fs.mkdirSync(path.join(folder, "search"))
      fs.writeFileSync(path.join(folder, "search", "manifest.json"), "{}")
      fs.mkdirSync(path.join(folder, "docs"))
      fs.writeFileSync(path.join(folder, "docs", "start.md"), "# Старт\n")
      fs.symlinkSync(path.join(ROOT, "package.json"), path.join(folder, "docs", "leak.md"))
      const script = `
        const { openSite } = require(${JSON.stringify(path.join(ROOT, "mcp", "site.ts"))})
        const site = openSite(process.argv[1], "https://docs-pulse.edna.kz")
        const out = {}
        ;(async () => {
          for (const p of JSON.parse(process.argv[2])) out[p] = await site.text(p).then((text) => ({ text }), (error) => ({ kind: error.kind, error: error.message }))
          console.log(JSON.stringify(out))
        })()`
      const paths = [
        "/docs/start.md",
        "/docs/leak.md",
        "/../package.json",
        "/docs/../../package.json",
        "docs/start.md",
        "/docs//start.md",
        "/docs/./start.md",
        "/docs\\start.md",
        "/docs/none.md",
      ]
      const run = spawnSync(process.execPath, ["--require", TS_REQUIRE, "-e", script, folder, JSON.stringify(paths)], { cwd: ROOT, encoding: "utf8" })
      expect(run.stderr).toBe("")
      const out = JSON.parse(run.stdout)
      expect(out["/docs/start.md"]).toEqual({ text: "# Старт\n" })
      for (const p of paths.slice(1, -1)) expect({ p, ...out[p] }).toEqual({ p, kind: "outside", error: `Путь «${p}» ведёт за пределы сайта.` })
      expect(out["/docs/none.md"]).toEqual({ kind: "not-found", error: "Файла /docs/none.md на сайте нет." })
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe("MCP server over a site address (npm run mcp -- --site http://…)", () => {
  let server: Server
  let base: string
  let client: Client
  beforeAll(async () => {
    server = await startStaticServer(PUBLIC)
    base = serverUrl(server)
    client = await connect([SERVER, "--site", base])
  })
  afterAll(async () => {
    await client?.close()
    server?.close()
  })

  it("searches, reads pages and gives operations from the served files, with the address's URLs", async () => {
    const [first] = (await call(client, "search_docs", { query: "как создать каскад" })).structuredContent?.results ?? []
    expect(first.url).toBe(`${base}/docs/cascades/create`)
    expect(answer(await call(client, "read_page", { page: `${base}/docs/start` }))).toBe(twin("/docs/start"))
    // Links in llms.txt and the twins name the site's own URL: they are this site too.
    expect(answer(await call(client, "read_page", { page: `${SITE.url}/docs/start` }))).toBe(twin("/docs/start"))
    const op = (await call(client, "get_api_operation", { id: "sendMessage" })).structuredContent
    expect(op?.pages).toEqual([`${base}/docs/api/messages/sending`])
    const sections = (await call(client, "list_sections", { context: "blog" })).structuredContent?.sections
    expect(sections[0].pages[0].url.startsWith(`${base}/blog/`)).toBe(true)
  })

  it("an unknown page is a tool error, not the site's 404 page", async () => {
    expect(toolError(await call(client, "read_page", { page: `${base}/docs/no-such-page` }))).toMatch(/^Страницы \/docs\/no-such-page на сайте нет/)
    expect(toolError(await call(client, "read_page", { page: "https://example.com/docs/start" }))).toMatch(/адрес другого сайта/)
  })

  it("an unreachable address: each tool says so", async () => {
    const address = `http://127.0.0.1:${await closedPort()}`
    const down = await connect([SERVER, "--site", address])
    try {
      const expected = new RegExp(`^Сайт ${address.replace(/[.]/g, "\\.")} недоступен \\(ECONNREFUSED\\)`)
      expect(toolError(await call(down, "search_docs", { query: "каскад" }))).toMatch(expected)
      expect(toolError(await call(down, "read_page", { page: "/docs/start" }))).toMatch(expected)
      expect(toolError(await call(down, "get_api_operation", { id: "sendMessage" }))).toMatch(expected)
      expect(toolError(await call(down, "list_sections", {}))).toMatch(expected)
    } finally {
      await down.close()
    }
  })
})

describe("starting the server", () => {
  it("by npm run mcp and by mcp/README.md's configuration, as written", async () => {
    const readme = fs.readFileSync(path.join(ROOT, "mcp", "README.md"), "utf8")
    const snippet = /```json\n(\{\n\s*"mcpServers"[^]*?)\n```/.exec(readme)?.[1]
    expect(snippet).toBeDefined()
    const servers = Object.entries(JSON.parse(snippet as string).mcpServers as Record<string, { command: string; args: string[] }>)
    expect(servers.length).toBeGreaterThanOrEqual(2)
    for (const [name, { command, args }] of servers) {
      // The README names the project folder /path/to/docs-pulse; here it is this checkout. An assistant starts
      // the server from a folder of its own.
      const client = await connect(
        args.map((arg) => arg.replace("/path/to/docs-pulse", ROOT)),
        command === "node" ? process.execPath : command,
        os.tmpdir(),
      )
      try {
        expect({ name, tools: (await client.listTools()).tools.length }).toEqual({ name, tools: 5 })
        if (!args.some((arg) => arg.startsWith("https://"))) expect(answer(await call(client, "read_page", { page: "/docs/start" }))).toBe(twin("/docs/start"))
      } finally {
        await client.close()
      }
    }
  })

  it("refuses a --site that is not a build or not an address, naming it", () => {
    const run = (...args: string[]) => spawnSync(process.execPath, [SERVER, ...args], { cwd: ROOT, encoding: "utf8", input: "" })
    const missing = run("--site", "no-such-folder")
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatch(/^mcp: --site no-such-folder: no such folder/)
    const notBuilt = run("--site", "content")
    expect(notBuilt.status).toBe(2)
    expect(notBuilt.stderr).toMatch(/^mcp: --site content: .*search\/manifest\.json is missing/)
    const scheme = run("--site", "ftp://example.com")
    expect(scheme.status).toBe(2)
    expect(scheme.stderr).toMatch(/give a folder with a build \(public\) or an http\(s\) address/)
    const none = run()
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/^mcp: --site is missing\nusage: node mcp\/server\.mjs --site/)
    const noPort = run("--site", "public", "--http")
    expect(noPort.status).toBe(2)
    expect(noPort.stderr).toMatch(/^mcp: --http needs --port N/)
    const badOrigin = run("--site", "public", "--http", "--port", "1", "--allow-origin", "https://x.kz/path")
    expect(badOrigin.status).toBe(2)
    expect(badOrigin.stderr).toMatch(/^mcp: --allow-origin https:\/\/x\.kz\/path: give an origin/)
  })
})
