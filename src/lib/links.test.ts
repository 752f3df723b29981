import { checkLinks, internalLinksOf, localImagesOf } from "./links"

describe("internal links", () => {
  it("finds Markdown and JSX links but not code", () => {
    const body = 'See [a](/docs/a) and [b](/docs/b#x "title") <a href="/docs/c">c</a> `[d](/docs/d)`\n```\n[e](/docs/e)\n```\n[ext](https://x.y)'
    expect(internalLinksOf(body)).toEqual(["/docs/a", "/docs/b#x", "/docs/c"])
  })

  it("reports unknown pages, missing anchors and trailing slashes with the file", () => {
    const routes = new Map([
      ["/docs/a", ["статусы"]],
      ["/docs/b", []],
    ])
    const problems = checkLinks(
      [{ file: "content/docs/x.mdx", route: "/docs/x", body: "[1](/docs/a#статусы) [2](/docs/a#%D1%81%D1%82%D0%B0%D1%82%D1%83%D1%81%D1%8B) [3](/docs/zzz) [4](/docs/b#nope) [5](/docs/b/) [6](/openapi.yaml)", headingIds: [] }],
      routes,
      new Set(["/openapi.yaml"]),
    )
    expect(problems).toEqual([
      { file: "content/docs/x.mdx", link: "/docs/zzz", problem: "no page at /docs/zzz" },
      { file: "content/docs/x.mdx", link: "/docs/b#nope", problem: "no heading #nope on /docs/b" },
      { file: "content/docs/x.mdx", link: "/docs/b/", problem: "internal links must not end with a slash" },
    ])
  })

  it("checks same-page anchors against the page itself", () => {
    const routes = new Map([["/docs/x", ["есть"]]])
    const problems = checkLinks([{ file: "f.mdx", route: "/docs/x", body: "[a](#есть) [b](#нет)", headingIds: ["есть"] }], routes)
    expect(problems.map((p) => p.link)).toEqual(["#нет"])
  })
})

describe("localImagesOf", () => {
  it("lists images beside the page, from Markdown and <img>, outside code", () => {
    const body = [
      '![Схема](./img/a.png "Рис. 1")',
      '<img src="img/b.png" alt="Б" />',
      "![Внешняя](https://example.com/c.png)",
      "![Сайт](/static/d.png)",
      "`![В коде](./img/e.png)`",
      "```md\n![В блоке](./img/f.png)\n```",
    ].join("\n\n")
    expect(localImagesOf(body)).toEqual(["./img/a.png", "img/b.png"])
  })
})
