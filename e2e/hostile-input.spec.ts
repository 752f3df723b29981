/** Hostile URL parameters and hashes are shown as text or ignored: nothing executes, the page stays usable. */
import { url, useBrowser, waitForHydration } from "./support/browser"

const browser = useBrowser()

const PAYLOADS = [
  "<script>window.__pwned=1</script>",
  '"><img src=x onerror="window.__pwned=1">',
  "javascript:window.__pwned=1",
  "%3Csvg%20onload%3Dwindow.__pwned%3D1%3E",
  "ш".repeat(600),
]

describe("hostile input", () => {
  it.each(PAYLOADS.map((p) => [p.slice(0, 40), p]))("q, ctx, version, highlight and hash: %s", async (_, payload) => {
    const { context, page, problems } = await browser.openPage()
    let dialogs = 0
    page.on("dialog", (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    const encoded = encodeURIComponent(payload)
    await page.goto(`${url("/search")}?q=${encoded}&ctx=${encoded}&version=${encoded}`)
    await waitForHydration(page)
    await page.waitForLoadState("networkidle") // the search has run and rendered what it found
    await page.goto(`${url("/docs/template/whatsapp/buttons")}?_highlight=${encoded}#${encoded}`)
    await waitForHydration(page)
    await page.waitForLoadState("networkidle") // the highlighter has loaded and marked the page
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toBe(0)
    await expect(page.locator("h1").count()).resolves.toBe(1)
    await page.getByRole("combobox", { name: "Поиск по сайту" }).fill("шаблон")
    await page.waitForSelector('[role="option"]')
    expect(problems.consoleErrors.filter((line) => !/Failed to execute 'querySelector'|is not a valid selector/.test(line))).toEqual([])
    await context.close()
  })
})
