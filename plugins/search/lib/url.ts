/** The one helper that builds /search addresses: q, then ctx and version when given. */
import { ROUTES } from "../../../src/config/site"

export interface SearchParams {
  q: string
  ctx?: string | null
  version?: string | null
}

export function searchUrl({ q, ctx, version }: SearchParams): string {
  const params = new URLSearchParams({ q })
  if (ctx) params.set("ctx", ctx)
  if (version) params.set("version", version)
  return `${ROUTES.search}?${params.toString()}`
}
