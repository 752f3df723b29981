import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../../src/components/Layout/Layout"
import { DocLayout } from "../components/DocLayout/DocLayout"
import { DocCardList } from "../components/DocCardList/DocCardList"
import { Seo } from "../../../src/components/Seo/Seo"
import type { DocsRootContext as Context } from "../../../src/lib/page-context"
import { ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import type { SidebarViewItem } from "../lib/sidebar"

/** /docs: the documentation root, a card per section and one for the API reference. */
export default function DocsRoot({ data, pageContext }: PageProps<Queries.DocsRootQuery, Context>): JSX.Element {
  const sidebar = data.sidebar as unknown as SidebarViewItem[]
  return (
    <Layout path={ROUTES.docsRoot} wide sidebar={{ name: "tutorial", items: sidebar }}>
      <DocLayout sidebar={sidebar} sidebarName="tutorial" activeHref={ROUTES.docsRoot}>
        <h1>{t("docs.rootTitle")}</h1>
        <p>{t("docs.rootIntro")}</p>
        <DocCardList items={pageContext.cards} />
      </DocLayout>
    </Layout>
  )
}

export const Head: HeadFC<object, DocsRootContext> = ({ pageContext }) => (
  <Seo title={t("docs.rootTitle")} description={t("docs.rootIntro")} path={ROUTES.docsRoot} preview={pageContext.preview} />
)

export const query = graphql`
  query DocsRoot {
    sidebar: docsSidebarView(name: "tutorial")
  }
`
