/**
 * Each MDX page's body as data (`Mdx.bodyTree`): the tree of elements and components its compiled module
 * would have created, for the page kind's one template to render (src/components/Mdx/MdxBody.tsx).
 *
 * The body goes through gatsby-plugin-mdx's own pipeline (`compileMDXWithCustomOptions`, the plugin's API for
 * resolvers of one's own): the same remark and rehype plugins, gatsby-remark-images included, as when
 * webpack compiled a module per page. A last rehype plugin takes the finished HTML syntax tree, turns it into
 * the compact tree below and leaves the compiler an empty document, so no JavaScript is generated.
 */
import path from "node:path"
import type { NodePluginArgs } from "gatsby"
import { find, hastToReact, html, svg } from "property-information"
import styleToObject from "style-to-object"
import { bodyLineOffsetIn } from "./mdx-tree"
import { innerHtmlOf } from "./rehype-block-html"
import { pluginOptionsOf, type PluginStore } from "../overrides/mdx-plugin"
import { HTML_AS_WRITTEN, MDX_COMPONENT_NAMES, type MdxBodyNode, type MdxPageKind } from "../../lib/mdx-body"

/** A node of the HTML syntax tree with MDX's JSX and expression nodes (hast + mdast-util-mdx). */
export interface HastMdxNode {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  properties?: Record<string, unknown>
  attributes?: Array<{ type: string; name?: string; value?: unknown }>
  children?: HastMdxNode[]
  data?: { estree?: { body?: unknown[] } }
  position?: { start: { line: number; column: number } }
}

/** An author's mistake in a page's MDX, with the file and line it is at. */
export class MdxBodyError extends Error {}

/** Elements whose whitespace-only text children React may not render (`validateDOMNesting`). */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"])
const WHITESPACE = /^[ \t\n\f\r]*$/
const DASH_LETTER = /-([a-z])/g

type Schema = typeof html

function styleProp(value: string): Record<string, string> {
  const style: Record<string, string> = {}
  styleToObject(value, (name, declared) => {
    // Custom properties keep their name; others are camel-cased, `-ms-` without its capital as React wants it.
    const react = name.startsWith("--")
      ? name
      : (name.startsWith("-ms-") ? `ms-${name.slice(4)}` : name).replace(DASH_LETTER, (_, letter: string) => letter.toUpperCase())
    style[react] = declared
  })
  return style
}

/** hast properties as React props, the way MDX's compiler writes them (hast-util-to-estree, React case). */
function reactProps(properties: Record<string, unknown>, schema: Schema): Record<string, unknown> | null {
  const props: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(properties)) {
    const info = find(schema, key)
    if (raw === undefined || raw === null || raw === false || (typeof raw === "number" && Number.isNaN(raw)) || (!raw && info.boolean)) continue
    const name = info.space ? ((hastToReact as Record<string, string>)[info.property] ?? info.property) : info.attribute
    const value = Array.isArray(raw) ? raw.join(info.commaSeparated ? ", " : " ") : raw
    props[name] = name === "style" ? styleProp(String(value)) : value === true ? true : String(value)
  }
  return Object.keys(props).length > 0 ? props : null
}

interface Walk {
  file: string
  /** Lines above the body in its file (the compiler is given the body without its frontmatter). */
  lineOffset: () => number
  allowed: ReadonlySet<string>
  schema: Schema
}

function fail(walk: Walk, node: HastMdxNode, problem: string): never {
  const at = node.position ? `:${node.position.start.line + walk.lineOffset()}:${node.position.start.column}` : ""
  throw new MdxBodyError(`${walk.file}${at}: ${problem}`)
}

function jsxProps(node: HastMdxNode, walk: Walk): Record<string, unknown> | null {
  const props: Record<string, unknown> = {}
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name)
      fail(walk, node, `<${node.name}> has a spread attribute ({...}); write each attribute as name="value"`)
    const value = attribute.value
    if (value === null || value === undefined) props[attribute.name] = true
    else if (typeof value !== "object") props[attribute.name] = String(value)
    else {
      // The raw HTML gatsby-plugin-mdx wraps (a figure) is the one expression a page holds.
      const html = attribute.name === "dangerouslySetInnerHTML" ? innerHtmlOf(node) : null
      if (html === null) fail(walk, node, `<${node.name} ${attribute.name}={…}>: attribute values are text (name="value"), not JavaScript expressions`)
      props[attribute.name] = { __html: html }
    }
  }
  return Object.keys(props).length > 0 ? props : null
}

function children(node: HastMdxNode, walk: Walk, inTable: boolean): MdxBodyNode[] {
  const out: MdxBodyNode[] = []
  for (const child of node.children ?? []) {
    const converted = convert(child, walk, inTable)
    if (converted !== null) out.push(converted)
  }
  return out
}

