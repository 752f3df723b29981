/**
 * What the four tools do, over a Site (site.ts) and the site's own code, imported from src/: search with the
 * site's engine and index, read a page's Markdown twin, one API operation or webhook from the published
 * openapi.yaml rendered by the twin writer with the site's samples, and the sections of llms.txt. Each
 * function returns `{ text, structured? }` or throws a ToolError with a Russian message.
 */
import { DOCS_VERSION, SEARCH_LIMITS, SITE } from "../src/config/site"
import { SEARCH_CONTEXT_LABELS } from "../src/config/strings"
import { createEngine } from "../plugins/search/lib/engine"
import { SEARCH_MANIFEST_PATH, type SearchManifest, type SnippetPart } from "../plugins/search/lib/protocol"
import { queryWords } from "../plugins/search/lib/tokenize"
import type { OperationView } from "../plugins/api-reference/lib/openapi"
import { errorHref, errorMarkdown, errorPhrase, ERRORS_ROUTE, type ApiErrorGroup } from "../plugins/api-reference/lib/errors"
import { pastedPhrase, pasteForm, type Phrase } from "../plugins/search/lib/phrases"
import { ToolError, type Site } from "./site"

/** A tool's answer: its text, and its structured content when the tool declares an output schema. */
export interface ToolAnswer {
  text: string
  structured?: Record<string, unknown>
}

export interface SearchArgs {
  query?: string
  context?: string
  version?: string
  limit?: number
}

export interface OperationArgs {
  id?: string
  method?: string
  path?: string
}

/** A page of llms.txt's sections. */
interface SectionPage {
  title: string
  url: string
  path: string
  description: string
}

interface Section {
  title: string
  pages: SectionPage[]
}

/** Longest query, as the site's search page (plugins/search/templates/search.tsx, MAX_QUERY). */
export const MAX_QUERY = 200
/** Longest page address or API path accepted. */
export const MAX_ADDRESS = 500
/** Contexts as the site's search page takes them (`ctx`): within one, or everything but one. */
export const CONTEXTS = ["docs", "api", "blog", "!docs", "!api", "!blog"] as const
export const METHODS: readonly string[] = ["GET", "POST", "PUT", "PATCH", "DELETE"]
/** API twins are read again after this long (they tell which page shows an operation). */
const PAGES_KEPT_MS = 60_000

/**
 * The tools over `site`. The modules only an operation needs (the OpenAPI views, the samples, the twin writer
 * with its MDX parser, YAML) are imported when an operation is first asked for.
 */
