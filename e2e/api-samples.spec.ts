/**
 * Request samples on the API pages: the served HTML, read without JavaScript, holds all four samples of
 * every operation (the inactive ones hidden), each exactly as generated from openapi.yaml; each tab
 * controls its own panel by an id unique on the page; the tabs switch by keyboard after hydration.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import type { Page } from "playwright-core"
import { SITE } from "../src/config/site"
import { codeSamples, SAMPLE_LANGUAGES } from "../plugins/api-reference/lib/api-samples"
import { derefAll, indexOperations, type JsonObject } from "../plugins/api-reference/lib/openapi"
import { gotoHydrated, url, useBrowser } from "./support/browser"
import { readRoutes } from "./support/routes"

const browser = useBrowser()

const operations = indexOperations(derefAll(YAML.parse(fs.readFileSync(path.resolve("content/docs/api/openapi.yaml"), "utf8"))) as JsonObject)
const apiRoutes = readRoutes()
  .filter((route) => route.kind === "api")
  .map((route) => route.path)

interface SampleGroup {
  operation: string
  tabs: Array<{ label: string; id: string; controls: string | null; selected: string | null }>
  panels: Array<{ id: string; labelledBy: string | null; hidden: boolean; code: string }>
}

/** Every operation's sample tabs and panels as the page's DOM has them. */
function sampleGroups(page: Page): Promise<SampleGroup[]> {
  return page.$$eval("[data-operation]", (sections) =>
    sections.map((section) => {
      const list = section.querySelector('[role="tablist"]')
      return {
        operation: section.getAttribute("data-operation") ?? "",
        tabs: [...(list?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => ({
          label: tab.textContent ?? "",
          id: tab.id,
          controls: tab.getAttribute("aria-controls"),
          selected: tab.getAttribute("aria-selected"),
        })),
        panels: [...section.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((panel) => ({
          id: panel.id,
          labelledBy: panel.getAttribute("aria-labelledby"),
          hidden: panel.hidden,
          code: panel.querySelector("pre")?.textContent ?? "",
        })),
      }
    }),
  )
}

/** Ids that occur more than once on the page, and tabs whose aria-controls names no tab panel of theirs. */
function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const counts = new Map<string, number>()
    for (const element of document.querySelectorAll("[id]")) counts.set(element.id, (counts.get(element.id) ?? 0) + 1)
    for (const [id, count] of counts) if (count > 1) problems.push(`id "${id}" occurs ${count} times`)
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "")
      if (panel?.getAttribute("role") !== "tabpanel") problems.push(`tab "${tab.textContent}" (${tab.id}) controls no tab panel`)
      else if (panel.getAttribute("aria-labelledby") !== tab.id) problems.push(`panel ${panel.id} is not labelled by its tab ${tab.id}`)
    }
    return problems
  })
}

