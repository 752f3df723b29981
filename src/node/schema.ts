import type { GatsbyNode } from "gatsby"
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
      questions: [String!]
      questions_en: [String!]
      detail_questions: [String!]
      date: Date @dateformat
      slug: String
      tags: [String!]
      authors: [String!]
      "When the content last changed, in place of its git history's date (YYYY-MM-DD)."
      last_updated: Date @dateformat
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
      "The body as Markdown for its twin, made while sourcing (plugins/assistants/node/markdown-twin.ts); null: made by the twins step."
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
 * `Mdx.bodyTree`: the page's body as data for its template (src/node/mdx/body-tree.ts). The docs feature adds
 * `docsSidebarView` (plugins/docs).
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
  })
}
