/** Files the build writes beside the pages for readers' assistants (their text is in strings.ts), and where
 * the docs' MCP server answers over HTTP when deployed beside the site (mcp/http.ts, deploy/). */
export const TWIN_ROUTES = { llms: "/llms.txt", llmsFull: "/llms-full.txt", openapi: "/openapi.yaml", mcp: "/mcp" } as const
