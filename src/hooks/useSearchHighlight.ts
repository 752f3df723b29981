import { useEffect, type RefObject } from "react"

export const HIGHLIGHT_PARAM = "_highlight"
const MARK_ATTRIBUTE = "data-search-highlight"
const MAX_MARKS = 200

/**
 * Marks the search terms carried in `?_highlight=` inside `container`. Only text nodes are touched and
 * terms are matched as text, so a hostile parameter can never become markup.
 */
export function useSearchHighlight(container: RefObject<HTMLElement>, search: string): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    let terms: string[]
    try {
      terms = (new URLSearchParams(search).get(HIGHLIGHT_PARAM) ?? "")
        .toLowerCase()
        .split(/\s+/)
        .map((term) => term.trim())
        .filter((term) => term.length > 1)
        .slice(0, 10)
    } catch {
      return
    }
    if (terms.length === 0) return
    const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    // Whole words that start with a term: the terms are stems (`шаблон` marks `шаблонов`).
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu")
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest(`mark, script, style, [${MARK_ATTRIBUTE}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    })
    const nodes: Text[] = []
    while (walker.nextNode()) nodes.push(walker.currentNode as Text)
    let count = 0
    for (const node of nodes) {
      if (count >= MAX_MARKS) break
      const text = node.data
      pattern.lastIndex = 0
      if (!pattern.test(text)) continue
      const fragment = document.createDocumentFragment()
      let last = 0
      text.replace(pattern, (match: string, offset: number) => {
        fragment.append(text.slice(last, offset))
        const mark = document.createElement("mark")
        mark.setAttribute(MARK_ATTRIBUTE, "")
        mark.textContent = match
        fragment.append(mark)
        last = offset + match.length
        count += 1
        return match
      })
      fragment.append(text.slice(last))
      node.replaceWith(fragment)
    }
  }, [container, search])
}
