// The edna Pulse docs as an MCP server for readers' assistants, over stdio or Streamable HTTP (http.ts),
// reading only what the build publishes: the search index, the Markdown twins, /openapi.yaml and /llms.txt.
//
//   npm run --silent mcp -- --site public                      a local build (npm run build), over stdio
//   npm run --silent mcp -- --site https://docs-pulse.edna.kz  a deployed site, over stdio
//   npm run mcp -- --http --port 8737 --site public            over HTTP at http://127.0.0.1:8737/mcp
//   node mcp/server.mjs --site public                          the same without npm
//
// Tools: search_docs, read_page, get_api_operation, lookup_error, list_sections (see below and README.md).
//
// TypeScript, started by mcp/server.mjs, which registers the site's require hook (src/node/ts-require.cjs)
// first: the server loads the site's own modules from src/ (its search engine, OpenAPI views, samples and
// Markdown twin writer) as they are.
import { readFileSync } from "node:fs"
import path from "node:path"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js"
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js"
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js"
import { z } from "zod"
import { SEARCH_LIMITS, SITE } from "../src/config/site"
import { openSite, ToolError, type Site } from "./site"
import { createDocs, CONTEXTS, MAX_QUERY, type ToolAnswer } from "./docs"
import { originAllowed, serveHttp } from "./http"

const USAGE = "usage: node mcp/server.mjs --site <public folder | https://site address> [--http --port N [--host 127.0.0.1] [--allow-origin https://host …]]"

/** The values of `--name` (`--name x` or `--name=x`), in order. */
function optionValues(argv: string[], name: string): string[] {
  const values: string[] = []
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === name) values.push(argv[i + 1] ?? "")
    else if (argv[i].startsWith(`${name}=`)) values.push(argv[i].slice(name.length + 1))
  }
  return values
}

const SAMPLES = z.object({ curl: z.string(), javascript: z.string(), python: z.string(), php: z.string() })

/** Registers the five tools on `server` over `docs`. */
function registerTools(server: McpServer, docs: ReturnType<typeof createDocs>): void {
  /** A tool's answer: its text (and structured content), or its ToolError as an error result. */
  const run =
    <Args extends object>(operation: (args: Args) => Promise<ToolAnswer>) =>
    async (args: Args): Promise<CallToolResult> => {
      try {
        const { text, structured } = await operation(args ?? ({} as Args))
        return { content: [{ type: "text", text }], ...(structured ? { structuredContent: structured } : {}) }
      } catch (error) {
        if (error instanceof ToolError) return { content: [{ type: "text", text: error.message }], isError: true }
        console.error(error)
        return {
          content: [{ type: "text", text: `Внутренняя ошибка сервера документации: ${error instanceof Error ? error.message : String(error)}` }],
          isError: true,
        }
      }
    }
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }

  server.registerTool(
    "search_docs",
    {
      title: "Поиск по документации edna Pulse",
      description:
        "Ищет по документации edna Pulse тем же поиском, что и на сайте: русская морфология, идентификаторы API целиком и по частям, опечатки. " +
        "Возвращает страницы по убыванию релевантности: заголовок, путь в разделах (breadcrumb), адрес, фрагмент текста и подходящие разделы страницы. " +
        "Полный текст найденной страницы даёт read_page.",
      inputSchema: {
        query: z
          .string()
          .describe(`Что искать, по-русски или идентификатор API (например «как создать каскад», «cascade/schedule»). От 1 до ${MAX_QUERY} символов.`),
        context: z
          .enum(CONTEXTS)
          .optional()
          .describe(
            "Где искать: docs — документация, api — справочник HTTP API, blog — «Что нового»; с «!» — везде, кроме этого раздела. Без значения — по всему сайту.",
          ),
        version: z.string().optional().describe("Версия документации; по умолчанию текущая (current)."),
        limit: z.number().optional().describe(`Сколько страниц вернуть, от 1 до ${SEARCH_LIMITS.resultsPage}; по умолчанию ${SEARCH_LIMITS.suggestions}.`),
      },
      outputSchema: {
        query: z.string(),
        context: z.string().nullable(),
        version: z.string(),
        total: z.number().describe("Сколько страниц подходит всего"),
        results: z.array(
          z.object({
            title: z.string(),
            breadcrumb: z.string().describe("Разделы, в которых лежит страница"),
            url: z.string(),
            path: z.string(),
            context: z.string(),
            snippet: z.string(),
            sections: z.array(z.object({ title: z.string(), url: z.string(), snippet: z.string() })),
          }),
        ),
      },
      annotations: readOnly,
    },
    run(docs.search),
  )

  server.registerTool(
    "read_page",
    {
      title: "Страница документации в Markdown",
      description:
        "Возвращает страницу документации, справочника API или блога целиком в Markdown — ту же, что сайт публикует по адресу страницы с окончанием .md. " +
        "Принимает адрес страницы (https://docs-pulse.edna.kz/docs/start) или путь (/docs/start).",
      inputSchema: {
        page: z.string().describe("Адрес или путь страницы: https://docs-pulse.edna.kz/docs/api/messages/sending, /docs/start, /blog/16-01-25"),
      },
      annotations: readOnly,
    },
    run(docs.readPage),
  )

  server.registerTool(
    "get_api_operation",
    {
      title: "Метод или вебхук HTTP API edna Pulse",
      description:
        "Возвращает один метод или вебхук HTTP API из описания OpenAPI, которое публикует сайт, в том виде, в каком его показывает справочник: " +
        "адрес, заголовки, параметры, поля тела запроса, пример запроса, примеры кода на curl, JavaScript, Python и PHP, ответы и коды ошибок. " +
        "Найдите метод по id (sendMessage) или по HTTP-методу и пути (POST /cascade/schedule).",
      inputSchema: {
        id: z.string().optional().describe("operationId метода или имя вебхука, например sendMessage"),
        method: z.string().optional().describe("HTTP-метод: GET, POST, PUT, PATCH или DELETE (вместе с path)"),
        path: z.string().optional().describe("Путь метода, например /cascade/schedule, или полный адрес https://app.edna.io/api/cascade/schedule"),
      },
      outputSchema: {
        id: z.string(),
        kind: z.enum(["operation", "webhook"]),
        method: z.string(),
        path: z.string().describe("Путь метода; у вебхука пустой"),
        url: z.string().describe("Адрес метода; у вебхука пустой"),
        summary: z.string(),
        pages: z.array(z.string()).describe("Страницы справочника, на которых описан метод"),
        samples: SAMPLES.optional().describe(
          "Примеры запроса; у вебхука — команда curl, которая отправляет пример на ваш адрес, и приёмники на JavaScript, Python и PHP",
        ),
      },
      annotations: readOnly,
    },
    run(docs.getOperation),
  )

  server.registerTool(
    "lookup_error",
    {
      title: "Ошибка или статус HTTP API edna Pulse",
      description:
        "Объясняет ошибку, код обработки или статус доставки HTTP API edna Pulse так, как его описывает справочник ошибок: что значит, что делать, ссылка на запись. " +
        "Принимает текст или код из журнала как есть: «400 RequestId is not unique», «not-template-match», «Auth error», «delivered»; можно в кавычках, с HTTP-кодом впереди или не целиком.",
      inputSchema: {
        error: z.string().describe(`Текст или код ошибки из журнала либо id записи (например requestid-is-not-unique). До ${MAX_QUERY} символов.`),
      },
      outputSchema: {
        id: z.string().describe("Якорь записи на странице ошибок"),
        text: z.string().nullable().describe("Текст или код, как его пишет журнал"),
        status: z.number().nullable().describe("HTTP-код ответа, если это ответ на запрос"),
        url: z.string(),
        description: z.string(),
        action: z.string(),
      },
      annotations: readOnly,
    },
    run(docs.lookupError),
  )

  server.registerTool(
    "list_sections",
    {
      title: "Разделы документации edna Pulse",
      description:
        "Возвращает разделы сайта (документация, справочник HTTP API, «Что нового») и страницы каждого раздела по порядку: заголовок, адрес и краткое описание.",
      inputSchema: {
        context: z.enum(["docs", "api", "blog"]).optional().describe("Только один раздел: docs, api или blog. Без значения — все."),
      },
      outputSchema: {
        sections: z.array(
          z.object({
            title: z.string(),
            pages: z.array(z.object({ title: z.string(), url: z.string(), path: z.string(), description: z.string() })),
          }),
        ),
      },
      annotations: readOnly,
    },
    run(docs.listSections),
  )
}

