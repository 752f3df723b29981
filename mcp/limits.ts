/**
 * What the MCP server over HTTP (http.ts) accepts, shared with the proxy in front of it (deploy/policy.ts),
 * so nginx and the server refuse the same requests.
 */

import { TWIN_ROUTES } from "../src/config/twin-routes"

/** Where the server answers (the twins and llms.txt name it). */
export const MCP_PATH = TWIN_ROUTES.mcp
/** Largest request body: a tool call with the longest input any tool takes is far below it. */
export const MAX_BODY_BYTES = 64 * 1024
/** How long a request may take from its first byte to its answer's last. */
export const REQUEST_TIMEOUT_MS = 30_000
