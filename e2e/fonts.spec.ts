/** Fonts as the reader's browser meets them: subset files, every face preloaded, Inter on screen. */
import fs from "node:fs"
import path from "node:path"
import { url, useBrowser } from "./support/browser"
import { htmlFileOf, readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const KB = 1024
/** The files the built pages' `@font-face` rules declare, read from a page's inline styles as the browser would. */
const declaredFonts = [...fs.readFileSync(htmlFileOf("/docs/start"), "utf8").matchAll(/@font-face\s*{[^}]*url\("?([^")]+\.woff2)"?\)/g)].map((m) => m[1])

describe("fonts", () => {
  const browser = useBrowser()

  it("ships the six Inter faces subset: at most 60 KB together, against 96 KB for the package's files", () => {
    expect(declaredFonts.length).toBe(6)
    const bytes = declaredFonts.reduce((sum, href) => sum + fs.statSync(path.join(PUBLIC, href)).size, 0)
    expect(bytes).toBeLessThanOrEqual(60 * KB)
  })

  it("preloads every declared face on every page", () => {
    const missing: string[] = []
    for (const route of readRoutes().map((r) => r.path)) {
      const html = fs.readFileSync(htmlFileOf(route), "utf8")
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1])
      for (const href of declaredFonts) if (!preloaded.includes(href)) missing.push(`${route}: ${href}`)
    }
    expect(missing).toEqual([])
  })

  it.each(["/docs/start", "/blog/16-01-25"])("on %s sets the text in Inter from preloaded files only, none found late in the CSS", async (route) => {
    const { context, page, problems } = await browser.openPage({ viewport: { width: 375, height: 800 } })
    await page.goto(url(route), { waitUntil: "load" })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const fonts = await page.evaluate(() => ({
      requests: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`)
        .sort(),
      loaded: [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family.replace(/"/g, "")} ${face.weight}`),
      headingFont: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    }))
    // Preloaded files report the <link> as their initiator; a face discovered in the stylesheet reports `css`.
    expect(fonts.requests).toEqual(declaredFonts.map((href) => `${href} link`).sort())
    // Both subsets (Cyrillic and Latin) of each weight are in use.
    expect(fonts.loaded.sort()).toEqual(["Inter 400", "Inter 400", "Inter 600", "Inter 600", "Inter 700", "Inter 700"])
    expect(fonts.headingFont).toMatch(/^"?Inter"?,/)
    expect(problems.failedRequests).toEqual([])
    await context.close()
  })
})
