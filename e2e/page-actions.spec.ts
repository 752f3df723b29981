/** «Копировать страницу» and «Была ли эта страница полезной?» as a reader uses them in Chromium. */
import type { Page } from "playwright-core"
import { SITE } from "../src/config/site"
import { url, useBrowser, waitForHydration } from "./support/browser"

const browser = useBrowser()

/** Hydrated, and the menu's code (loaded right after hydration) is in. */
const hydrated = async (page: Page): Promise<void> => {
  await waitForHydration(page)
  if (await page.locator("[aria-haspopup=menu]").count()) await page.waitForSelector("[data-page-actions-ready]")
}
const menuButton = (page: Page) => page.getByRole("button", { name: "Копировать страницу" })

describe("page menu «Копировать страницу»", () => {
  it.each(["/docs/start", "/docs/api/messages/sending", "/blog/16-01-25"])("copies the Markdown twin of %s to the clipboard and says so", async (route) => {
    const { context, page, problems } = await browser.openPage()
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url("/").replace(/\/$/, "") })
    await page.goto(url(route))
    await hydrated(page)
    const before = await menuButton(page).boundingBox()
    await menuButton(page).click()
    await page.getByRole("menuitem", { name: /Копировать как Markdown/ }).click()
    await page.getByRole("status").filter({ hasText: "Страница скопирована в буфер обмена" }).waitFor()
    const clipboard = await page.evaluate(() => navigator.clipboard.readText())
    const twin = await (await fetch(url(`${route}.md`))).text()
    expect(clipboard).toBe(twin)
    expect(clipboard).toMatch(/^Для ИИ-ассистентов: [^\n]+\n\n# /)
    expect(await menuButton(page).boundingBox()).toEqual(before)
    expect(problems.consoleErrors).toEqual([])
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })

  it("follows the menu button pattern from the keyboard and links the twin and both assistants", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url("/docs/start"))
    await hydrated(page)
    await menuButton(page).focus()
    await page.keyboard.press("Enter")
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("true")
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
    expect(await focused()).toMatch(/^Копировать как Markdown/)
    await page.keyboard.press("ArrowDown")
    expect(await focused()).toMatch(/^Открыть в Markdown/)
    await page.keyboard.press("End")
    expect(await focused()).toMatch(/^Открыть в Claude/)
    await page.keyboard.press("ArrowDown")
    expect(await focused()).toMatch(/^Копировать как Markdown/)
    const items = page.getByRole("menuitem")
    expect(await items.count()).toBe(4)
    expect(await items.nth(1).getAttribute("href")).toBe("/docs/start.md")
    const prompt = `Прочитай страницу документации edna Pulse ${SITE.url}/docs/start.md и ответь на мои вопросы по ней.`
    expect(await items.nth(2).getAttribute("href")).toBe(`https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`)
    expect(await items.nth(3).getAttribute("href")).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`)
    await page.keyboard.press("Escape")
    expect(await menuButton(page).getAttribute("aria-expanded")).toBe("false")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("menu")
    await context.close()
  })

  it("is not on an unlisted page", async () => {
    const { context, page } = await browser.openPage()
    await page.goto(url("/docs/api/templates/hsm"))
    await hydrated(page)
    expect(await menuButton(page).count()).toBe(0)
    await context.close()
  })
})

describe("«Была ли эта страница полезной?»", () => {
  it("without a counter sends nothing anywhere, thanks on «Да» and remembers the answer", async () => {
    const { context, page, problems } = await browser.openPage()
    await page.goto(url("/docs/start"))
    await hydrated(page)
    await page.getByRole("button", { name: "Да", exact: true }).click()
    await page.getByText("Спасибо за отзыв!").waitFor()
    await page.reload()
    await hydrated(page)
    await page.getByText("Спасибо за отзыв!").waitFor()
    expect(await page.getByRole("button", { name: "Да", exact: true }).count()).toBe(0)
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe("undefined")
    expect(problems.thirdPartyRequests).toEqual([])
    await context.close()
  })

  it("offers a mail to support prefilled with the page address on «Нет», with storage blocked", async () => {
    const { context, page, problems } = await browser.openPage()
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError")
        },
      })
    })
    await page.goto(url("/docs/api/messages/sending"))
    await hydrated(page)
    await page.getByRole("button", { name: "Нет", exact: true }).click()
    const mail = page.getByRole("link", { name: "Написать, чего не хватило" })
    const href = (await mail.getAttribute("href")) ?? ""
    expect(href.startsWith(`mailto:${SITE.supportEmail}?`)).toBe(true)
    const body = decodeURIComponent(href.split("body=")[1] ?? "")
    expect(body).toContain(`Страница: ${SITE.url}/docs/api/messages/sending`)
    expect(body).toContain("Чего не хватило на странице:")
    expect(problems.thirdPartyRequests).toEqual([])
    expect(problems.consoleErrors.filter((error) => !/localStorage|blocked/i.test(error))).toEqual([])
    await context.close()
  })
})
