/** What other features' build code may use of the API reference: the operations of openapi.yaml, as each API page shows them. */
export { keptRenderedOperations, loadErrorRegister, operationsForPage, OPENAPI_SOURCE, OPENAPI_PUBLIC_PATH } from "./node/openapi"
export { shownErrors, shownOperations, typesetMarkdown } from "./node/openapi-shown"

import path from "node:path"

/** The template of an API page (a docs page of the API sidebar that shows operations). */
export const API_PAGE_TEMPLATE = path.resolve("plugins/api-reference/templates/api-page.tsx")
