import React, { useRef } from "react"
import { Layout } from "../../../../src/components/Layout/Layout"
import { DocLayout } from "../DocLayout/DocLayout"
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs"
import { DocPaginator } from "../../../../src/components/DocPaginator/DocPaginator"
import { DocCardsProvider } from "../DocCardList/DocCardList"
import { TocCollapsible } from "../../../../src/components/Toc/Toc"
import { Seo } from "../../../../src/components/Seo/Seo"
import { MdxBody } from "../../../../src/components/Mdx/MdxBody"
import { PageActions } from "../../../../src/components/PageActions/PageActions"
import { PageFeedback } from "../PageFeedback/PageFeedback"
import { LastUpdated } from "../../../../src/components/LastUpdated/LastUpdated"
import { useSearchHighlight } from "../../../search/components/Search/useSearchHighlight"
import type { DocPageContext } from "../../../../src/lib/page-context"
import type { SidebarViewItem } from "../../lib/sidebar"
import { t } from "../../../../src/config/strings"
import * as styles from "../../../../src/components/Article/Article.module.css"

/** What docs and API page templates query about their page. */
export interface DocData {
  frontmatter: { title: string; description: string | null; sidebar_label: string | null; keywords: readonly string[] | null }
  fields: { route: string; headings: ReadonlyArray<{ depth: number; value: string; id: string }> }
  /** The MDX body (src/lib/mdx-body.ts). */
  bodyTree: unknown
}

interface DocArticleProps {
  doc: DocData
  /** The page's sidebar view, from its query (`docsSidebarView`). */
  sidebar: unknown
  context: DocPageContext
  search: string
  /** The components the body's elements and component names map to. */
  components: React.ComponentProps<typeof MdxBody>["components"]
}

/** A docs or API article in the docs layout: breadcrumbs, title, contents, body, prev/next. */
export function DocArticle({ doc, sidebar: view, context, search, components }: DocArticleProps): JSX.Element {
  const body = useRef<HTMLDivElement>(null)
  useSearchHighlight(body, search)
  const sidebar = view as SidebarViewItem[]
  return (
    <Layout path={doc.fields.route} wide sidebar={{ name: context.sidebarName, items: sidebar }}>
      <DocLayout sidebar={sidebar} sidebarName={context.sidebarName} activeHref={doc.fields.route} headings={doc.fields.headings}>
        <article>
          <Breadcrumbs crumbs={context.breadcrumbs} current={doc.frontmatter.sidebar_label ?? doc.frontmatter.title} />
          {context.unlisted && (
            <p className={styles.unlisted} role="note">
              {t("docs.unlisted")}
            </p>
          )}
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{doc.frontmatter.title}</h1>
            {!context.unlisted && <PageActions route={doc.fields.route} />}
          </div>
          <TocCollapsible headings={doc.fields.headings} />
          <div className={styles.body} ref={body}>
            <DocCardsProvider value={context.cards}>
              <MdxBody tree={doc.bodyTree} components={components} />
            </DocCardsProvider>
          </div>
          <LastUpdated date={context.lastUpdated} />
          <PageFeedback path={doc.fields.route} />
          <DocPaginator label={t("docs.pagination")} prev={context.prev} next={context.next} prevText={t("docs.prev")} nextText={t("docs.next")} />
        </article>
      </DocLayout>
    </Layout>
  )
}

/** Head tags of a docs or API article. */
export function DocHead({ doc, context }: { doc: DocData | null | undefined; context: DocPageContext }): JSX.Element {
  const route = doc?.fields.route ?? "/docs"
  const title = doc?.frontmatter.title ?? ""
  // The breadcrumbs as the page shows them: home, the categories, the page.
  const trail = [
    { name: t("docs.breadcrumbsHome"), path: "/" },
    ...context.breadcrumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })),
    { name: doc?.frontmatter.sidebar_label ?? title, path: route },
  ]
  return (
    <Seo
      title={doc?.frontmatter.title}
      description={doc?.frontmatter.description ?? undefined}
      path={route}
      noindex={context.unlisted}
      markdown={!context.unlisted}
      structured={{
        kind: "article",
        title,
        description: doc?.frontmatter.description ?? null,
        path: route,
        trail,
        dateModified: context.lastUpdated,
      }}
      preview={context.preview}
    >
      {doc?.frontmatter.keywords && <meta name="keywords" content={doc.frontmatter.keywords.join(", ")} />}
    </Seo>
  )
}
