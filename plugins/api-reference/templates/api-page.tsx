import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { DocArticle, DocHead } from "../../docs/components/DocArticle/DocArticle"
import { ApiErrorsProvider, ApiProvider } from "../components/ApiOperation/ApiContext"
import { apiMdxComponents } from "../../../src/components/Mdx/ApiMdxComponents"
import type { DocPageContext } from "../../../src/lib/page-context"

/** A page of the HTTP API reference: prose around operations rendered from openapi.yaml at build time. */
export default function ApiPage({ data, pageContext, location }: PageProps<Queries.ApiPageQuery, DocPageContext>): JSX.Element {
  if (!data.mdx) throw new Error(`No API page for id ${pageContext.id}`)
  return (
    <ApiProvider value={pageContext.api}>
      <ApiErrorsProvider value={pageContext.apiErrors}>
        <DocArticle doc={data.mdx} sidebar={data.sidebar} context={pageContext} search={location.search} components={apiMdxComponents} />
      </ApiErrorsProvider>
    </ApiProvider>
  )
}

export const Head: HeadFC<Queries.ApiPageQuery, DocPageContext> = ({ data, pageContext }) => <DocHead doc={data.mdx} context={pageContext} />

export const query = graphql`
  query ApiPage($id: String!, $docId: String, $sidebarName: String!) {
    mdx(id: { eq: $id }) {
      ...DocArticleFields
    }
    sidebar: docsSidebarView(name: $sidebarName, docId: $docId)
  }
`
