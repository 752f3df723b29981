/**
 * Depth targets of the content issues (CONTENT.md 'Depth'): at least 250 words and two h2 sections per
 * page, figures in every section with screens, 27 figures across the docs. Run: npm run test:content-depth
 */
import fs from "node:fs"
import path from "node:path"
import { countWords } from "../src/lib/blog"
import { headingsOf } from "../src/lib/slug"
import { plainTextOf } from "../src/lib/mdx-text"

const ROOT = path.resolve("content/docs")

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

const pages = files(ROOT)
const bodyOf = (file: string): string => fs.readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n?/, "")
const rel = (file: string): string => path.relative(ROOT, file)

describe("content depth", () => {
  it.each(pages.map((file) => [rel(file), file]))("%s has at least 250 words and two h2 sections", (_, file) => {
    const body = bodyOf(file)
    expect(countWords(plainTextOf(body))).toBeGreaterThanOrEqual(250)
    if (path.basename(file) !== "index.mdx") expect(headingsOf(body).filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(2)
  })

  it("carries figures: at least one in each section with screens and 27 across the docs", () => {
    const figures = (list: string[]) => list.reduce((sum, file) => sum + (bodyOf(file).match(/!\[[^\]]+\]\(\.\/[^)]+\.png/g)?.length ?? 0), 0)
    const sections = ["start", "user-access", "channel", "template", "cascades", "clients", "broadcast", "scripts", "analytic", "integrations", "profile-company"]
    const missing = sections.filter((name) => figures(pages.filter((file) => rel(file).startsWith(`${name}${path.sep}`))) === 0)
    expect(missing).toEqual([])
    expect(figures(pages)).toBeGreaterThanOrEqual(27)
  })
})
