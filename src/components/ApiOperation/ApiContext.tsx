import { createContext, useContext } from "react"
import type { SampleLanguage } from "../../lib/api-samples"
import type { OperationView } from "../../lib/openapi"

export interface RenderedOperation extends OperationView {
  url: string
  samples: Record<SampleLanguage, string> | null
  /** Examples and samples highlighted at build time, as escaped HTML. */
  html: {
    request: string | null
    samples: Record<SampleLanguage, string> | null
    responses: Record<string, string>
  }
}

const ApiContext = createContext<Record<string, RenderedOperation>>({})

/** Supplies the operations a page shows, resolved at build time, to `<ApiOperation />`. */
export const ApiProvider = ApiContext.Provider

export function useApiOperation(id: string): RenderedOperation | null {
  return useContext(ApiContext)[id] ?? null
}
