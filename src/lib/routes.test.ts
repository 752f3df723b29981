import { blogRouteOf, cleanPath, docIdOf, docRouteOf, findDuplicateRoutes, isApiDoc } from "./routes"

describe("routes", () => {
  it("maps docs files to routes", () => {
    expect(docRouteOf("template/whatsapp/buttons.mdx")).toBe("/docs/template/whatsapp/buttons")
    expect(docRouteOf("start/index.mdx")).toBe("/docs/start")
    expect(docRouteOf("api/index.mdx")).toBe("/docs/api")
    expect(docRouteOf("index.mdx")).toBe("/docs")
    expect(docRouteOf("log\\eventlog.mdx")).toBe("/docs/log/eventlog")
  })

  it("derives docs ids and the API flag", () => {
    expect(docIdOf("start/index.mdx")).toBe("start/index")
    expect(isApiDoc("api/clients/set-tag.mdx")).toBe(true)
    expect(isApiDoc("apis.mdx")).toBe(false)
  })

  it("maps blog slugs", () => {
    expect(blogRouteOf("16-01-25")).toBe("/blog/16-01-25")
  })

  it("finds routes claimed twice, with every claimant", () => {
    const duplicates = findDuplicateRoutes([
      { path: "/docs/start", source: "content/docs/start/index.mdx" },
      { path: "/docs/start", source: "content/docs/start.mdx" },
      { path: "/blog", source: "blog list" },
    ])
    expect([...duplicates]).toEqual([["/docs/start", ["content/docs/start/index.mdx", "content/docs/start.mdx"]]])
  })

  it("cleans .html, index.html and trailing slashes", () => {
    expect(cleanPath("/docs/start/index.html")).toBe("/docs/start")
    expect(cleanPath("/docs/start.html")).toBe("/docs/start")
    expect(cleanPath("/docs/start/")).toBe("/docs/start")
    expect(cleanPath("/index.html")).toBe("/")
    expect(cleanPath("/")).toBe("/")
  })
})
