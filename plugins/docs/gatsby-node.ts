/**
 * The docs: the pages of content/docs (the API pages among them, with the API reference's template), the
 * /docs root, and the tutorial and API sidebars: one DocsSidebar node each, which every page's query views
 * through `docsSidebarView` (the top level and the categories on its path), the closed categories' items
 * published as files.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import type { SidebarName } from "../../src/lib/routes"
import { queryContent } from "../../src/node/content"
import { createPlannedPages } from "../../src/node/pages"
import type { ContentProblem } from "../../src/node/content-problems"
import { keptRenderedOperations, loadErrorRegister } from "../api-reference/exports"
import { SIDEBAR_FILES, sidebarView, type CategoryMeta, type SidebarItem } from "./lib/sidebar"
import { readCategories } from "./node/categories"
import { docsPages } from "./node/docs-pages"

/** The categories of content/docs, or none and the problem that stopped reading them. */
function categoriesOrProblem(): { categories: Record<string, CategoryMeta>; problems: ContentProblem[] } {
  try {
    return { categories: readCategories(), problems: [] }
  } catch (error) {
    return { categories: {}, problems: [{ file: "content/docs", message: (error as Error).message }] }
  }
}

/** The operations and errors register of openapi.yaml; none when the document cannot be read (the API reference reports why). */
function apiOrNone() {
  try {
    return { operations: keptRenderedOperations(), register: loadErrorRegister() }
  } catch {
    return { operations: new Map(), register: [] }
  }
}

/** Publishes the closed categories' items (public/static/sidebar/<digest>.json), replacing the last build's. */
function writeSidebarFiles(files: ReadonlyMap<string, string>, publicDir = "public"): void {
  const dir = path.join(publicDir, SIDEBAR_FILES)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const [url, json] of files) fs.writeFileSync(path.join(publicDir, url), json)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "The tutorial and API sidebars, built once per build from the docs (whole: pages carry their own view of them)."
    type DocsSidebar implements Node @dontInfer {
      name: String!
      items: JSON!
      "The file of each category's items (public/static/sidebar/<digest>.json), by category id."
      files: JSON!
    }
  `)
}

/**
 * `docsSidebarView(name, docId)`: a sidebar as the page `docId` shows it (`sidebarView`): the top level and
 * the categories on the page's path, the others closed with the file of their items. Asked for by each docs
 * page's query, so it is part of that page's data, and each page depends on the sidebar's node: a page added
 * or moved updates every page's sidebar, in a build and under develop.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebarView: {
        type: "JSON!",
        args: { name: "String!", docId: "String" },
        resolve: async (
          _source: unknown,
          args: { name: string; docId?: string | null },
          context: { nodeModel: { findOne: (query: unknown) => Promise<{ items: SidebarItem[]; files: Record<string, string> } | null> } },
        ) => {
          const sidebar = await context.nodeModel.findOne({ type: "DocsSidebar", query: { filter: { name: { eq: args.name } } } })
          if (!sidebar) throw new Error(`docsSidebarView: no sidebar named "${args.name}"`)
          return sidebarView(sidebar.items, args.docId ?? null, new Map(Object.entries(sidebar.files)))
        },
      },
    },
  })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, createNodeId, createContentDigest }) => {
  const nodes = await queryContent(graphql, reporter)
  if (!nodes) return
  const categories = categoriesOrProblem()
  const api = apiOrNone()
  const docs = docsPages(nodes, categories.categories, api.operations, api.register)
  for (const [name, items] of Object.entries(docs.sidebars) as Array<[SidebarName, SidebarItem[]]>) {
    const files = docs.sidebarUrls[name]
    actions.createNode({
      id: createNodeId(`docs-sidebar-${name}`),
      name,
      items,
      files,
      internal: { type: "DocsSidebar", contentDigest: createContentDigest({ items, files }) },
    })
  }
  writeSidebarFiles(docs.sidebarFiles)
  createPlannedPages("docs", docs.pages, { actions, createNodeId, createContentDigest }, { problems: [...categories.problems, ...docs.problems] })
}
