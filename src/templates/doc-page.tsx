import React, { useRef } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { Layout } from "../components/Layout/Layout"
import { DocLayout } from "../components/DocLayout/DocLayout"
import { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs"
import { DocPaginator } from "../components/DocPaginator/DocPaginator"
import { DocCardsProvider } from "../components/DocCardList/DocCardList"
import { ApiProvider, type RenderedOperation } from "../components/ApiOperation/ApiContext"
import { mdxComponents } from "../components/Mdx/MdxComponents"
import { Seo } from "../components/Seo/Seo"
import { useSearchHighlight } from "../hooks/useSearchHighlight"
import { TocCollapsible } from "../components/Toc/Toc"
import type { DocPageContext } from "../lib/page-context"
import { t } from "../config/strings"
import * as styles from "../components/Article/Article.module.css"

type Context = DocPageContext & { api: Record<string, RenderedOperation> }

export default function DocPage({ data, pageContext, children, location }: PageProps<Queries.DocPageQuery, Context>): JSX.Element {
  const doc = data.mdx
  const body = useRef<HTMLDivElement>(null)
  useSearchHighlight(body, location.search)
  if (!doc) throw new Error(`No docs page for id ${pageContext.id}`)
  return (
    <Layout path={doc.fields.route} wide sidebar={{ name: pageContext.sidebarName, items: pageContext.sidebar }}>
      <DocLayout sidebar={pageContext.sidebar} sidebarName={pageContext.sidebarName} activeHref={doc.fields.route} headings={doc.fields.headings}>
        <article>
          <Breadcrumbs crumbs={pageContext.breadcrumbs} current={doc.frontmatter.sidebar_label ?? doc.frontmatter.title} />
          {pageContext.unlisted && (
            <p className={styles.unlisted} role="note">
              {t("docs.unlisted")}
            </p>
          )}
          <h1 className={styles.title}>{doc.frontmatter.title}</h1>
          <TocCollapsible headings={doc.fields.headings} />
          <div className={styles.body} ref={body}>
            <DocCardsProvider value={pageContext.cards}>
              <ApiProvider value={pageContext.api}>
                <MDXProvider components={mdxComponents}>{children}</MDXProvider>
              </ApiProvider>
            </DocCardsProvider>
          </div>
          <DocPaginator label={t("docs.pagination")} prev={pageContext.prev} next={pageContext.next} prevText={t("docs.prev")} nextText={t("docs.next")} />
        </article>
      </DocLayout>
    </Layout>
  )
}

export const Head: HeadFC<Queries.DocPageQuery, Context> = ({ data, pageContext }) => (
  <Seo
    title={data.mdx?.frontmatter.title}
    description={data.mdx?.frontmatter.description ?? undefined}
    path={data.mdx?.fields.route ?? "/docs"}
    noindex={pageContext.unlisted}
  >
    {data.mdx?.frontmatter.keywords && <meta name="keywords" content={data.mdx.frontmatter.keywords.join(", ")} />}
  </Seo>
)

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        sidebar_label
        keywords
      }
      fields {
        route
        headings {
          depth
          value
          id
        }
      }
    }
  }
`
