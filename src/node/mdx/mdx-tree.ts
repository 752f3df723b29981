/**
 * MDX read once: the body parsed into the syntax tree gatsby-plugin-mdx compiles (mdast with the MDX and
 * GFM extensions) and walked in one pass for everything the build needs besides the HTML: headings with
 * their ids, internal links, local images and API references with their lines, section texts for search,
 * the plain text and the excerpt. The heading ids the compiled pages carry come from `headingIdsOf` over
 * the compiler's own tree (see remark-heading-ids.ts), so anchors, TOC, link check and search agree.
 */
import fs from "node:fs"
import { fromMarkdown } from "mdast-util-from-markdown"
import { mdxjs } from "micromark-extension-mdxjs"
import { mdxFromMarkdown } from "mdast-util-mdx"
import { gfm } from "micromark-extension-gfm"
import { gfmFromMarkdown } from "mdast-util-gfm"
import { createSlugger } from "./slug"

/** A node of the syntax tree; the mdast types are wider than what this module reads. */
export interface MdxNode {
  type: string
  children?: MdxNode[]
  value?: string
  url?: string
  alt?: string | null
  name?: string | null
  depth?: number
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  position?: { start: { line: number } }
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>
}

export interface Heading {
  depth: number
  value: string
  id: string
}

/** The text of a page cut at its h2..h6 headings; the text before the first heading has heading null. */
export interface TextSection {
  heading: Heading | null
  text: string
}

/** A link or image source as written, with its 1-based line in the file. */
export interface SourceRef {
  url: string
  line: number
}

export interface ApiRef {
  /** `<ApiOperation id>`, `<ApiWebhook id>`, or `<ApiErrors group>` (a group of the errors register). */
  kind: "operation" | "webhook" | "errors"
  id: string
  line: number
}

export interface MdxFacts {
  headings: Heading[]
  /** Links to site paths (`/docs/a#b`) and same-page anchors (`#b`), from Markdown and JSX `href`. */
  links: SourceRef[]
  /** Images from files beside the page (`./img/a.png`), from Markdown and `<img src>`. */
  images: SourceRef[]
  /** The Markdown images among them (urls as written): the ones gatsby-remark-images makes figures of. */
  figures: string[]
  /** `<ApiOperation id="…" />`, `<ApiWebhook id="…" />` and `<ApiErrors group="…" />`. */
  apiRefs: ApiRef[]
  sections: TextSection[]
  /** Readable text of the whole body, for reading time. */
  text: string
  /** Text above the `{/* truncate *\/}` marker, or of the first block. */
  excerpt: string
}

let parseOptions: Parameters<typeof fromMarkdown>[1] | null = null

/** Parses an MDX body (without frontmatter) as gatsby-plugin-mdx does: CommonMark + MDX + GFM. What a
 * reader gets is `parseProse` (prose.ts): this tree with the facts and typography the compiler sets. */
export function parseMdx(body: string): MdxNode {
  // Built once: making the MDX extensions (acorn parsers) per page costs more than parsing some pages.
  parseOptions = parseOptions ?? { extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()] }
  return fromMarkdown(body, parseOptions) as MdxNode
}

