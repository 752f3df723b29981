/** routes.tsv both ways against the build: every route exists, and no other docs or blog route does. */
import fs from "node:fs"
import path from "node:path"
import { htmlFileOf, readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const routes = readRoutes()

function builtRoutesUnder(prefix: string): string[] {
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "index.html") found.push(`/${path.relative(PUBLIC, dir).split(path.sep).join("/")}`)
    }
  }
  walk(path.join(PUBLIC, prefix))
  return found.sort()
}

describe("routes.tsv against public/", () => {
  it("lists 151 routes: 93 docs, 30 API, 17 posts and 11 other pages", () => {
    expect(routes).toHaveLength(151)
  })

  it.each(routes.map((route) => [route.path, route]))("%s is built with a real title", (_, route) => {
    const file = htmlFileOf(route.path)
    expect(fs.existsSync(file)).toBe(true)
    const html = fs.readFileSync(file, "utf8")
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""
    expect(title).toMatch(/edna Pulse/)
    expect(title).not.toMatch(/Страница не найдена/)
    const noindex = /<meta name="robots" content="noindex"/.test(html)
    if (route.kind === "doc" || route.kind === "api") expect(noindex).toBe(!route.listed)
    // Icons are SVG: an emoji shows as an empty box where the reader's system has no colour-emoji font.
    expect(html.match(/\p{Emoji_Presentation}|\uFE0F/gu) ?? []).toEqual([])
  })

  it("builds no docs or blog route that routes.tsv does not list", () => {
    const expected = routes.map((route) => route.path).filter((p) => p.startsWith("/docs") || p.startsWith("/blog"))
    const built = [...builtRoutesUnder("docs"), ...builtRoutesUnder("blog")]
    expect(built.filter((p) => !expected.includes(p))).toEqual([])
    expect(expected.filter((p) => !built.includes(p))).toEqual([])
  })

  it("has no NUL bytes in any page (React 18 stream renderer bug, cleaned after the build)", () => {
    const withNul = routes.map((route) => route.path).filter((p) => fs.readFileSync(htmlFileOf(p)).includes(0))
    expect(withNul).toEqual([])
  })

  it("has a not-found page", () => {
    const html = fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8")
    expect(html).toContain("Страница не найдена")
  })
})
