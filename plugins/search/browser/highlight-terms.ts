const MARK_ATTRIBUTE = "data-search-highlight"
const MAX_MARKS = 200

/** Wraps whole words starting with one of `terms` in <mark>, in the text nodes of `root` only, so a
 * hostile term is matched as text and never becomes markup. */
export function markTerms(root: HTMLElement, terms: readonly string[]): void {
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  // Whole words that start with a term: the terms are stems (`шаблон` marks `шаблонов`).
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu")
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(`mark, script, style, [${MARK_ATTRIBUTE}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
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
}