const HEADING_DEPTHS = { min: 2, max: 6 }
const TRUNCATE = /^\s*\/\*\s*truncate\s*\*\/\s*$/
/** Nodes with no text a reader sees: code, imports/exports, `{…}` expressions and comments, frontmatter. */
const SILENT = new Set(["code", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "yaml", "toml", "html", "definition"])
const BLOCK = /^(paragraph|heading|blockquote|list|listItem|table|tableRow|tableCell|thematicBreak|mdxJsxFlowElement|code|break)$/
const isJsx = (node: MdxNode): boolean => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"
const isSitePath = (url: string): boolean => url.startsWith("/") || url.startsWith("#")
const isLocalFile = (url: string): boolean => !/^([a-z]+:|\/|#)/i.test(url)

/** The string value of a JSX attribute, or null when it is absent or an expression. */
export function attributeOf(node: MdxNode, name: string): string | null {
  const found = node.attributes?.find((item) => item.type === "mdxJsxAttribute" && item.name === name)
  return typeof found?.value === "string" ? found.value : null
}

/** Text of a heading as the page shows it: inline code, emphasis and link text kept, markup dropped. */
export function headingText(node: MdxNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? ""
  if (node.type === "image") return node.alt ?? ""
  if (SILENT.has(node.type)) return ""
  return (node.children ?? []).map(headingText).join("")
}

const isIdHeading = (node: MdxNode): boolean => node.type === "heading" && (node.depth ?? 0) >= HEADING_DEPTHS.min && (node.depth ?? 0) <= HEADING_DEPTHS.max

/**
 * Calls `visit` for every h2..h6 heading in document order with its id (repeated titles get `-1`, `-2`).
 * The one rule for heading ids: the compiler's remark plugin and `readMdx` both go through it.
 */
export function headingIdsOf(tree: MdxNode, visit: (node: MdxNode, heading: Heading) => void): void {
  const slug = createSlugger()
  const walk = (node: MdxNode): void => {
    if (isIdHeading(node)) {
      const value = headingText(node).trim()
      visit(node, { depth: node.depth as number, value, id: slug(value) })
      return
    }
    node.children?.forEach(walk)
  }
  walk(tree)
}

/** Collapses whitespace the way a reader sees the text; non-breaking spaces (prose.ts) stay. */
const clean = (text: string): string => text.replace(/[^\S\u00a0]+/g, " ").trim()

/**
 * Everything the build reads from one MDX body, in one walk of its tree (`parseMdx`, unless the caller parsed
 * it already). `lineOffset` is the number of lines above the body in its file (the frontmatter), so lines
 * name the file's own lines.
 */
export function readMdx(body: string, lineOffset = 0, tree: MdxNode = parseMdx(body)): MdxFacts {
  const headings = new Map<MdxNode, Heading>()
  headingIdsOf(tree, (node, heading) => headings.set(node, heading))
  const facts: MdxFacts = { headings: [...headings.values()], links: [], images: [], figures: [], apiRefs: [], sections: [], text: "", excerpt: "" }
  const lineOf = (node: MdxNode): number => (node.position?.start.line ?? 1) + lineOffset
  const all: string[] = []
  let section: { heading: Heading | null; text: string[] } = { heading: null, text: [] }
  const sections = [section]
  const put = (text: string): void => {
    all.push(text)
    section.text.push(text)
  }

  const walk = (node: MdxNode): void => {
    const heading = headings.get(node)
    if (heading) {
      section = { heading, text: [] }
      sections.push(section)
      all.push(" ", heading.value, " ")
      return
    }
    if (node.type === "link" && node.url && isSitePath(node.url)) facts.links.push({ url: node.url, line: lineOf(node) })
    if (node.type === "image" && node.url && isLocalFile(node.url)) {
      facts.images.push({ url: node.url, line: lineOf(node) })
      facts.figures.push(node.url)
    }
    if (isJsx(node)) {
      const href = attributeOf(node, "href")
      if (href && isSitePath(href)) facts.links.push({ url: href, line: lineOf(node) })
      const src = node.name === "img" ? attributeOf(node, "src") : null
      if (src && isLocalFile(src)) facts.images.push({ url: src, line: lineOf(node) })
      const api = /^Api(Operation|Webhook|Errors)$/.exec(node.name ?? "")
      const id = api ? attributeOf(node, api[1] === "Errors" ? "group" : "id") : null
      if (api && id) facts.apiRefs.push({ kind: api[1] === "Operation" ? "operation" : api[1] === "Webhook" ? "webhook" : "errors", id, line: lineOf(node) })
    }
    if (SILENT.has(node.type)) return
    if (node.type === "text" || node.type === "inlineCode") put(node.value ?? "")
    else if (node.type === "image") put(node.alt ?? "")
    const block = BLOCK.test(node.type)
    if (block) put(" ")
    node.children?.forEach(walk)
    if (block) put(" ")
  }

  // The excerpt: top-level blocks above the truncate marker, else the first block with text.
  let excerpt: string | null = null
  const firstBlock = { text: "" }
  for (const child of tree.children ?? []) {
    if (excerpt === null && child.type === "mdxFlowExpression" && TRUNCATE.test(child.value ?? "")) excerpt = clean(all.join(""))
    const before = all.length
    walk(child)
    if (!firstBlock.text && child.type !== "mdxjsEsm") firstBlock.text = clean(all.slice(before).join(""))
  }
  facts.text = clean(all.join(""))
  facts.excerpt = excerpt ?? firstBlock.text
  facts.sections = sections
    .map((part) => ({ heading: part.heading, text: clean(part.text.join("")) }))
    .filter((part) => part.heading !== null || part.text !== "")
  return facts
}

/** Lines above the body in its file: the body is the file's tail, after the frontmatter. */
export function bodyLineOffset(file: string, body: string): number {
  if (!file.endsWith(body)) return 0
  return file.slice(0, file.length - body.length).split("\n").length - 1
}

/** `bodyLineOffset` of the file at `absolutePath`; 0 when it cannot be read. */
export function bodyLineOffsetIn(absolutePath: string, body: string): number {
  try {
    return bodyLineOffset(fs.readFileSync(absolutePath, "utf8"), body)
  } catch {
    return 0
  }
}
