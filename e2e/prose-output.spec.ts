/**
 * The built site says each registered fact as content/facts.yaml has it, with the site's typography: on the
 * page (HTML without JavaScript), in its Markdown twin and in the published openapi.yaml; no `<Fact>`
 * element is left in any output, and numbers stay joined to their units by non-breaking spaces.
 */
import fs from "node:fs"
import path from "node:path"
import { FACT_ELEMENT, projectFacts } from "../src/node/facts"
import { typeset } from "../src/node/typography"
import { docRouteOf } from "../src/lib/routes"
import { filesUnder } from "../src/node/files"

const PUBLIC = path.resolve("public")
const DOCS = path.resolve("content/docs")
const TEXT = /\.(html|md|txt|yaml|xml|json)$/

/** The value of a fact as a page shows it: the words of the value with the site's typography. */
const shown = (value: string): string => typeset(value)

describe("registered facts and typography in the built site", () => {
  const facts = projectFacts()
  const uses = filesUnder(DOCS, (name) => name.endsWith(".mdx")).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(FACT_ELEMENT)].map((match) => ({ route: docRouteOf(path.relative(DOCS, file)), id: match[1] })),
  )

  it("leaves no <Fact> element in any page, twin, feed, data file or the published openapi.yaml", () => {
    const left = filesUnder(PUBLIC, (name) => TEXT.test(name)).filter((file) => fs.readFileSync(file, "latin1").includes("<Fact"))
    expect(left.map((file) => path.relative(PUBLIC, file))).toEqual([])
    expect(fs.readFileSync(path.join(PUBLIC, "openapi.yaml"), "utf8")).toContain(facts.get("request-id-window")?.value)
  })

  it("shows every fact a page uses, in its HTML and its Markdown twin", () => {
    expect(uses.length).toBeGreaterThan(10)
    // Unlisted pages have no twin; their HTML is checked all the same.
    const missing = uses.flatMap(({ route, id }) => {
      const value = shown(facts.get(id)?.value ?? id)
      const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8").replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00a0")
      const twinFile = path.join(PUBLIC, `${route}.md`)
      const twin = fs.existsSync(twinFile) ? fs.readFileSync(twinFile, "utf8") : value
      return [
        ...(html.includes(value) ? [] : [`${route}: the page does not show ${id} («${value}»)`]),
        ...(twin.includes(value) ? [] : [`${route}.md: the twin does not show ${id} («${value}»)`]),
      ]
    })
    expect(missing).toEqual([])
  })

  it("joins numbers to their units with non-breaking spaces in every twin's text, and leaves code as written", () => {
    const twins = filesUnder(path.join(PUBLIC, "docs"), (name) => name.endsWith(".md"))
    expect(twins.length).toBeGreaterThan(100)
    const UNIT = /(?<![\d\u00a0\p{L}_.-])\d+ (?:минут\p{L}*|секунд\p{L}*|час\p{L}*|дн\p{L}*|символ\p{L}*|МБ)(?!\p{L})/gu
    const broken = twins.flatMap((file) => {
      const twin = fs.readFileSync(file, "utf8")
      // The prose: code blocks, headings (their text makes anchors) and the page's summary line left out.
      const prose = twin
        .replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, "")
        .split("\n")
        .filter((line) => !/^(#|>)/.test(line))
      return prose.flatMap((line) => [...line.matchAll(UNIT)].map((match) => `${path.relative(PUBLIC, file)}: «${match[0]}»`))
    })
    expect(broken).toEqual([])
    const sending = fs.readFileSync(path.join(PUBLIC, "docs/api/messages/sending.md"), "utf8")
    expect(sending).toMatch(/20\u00a0минут/)
    // Code samples are copied as they are: no typography inside them.
    const fences = [...sending.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1]).join("\n")
    expect(fences).not.toContain("\u00a0")
    expect(fences).not.toContain("«")
  })
})
