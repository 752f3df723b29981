/** Rehype plugin: highlights `<pre><code class="language-x">` at build time with `highlight.ts`. */
import { highlightToHast, type HastNode } from "./highlight"

interface Node {
  type: string
  data?: { meta?: string | null }
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: Node[]
}

const textOf = (node: Node): string => (node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join(""))

function languageOf(code: Node): string | null {
  const classes = code.properties?.className
  const list = Array.isArray(classes) ? classes.map(String) : typeof classes === "string" ? classes.split(" ") : []
  const found = list.find((name) => name.startsWith("language-"))
  return found ? found.slice("language-".length) : null
}

export default function rehypeHighlight() {
  return (tree: Node): void => {
    const walk = (node: Node): void => {
      if (node.type === "element" && node.tagName === "pre") {
        const code = node.children?.find((child) => child.type === "element" && child.tagName === "code")
        const language = code ? languageOf(code) : null
        if (code && language) {
          const source = textOf(code).replace(/\n$/, "")
          code.children = highlightToHast(source, language) as HastNode[] as Node[]
          // A fence like ```json title="Ответ" names the block.
          const title = /title="([^"]*)"/.exec(code.data?.meta ?? "")?.[1]
          if (title) code.properties = { ...code.properties, dataTitle: title }
        }
        return
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
