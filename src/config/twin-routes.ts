/** Files the build writes beside the pages for readers' assistants (their text is in strings.ts). */
export const TWIN_ROUTES = { llms: "/llms.txt", llmsFull: "/llms-full.txt", openapi: "/openapi.yaml" } as const
