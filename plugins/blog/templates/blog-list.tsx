import React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout/BlogLayout"
import { PostMeta } from "../components/BlogLayout/PostMeta"
import { Seo } from "../../../src/components/Seo/Seo"
import { FeedLinks } from "../components/BlogLayout/FeedLinks"
import type { BlogListContext as Context } from "../../../src/lib/page-context"
import { pagePath } from "../lib/paginate"
import { listTitle, tagRouteOf } from "../lib/blog"
import { ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import * as styles from "./blog.module.css"

const titleOf = listTitle

const pathOf = ({ tag, pageNumber }: Context): string => pagePath(tag ? tagRouteOf(tag.key) : ROUTES.blog, pageNumber)

/** /blog, /blog/page/N and every tag page: posts newest first with excerpts and a pager. */
export default function BlogList({ data, pageContext }: PageProps<Queries.BlogListQuery, Context>): JSX.Element {
  return (
    <BlogLayout path={pathOf(pageContext)} allPosts={pageContext.allPosts}>
      <h1>{titleOf(pageContext)}</h1>
      {pageContext.tag && (
        <p>
          <Link to={ROUTES.blogTags}>{t("blog.allTags")}</Link>
        </p>
      )}
      {data.allMdx.nodes.map((post) => (
        <article key={post.id} className={styles.item}>
          <h2 className={styles.itemTitle}>
            <Link to={post.fields.route}>{post.frontmatter.title}</Link>
          </h2>
          <PostMeta date={post.frontmatter.date ?? ""} readingTime={post.fields.readingTime ?? 1} tags={post.frontmatter.tags ?? []} />
          <p>{post.fields.excerpt}</p>
          <Link to={post.fields.route} className={styles.readMore} aria-label={`${t("blog.readMore")}: ${post.frontmatter.title}`}>
            {t("blog.readMore")}
          </Link>
        </article>
      ))}
      <nav className={styles.pager} aria-label={t("blog.pagination")}>
        {pageContext.newerPath ? (
          <Link to={pageContext.newerPath} className={styles.pagerLink} rel="prev">
            « {t("blog.newer")}
          </Link>
        ) : (
          <span />
        )}
        {pageContext.olderPath ? (
          <Link to={pageContext.olderPath} className={styles.pagerLink} rel="next">
            {t("blog.older")} »
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </BlogLayout>
  )
}

export const Head: HeadFC<Queries.BlogListQuery, Context> = ({ pageContext }) => (
  <Seo title={titleOf(pageContext)} description={t("blog.description")} path={pathOf(pageContext)} preview={pageContext.preview}>
    <FeedLinks />
  </Seo>
)

export const query = graphql`
  query BlogList($ids: [String!]!) {
    allMdx(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { frontmatter: { slug: DESC } }]) {
      nodes {
        id
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
          tags
        }
        fields {
          route
          readingTime
          excerpt
        }
      }
    }
  }
`
