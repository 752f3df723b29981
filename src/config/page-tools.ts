/**
 * Constants of the page menu and of the feedback widget (their text is in strings.ts). Apart from site.ts,
 * which ships whole in every page's JavaScript, so they travel only with the code that uses them.
 */

export const PAGE_TOOLS = {
  /** Assistants the menu opens with a prompt about the page's Markdown twin, appended URL-encoded. */
  assistants: { chatgpt: "https://chatgpt.com/?hints=search&q=", claude: "https://claude.ai/new?q=" },
  /** Metrika goals of the feedback answers; the page path goes along as a goal parameter. */
  feedbackGoals: { yes: "page-helpful-yes", no: "page-helpful-no" },
  /** Storage key prefix, followed by the page path, of the reader's answer. */
  feedbackStoragePrefix: "page-feedback:",
  /** How long «Скопировано» stays under the menu button. */
  copiedMessageMs: 3000,
} as const
