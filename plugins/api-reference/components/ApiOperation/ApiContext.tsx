import { createContext, useContext } from "react"
import type { RenderedOperation } from "../../lib/openapi"
import type { ApiErrorGroup } from "../../lib/errors"

const ApiContext = createContext<Record<string, RenderedOperation>>({})
const ApiErrorsContext = createContext<Record<string, ApiErrorGroup>>({})

/** Supplies the operations a page shows, resolved at build time, to `<ApiOperation />`. */
export const ApiProvider = ApiContext.Provider
/** Supplies the groups of the errors register a page shows to `<ApiErrors />`. */
export const ApiErrorsProvider = ApiErrorsContext.Provider

export function useApiOperation(id: string): RenderedOperation | null {
  return useContext(ApiContext)[id] ?? null
}

export function useApiErrors(group: string): ApiErrorGroup | null {
  return useContext(ApiErrorsContext)[group] ?? null
}
