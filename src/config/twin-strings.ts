/**
 * Text the build writes into the Markdown twins and llms.txt. Kept apart from strings.ts because only the
 * build reads it: strings.ts ships whole in every page's JavaScript.
 */
/** Files the build writes beside the pages for readers' assistants. */
export const TWIN_ROUTES = { llms: "/llms.txt", llmsFull: "/llms-full.txt", openapi: "/openapi.yaml" } as const

export const TWIN_STRINGS = {
  "markdown.field": "Поле",
  "markdown.type": "Тип",
  "markdown.required": "Обязательное",
  "markdown.fieldDescription": "Описание и ограничения",
  "markdown.yes": "да",
  "markdown.no": "нет",
  "markdown.headers": "Заголовки",
  "markdown.header": "Заголовок",
  "markdown.value": "Значение",
  "markdown.apiKey": "Ваш API-ключ, обязательный",
  "markdown.parameters": "Параметры запроса",
  "markdown.requestFields": "Поля тела запроса",
  "markdown.requestExample": "Пример тела запроса",
  "markdown.samples": "Примеры запроса",
  "markdown.response": "Ответ",
  "markdown.responseFields": "Поля ответа {status}",
  "markdown.responseExample": "Пример ответа {status}",
  "markdown.errors": "Ошибки",
  "markdown.errorCode": "Код",
  "markdown.errorWhen": "Когда возвращается",
  "markdown.webhookUrl": "на URL, указанный в настройках вебхуков",
  "markdown.webhookFields": "Поля тела вебхука",
  "markdown.webhookExample": "Пример тела вебхука",
  "markdown.postDate": "Дата публикации: {date}",
  "llms.summary":
    "Документация edna Pulse — платформы деловых рассылок в WhatsApp и Viber: подключение каналов, шаблоны сообщений, каскады, рассылки, скрипты, аналитика, справочник HTTP API и история изменений. Каждая страница доступна в Markdown по своему адресу с окончанием .md.",
  "llms.openapi": "Описание HTTP API в формате OpenAPI: [openapi.yaml]({url}).",
  "llms.full": "Все страницы одним файлом: [llms-full.txt]({url}).",
  "llms.docs": "Документация",
  "llms.api": "Справочник HTTP API",
  "llms.blog": "Что нового (release notes)",
  "llms.openapiTitle": "OpenAPI",
  "llms.openapiDescription": "машиночитаемое описание всех методов и вебхуков HTTP API",
} as const

export type TwinStringKey = keyof typeof TWIN_STRINGS

/** Returns a twin string, filling `{name}` slots from `values`. */
export function tt(key: TwinStringKey, values: Record<string, string | number> = {}): string {
  return TWIN_STRINGS[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
