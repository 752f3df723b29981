/**
 * The Markdown twin of a page: its MDX body parsed into a syntax tree by `parseMdx` (the parser the
 * build reads headings, links and sections with), the site's components replaced by plain Markdown nodes, and the tree
 * written back as CommonMark + GFM. Pure: the build supplies operations, cards and image URLs.
 *
 * A body that needs no cards or operations is converted where sourcing parses it (`twinDraft`), with its
 * images' published folders left as placeholders, so the twins step does not parse every page again; the
 * step fills them in (`filledTwinDraft`).
 */
import { toMarkdown } from "mdast-util-to-markdown"
import { gfmToMarkdown } from "mdast-util-gfm"
import { attributeOf, type MdxNode } from "../../../src/node/mdx/mdx-tree"
import { parseProse } from "../../../src/node/mdx/prose"
import type { FieldRow, Json, OperationView } from "../../api-reference/lib/openapi"
import { errorMarkdown, type ApiErrorGroup, type ErrorLink } from "../../api-reference/lib/errors"
import { SAMPLE_TABS, type SampleLanguage } from "../../api-reference/lib/api-samples"
import type { DocCard } from "../../../src/lib/page-context"
import { t, tBuild } from "../../../src/config/strings"

/** An operation as the API pages receive it in page context (a subset of RenderedOperation). */
export interface TwinOperation extends OperationView {
  url: string
  samples: Record<SampleLanguage, string> | null
}

export interface TwinInput {
  title: string
  description: string
  body: string
  route: string
  siteUrl: string
  /** The public path (`/static/…/a.png`) of an image source as written in the MDX (`./img/a.png`). */
  imageUrl?: (src: string) => string | undefined
  /** The page's context (`PAGE_CONTEXT`): the operations its API blocks show, the cards of its child pages. */
  operations?: Readonly<Record<string, TwinOperation>>
  /** The groups of the errors register its `<ApiErrors />` show, by id. */
  errors?: Readonly<Record<string, ApiErrorGroup>>
  cards?: readonly DocCard[]
  /** A line under the description, e.g. the date of a blog post. */
  meta?: string
}

/** A node of the syntax tree; the mdast types are wider than what this module touches. */
interface Node {
  type: string
  children?: Node[]
  value?: string
  url?: string
  alt?: string | null
  title?: string | null
  lang?: string | null
  meta?: string | null
  name?: string | null
  depth?: number
  ordered?: boolean
  spread?: boolean
  align?: Array<"left" | "right" | "center" | null>
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
}

const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger"] as const
const isAdmonitionType = (value: string): value is (typeof ADMONITION_TYPES)[number] => (ADMONITION_TYPES as readonly string[]).includes(value)

const text = (value: string): Node => ({ type: "text", value })
const code = (value: string): Node => ({ type: "inlineCode", value })
const strong = (...children: Node[]): Node => ({ type: "strong", children })
const paragraph = (...children: Node[]): Node => ({ type: "paragraph", children })
const codeBlock = (value: string, lang: string): Node => ({ type: "code", lang, meta: null, value })
const oneLine = (value: string): string => value.replace(/\s*\n\s*/g, " ").trim()

function table(header: string[], rows: Node[][][]): Node {
  const row = (cells: Node[][]): Node => ({ type: "tableRow", children: cells.map((children) => ({ type: "tableCell", children })) })
  return { type: "table", align: header.map(() => null), children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)] }
}

const attribute = (node: Node, name: string): string | null => attributeOf(node, name)

/** A field's description and limits in one cell: "Текст. до 36 символов". */
function describe(description: string, limits: string): string {
  const lead = oneLine(description)
  if (!limits) return lead
  return lead ? `${lead}${/[.!?:;]$/.test(lead) ? "" : "."} ${limits}` : limits
}

function fieldTable(caption: string, rows: readonly FieldRow[]): Node[] {
  if (rows.length === 0) return []
  return [
    paragraph(strong(text(caption))),
    table(
      [t("api.field"), t("api.type"), tBuild("api.requiredColumn"), t("api.fieldDescription")],
      rows.map((row) => [
        [code(row.name)],
        // As code: `array<object>` as text would read as an HTML tag.
        [code(oneLine(row.type))],
        [text(row.required ? tBuild("api.yes") : tBuild("api.no"))],
        [text(describe(row.description, row.limits))],
      ]),
    ),
  ]
}

const json = (value: Json): string => JSON.stringify(value, null, 2)

