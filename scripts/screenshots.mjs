// Screenshots of pages of a built site, light and dark, desktop and 375 px, for reviewing by eye.
// Usage: node scripts/screenshots.mjs [public-dir] [out-dir] /path1 /path2 ...
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { launchChromium, serverUrl, startStaticServer } from "./support/harness.cjs"

const [root = "public", out = "screenshots", ...paths] = process.argv.slice(2)
const server = await startStaticServer(root)
const base = serverUrl(server)
mkdirSync(out, { recursive: true })
const browser = await launchChromium()
for (const path of paths.length ? paths : ["/"]) {
  for (const [mode, width] of [
    ["light", 1280],
    ["dark", 1280],
    ["light", 375],
    ["dark", 375],
  ]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode })
    await context.addInitScript((m) => localStorage.setItem("theme", m), mode)
    const page = await context.newPage()
    await page.goto(`${base}${encodeURI(path)}`, { waitUntil: "networkidle" })
    const name = `${path.replace(/\//g, "_") || "_home"}-${mode}-${width}.png`
    await page.screenshot({ path: join(out, name), fullPage: false })
    console.log(join(out, name))
    await context.close()
  }
}
await browser.close()
server.close()
