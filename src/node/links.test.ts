import { checkLinks } from "./links"
import { readMdx } from "./mdx/mdx-tree"

const source = (file: string, route: string, body: string) => ({ file, route, links: readMdx(body).links })

describe("internal links", () => {
  it("reports unknown pages, missing anchors and trailing slashes with the file and line", () => {
    const routes = new Map([
      ["/docs/a", ["статусы"]],
      ["/docs/b", []],
    ])
    const problems = checkLinks(
      [
        source(
          "content/docs/x.mdx",
          "/docs/x",
          "[1](/docs/a#статусы) [2](/docs/a#%D1%81%D1%82%D0%B0%D1%82%D1%83%D1%81%D1%8B) [3](/docs/zzz)\n\n[4](/docs/b#nope) [5](/docs/b/) [6](/openapi.yaml)",
        ),
      ],
      routes,
      new Set(["/openapi.yaml"]),
    )
    expect(problems).toEqual([
      { file: "content/docs/x.mdx", line: 1, link: "/docs/zzz", problem: "no page at /docs/zzz" },
      { file: "content/docs/x.mdx", line: 3, link: "/docs/b#nope", problem: "no heading #nope on /docs/b" },
      { file: "content/docs/x.mdx", line: 3, link: "/docs/b/", problem: "internal links must not end with a slash" },
    ])
  })

  it("checks same-page anchors against the page itself", () => {
    const routes = new Map([["/docs/x", ["есть"]]])
    const problems = checkLinks([source("f.mdx", "/docs/x", "[a](#есть) [b](#нет)")], routes)
    expect(problems.map((p) => p.link)).toEqual(["#нет"])
  })
})