function convert(node: HastMdxNode, walk: Walk, inTable: boolean): MdxBodyNode | null {
  switch (node.type) {
    case "text":
      if (!node.value || (inTable && WHITESPACE.test(node.value))) return null
      return node.value
    case "comment":
      return null
    case "element": {
      const tag = node.tagName ?? "div"
      const schema = tag === "svg" ? svg : walk.schema
      const props = reactProps(node.properties ?? {}, schema)
      return [tag, props, ...children(node, { ...walk, schema }, TABLE_PARTS.has(tag))]
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const name = node.name
      if (!name) fail(walk, node, "fragments (<>…</>) are not supported; remove the empty tag")
      const component = /^[A-Z]/.test(name)
      if (component && !walk.allowed.has(name)) {
        fail(walk, node, `<${name}> is not a component pages of this kind can use (they can use ${[...walk.allowed].join(", ")})`)
      }
      // A lowercase JSX tag is an HTML element as written: never replaced by a component, as in compiled MDX.
      return [component ? name : `${HTML_AS_WRITTEN}${name}`, jsxProps(node, walk), ...children(node, walk, TABLE_PARTS.has(name))]
    }
    case "mdxFlowExpression":
    case "mdxTextExpression":
      // A comment, such as `{/* truncate */}`, is all an expression may be: the page is data, not a program.
      if ((node.data?.estree?.body ?? []).length === 0) return null
      return fail(walk, node, `{${node.value}}: JavaScript expressions are not supported in pages; write the text itself`)
    case "mdxjsEsm":
      return fail(walk, node, "import and export are not supported in pages; the components pages use are provided (see CONTRIBUTING.md)")
    default:
      return fail(walk, node, `unexpected ${node.type} node in the page's syntax tree`)
  }
}

/** The body of an MDX file as a list of top-level nodes, leading and trailing whitespace dropped. */
export function bodyTreeOf(root: HastMdxNode, file: string, kind: MdxPageKind, lineOffset: () => number = () => 0): MdxBodyNode[] {
  const walk: Walk = { file, lineOffset, allowed: new Set(MDX_COMPONENT_NAMES[kind]), schema: html }
  const nodes = children(root, walk, false)
  while (typeof nodes[0] === "string" && WHITESPACE.test(nodes[0])) nodes.shift()
  while (nodes.length > 0 && typeof nodes[nodes.length - 1] === "string" && WHITESPACE.test(nodes[nodes.length - 1] as string)) nodes.pop()
  return nodes
}

/** The rehype plugin that ends the pipeline: keeps the tree in the file's metadata and leaves an empty document. */
export function rehypeBodyTree(options: { kind: MdxPageKind }) {
  return (tree: HastMdxNode, file: { path?: string; value?: unknown; data: { meta?: Record<string, unknown> } }): HastMdxNode => {
    const name = file.path ? path.relative(process.cwd(), file.path) : "an MDX page"
    const lineOffset = (): number => (file.path ? bodyLineOffsetIn(file.path, String(file.value ?? "")) : 0)
    file.data.meta = { ...file.data.meta, bodyTree: bodyTreeOf(tree, name, options.kind, lineOffset) }
    return { type: "root", children: [] }
  }
}

type CompileHelpers = Pick<NodePluginArgs, "getNode" | "getNodesByType" | "getCache" | "pathPrefix" | "reporter" | "store">

/**
 * `getNodesByType` with the File nodes listed once per `gatsby build`. gatsby-plugin-mdx gives each
 * gatsby-remark-* plugin every File node (its `files`), and gatsby-remark-images reads them at every page it
 * is run on, images or none: each page's compile listed all the site's files from the node store, a cost that
 * grew with the square of the site (all of it lmdb reads in the page queries). In a
 * build no node changes once the page queries run; under `gatsby develop` files come and go, so each
 * compile lists them anew, as before.
 */
export function filesListedOnce(
  getNodesByType: NodePluginArgs["getNodesByType"],
  build = process.env.gatsby_executing_command === "build",
): NodePluginArgs["getNodesByType"] {
  if (!build) return getNodesByType
  let files: ReturnType<NodePluginArgs["getNodesByType"]> | undefined
  return (type) => (type === "File" ? (files ??= getNodesByType("File")) : getNodesByType(type))
}

const MDX_PLUGIN = "gatsby-plugin-mdx"

/** The body tree of an Mdx node: its file compiled by gatsby-plugin-mdx with `rehypeBodyTree` last. */
export async function compileBodyTree(
  node: { body?: unknown; parent?: string | null; fields?: { kind?: string } },
  helpers: CompileHelpers,
): Promise<MdxBodyNode[]> {
  const file = node.parent ? helpers.getNode(node.parent) : undefined
  const absolutePath = file?.absolutePath
  if (typeof absolutePath !== "string") throw new Error("bodyTree: an Mdx node without its file")
  const kind = (node.fields?.kind ?? "doc") as MdxPageKind
  const pluginOptions = pluginOptionsOf(helpers.store as unknown as PluginStore, MDX_PLUGIN)
  // Loaded here: the plugin's compiler loads the MDX toolchain, which only the page queries need.
  const { compileMDXWithCustomOptions } = require("gatsby-plugin-mdx") as typeof import("gatsby-plugin-mdx")
  const result = await compileMDXWithCustomOptions(
    { source: String(node.body ?? ""), absolutePath },
    {
      pluginOptions: pluginOptions as never,
      customOptions: { mdxOptions: { rehypePlugins: [[rehypeBodyTree, { kind }]] } },
      getNode: helpers.getNode,
      getNodesByType: helpers.getNodesByType,
      pathPrefix: helpers.pathPrefix,
      reporter: helpers.reporter,
      // gatsby-plugin-mdx's own cache: it maps each file to its Mdx node, which gatsby-remark-images is given.
      cache: helpers.getCache(MDX_PLUGIN),
      store: helpers.store,
    },
  )
  const tree = result?.metadata.bodyTree
  if (Array.isArray(tree)) return tree as MdxBodyNode[]
  // gatsby-plugin-mdx has reported why, naming the file: a build stops there; develop shows an empty page
  // until the file is fixed.
  if (process.env.gatsby_executing_command === "build") throw new Error(`bodyTree: ${absolutePath} did not compile`)
  return []
}
