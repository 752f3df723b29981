/** axe-core on every route kind, in both colour modes: zero violations. */
import fs from "node:fs"
import { gotoHydrated, useBrowser } from "./support/browser"

const AXE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")
const PAGES = [
  "/",
  "/docs",
  "/docs/template/whatsapp/buttons",
  "/docs/clients",
  "/docs/api/messages/sending",
  "/blog",
  "/blog/16-01-25",
  "/blog/tags",
  "/blog/archive",
  "/search?q=шаблон",
  "/no-such-page",
]

const browser = useBrowser()

describe.each(["light", "dark"])("%s mode", (mode) => {
  it.each(PAGES)("%s has no axe violations", async (pagePath) => {
    const { context, page } = await browser.openPage()
    await context.addInitScript((value) => localStorage.setItem("theme", value), mode)
    await gotoHydrated(page, pagePath)
    // Everything the page loads after hydrating (fonts, the search and its results) is on screen.
    await page.waitForLoadState("networkidle")
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.addScriptTag({ content: AXE })
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> }
        }
      ).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      })
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      )
    })
    expect(violations).toEqual([])
    await context.close()
  })
})
