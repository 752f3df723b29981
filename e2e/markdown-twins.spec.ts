/** The Markdown twins, llms.txt and llms-full.txt as a reader's assistant fetches them from the built site. */
import fs from "node:fs"
import path from "node:path"
import { SITE } from "../src/config/site"
import { TWIN_ROUTES } from "../src/config/twin-routes"
import { url } from "./support/browser"
import { htmlFileOf, readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const routes = readRoutes()
const TWIN_KINDS = ["doc", "api", "blog-post"]

const sitemapPaths = (): string[] => {
  const xml = fs
    .readdirSync(PUBLIC)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => fs.readFileSync(path.join(PUBLIC, name), "utf8"))
    .join("\n")
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]).pathname))
}

/** The line that opens every twin and follows llms.txt's summary: where an agent finds the index, the full text and the MCP server. */
const AGENTS = new RegExp(
  `^Для ИИ-ассистентов: .*${[TWIN_ROUTES.llms, TWIN_ROUTES.llmsFull, TWIN_ROUTES.mcp].map((route) => `${SITE.url}${route}`.replace(/[.]/g, "\\.")).join(".*")}\\.$`,
)
/** A twin as llms-full.txt holds it: without the line for agents. */
const withoutAgentsLine = (twin: string): string => twin.slice(twin.indexOf("\n\n") + 2)
const kindOf = new Map(routes.map((route) => [route.path, route.kind]))
const withTwin = sitemapPaths().filter((route) => TWIN_KINDS.includes(kindOf.get(route) ?? ""))
const unlisted = routes.filter((route) => !route.listed).map((route) => route.path)

/** The page's title as its HTML shows it in the h1. */
const titleOf = (route: string): string => {
  const html = fs.readFileSync(htmlFileOf(route), "utf8")
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""
  return h1
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'")
    .trim()
}

/** The twin links in a page's head. */
const twinLinksOf = (route: string): string[] => {
  const html = fs.readFileSync(htmlFileOf(route), "utf8")
  return [...html.matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]+)"/g)].map((match) => match[1])
}

/** Markdown with code blocks and code spans taken out: what is left must hold no JSX or HTML. */
const prose = (markdown: string): string => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, "").replace(/`[^`\n]*`/g, "")

describe("Markdown twins", () => {
  it("covers the 137 listed docs, API and blog pages of the sitemap", () => {
    expect(withTwin).toHaveLength(137)
  })

  it.each(withTwin)("%s.md answers 200 as text/markdown, opens with the line for agents and its title, and links its HTML head", async (route) => {
    const response = await fetch(url(`${route}.md`))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8")
    const markdown = await response.text()
    const [agents, title] = markdown.split("\n\n", 2)
    expect(agents).toMatch(AGENTS)
    expect(title).toBe(`# ${titleOf(route)}`)
    expect(prose(markdown)).not.toMatch(/<\/?[A-Za-z][\w.]*[\s/>]|\{\/\*|&[a-z]+;/)
    expect(markdown).not.toMatch(/\]\((?!https?:|mailto:)/)
    expect(twinLinksOf(route)).toEqual([`${SITE.url}${route}.md`])
  })

  it("has no twin and no twin link for an unlisted page", async () => {
    expect(unlisted.length).toBeGreaterThan(0)
    for (const route of unlisted) {
      expect((await fetch(url(`${route}.md`))).status).toBe(404)
      expect(twinLinksOf(route)).toEqual([])
    }
  })

  it("publishes every figure a twin shows, with its alt text", () => {
    const missing: string[] = []
    let figures = 0
    for (const route of withTwin) {
      const markdown = fs.readFileSync(path.join(PUBLIC, `${route}.md`), "utf8")
      for (const match of markdown.matchAll(/!\[([^\]]*)\]\(([^ )]+)/g)) {
        figures += 1
        const file = path.join(PUBLIC, decodeURI(match[2].replace(SITE.url, "")))
        if (!match[1] || !match[2].startsWith(SITE.url) || !fs.existsSync(file)) missing.push(`${route}: ${match[0].slice(0, 80)}`)
      }
    }
    expect(missing).toEqual([])
    expect(figures).toBeGreaterThanOrEqual(40)
  })

  it("renders the API operation: method and URL, headers, fields, request and response examples, errors, four samples", async () => {
    const markdown = await (await fetch(url("/docs/api/messages/sending.md"))).text()
    expect(markdown).toContain("`POST https://app.edna.io/api/cascade/schedule`")
    expect(markdown).toContain("| `X-API-KEY` | Ваш API-ключ, обязательный |")
    expect(markdown).toContain("**Поля тела запроса**")
    expect(markdown).toContain("**Пример тела запроса**\n\n```json\n{")
    for (const language of ["bash", "javascript", "python", "php"]) expect(markdown).toContain(`\`\`\`${language}\n`)
    expect(markdown).toMatch(/\*\*Ответ\*\* `200`/)
    expect(markdown).toContain("**Ошибки**")
  })

  it("renders every admonition as a blockquote titled in Russian", () => {
    const titles: Record<string, string> = { note: "Примечание", tip: "Совет", info: "Информация", warning: "Внимание", danger: "Опасно" }
    const source = fs.readFileSync(path.resolve("content/docs/log/eventlog.mdx"), "utf8")
    const expected = [...source.matchAll(/<Admonition type="(\w+)"(?: title="([^"]+)")?>/g)].map((match) => match[2] ?? titles[match[1]])
    expect(expected.length).toBeGreaterThan(0)
    const markdown = fs.readFileSync(path.join(PUBLIC, "docs/log/eventlog.md"), "utf8")
    const found = [...markdown.matchAll(/^> \*\*([^*]+)\*\*\n>\n> \S/gm)].map((match) => match[1])
    expect(found).toEqual(expected)
  })
})

describe("llms.txt and llms-full.txt", () => {
  it("llms.txt: H1, summary, the line for agents, OpenAPI link, then the docs, API and release-notes sections linking every twin with its description", async () => {
    const response = await fetch(url("/llms.txt"))
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    const text = await response.text()
    const lines = text.split("\n")
    expect(lines[0]).toBe(`# ${SITE.title}`)
    expect(lines[2].startsWith("> ")).toBe(true)
    expect(lines[4]).toMatch(AGENTS)
    expect(text).toContain(`(${SITE.url}/openapi.yaml)`)
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(sections).toEqual(["Документация", "Справочник HTTP API", "Что нового (release notes)"])
    const links = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\)(: .+)?$/gm)]
    for (const route of withTwin) expect(links.map((match) => match[1])).toContain(`${SITE.url}${route}.md`)
    expect(links.filter((match) => match[1].endsWith("/docs/start.md"))[0][2]).toMatch(/^: \S/)
  })

  it("llms-full.txt holds every twin in sidebar order and links the OpenAPI document, which is served", async () => {
    const full = await (await fetch(url("/llms-full.txt"))).text()
    expect(full).toContain(`(${SITE.url}/openapi.yaml)`)
    const llms = fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8")
    const order = [...llms.matchAll(/^- \[[^\]]+\]\((\S+)\.md\)/gm)].map((match) => match[1].replace(SITE.url, ""))
    let last = -1
    for (const route of order) {
      const twin = withoutAgentsLine(fs.readFileSync(path.join(PUBLIC, `${route}.md`), "utf8")).trim()
      const at = full.indexOf(twin)
      expect([route, at > last]).toEqual([route, true])
      last = at
    }
    const openapi = await fetch(url("/openapi.yaml"))
    expect(openapi.status).toBe(200)
    expect(await openapi.text()).toMatch(/^openapi: 3/m)
  })
})
