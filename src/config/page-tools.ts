/**
 * Constants and text of the page menu and of «Была ли эта страница полезной?». Apart from site.ts and
 * strings.ts (which ship whole in every page's JavaScript) so they travel only with the code that uses
 * them: the menu loads after hydration and the feedback widget is on docs and API pages only, which keeps
 * blog pages within their 90 KB budget.
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
export const PAGE_TOOLS_STRINGS = {
  "pageActions.menu": "Действия со страницей",
  "pageActions.copy": "Копировать как Markdown",
  "pageActions.copyHint": "Текст страницы для нейросетей",
  "pageActions.copied": "Страница скопирована в буфер обмена",
  "pageActions.copyFailed": "Не удалось скопировать: откройте Markdown и скопируйте вручную",
  "pageActions.view": "Открыть в Markdown",
  "pageActions.viewHint": "Эта страница как обычный текст",
  "pageActions.chatgpt": "Открыть в ChatGPT",
  "pageActions.claude": "Открыть в Claude",
  "pageActions.assistantHint": "Задать вопросы по этой странице",
  "pageActions.newTab": "(откроется в новой вкладке)",
  "pageActions.prompt": "Прочитай страницу документации edna Pulse {url} и ответь на мои вопросы по ней.",
  "feedback.question": "Была ли эта страница полезной?",
  "feedback.yes": "Да",
  "feedback.no": "Нет",
  "feedback.thanks": "Спасибо за отзыв!",
  "feedback.sorry": "Спасибо, что сказали. Напишите, чего не хватило, — мы дополним страницу.",
  "feedback.mail": "Написать, чего не хватило",
  "feedback.subject": "Отзыв о странице документации",
  "feedback.bodyMissing": "Чего не хватило на странице",
} as const

export type PageToolsStringKey = keyof typeof PAGE_TOOLS_STRINGS

/** Returns a page-tools string, filling `{name}` slots from `values`. */
export function pt(key: PageToolsStringKey, values: Record<string, string | number> = {}): string {
  return PAGE_TOOLS_STRINGS[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
