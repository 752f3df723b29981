import { useEffect, type RefObject } from "react"

export const HIGHLIGHT_PARAM = "_highlight"

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
    // The marking code loads only on pages opened from a search hit.
    void import("../../browser/highlight-terms").then(({ markTerms }) => markTerms(root, terms))
  }, [container, search])
}