export function createDocs(site: Site) {
  const language = SITE.defaultLocale
  // The manifest is read again before each search: a rebuild or a deploy moves the index to a new folder.
  const engine = createEngine((sitePath) => site.json(sitePath), SEARCH_MANIFEST_PATH, { revalidate: true })

  const contextLabel = (context: string | null | undefined): string =>
    context ? (context.startsWith("!") ? `всё, кроме «${SEARCH_CONTEXT_LABELS[context.slice(1)]}»` : `«${SEARCH_CONTEXT_LABELS[context]}»`) : "весь сайт"

  /** Snippet parts as text, the matched words in **bold** (`marked`) or plain. */
  const snippetText = (parts: SnippetPart[], marked: boolean): string =>
    parts
      .map((part) => (part.match && marked ? `**${part.text}**` : part.text))
      .join("")
      .trim()

  async function search({ query, context, version, limit }: SearchArgs): Promise<ToolAnswer> {
    const asked = typeof query === "string" ? query.trim() : ""
    if (asked === "") throw new ToolError("Пустой запрос: передайте в query слова, которые нужно найти, например «как создать каскад».")
    if (asked.length > MAX_QUERY)
      throw new ToolError(`Запрос слишком длинный (символов: ${asked.length}, можно не больше ${MAX_QUERY}). Оставьте в нём главные слова.`)
    const count = limit ?? SEARCH_LIMITS.suggestions
    if (!Number.isInteger(count) || count < 1 || count > SEARCH_LIMITS.resultsPage) {
      throw new ToolError(`limit — целое число от 1 до ${SEARCH_LIMITS.resultsPage}, получено ${JSON.stringify(limit)}.`)
    }
    const wanted = version ?? DOCS_VERSION.name
    if (wanted.length > 50) throw new ToolError("Версия документации длиннее 50 символов: такой версии нет.")
    const manifest = (await site.json(SEARCH_MANIFEST_PATH)) as SearchManifest | null
    const versions = Object.keys(manifest?.[language] ?? {})
    if (!versions.includes(wanted)) throw new ToolError(`Версии документации «${wanted}» нет. Есть: ${versions.join(", ") || "ни одной"}.`)
    const answer = await engine.search(language, wanted, asked, count, context ?? null)
    const results = answer.results.map((result) => ({
      title: result.title,
      breadcrumb: result.breadcrumb.join(" › ") || SEARCH_CONTEXT_LABELS[result.context] || "",
      url: site.origin + result.url,
      path: result.url,
      context: result.context,
      snippet: snippetText(result.snippet, false),
      sections: result.sections.map((section) => ({
        title: section.section,
        url: `${site.origin}${result.url}${section.hash ? `#${section.hash}` : ""}`,
        snippet: snippetText(section.snippet, false),
      })),
    }))
    const head =
      answer.total === 0
        ? `По запросу «${asked}» (${contextLabel(context)}, версия ${wanted}) ничего не найдено. ${
            queryWords(asked).length === 0
              ? "В запросе только служебные слова: добавьте слова по существу."
              : context
                ? "Попробуйте другие слова или поиск по всему сайту."
                : "Попробуйте другие слова."
          }`
        : `Найдено страниц: ${answer.total}, показано: ${results.length}. Запрос «${asked}», ${contextLabel(context)}, версия ${wanted}.`
    const lines = answer.results.map((result, at) => {
      const shown = results[at]
      const sections = result.sections.map(
        (section, i) => `   - ${section.section || shown.title}: ${shown.sections[i].url}\n     ${snippetText(section.snippet, true)}`,
      )
      return [`${at + 1}. ${shown.title} (${shown.breadcrumb})`, `   ${shown.url}`, `   ${snippetText(result.snippet, true)}`, ...sections].join("\n")
    })
    return {
      text: [head, ...lines].join("\n\n"),
      structured: { query: asked, context: context ?? null, version: wanted, total: answer.total, results },
    }
  }

  /** The route of a page from a URL or path the assistant gave: `/docs/start` for `https://…/docs/start.md#x`. */
  function routeOf(input: unknown): string {
    const raw = typeof input === "string" ? input.trim() : ""
    if (raw === "") throw new ToolError("Укажите страницу: адрес (https://docs-pulse.edna.kz/docs/start) или путь (/docs/start).")
    if (raw.length > MAX_ADDRESS) throw new ToolError(`Адрес страницы длиннее ${MAX_ADDRESS} символов: это не адрес страницы сайта.`)
    const outside = (why: string): ToolError =>
      new ToolError(
        `«${raw}» — ${why}. Читаются только страницы этого сайта: ${site.origin}/docs/… и ${site.origin}/blog/…, или пути /docs/… и /blog/….`,
        "outside",
      )
    let decoded: string
    try {
      decoded = decodeURIComponent(raw)
    } catch {
      throw new ToolError(`В адресе «${raw}» неверная %-последовательность.`)
    }
    if (/(^|[/\\])\.\.?([/\\]|$)/.test(decoded)) throw outside("путь с «..» или «.» ведёт за пределы сайта")
    if (/[\\\u0000-\u001f]/.test(decoded)) throw outside("путь файловой системы, а не адрес сайта")
    let pathname: string
    if (raw.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(raw)) {
      let url: URL
      try {
        url = new URL(raw.startsWith("//") ? `https:${raw}` : raw)
      } catch {
        throw new ToolError(`«${raw}» — не адрес: передайте адрес страницы или путь вида /docs/start.`)
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") throw outside(`адрес со схемой ${url.protocol}, а не страница сайта`)
      if (!site.origins.includes(url.origin)) throw outside(`адрес другого сайта (${url.host})`)
      pathname = decodeURIComponent(url.pathname)
    } else {
      pathname = decoded.replace(/[?#].*$/s, "")
      if (!pathname.startsWith("/")) pathname = `/${pathname}`
    }
    const route = pathname
      .replace(/\/index\.html$/, "")
      .replace(/\.md$/, "")
      .replace(/\/+$/, "")
    if (!/^\/(docs|blog)(\/|$)/.test(route)) throw outside("путь вне документации и блога")
    return route
  }

  async function readPage({ page }: { page?: string }): Promise<ToolAnswer> {
    const route = routeOf(page)
    try {
      return { text: await site.text(`${route}.md`) }
    } catch (error) {
      if (error instanceof ToolError && error.kind === "not-found") {
        throw new ToolError(`Страницы ${route} на сайте нет (или у неё нет Markdown-версии). Найдите нужную через search_docs или list_sections.`, "not-found")
      }
      throw error
    }
  }

  // openapi.yaml parsed once for each text it has.
  let parsedFor: string | null = null
  let operations = new Map<string, OperationView>()
  let register: ApiErrorGroup[] = []
  const loadOperations = async (): Promise<Map<string, OperationView>> => {
    const text = await site.text("/openapi.yaml")
    if (text !== parsedFor) {
      const { shownErrors, shownOperations } = await import("../plugins/api-reference/node/openapi-shown")
      const YAML = await import("yaml")
      let doc: unknown
      try {
        doc = YAML.parse(text)
      } catch (error) {
        throw new ToolError(`Файл /openapi.yaml на сайте не читается как YAML: ${error instanceof Error ? error.message : String(error)}`)
      }
      // As the API pages show them: the same typography in descriptions and limits (the twin is compared).
      operations = shownOperations(doc)
      register = shownErrors(doc)
      parsedFor = text
    }
    return operations
  }

  // The API pages' twins, to tell on which page an operation is shown.
  let apiTwins: { at: number; pages: Array<{ route: string; markdown: string }> } | null = null
  const loadApiTwins = async (): Promise<Array<{ route: string; markdown: string }>> => {
    if (apiTwins && Date.now() - apiTwins.at < PAGES_KEPT_MS) return apiTwins.pages
    const sections = await loadSections()
    const routes = sections
      .flatMap((section) => section.pages)
      .map((page) => page.path)
      .filter((route) => /^\/docs\/api(\/|$)/.test(route))
    const pages = await Promise.all(routes.map(async (route) => ({ route, markdown: await site.text(`${route}.md`).catch(() => "") })))
    apiTwins = { at: Date.now(), pages }
    return pages
  }

  /** Finds an operation by id, or by method and path (`/cascade/schedule`, the full URL, or a concrete `/x/123`). */
  function pick(all: Map<string, OperationView>, { id, method, path }: OperationArgs): OperationView {
    const list = [...all.values()]
    const known = () => `Есть: ${list.map((op) => (op.kind === "webhook" ? `${op.id} (вебхук)` : `${op.id} (${op.method} ${op.path})`)).join("; ")}.`
    if (typeof id === "string" && id.trim() !== "") {
      const wanted = id.trim()
      if (wanted.length > MAX_ADDRESS) throw new ToolError(`id длиннее ${MAX_ADDRESS} символов: такой операции нет.`)
      const found = all.get(wanted) ?? list.find((op) => op.id.toLowerCase() === wanted.toLowerCase())
      if (!found) throw new ToolError(`Операции или вебхука с id «${wanted}» нет. ${known()}`, "not-found")
      return found
    }
    if (typeof path !== "string" || path.trim() === "")
      throw new ToolError(`Укажите id операции или вебхука либо метод и путь (например POST /cascade/schedule). ${known()}`)
    if (path.length > MAX_ADDRESS) throw new ToolError(`Путь длиннее ${MAX_ADDRESS} символов: такой операции нет.`)
    const verb = typeof method === "string" && method.trim() !== "" ? method.trim().toUpperCase() : null
    if (verb && !METHODS.includes(verb)) throw new ToolError(`Метод «${method}» не HTTP-метод API: используйте ${METHODS.join(", ")}.`)
    let wantedPath = path.trim()
    for (const base of [SITE.apiBaseUrl, SITE.apiBaseUrl.replace(/^https?:\/\/[^/]+/, "")]) {
      if (base && wantedPath.startsWith(base)) wantedPath = wantedPath.slice(base.length)
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(wantedPath)) throw new ToolError(`«${path}» — адрес не этого API: пути API начинаются с ${SITE.apiBaseUrl}.`, "outside")
    wantedPath = `/${wantedPath.replace(/[?#].*$/s, "").replace(/^\/+|\/+$/g, "")}`
    const operationsOnly = list.filter((op) => op.kind === "operation")
    const template = (op: OperationView): RegExp => new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`)
    let atPath = operationsOnly.filter((op) => op.path === wantedPath)
    if (atPath.length === 0) atPath = operationsOnly.filter((op) => template(op).test(wantedPath))
    const matching = verb ? atPath.filter((op) => op.method === verb) : atPath
    if (matching.length === 1) return matching[0]
    if (matching.length === 0) {
      const methods = atPath.map((op) => op.method)
      throw new ToolError(
        methods.length > 0
          ? `По пути ${wantedPath} нет метода ${verb}: есть ${methods.join(", ")}.`
          : `Операции ${verb ? `${verb} ` : ""}${wantedPath} в API нет. ${known()}`,
        "not-found",
      )
    }
    throw new ToolError(`По пути ${wantedPath} несколько операций (${matching.map((op) => op.method).join(", ")}): укажите method.`)
  }

  async function getOperation(args: OperationArgs): Promise<ToolAnswer> {
    const all = await loadOperations()
    const op = pick(all, args)
    const { codeSamples, webhookSamples } = await import("../plugins/api-reference/lib/api-samples")
    // Loads the MDX parser: only when an operation is asked for.
    const { mdxToMarkdown } = await import("../plugins/assistants/node/markdown-twin")
    // As the build renders an API page (plugins/api-reference/node/openapi.ts renderOperation) and writes its twin: the same
    // URL and samples, through the same converter as an <ApiOperation id> or <ApiWebhook id> in the page.
    const samples = op.kind === "operation" ? codeSamples(op, SITE.apiBaseUrl) : webhookSamples(op)
    const twinOperation = { ...op, url: op.kind === "operation" ? `${SITE.apiBaseUrl}${op.path}` : "", samples }
    const tag = op.kind === "operation" ? "ApiOperation" : "ApiWebhook"
    const body = mdxToMarkdown({
      title: "",
      description: "",
      body: `<${tag} id="${op.id}" />\n`,
      route: "/docs/api",
      // The twins' links, as the build writes them, so the body is found in the pages' twins wherever they are served.
      siteUrl: SITE.url,
      operations: { [op.id]: twinOperation },
    }).trim()
    const pages = (await loadApiTwins()).filter((page) => page.markdown.includes(body)).map((page) => site.origin + page.route)
    const title = op.summary || op.id
    const text = [
      `# ${title}`,
      `${op.kind === "webhook" ? "Вебхук" : "Операция"} \`${op.id}\`${op.kind === "operation" ? `: \`${op.method} ${op.path}\`` : ""}.`,
      ...(op.description ? [op.description.trim()] : []),
      ...(pages.length > 0 ? [`На сайте: ${pages.join(", ")}`] : []),
      body,
    ].join("\n\n")
    return {
      text: `${text}\n`,
      structured: {
        id: op.id,
        kind: op.kind,
        method: op.method,
        path: op.path,
        url: twinOperation.url,
        summary: op.summary,
        pages,
        samples: samples ?? undefined,
      },
    }
  }

  /**
   * An entry of the errors register by its text or code as a log shows it (pasted whole, any case, in quotes, with
   * the HTTP status in front, cut off at the end: the search box's rule, lib/phrases.ts), or by its anchor id, as
   * the errors page's twin gives it.
   */
  async function lookupError({ error }: { error?: string }): Promise<ToolAnswer> {
    if (typeof error !== "string" || error.trim() === "")
      throw new ToolError("Укажите текст или код ошибки из журнала, например «RequestId is not unique» или not-template-match.")
    if (error.length > MAX_QUERY) throw new ToolError(`Текст ошибки длиннее ${MAX_QUERY} символов: передайте саму ошибку, без остального журнала.`)
    await loadOperations()
    const entries = register.flatMap((group) => group.errors)
    const phrases: Phrase[] = entries.map(
      (entry, at) => [pasteForm(errorPhrase(entry)), 0, at, ...(entry.status === undefined ? [] : [entry.status])] as Phrase,
    )
    const wanted = error.trim()
    const found = entries.find((entry) => entry.id === wanted.toLowerCase().replace(/^#/, "")) ?? entries[pastedPhrase(wanted, phrases)?.[2] ?? -1]
    if (!found)
      throw new ToolError(
        `Ошибки «${wanted}» в справочнике ошибок нет. Все коды и тексты: ${site.origin}${ERRORS_ROUTE}; поиск по документации даёт search_docs.`,
        "not-found",
      )
    const url = `${site.origin}${errorHref(found.id)}`
    return {
      // Word for word as the errors page's twin, which the build writes with the site's address.
      text: `${errorMarkdown(found, SITE.url)}\n`,
      structured: { id: found.id, text: found.text ?? null, status: found.status ?? null, url, description: found.description, action: found.action },
    }
  }

  /** llms.txt's sections: `## Title` and its `- [page](url.md): description` lines. */
  async function loadSections(): Promise<Section[]> {
    const text = await site.text("/llms.txt")
    const sections: Section[] = []
    for (const line of text.split("\n")) {
      const heading = /^## (.+)$/.exec(line)
      if (heading) {
        sections.push({ title: heading[1].trim(), pages: [] })
        continue
      }
      const link = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line)
      if (!link || sections.length === 0) continue
      let address: URL
      try {
        address = new URL(link[2])
      } catch {
        continue
      }
      const route = decodeURIComponent(address.pathname).replace(/\.md$/, "")
      sections[sections.length - 1].pages.push({
        title: link[1].replace(/\\([[\]\\])/g, "$1"),
        url: site.origin + route,
        path: route,
        description: (link[3] ?? "").trim(),
      })
    }
    if (sections.length === 0) throw new ToolError("В /llms.txt на сайте нет разделов: это не сборка этого сайта.")
    return sections
  }

  const inContext = (route: string, context: string): boolean =>
    context === "api"
      ? /^\/docs\/api(\/|$)/.test(route) || route === "/openapi.yaml"
      : context === "blog"
        ? /^\/blog(\/|$)/.test(route)
        : /^\/docs(\/|$)/.test(route) && !/^\/docs\/api(\/|$)/.test(route)

  async function listSections({ context }: { context?: string }): Promise<ToolAnswer> {
    const sections = (await loadSections())
      .map((section) => ({ ...section, pages: context ? section.pages.filter((page) => inContext(page.path, context)) : section.pages }))
      .filter((section) => section.pages.length > 0)
    const text = sections
      .map((section) =>
        [
          `## ${section.title} (${section.pages.length})`,
          "",
          ...section.pages.map((page) => `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ""}`),
        ].join("\n"),
      )
      .join("\n\n")
    const more = `Описание API целиком: ${site.origin}/openapi.yaml. Страницу целиком в Markdown даёт read_page.`
    return { text: `${text || "Разделов нет."}\n\n${more}\n`, structured: { sections } }
  }

  return { search, readPage, getOperation, lookupError, listSections, routeOf }
}
