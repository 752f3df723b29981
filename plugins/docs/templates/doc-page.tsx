import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { DocArticle, DocHead } from "../components/DocArticle/DocArticle"
import { mdxComponents } from "../../../src/components/Mdx/MdxComponents"
import type { DocPageContext } from "../../../src/lib/page-context"

/** A page of the tutorial docs. */
export default function DocPage({ data, pageContext, location }: PageProps<Queries.DocPageQuery, DocPageContext>): JSX.Element {
  if (!data.mdx) throw new Error(`No docs page for id ${pageContext.id}`)
  return <DocArticle doc={data.mdx} sidebar={data.sidebar} context={pageContext} search={location.search} components={mdxComponents} />
}

export const Head: HeadFC<Queries.DocPageQuery, DocPageContext> = ({ data, pageContext }) => <DocHead doc={data.mdx} context={pageContext} />

export const query = graphql`
  query DocPage($id: String!, $docId: String, $sidebarName: String!) {
    mdx(id: { eq: $id }) {
      ...DocArticleFields
    }
    sidebar: docsSidebarView(name: $sidebarName, docId: $docId)
  }

  fragment DocArticleFields on Mdx {
    frontmatter {
      title
      description
      sidebar_label
      keywords
    }
    bodyTree
    fields {
      route
      headings {
        depth
        value
        id
      }
    }
  }
`
