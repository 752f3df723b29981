import { createContext, useContext } from "react"
import type { OperationView, SampleLanguage } from "../../lib/openapi"

export interface RenderedOperation extends OperationView {
  url: string
  samples: Record<SampleLanguage, string> | null
}

const ApiContext = createContext<Record<string, RenderedOperation>>({})

/** Supplies the operations a page shows, resolved at build time, to `<ApiOperation />`. */
export const ApiProvider = ApiContext.Provider

export function useApiOperation(id: string): RenderedOperation | null {
  return useContext(ApiContext)[id] ?? null
}
