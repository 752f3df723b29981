export interface BuildFacts {
  scriptHashes: string[]
  metrika: boolean
}
export declare const NGINX_FILE: string
export declare const HEADERS_FILE: string
export declare function builtPages(publicDir: string): string[]
export declare function inlineScripts(publicDir: string): { text: string; files: string[] }[]
export declare function hashOf(text: string): string
export declare function buildFacts(publicDir: string): BuildFacts
export declare function nginxConfig(facts: BuildFacts): string
export declare function headersFile(facts: BuildFacts): string
export declare function deployFiles(publicDir?: string): Record<string, string>
export declare function staleFiles(files: Record<string, string>, root?: string): string[]
