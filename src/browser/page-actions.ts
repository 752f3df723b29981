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
