#!/usr/bin/env node
// Starts the docs' MCP server (mcp/server.ts): `npm run --silent mcp -- --site public`, or
// `node mcp/server.mjs --site <public folder | https://site address>` as an assistant's configuration names it
// (README.md). Node 20 runs no TypeScript: the site's require hook (src/node/ts-require.cjs) compiles the
// server and the site's modules it loads as they are first required.
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
require("../src/node/ts-require.cjs")
await require("./server.ts").main()
