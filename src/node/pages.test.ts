import type { Actions } from "gatsby"
import { registerPages, templateOf, type PlannedPage } from "./pages"

const page = (path: string, component: string, source = `content${path}.mdx`): PlannedPage =>
  ({ path, source, component, context: { id: path } }) as unknown as PlannedPage

describe("registerPages", () => {
  it("creates MDX pages with an empty frontmatter, so gatsby-plugin-mdx does not parse their files again", () => {
    const createPage = jest.fn()
    const problems = registerPages(
      [page("/docs/a", templateOf("doc-page", "/site/content/docs/a.mdx")), page("/blog/archive", templateOf("blog-archive"))],
      { createPage } as unknown as Actions,
    )
    expect(problems).toEqual([])
    expect(createPage.mock.calls.map(([created]) => [created.path, created.context])).toEqual([
      ["/docs/a", { id: "/docs/a", frontmatter: {} }],
      ["/blog/archive", { id: "/blog/archive" }],
    ])
  })

  it("creates neither page of a route two sources claim, and names both", () => {
    const createPage = jest.fn()
    const problems = registerPages([page("/docs/a", templateOf("doc-page", "/a.mdx"), "a.mdx"), page("/docs/a", templateOf("doc-page", "/b.mdx"), "b.mdx")], {
      createPage,
    } as unknown as Actions)
    expect(createPage).not.toHaveBeenCalled()
    expect(problems).toEqual([{ file: "a.mdx", message: "creates the route /docs/a, as b.mdx does" }])
  })
})
