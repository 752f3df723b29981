/** The content nodes every build step reads, through one query: frontmatter and the fields on-create-node stores. */
import type { BuildArgs, Reporter } from "gatsby"
import type { ApiRef, Heading, SourceRef, TextSection } from "./mdx/mdx-tree"
import { lastUpdatedOf } from "./page-dates"

export type Graphql = BuildArgs["graphql"]

export interface ContentNode {
  id: string
  internal: { contentFilePath: string }
  frontmatter: {
    title: string
    description: string | null
    sidebar_position: number | null
    sidebar_label: string | null
    keywords: string[] | null
    questions: string[] | null
    questions_en: string[] | null
    detail_questions: string[] | null
    date: string | null
    slug: string | null
    tags: string[] | null
    last_updated: string | null
  }
  /** When the content last changed (YYYY-MM-DD): the frontmatter's last_updated, else git history (page-dates.ts); a post's never before its date. */
  lastUpdated: string | null
  fields: {
    kind: "doc" | "api" | "blog"
    route: string
    docId: string | null
    unlisted: boolean
    excerpt: string | null
    headings: Heading[]
    links: SourceRef[]
    images: SourceRef[]
    apiRefs: ApiRef[]
    sections: TextSection[]
    sourcePath: string
  }
}

// Pages whose frontmatter is invalid have no `kind` (on-create-node reports them) and stay out.
const QUERY = `
  query Content {
    allMdx(filter: { fields: { kind: { ne: null } } }, sort: { fields: { route: ASC } }) {
      nodes {
        id
        internal { contentFilePath }
        frontmatter { title description sidebar_position sidebar_label keywords questions questions_en detail_questions date slug tags last_updated }
        fields {
          kind route docId unlisted excerpt sourcePath
          headings { id value depth }
          links { url line }
          images { url line }
          apiRefs { kind id line }
          sections { heading { id value depth } text }
        }
      }
    }
  }
`

/** Every docs, API and blog node with a route, with its last change, or null (and a failed build) when the query fails. */
export async function queryContent(graphql: Graphql, reporter: Reporter): Promise<ContentNode[] | null> {
  const result = await graphql<{ allMdx: { nodes: ContentNode[] } }>(QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content", result.errors)
    return null
  }
  return result.data.allMdx.nodes.map((node) => ({ ...node, lastUpdated: lastUpdatedOf(node, reporter) }))
}
