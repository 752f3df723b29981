/** Rehype plugin: gives h2..h6 the ids of `slug.ts`, in document order, as `headingsOf` predicts. */
import { createSlugger } from "./slug"

export interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

const HEADING = /^h[2-6]$/

export function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(textOf).join("")
}

export default function rehypeHeadingIds() {
  return (tree: HastNode): void => {
    const slug = createSlugger()
    const walk = (node: HastNode): void => {
      if (node.type === "element" && node.tagName && HEADING.test(node.tagName)) {
        node.properties = node.properties ?? {}
        if (!node.properties.id) node.properties.id = slug(textOf(node))
        return
      }
      node.children?.forEach(walk)
    }
    walk(tree)
  }
}
