/**
 * Release notes read like a real product's (issue 17): every post is at least 150 words, announces 2 to 6
 * items as h2 headings, each item links the docs page that describes it, and no item ends with the
 * mechanical 'Подробнее — в документации' line. The frontmatter agrees with the slug and the excerpt above
 * the truncate marker is real text.
 */
import fs from "node:fs"
import path from "node:path"
import { countWords } from "../src/lib/russian"
import { readMdx } from "../src/node/mdx/mdx-tree"
import { splitFrontmatter } from "../src/node/frontmatter"

const BLOG = path.resolve("content", "blog")
/** CONTENT.md 'Depth': 150+ words for a post. */
const MIN_WORDS = 150
const MIN_ITEMS = 2
const MAX_ITEMS = 6
const MECHANICAL_LINE = /Подробнее\s*—\s*в документации/
const DOCS_LINK = /\]\(\s*\/docs\/[^)\s]*|\bhref=["']\/docs\//

function posts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? posts(full) : entry.name.endsWith(".mdx") ? [full] : []
  })
}

function parse(file: string): { data: Record<string, unknown>; body: string } {
  const parts = splitFrontmatter(fs.readFileSync(file, "utf8"))
  if (!parts) throw new Error(`${file}: no frontmatter`)
  return parts
}

/** The raw MDX of each h2 item: from its heading to the next h2, headings inside code fences ignored. */
function itemSections(body: string): Array<{ heading: string; source: string }> {
  const items: Array<{ heading: string; lines: string[] }> = []
  let fence: string | null = null
  for (const line of body.split("\n")) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line)
    if (fenceMatch) fence = fence === null ? fenceMatch[1] : fenceMatch[1].startsWith(fence) ? null : fence
    const h2 = fence === null && !fenceMatch ? /^##\s+(.+?)\s*#*\s*$/.exec(line) : null
    if (h2) items.push({ heading: h2[1], lines: [] })
    else items[items.length - 1]?.lines.push(line)
  }
  return items.map((item) => ({ heading: item.heading, source: item.lines.join("\n") }))
}

const files = posts(BLOG)

describe("blog posts (release notes)", () => {
  it("has the 17 posts of routes.tsv", () => {
    expect(files.length).toBe(17)
  })

  describe.each(files.map((file) => [path.relative(BLOG, file), file]))("%s", (_, file) => {
    const { data, body } = parse(file)
    const facts = readMdx(body)

    it("has frontmatter that agrees with the slug", () => {
      expect(typeof data.title).toBe("string")
      expect(String(data.description ?? "").length).toBeGreaterThan(20)
      expect(data.tags).toEqual(expect.arrayContaining(["release-notes", "история-изменений"]))
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date)
      const [year, month, day] = date.split("-")
      expect(String(data.slug)).toBe(`${day}-${month}-${year.slice(2)}`)
    })

    it("has an excerpt above the truncate marker", () => {
      expect(body).toMatch(/\{\/\*\s*truncate\s*\*\/\}/)
      expect(countWords(facts.excerpt)).toBeGreaterThanOrEqual(10)
    })

    it(`is at least ${MIN_WORDS} words`, () => {
      expect(countWords(facts.text)).toBeGreaterThanOrEqual(MIN_WORDS)
    })

    it(`announces ${MIN_ITEMS} to ${MAX_ITEMS} items as h2 headings`, () => {
      const items = facts.headings.filter((heading) => heading.depth === 2)
      expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS)
      expect(items.length).toBeLessThanOrEqual(MAX_ITEMS)
    })

    it("links a docs page from every item", () => {
      const withoutLink = itemSections(body)
        .filter((item) => !DOCS_LINK.test(item.source))
        .map((item) => item.heading)
      expect(withoutLink).toEqual([])
    })

    it("has no mechanical 'Подробнее — в документации' line", () => {
      const lines = body.split("\n").filter((line) => MECHANICAL_LINE.test(line))
      expect(lines).toEqual([])
    })
  })
})
