export interface CacheRule {
  what: string
  nginx: string | null
  headers: string[]
  cacheControl: string
}
export declare const IMMUTABLE: string
export declare const REVALIDATE: string
export declare const CACHE_RULES: CacheRule[]
export declare const TYPES: Record<string, string>
export declare const TEXT_TYPES: string[]
export declare const DECLARED_TYPES: string[]
export declare const CHARSET: string
export declare function typeOf(extension: string): string
export declare const METRIKA_ORIGIN: string
export declare const METRIKA_TAG: string
export declare const MARKDOWN_ACCEPT: string
export declare function contentSecurityPolicy(facts: { scriptHashes: string[]; metrika: boolean }): string
export declare function securityHeaders(csp: string): [string, string][]