describe("request samples in the served HTML", () => {
  it("hold all four samples of every operation, exactly as generated, the inactive ones hidden, without JavaScript", async () => {
    const { context, page } = await browser.openPage({ javaScriptEnabled: false })
    const problems: string[] = []
    let groups = 0
    for (const route of apiRoutes) {
      await page.goto(url(route))
      for (const group of await sampleGroups(page)) {
        groups += 1
        const op = operations.get(group.operation)
        if (!op) {
          problems.push(`${route}: ${group.operation} is not in openapi.yaml`)
          continue
        }
        const samples = codeSamples(op, SITE.apiBaseUrl)
        const where = `${route} ${group.operation}`
        if (group.tabs.map((tab) => tab.label).join() !== "curl,JavaScript,Python,PHP")
          problems.push(`${where}: tabs ${group.tabs.map((tab) => tab.label).join()}`)
        if (group.panels.length !== SAMPLE_LANGUAGES.length) problems.push(`${where}: ${group.panels.length} panels in the HTML`)
        SAMPLE_LANGUAGES.forEach((language, index) => {
          const panel = group.panels[index]
          if (panel?.code !== samples[language]) problems.push(`${where}: the ${language} panel does not hold the generated sample`)
          if (panel && panel.hidden !== index > 0) problems.push(`${where}: the ${language} panel is ${panel.hidden ? "hidden" : "shown"} before any choice`)
        })
      }
      problems.push(...(await idProblems(page)).map((problem) => `${route}: ${problem}`))
    }
    expect(problems).toEqual([])
    // Every operation in the document is shown on some API page, so every sample was compared.
    expect(groups).toBe([...operations.values()].filter((op) => op.kind === "operation").length)
    await context.close()
  })

  it("are in the HTML as served, before any script runs", async () => {
    const html = await (await fetch(url("/docs/api/messages/sending"))).text()
    const panels = html.match(/<div[^>]*role="tabpanel"[^>]*>/g) ?? []
    expect(panels).toHaveLength(4)
    expect(panels.map((panel) => /\shidden(=""|\s|>)/.test(panel))).toEqual([false, true, true, true])
    // The text of the page as a crawler without JavaScript reads it holds each sample whole.
    const text = html
      .replace(/<[^>]+>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
    const samples = codeSamples(operations.get("sendMessage")!, SITE.apiBaseUrl)
    for (const language of SAMPLE_LANGUAGES) expect([language, text.includes(samples[language])]).toEqual([language, true])
  })
})

describe("sample tabs with JavaScript", () => {
  it("switch by keyboard: arrows, Home and End move the selection and show only the chosen panel", async () => {
    const { context, page, problems } = await browser.openPage()
    await gotoHydrated(page, "/docs/api/messages/sending")
    const tablist = page.getByRole("tablist", { name: "Язык примера" })
    const firstLines = Object.fromEntries(
      Object.entries(codeSamples(operations.get("sendMessage")!, SITE.apiBaseUrl)).map(([language, code]) => [language, code.split("\n")[0]]),
    )
    const state = async (): Promise<{ selected: string[]; focused: string; shown: string[] }> =>
      page.evaluate(() => {
        const list = document.querySelector('[role="tablist"][aria-label="Язык примера"]') as HTMLElement
        const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
        return {
          selected: tabs.filter((tab) => tab.getAttribute("aria-selected") === "true").map((tab) => tab.textContent ?? ""),
          focused: document.activeElement?.getAttribute("role") === "tab" ? (document.activeElement.textContent ?? "") : "",
          // Shown means laid out: a hidden panel has no box.
          shown: tabs
            .map((tab) => document.getElementById(tab.getAttribute("aria-controls") ?? "") as HTMLElement)
            .filter((panel) => panel.offsetParent !== null)
            .map((panel) => panel.querySelector("pre")?.textContent?.split("\n")[0] ?? ""),
        }
      })
    // Into the tab list as a keyboard user gets there: Tab lands on the selected tab only.
    await tablist.getByRole("tab", { selected: true }).focus()
    await expect(state()).resolves.toEqual({ selected: ["curl"], focused: "curl", shown: [firstLines.curl] })
    await page.keyboard.press("ArrowRight")
    await expect(state()).resolves.toEqual({ selected: ["JavaScript"], focused: "JavaScript", shown: [firstLines.javascript] })
    await page.keyboard.press("End")
    await expect(state()).resolves.toEqual({ selected: ["PHP"], focused: "PHP", shown: [firstLines.php] })
    await page.keyboard.press("ArrowRight")
    await expect(state()).resolves.toMatchObject({ selected: ["curl"], focused: "curl" })
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(state()).resolves.toEqual({ selected: ["Python"], focused: "Python", shown: [firstLines.python] })
    await page.keyboard.press("Home")
    await expect(state()).resolves.toMatchObject({ selected: ["curl"], focused: "curl" })
    // Only the selected tab is in the Tab order; Tab leaves the list for the panel.
    await expect(tablist.locator('[role="tab"][tabindex="0"]').allTextContents()).resolves.toEqual(["curl"])
    await page.keyboard.press("End")
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("tabpanel")
    await expect(idProblems(page)).resolves.toEqual([])
    // The choice is remembered on the next API page.
    await gotoHydrated(page, "/docs/api/clients/create-subscribers")
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "PHP")
    await expect(page.getByRole("tabpanel").locator("pre").first().textContent()).resolves.toMatch(/^<\?php/)
    expect(problems.consoleErrors).toEqual([])
    await context.close()
  })
})