/** Text with its `code` spans as code (the errors register's descriptions). */
const withCode = (value: string): Node[] => value.split(/`([^`]+)`/).flatMap((part, at) => (at % 2 === 1 ? [code(part)] : part ? [text(part)] : []))

/** Links to entries of the errors register, at their absolute addresses, separated by commas. */
function errorLinkNodes(links: readonly ErrorLink[], siteUrl: string): Node[] {
  return links.flatMap((link, at) => [
    ...(at > 0 ? [text(", ")] : []),
    { type: "link", url: absoluteUrl(link.href, "", siteUrl), children: [code(link.label)] },
  ])
}

function responsesOf(op: TwinOperation, siteUrl: string): Node[] {
  const nodes: Node[] = []
  const errors = op.responses.filter((response) => !response.status.startsWith("2"))
  for (const response of op.responses.filter((item) => item.status.startsWith("2"))) {
    nodes.push(paragraph(strong(text(t("api.response"))), text(" "), code(response.status), text(`: ${oneLine(response.description)}`)))
    nodes.push(...fieldTable(t("api.responseFields", { status: response.status }), response.fields))
    if (response.example !== undefined) nodes.push(codeBlock(json(response.example), "json"))
  }
  if (errors.length > 0) {
    nodes.push(paragraph(strong(text(t("api.errors")))))
    nodes.push(
      table(
        [t("api.errorCode"), t("api.errorWhen")],
        errors.map((response) => [
          [code(response.status)],
          [text(oneLine(response.description)), ...(response.errors.length > 0 ? [text(" "), ...errorLinkNodes(response.errors, siteUrl)] : [])],
        ]),
      ),
    )
    for (const response of errors.filter((item) => item.example !== undefined)) {
      nodes.push(paragraph(strong(text(t("api.responseExample", { status: response.status })))))
      nodes.push(codeBlock(json(response.example as Json), "json"))
    }
  }
  if (op.errors.length > 0) {
    nodes.push(paragraph(strong(text(t("api.errorsOfWebhook")))))
    nodes.push(
      table(
        [t("api.errorText"), t("api.errorMeaning")],
        op.errors.map((link) => [errorLinkNodes([link], siteUrl), withCode(oneLine(link.description))]),
      ),
    )
  }
  return nodes
}

/** An HTTP operation as Markdown: what `<ApiOperation />` shows, tabs laid out one after another. */
export function operationNodes(op: TwinOperation, siteUrl: string): Node[] {
  const hasBody = op.requestFields.length > 0 || op.requestExample !== undefined
  const nodes: Node[] = [
    paragraph(code(`${op.method} ${op.url}`)),
    paragraph(strong(text(t("api.headers")))),
    table(
      [t("api.header"), t("api.value")],
      [[[code("X-API-KEY")], [text(t("api.apiKey"))]], ...(hasBody ? [[[code("Content-Type")], [code("application/json")]]] : [])],
    ),
    ...fieldTable(
      t("api.parameters"),
      op.parameters.map((p) => ({ name: p.name, type: `${p.type}, ${p.in}`, required: p.required, description: p.description, limits: p.limits, depth: 0 })),
    ),
    ...fieldTable(t("api.requestFields"), op.requestFields),
  ]
  if (op.requestExample !== undefined) nodes.push(paragraph(strong(text(t("api.requestExample")))), codeBlock(json(op.requestExample), "json"))
  if (op.samples) {
    nodes.push(paragraph(strong(text(tBuild("api.samples")))))
    for (const tab of SAMPLE_TABS) nodes.push(paragraph(text(`${tab.label}:`)), codeBlock(op.samples[tab.key], tab.language))
  }
  return [...nodes, ...responsesOf(op, siteUrl)]
}

/** A webhook as Markdown: what `<ApiWebhook />` shows. */
export function webhookNodes(op: TwinOperation, siteUrl: string): Node[] {
  const nodes: Node[] = [paragraph(code(op.method), text(` ${t("api.webhookUrl")}`)), ...fieldTable(t("api.webhookFields"), op.requestFields)]
  if (op.requestExample !== undefined) nodes.push(paragraph(strong(text(t("api.webhookExample")))), codeBlock(json(op.requestExample), "json"))
  if (op.samples) {
    nodes.push(paragraph(strong(text(t("api.receiver")))))
    for (const tab of SAMPLE_TABS) nodes.push(paragraph(text(`${tab.label}:`)), codeBlock(op.samples[tab.key], tab.language))
  }
  return [...nodes, ...responsesOf(op, siteUrl)]
}

/** An absolute URL on the site for a link written in a page: `/docs/x`, `#anchor`, or already absolute. */
export function absoluteUrl(url: string, route: string, siteUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url
  if (url.startsWith("#")) return `${siteUrl}${route}${url}`
  if (url.startsWith("/")) return `${siteUrl}${url}`
  return new URL(url, `${siteUrl}${route}/`).toString()
}

