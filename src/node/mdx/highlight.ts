/**
 * Syntax highlighting at build time with Prism and only the languages the docs use (json, bash, http,
 * javascript, python, php, yaml). Pages ship highlighted markup and no highlighter.
 */
import Prism from "prismjs/components/prism-core"
import "prismjs/components/prism-clike"
import "prismjs/components/prism-javascript"
import "prismjs/components/prism-json"
import "prismjs/components/prism-bash"
import "prismjs/components/prism-http"
import "prismjs/components/prism-python"
import "prismjs/components/prism-markup-templating"
import "prismjs/components/prism-php"
import "prismjs/components/prism-yaml"
import type { Token, TokenStream } from "prismjs"

export const LANGUAGE_ALIASES: Record<string, string> = { js: "javascript", sh: "bash", shell: "bash", yml: "yaml", curl: "bash" }

function grammarOf(language: string): Prism.Grammar | null {
  return Prism.languages[LANGUAGE_ALIASES[language] ?? language] ?? null
}

export interface HastText {
  type: "text"
  value: string
}
export interface HastElement {
  type: "element"
  tagName: string
  properties: Record<string, unknown>
  children: HastNode[]
}
export type HastNode = HastText | HastElement

function toHast(stream: TokenStream): HastNode[] {
  if (typeof stream === "string") return [{ type: "text", value: stream }]
  if (Array.isArray(stream)) return stream.flatMap(toHast)
  const token = stream as Token
  const aliases = Array.isArray(token.alias) ? token.alias : token.alias ? [token.alias] : []
  return [{ type: "element", tagName: "span", properties: { className: ["token", token.type, ...aliases] }, children: toHast(token.content) }]
}

/** Highlighted code as hast nodes (for the MDX pipeline); plain text for unknown languages. */
export function highlightToHast(code: string, language: string): HastNode[] {
  const grammar = grammarOf(language)
  return grammar ? toHast(Prism.tokenize(code, grammar)) : [{ type: "text", value: code }]
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

function toHtml(nodes: HastNode[]): string {
  return nodes
    .map((node) =>
      node.type === "text" ? escapeHtml(node.value) : `<span class="${(node.properties.className as string[]).join(" ")}">${toHtml(node.children)}</span>`,
    )
    .join("")
}

/** Highlighted code as escaped HTML (for code generated at build time, such as API samples). */
export function highlightToHtml(code: string, language: string): string {
  return toHtml(highlightToHast(code, language))
}
