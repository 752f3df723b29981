/**
 * Rehype plugin: names every table after the heading it sits under (`Таблица «Поля запроса»`), numbered
 * when a heading holds more than one, so each scrollable table region has its own accessible name.
 * The name reaches `TableScroll` as its `label` prop.
 */
import { t, tBuild } from "../../config/strings"
export interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
}

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(textOf).join("")
}

const HEADING = /^h[1-6]$/

export function tableLabels(tree: HastNode): void {
  let heading = ""
  const used = new Map<string, number>()
  const walk = (node: HastNode): void => {
    if (node.type !== "element" && node.type !== "root" && node.type !== "mdxJsxFlowElement") return
    if (node.tagName && HEADING.test(node.tagName)) {
      heading = textOf(node).trim()
      return
    }
    if (node.tagName === "table") {
      const base = heading ? tBuild("table.labelOf", { heading }) : t("table.label")
      const count = (used.get(base) ?? 0) + 1
      used.set(base, count)
      node.properties = { ...node.properties, label: count === 1 ? base : `${base}, ${count}` }
      return
    }
    node.children?.forEach(walk)
  }
  walk(tree)
}

export default function rehypeTableLabels() {
  return tableLabels
}
