import { blogRouteOf, cleanPath, docIdOf, docRouteOf, findDuplicateRoutes, routeInfo } from "./routes"

describe("routes", () => {
  it("maps docs files to routes", () => {
    expect(docRouteOf("template/whatsapp/buttons.mdx")).toBe("/docs/template/whatsapp/buttons")
    expect(docRouteOf("start/index.mdx")).toBe("/docs/start")
    expect(docRouteOf("api/index.mdx")).toBe("/docs/api")
    expect(docRouteOf("index.mdx")).toBe("/docs")
    expect(docRouteOf("log\\eventlog.mdx")).toBe("/docs/log/eventlog")
  })

  it("derives docs ids", () => {
    expect(docIdOf("start/index.mdx")).toBe("start/index")
  })

  it("classifies a path once: kind, sidebar, search context and navbar section", () => {
    expect(routeInfo("/docs/api")).toEqual({ kind: "api", sidebar: "api", search: "api", nav: "api" })
    expect(routeInfo("/docs/api/clients/set-tag")).toEqual({ kind: "api", sidebar: "api", search: "api", nav: "api" })
    expect(routeInfo("/docs/apis")).toEqual({ kind: "doc", sidebar: "tutorial", search: "docs", nav: "docs" })
    expect(routeInfo("/docs/start")).toEqual({ kind: "doc", sidebar: "tutorial", search: "docs", nav: "docs" })
    expect(routeInfo("/docs")).toEqual({ kind: "docs-root", sidebar: "tutorial", search: "pages", nav: "docs" })
    expect(routeInfo("/blog")).toMatchObject({ kind: "blog-list", search: "blog", nav: "blog", sidebar: null })
    expect(routeInfo("/blog/page/2").kind).toBe("blog-list")
    expect(routeInfo("/blog/tags/release-notes").kind).toBe("blog-list")
    expect(routeInfo("/blog/tags").kind).toBe("blog-tags")
    expect(routeInfo("/blog/archive").kind).toBe("blog-archive")
    expect(routeInfo("/blog/16-01-25").kind).toBe("blog-post")
    expect(routeInfo("/blogger")).toEqual({ kind: "other", sidebar: null, search: "pages", nav: null })
    expect(routeInfo("/")).toEqual({ kind: "home", sidebar: null, search: "pages", nav: null })
    expect(routeInfo("/search").kind).toBe("search")
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