/** A server with the five tools over `docs`: one for stdio, one per request over HTTP. */
function createServer(docs: ReturnType<typeof createDocs>, version: string): McpServer {
  const server = new McpServer(
    { name: "edna-pulse-docs", title: "Документация edna Pulse", version },
    {
      instructions:
        "Документация edna Pulse — платформы деловых рассылок в WhatsApp и Viber — и справочник её HTTP API. " +
        "Ищите через search_docs, читайте страницу целиком через read_page, метод API с примерами кода — через get_api_operation, ошибку или статус из журнала — через lookup_error, оглавление — через list_sections.",
    },
  )
  registerTools(server, docs)
  return server
}

/** Stops with the usage and `problem`. */
function usage(problem: string): never {
  console.error(`mcp: ${problem}\n${USAGE}`)
  process.exit(2)
}

export async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes("--help")) {
    console.error(USAGE)
    process.exit(0)
  }
  const where = optionValues(argv, "--site")[0]
  if (!where) usage("--site is missing")
  let site: Site
  try {
    site = openSite(where, SITE.url)
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error))
  }
  const { version } = JSON.parse(readFileSync(path.join(__dirname, "..", "package.json"), "utf8")) as { version: string }
  const docs = createDocs(site)
  if (!argv.includes("--http")) {
    await createServer(docs, version).connect(new StdioServerTransport())
    console.error(`edna Pulse docs MCP server: ${site.label}`)
    return
  }
  const port = Number(optionValues(argv, "--port")[0])
  if (!Number.isInteger(port) || port < 1 || port > 65535) usage("--http needs --port N (1-65535)")
  const host = optionValues(argv, "--host")[0] || "127.0.0.1"
  const allowed = optionValues(argv, "--allow-origin").map((origin) => {
    if (!originAllowed(origin, [origin.replace(/\/$/, "")])) usage(`--allow-origin ${origin}: give an origin, e.g. https://docs.example.kz`)
    return origin.replace(/\/$/, "")
  })
  // Pages of the site itself (and of the address it is read from) may call it from a browser.
  const allowedOrigins = [...new Set([...site.origins, ...allowed])]
  const http = await serveHttp({ createServer: () => createServer(docs, version), port, host, allowedOrigins })
  console.error(`edna Pulse docs MCP server: ${site.label} at ${http.url}`)
  const stop = (): void => void http.close().then(() => process.exit(0))
  process.once("SIGTERM", stop)
  process.once("SIGINT", stop)
}
