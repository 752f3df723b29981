import fs from "node:fs"
import path from "node:path"
import type { Server } from "node:http"
import { startStaticServer } from "../../scripts/support/harness.cjs"

declare global {
  var __E2E_SERVER__: Server | undefined
}

/** Starts one static server over the production build for every spec. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve("public")
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` before the end-to-end tests")
  }
  const port = Number(process.env.E2E_PORT ?? 9323)
  globalThis.__E2E_SERVER__ = await startStaticServer(root, port)
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`
}
