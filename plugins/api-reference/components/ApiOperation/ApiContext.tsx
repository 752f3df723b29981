import { createContext, useContext } from "react"
import type { RenderedOperation } from "../../lib/openapi"

const ApiContext = createContext<Record<string, RenderedOperation>>({})

/** Supplies the operations a page shows, resolved at build time, to `<ApiOperation />`. */
export const ApiProvider = ApiContext.Provider

export function useApiOperation(id: string): RenderedOperation | null {
  return useContext(ApiContext)[id] ?? null
}
