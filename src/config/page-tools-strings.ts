/**
 * Text of the page menu's items and of «Была ли эта страница полезной?». Apart from strings.ts (which
 * ships whole in every page's JavaScript) so it travels only with the code that shows it: the menu loads
 * on demand and the feedback widget is on docs and API pages only; blog pages stay within their budget.
 */
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
