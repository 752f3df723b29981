import type { CreatePagesArgs, Node } from "gatsby"
import { createPlannedPages, duplicateRouteProblems, plannedSite, type PlannedPage } from "./pages"

/** A template: every page of a kind is rendered by the same one, MDX pages from their `bodyTree`. */
const templateOf = (name: string): string => `/site/plugins/docs/templates/${name}.tsx`

const page = (path: string, component: string, source = `content${path}.mdx`): PlannedPage =>
  ({ path, source, component, context: { id: path } }) as unknown as PlannedPage

/** createPlannedPages' helpers, recording the pages and nodes it creates. */
function helpers() {
  const createPage = jest.fn()
  const createNode = jest.fn()
  const args = { actions: { createPage, createNode }, createNodeId: (key: string) => `id:${key}`, createContentDigest: () => "digest" }
  return { createPage, createNode, args: args as unknown as Pick<CreatePagesArgs, "actions" | "createNodeId" | "createContentDigest"> }
}

describe("a feature's planned pages", () => {
  it("are created with the kind's one template, whatever their MDX file, and recorded as the feature's plan", () => {
    const { createPage, createNode, args } = helpers()
    createPlannedPages("docs", [page("/docs/a", templateOf("doc-page")), page("/docs/b", templateOf("doc-page"))], args)
    expect(createPage.mock.calls.map(([created]) => [created.path, created.component, created.context])).toEqual([
      ["/docs/a", templateOf("doc-page"), { id: "/docs/a" }],
      ["/docs/b", templateOf("doc-page"), { id: "/docs/b" }],
    ])
    expect(templateOf("doc-page")).not.toContain("?")
    const plan = createNode.mock.calls[0][0]
    expect([plan.files, plan.problems]).toEqual([[], []])
    expect([plan.id, plan.plan, plan.internal.type, plan.routes]).toEqual([
      "id:page-plan-docs",
      "docs",
      "DocsPagePlan",
      [
        { path: "/docs/a", source: "content/docs/a.mdx" },
        { path: "/docs/b", source: "content/docs/b.mdx" },
      ],
    ])
  })

  it("leave out both pages of a route the feature plans twice, and the check names both sources", () => {
    const { createPage, createNode, args } = helpers()
    createPlannedPages("docs", [page("/docs/a", templateOf("doc-page"), "a.mdx"), page("/docs/a", templateOf("doc-page"), "b.mdx")], args)
    expect(createPage).not.toHaveBeenCalled()
    expect(duplicateRouteProblems(createNode.mock.calls[0][0].routes)).toEqual([{ file: "a.mdx", message: "creates the route /docs/a, as b.mdx does" }])
  })

  it("are read back from every feature's plan, and a route two features (or src/pages) claim is a problem", () => {
    const plans = [
      {
        plan: "docs",
        internal: { type: "DocsPagePlan" },
        routes: [{ path: "/docs/a", source: "a.mdx" }],
        files: [],
        problems: [{ file: "a.mdx", message: "m" }],
      },
      { plan: "other", internal: { type: "Mdx" }, routes: [{ path: "/x", source: "not a plan" }], files: ["/no"], problems: [] },
      { plan: "apiReference", internal: { type: "ApiReferencePagePlan" }, routes: [], files: ["/openapi.yaml"], problems: [] },
      {
        plan: "blog",
        internal: { type: "BlogPagePlan" },
        files: [],
        problems: [],
        routes: [
          { path: "/blog", source: "blog list" },
          { path: "/docs/a", source: "blog post" },
          { path: "/404", source: "blog tag" },
        ],
      },
    ]
    const { routes, files, problems } = plannedSite(() => plans as unknown as Node[])
    expect(routes.map((route) => route.source)).toEqual(["blog list", "blog post", "blog tag", "a.mdx"])
    expect([files, problems]).toEqual([["/openapi.yaml"], [{ file: "a.mdx", message: "m" }]])
    expect(duplicateRouteProblems(routes)).toEqual([
      { file: "src/pages/404.tsx", message: "creates the route /404, as blog tag does" },
      { file: "blog post", message: "creates the route /docs/a, as a.mdx does" },
    ])
  })
})