/** Whether an MDX expression is only a comment, such as `{/* truncate *\/}`. */
const isComment = (value: string): boolean => /^\s*\/\*[\s\S]*\*\/\s*$/.test(value)

/** Replaces the site's components and fixes links and images; throws naming what it cannot convert. */
function convert(nodes: Node[], input: TwinInput): Node[] {
  return nodes.flatMap((node): Node[] => {
    switch (node.type) {
      case "mdxjsEsm":
        return []
      case "mdxFlowExpression":
      case "mdxTextExpression":
        if (isComment(node.value ?? "")) return []
        throw new Error(`an MDX expression {${node.value}} has no Markdown form`)
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        return component(node, input)
      case "html":
        throw new Error(`raw HTML ${JSON.stringify((node.value ?? "").slice(0, 40))} has no Markdown form`)
      case "link":
        return [{ ...node, url: absoluteUrl(node.url ?? "", input.route, input.siteUrl), children: convert(node.children ?? [], input) }]
      case "image": {
        const src = node.url ?? ""
        const isRemote = /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("/")
        const published = isRemote ? src : input.imageUrl?.(src)
        if (!published) throw new Error(`image ${src} is not among the published files`)
        if (!node.alt) throw new Error(`image ${src} has no alt text`)
        return [{ ...node, url: absoluteUrl(published, input.route, input.siteUrl) }]
      }
      case "code":
        return [{ ...node, lang: node.lang || "text" }]
      default:
        return [node.children ? { ...node, children: convert(node.children, input) } : node]
    }
  })
}

function component(node: Node, input: TwinInput): Node[] {
  const children = (): Node[] => convert(node.children ?? [], input)
  switch (node.name) {
    case "Admonition": {
      const type = attribute(node, "type") ?? "note"
      const title = attribute(node, "title") ?? t(`admonition.${isAdmonitionType(type) ? type : "note"}`)
      return [{ type: "blockquote", children: [paragraph(strong(text(title))), ...children()] }]
    }
    case "DocCardList": {
      // As on the HTML page, a page without child pages shows no list.
      const cards = input.cards ?? []
      if (cards.length === 0) return []
      return [
        {
          type: "list",
          ordered: false,
          spread: false,
          children: cards.map((card) => ({
            type: "listItem",
            spread: false,
            children: [
              paragraph(
                { type: "link", url: absoluteUrl(card.href, input.route, input.siteUrl), children: [text(card.label)] },
                ...(card.description ? [text(`: ${oneLine(card.description)}`)] : []),
              ),
            ],
          })),
        },
      ]
    }
    case "ApiOperation":
    case "ApiWebhook": {
      const id = attribute(node, "id") ?? ""
      const op = input.operations?.[id]
      if (!op) throw new Error(`<${node.name} id="${id}" /> has no operation in page context`)
      return node.name === "ApiOperation" ? operationNodes(op, input.siteUrl) : webhookNodes(op, input.siteUrl)
    }
    case "ApiErrors": {
      // Each entry as the assistants' lookup_error gives it (errorMarkdown), written as it is.
      const id = attribute(node, "group") ?? ""
      const group = input.errors?.[id]
      if (!group) throw new Error(`<ApiErrors group="${id}" /> has no group in page context`)
      return group.errors.map((error) => ({ type: "html", value: errorMarkdown(error, input.siteUrl) }))
    }
    case "Tabs":
      return children()
    case "TabItem": {
      const label = attribute(node, "label") ?? attribute(node, "value") ?? ""
      return [paragraph(strong(text(label))), ...children()]
    }
    default:
      throw new Error(`<${node.name ?? "fragment"}> has no Markdown form`)
  }
}

/** The body of an MDX page as CommonMark + GFM, components replaced (see `convert`); `tree`: the body parsed. */
export function mdxToMarkdown(input: TwinInput, tree: MdxNode = parseProse(input.body)): string {
  const root = { ...tree, children: convert((tree as Node).children ?? [], input) }
  return toMarkdown(root as Parameters<typeof toMarkdown>[0], {
    // Unpadded tables: API field tables padded to their longest cell would triple the file size.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: "-",
    emphasis: "_",
    fence: "`",
    fences: true,
    listItemIndent: "one",
    rule: "-",
    resourceLink: true,
  })
}

/** The whole twin: title, description (as the page's lead quote), optional meta line, body (`mdxToMarkdown`,
 * unless given). */
