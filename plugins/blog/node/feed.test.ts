import { atomFeed, escapeXml, rssFeed } from "./feed"

const info = { title: "Что нового", description: "Обновления", siteUrl: "https://x.kz/blog", feedUrl: "https://x.kz/blog/rss.xml", language: "ru" }
const items = [
  { title: "Кнопки & <шаблоны>", url: "https://x.kz/blog/16-01-25", date: "2025-01-16", excerpt: 'Текст "в кавычках"' },
  { title: "Второй", url: "https://x.kz/blog/05-02-25", date: "2025-02-05", excerpt: "Ещё" },
]

describe("feeds", () => {
  it("escapes XML", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;")
  })

  it("writes an RSS item per post with title, link, date and excerpt", () => {
    const xml = rssFeed(info, items)
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain("<title>Кнопки &amp; &lt;шаблоны&gt;</title>")
    expect(xml).toContain("<pubDate>Thu, 16 Jan 2025 00:00:00 GMT</pubDate>")
    expect(xml).toContain("<description>Текст &quot;в кавычках&quot;</description>")
  })

  it("writes an Atom entry per post", () => {
    const xml = atomFeed(info, items)
    expect(xml.match(/<entry>/g)).toHaveLength(2)
    expect(xml).toContain("<updated>2025-01-16T00:00:00Z</updated>")
    expect(xml).toContain('<link href="https://x.kz/blog/16-01-25"/>')
  })
})
