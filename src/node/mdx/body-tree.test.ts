import type { NodePluginArgs } from "gatsby"
import { createResolvers } from "../schema"
import { filesListedOnce } from "./body-tree"

// gatsby-plugin-mdx loads the MDX toolchain with import(), which Jest runs only as require (test/esm-transform.js).
jest.mock("gatsby-plugin-mdx/dist/cache-helpers", () => ({
  ...jest.requireActual("gatsby-plugin-mdx/dist/cache-helpers"),
  cachedImport: async (name: string) => require(name),
}))

/** What gatsby-plugin-mdx and gatsby-remark-images ask of the node store while pages compile to body trees. */
describe("the File nodes a page's compile reads", () => {
  const FILES = [
    { id: "file-1", absolutePath: "/site/content/docs/a.mdx" },
    { id: "file-2", absolutePath: "/site/content/docs/b.mdx" },
  ]

  /** `pages` compiled as `gatsby build` (or develop) compiles them, through gatsby-plugin-mdx with a remark plugin reading `files` as gatsby-remark-images does. */
  async function compile(pages: number, build: boolean): Promise<{ fileLists: number; seen: number[] }> {
    let fileLists = 0
    const seen: number[] = []
    const getNodesByType = ((type: string) => {
      if (type === "File") fileLists += 1
      return type === "File" ? [...FILES] : []
    }) as unknown as NodePluginArgs["getNodesByType"]
    const plugin = {
      name: "gatsby-plugin-mdx",
      pluginOptions: {
        extensions: [".mdx"],
        gatsbyRemarkPlugins: [{ module: ({ files }: { files: unknown[] }) => void seen.push(files.length), pluginOptions: {} }],
        mdxOptions: { remarkPlugins: [], rehypePlugins: [] },
      },
    }
    // Through the site's resolver (schema.ts), as Gatsby's page queries call it.
    const args = {
      getNode: ((id: string) => FILES.find((file) => file.id === id)) as unknown as NodePluginArgs["getNode"],
      getNodesByType,
      getCache: (() => ({ get: async () => undefined, set: async () => undefined })) as unknown as NodePluginArgs["getCache"],
      pathPrefix: "",
      reporter: {
        panicOnBuild: (error: unknown) => {
          throw error
        },
      } as unknown as NodePluginArgs["reporter"],
      store: { getState: () => ({ flattenedPlugins: [plugin], config: {} }) } as unknown as NodePluginArgs["store"],
    }
    let resolvers: { Mdx: { bodyTree: { resolve: (source: unknown) => Promise<unknown[]> } } } | undefined
    const command = process.env.gatsby_executing_command
    process.env.gatsby_executing_command = build ? "build" : "develop"
    try {
      createResolvers!({ ...args, createResolvers: (given: typeof resolvers) => (resolvers = given) } as never, { plugins: [] }, () => undefined)
      for (let page = 0; page < pages; page += 1) {
        const tree = await resolvers!.Mdx.bodyTree.resolve({ body: `Страница ${page}.`, parent: "file-1", fields: { kind: "doc" } })
        expect(tree.length).toBeGreaterThan(0)
      }
    } finally {
      process.env.gatsby_executing_command = command
    }
    return { fileLists, seen }
  }

  it("lists the site's files once per build, not once per page, and gives every page all of them", async () => {
    const { fileLists, seen } = await compile(5, true)
    expect(seen).toEqual([2, 2, 2, 2, 2])
    expect(fileLists).toBe(1)
  })

  it("lists them anew at every compile under develop, where files come and go", async () => {
    const { fileLists, seen } = await compile(3, false)
    expect(seen).toEqual([2, 2, 2])
    expect(fileLists).toBe(3)
  })

  it("passes every other type through to the node store", () => {
    const asked: string[] = []
    const nodesByType = filesListedOnce(((type: string) => (asked.push(type), [])) as NodePluginArgs["getNodesByType"], true)
    nodesByType("Mdx")
    nodesByType("Mdx")
    expect(asked).toEqual(["Mdx", "Mdx"])
  })
})
