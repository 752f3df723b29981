import type { Actions } from "gatsby"
import { registerPages, templateOf, type PlannedPage } from "./pages"

const page = (path: string, component: string, source = `content${path}.mdx`): PlannedPage =>
  ({ path, source, component, context: { id: path } }) as unknown as PlannedPage

describe("registerPages", () => {
  it("creates every page of a kind with the kind's one template, whatever its MDX file", () => {
    const createPage = jest.fn()
    const problems = registerPages(
      [page("/docs/a", templateOf("doc-page")), page("/docs/b", templateOf("doc-page")), page("/blog/archive", templateOf("blog-archive"))],
      {
        createPage,
      } as unknown as Actions,
    )
    expect(problems).toEqual([])
    expect(createPage.mock.calls.map(([created]) => [created.path, created.component, created.context])).toEqual([
      ["/docs/a", templateOf("doc-page"), { id: "/docs/a" }],
      ["/docs/b", templateOf("doc-page"), { id: "/docs/b" }],
      ["/blog/archive", templateOf("blog-archive"), { id: "/blog/archive" }],
    ])
    expect(templateOf("doc-page")).not.toContain("?")
  })

  it("creates neither page of a route two sources claim, and names both", () => {
    const createPage = jest.fn()
    const problems = registerPages([page("/docs/a", templateOf("doc-page"), "a.mdx"), page("/docs/a", templateOf("doc-page"), "b.mdx")], {
      createPage,
    } as unknown as Actions)
    expect(createPage).not.toHaveBeenCalled()
    expect(problems).toEqual([{ file: "a.mdx", message: "creates the route /docs/a, as b.mdx does" }])
  })
})
