/** Pure pieces of the page menu and the feedback widget: twin URL, assistant links, stored answers. */

/** The absolute URL of a page's Markdown twin. */
export const markdownUrlOf = (siteUrl: string, route: string): string => `${siteUrl}${route}.md`

/** A link that opens an assistant with `prompt` already typed in. */
export const assistantUrl = (base: string, prompt: string): string => `${base}${encodeURIComponent(prompt)}`

export type FeedbackAnswer = "yes" | "no"

/** A stored answer read back: anything but "yes" or "no" counts as no answer. */
export const parseFeedback = (value: string | null): FeedbackAnswer | null => (value === "yes" || value === "no" ? value : null)

/** The storage key of one page's answer; the query and hash do not make another page. */
export const feedbackKeyOf = (prefix: string, path: string): string => `${prefix}${path.replace(/[?#].*$/, "").replace(/\/+$/, "") || "/"}`

/** The next menu item index for a key, wrapping around; null for keys the menu does not handle. */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count
    case "ArrowUp":
      return (current - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