export function pageMarkdown(input: TwinInput, body: string = mdxToMarkdown(input)): string {
  const head = [`# ${input.title}`, ...(input.description ? [`> ${oneLine(input.description)}`] : []), ...(input.meta ? [input.meta] : [])]
  return `${head.join("\n\n")}\n\n${body.trim()}\n`
}

/** A page's body as Markdown, made from its syntax tree alone (`twinDraft`): each image's published folder
 * (`/static/<digest>/`) is a placeholder, `images` the sources as written, in the placeholders' order. */
export interface TwinDraft {
  body: string
  images: string[]
}

/** The fields of a `TwinInput` that come from the page's context, known only once the pages are created. */
const PAGE_CONTEXT = ["operations", "errors", "cards"] as const satisfies ReadonlyArray<keyof TwinInput>
/** The placeholder of the image `index`: only characters a URL is written with as they are. */
const DRAFT_FOLDER = "/static/twin-draft-image-"
const draftFolder = (index: number): string => `${DRAFT_FOLDER}${index}/`
const base = (src: string): string => src.slice(src.lastIndexOf("/") + 1)

/**
 * The body of the page at `route`, converted from its syntax tree as `mdxToMarkdown` converts it, with a
 * placeholder for each image's published folder; null when a component needs the page's context (cards,
 * operations: `PAGE_CONTEXT`), or the body cannot be converted (the twins step converts it then, with the
 * page's context, and names the problem).
 */
export function twinDraft(tree: MdxNode, route: string, siteUrl: string): TwinDraft | null {
  const images: string[] = []
  const imageUrl = (src: string): string => `${draftFolder(images.push(src) - 1)}${base(src)}`
  const input: TwinInput = { title: "", description: "", body: "", route, siteUrl, imageUrl }
  // A component that reads the page's context stops the draft.
  for (const field of PAGE_CONTEXT) {
    Object.defineProperty(input, field, {
      get: () => {
        throw new Error(`the page's ${field}`)
      },
    })
  }
  try {
    const body = mdxToMarkdown(input, tree)
    // A page that writes a placeholder itself is converted by the twins step.
    return body.split(DRAFT_FOLDER).length - 1 === images.length ? { body, images } : null
  } catch {
    return null
  }
}

/**
 * `draft`'s body with each image's published folder, the one `imageUrl` gives its source; throws as
 * `mdxToMarkdown` does when an image is not published. Undefined when a published file is not named as its
 * source is (the caller converts the body itself then).
 */
export function filledTwinDraft(draft: TwinDraft, imageUrl: (src: string) => string | undefined): string | undefined {
  let body = draft.body
  for (const [index, src] of draft.images.entries()) {
    const published = imageUrl(src)
    if (!published) throw new Error(`image ${src} is not among the published files`)
    if (!published.endsWith(`/${base(src)}`)) return undefined
    const folder = published.slice(0, published.length - base(src).length)
    if (!/^\/static\/[0-9a-f]+\/$/.test(folder)) return undefined
    body = body.split(draftFolder(index)).join(folder)
  }
  return body
}

/** The public path of a page's twin. */
export const twinPathOf = (route: string): string => `${route}.md`

export interface LlmsLink {
  title: string
  url: string
  description: string
}

export interface LlmsSection {
  title: string
  links: readonly LlmsLink[]
}

export interface LlmsIndex {
  name: string
  summary: string
  /** Paragraphs between the summary and the sections, e.g. where the OpenAPI document and full text are. */
  details: readonly string[]
  sections: readonly LlmsSection[]
}

/** `/llms.txt` in the format of llmstxt.org: H1, a quoted summary, details, then H2 sections of links. */
export function llmsTxt(index: LlmsIndex): string {
  const line = (link: LlmsLink): string =>
    `- [${link.title.replace(/([[\]\\])/g, "\\$1")}](${link.url})${link.description ? `: ${oneLine(link.description)}` : ""}`
  const parts = [
    `# ${index.name}`,
    `> ${oneLine(index.summary)}`,
    ...index.details,
    ...index.sections.filter((section) => section.links.length > 0).map((section) => [`## ${section.title}`, "", ...section.links.map(line)].join("\n")),
  ]
  return `${parts.join("\n\n")}\n`
}

/** `/llms-full.txt`: the index's H1, summary and details, then every page's twin in order. */
export function llmsFullTxt(index: Omit<LlmsIndex, "sections">, pages: readonly string[]): string {
  const head = [`# ${index.name}`, `> ${oneLine(index.summary)}`, ...index.details].join("\n\n")
  return `${[head, ...pages.map((page) => page.trim())].join("\n\n---\n\n")}\n`
}
