import type { GatsbyNode } from "gatsby"
import { sidebarView, type SidebarItem } from "../lib/sidebar"
import { compileBodyTree, filesListedOnce } from "./mdx/body-tree"

/**
 * Explicit types so authors see every field in GraphiQL and optional frontmatter fields exist
 * even when no file sets them.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteSiteMetadata {
      title: String!
      description: String!
      siteUrl: String!
      url: String!
      baseUrl: String!
      favicon: String!
      locales: [String!]!
      defaultLocale: String!
      region: String!
    }

    "The tutorial and API sidebars, built once per build from the docs (whole: pages carry their own view of them)."
    type DocsSidebar implements Node @dontInfer {
      name: String!
      items: JSON!
      "The file of each category's items (public/static/sidebar/<digest>.json), by category id."
      files: JSON!
    }

    type Mdx implements Node {
      body: String!
      "The body as its template renders it: elements with their React props and components by name (src/lib/mdx-body.ts)."
      bodyTree: JSON!
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }

    "Frontmatter of docs, API and blog pages (see CONTRIBUTING.md)."
    type MdxFrontmatter {
      title: String!
      description: String
      sidebar_position: Float
      sidebar_label: String
      unlisted: Boolean
      keywords: [String!]
      date: Date @dateformat
      slug: String
      tags: [String!]
      authors: [String!]
    }

    type MdxHeading {
      depth: Int!
      value: String!
      id: String!
    }

    "A link or image source as written in the file, with its line."
    type MdxSourceRef {
      url: String!
      line: Int!
    }

    type MdxApiRef {
      kind: String!
      id: String!
      line: Int!
    }

    "The text under one heading (null: the text before the first heading), for search."
    type MdxSection {
      heading: MdxHeading
      text: String!
    }

    "Fields the build derives from the file and its syntax tree (read once, src/node/mdx/mdx-tree.ts)."
    type MdxFields {
      kind: String!
      route: String!
      docId: String
      unlisted: Boolean!
      readingTime: Int
      excerpt: String
      headings: [MdxHeading!]!
      links: [MdxSourceRef!]!
      images: [MdxSourceRef!]!
      apiRefs: [MdxApiRef!]!
      sections: [MdxSection!]!
      sourcePath: String!
      "The body as Markdown for its twin, made while sourcing (src/node/mdx/markdown-twin.ts); null: made by the twins step."
      twinDraft: MdxTwinDraft
    }

    "A page's twin body with placeholders for its images' published folders, and the images' sources as written."
    type MdxTwinDraft {
      body: String!
      images: [String!]!
    }
  `)
}

/**
 * `docsSidebarView(name, docId)`: a sidebar as the page `docId` shows it (`sidebarView`): the top level and
 * the categories on the page's path, the others closed with the file of their items. Asked for by each docs
 * page's query, so it is part of that page's data, and each page depends on the sidebar's node: a page added
 * or moved updates every page's sidebar, in a build and under develop. `Mdx.bodyTree`: the page's body as
 * data for its template (src/node/mdx/body-tree.ts).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, getNode, getNodesByType, getCache, pathPrefix, reporter, store }) => {
  const nodesByType = filesListedOnce(getNodesByType)
  createResolvers({
    Mdx: {
      bodyTree: {
        resolve: (source: Parameters<typeof compileBodyTree>[0]) =>
          compileBodyTree(source, { getNode, getNodesByType: nodesByType, getCache, pathPrefix, reporter, store }),
      },
    },
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
