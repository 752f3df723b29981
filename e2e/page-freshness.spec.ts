/**
 * How fresh each page says it is, and what it tells search engines (src/node/page-dates.ts,
 * src/lib/structured-data.ts): every listed docs, API and blog page shows when its content last changed, in
 * its HTML (without JavaScript), its Markdown twin and the sitemap's <lastmod>, one date in all three and in
 * its JSON-LD; the JSON-LD's types, required properties and breadcrumbs match the page.
 */
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { SITE } from "../src/config/site"
import { htmlFileOf, readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const routes = readRoutes()
const kindOf = new Map(routes.map((route) => [route.path, route.kind]))

/** The sitemap's <lastmod> by path. */
const lastmods = new Map(
  [...fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8").matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [
    decodeURI(match[1].replace(SITE.url, "")) || "/",
    match[2] ?? null,
  ]),
)
const dated = [...lastmods.keys()].filter((route) => ["doc", "api", "blog-post"].includes(kindOf.get(route) ?? ""))

type Thing = Record<string, any>

/** The page's document and its JSON-LD graph (the one data block). */
function readPage(route: string): { document: Document; graph: Thing[] } {
  const document = new JSDOM(fs.readFileSync(htmlFileOf(route), "utf8")).window.document
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')]
  expect([route, blocks.length]).toEqual([route, 1])
  const data = JSON.parse(blocks[0].textContent ?? "") as { "@context": string; "@graph": Thing[] }
  expect(data["@context"]).toBe("https://schema.org")
  return { document, graph: data["@graph"] }
}

/** Whether the site has a page at `url` (an address of this site). */
const exists = (url: string): boolean => url.startsWith(SITE.url) && fs.existsSync(htmlFileOf(new URL(url).pathname))

describe("when each page last changed, and its structured data", () => {
  it("dates the 137 listed docs, API and blog pages", () => {
    expect(dated).toHaveLength(137)
  })

  it.each(dated)("%s: one date in the HTML, the twin, the sitemap and the JSON-LD; types, properties and breadcrumbs as the page shows them", (route) => {
    const { document, graph } = readPage(route)
    const time = [...document.querySelectorAll("article time[datetime]")].find((element) => element.parentElement?.textContent?.startsWith("Обновлено"))
    const date = time?.getAttribute("datetime") ?? ""
    expect(date).toMatch(ISO_DATE)
    expect(time?.parentElement?.textContent).toMatch(/^Обновлено \d{1,2} [а-я]+ \d{4} г\.$/)
    const twin = fs.readFileSync(path.join(PUBLIC, `${route}.md`), "utf8")
    expect(twin).toContain(`\n\nОбновлено: ${date}\n\n`)
    expect(lastmods.get(route)?.slice(0, 10)).toBe(date)

    const post = kindOf.get(route) === "blog-post"
    const article = graph.find((thing) => thing["@type"] === (post ? "BlogPosting" : "TechArticle"))
    expect(article).toMatchObject({ headline: document.querySelector("h1")?.textContent, url: `${SITE.url}${route}`, dateModified: date, inLanguage: "ru" })
    expect(exists(article?.url)).toBe(true)
    if (post) {
      const published = /\n\nДата публикации: (\d{4}-\d{2}-\d{2})\n/.exec(twin)?.[1]
      expect(article?.datePublished).toBe(published)
      expect(date >= (published ?? "")).toBe(true)
      expect(graph.some((thing) => thing["@type"] === "BreadcrumbList")).toBe(false)
    } else {
      // The visible trail's steps that link somewhere, then the page itself.
      const crumbs = [...document.querySelectorAll('nav[aria-label="Навигационная цепочка"] li')]
      const visible = crumbs.flatMap((item) => {
        const link = item.querySelector("a")
        if (link) return [{ name: link.getAttribute("aria-label") ?? link.textContent, item: `${SITE.url}${link.getAttribute("href")}` }]
        return item.getAttribute("aria-current") === "page" ? [{ name: item.textContent, item: `${SITE.url}${route}` }] : []
      })
      const list = graph.find((thing) => thing["@type"] === "BreadcrumbList")
      expect(list?.itemListElement.map(({ name, item }: Thing) => ({ name, item }))).toEqual(visible)
      expect(list?.itemListElement.map(({ position }: Thing) => position)).toEqual(visible.map((_, index) => index + 1))
      for (const { item } of list?.itemListElement ?? []) expect([item, exists(item)]).toEqual([item, true])
    }
    expect(graph.find((thing) => thing["@type"] === "Organization")?.["@id"]).toBe(article?.publisher["@id"])
  })

  it.each(dated)("%s: a link preview of its own, 1200×630 PNG, named in og:image with its size and alt, and in the JSON-LD", (route) => {
    const { document, graph } = readPage(route)
    const meta = (name: string): string | null | undefined => document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content")
    const image = meta("og:image") ?? ""
    expect(image).toMatch(new RegExp(`^${SITE.url.replace(/\./g, "\\.")}/static/og/[0-9a-f]{16}\\.png$`))
    const png = fs.readFileSync(path.join(PUBLIC, new URL(image).pathname))
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG")
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect([meta("og:image:width"), meta("og:image:height"), meta("twitter:card"), meta("twitter:image")]).toEqual([
      "1200",
      "630",
      "summary_large_image",
      image,
    ])
    expect(meta("og:image:alt")).toContain(document.querySelector("h1")?.textContent)
    expect(graph.find((thing) => thing["@type"] === "TechArticle" || thing["@type"] === "BlogPosting")?.image).toBe(image)
  })

  it("every page of the sitemap has a preview of its own, and an unlisted page has none", () => {
    const listed = [...lastmods.keys()]
    expect(listed.length).toBeGreaterThan(dated.length)
    const images = listed.map((route) => {
      const html = fs.readFileSync(htmlFileOf(route), "utf8")
      const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ""
      const png = image ? fs.readFileSync(path.join(PUBLIC, new URL(image).pathname)) : Buffer.alloc(24)
      expect([route, png.readUInt32BE(16), png.readUInt32BE(20), /name="twitter:card" content="summary_large_image"/.test(html)]).toEqual([
        route,
        1200,
        630,
        true,
      ])
      return image
    })
    expect(new Set(images).size).toBe(listed.length)
    const unlisted = routes.filter((route) => !route.listed && ["doc", "api"].includes(route.kind)).map((route) => route.path)
    expect(unlisted.length).toBeGreaterThan(0)
    for (const route of unlisted) expect([route, fs.readFileSync(htmlFileOf(route), "utf8").includes('property="og:image"')]).toEqual([route, false])
  })

  it("the home page names the organisation and the site", () => {
    const { graph } = readPage("/")
    expect(graph.map((thing) => thing["@type"]).sort()).toEqual(["Organization", "WebSite"])
    expect(graph.find((thing) => thing["@type"] === "WebSite")).toMatchObject({ url: `${SITE.url}/`, name: SITE.title, inLanguage: "ru" })
  })

  it("a data block no page text can close: `<` written as \\u003c", () => {
    for (const route of dated.slice(0, 20)) {
      const html = fs.readFileSync(htmlFileOf(route), "utf8")
      const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
      expect(block).not.toContain("<")
    }
  })
})
