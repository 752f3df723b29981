import React, { useRef } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout/BlogLayout"
import { PostMeta } from "../components/BlogLayout/PostMeta"
import { DocPaginator } from "../../../src/components/DocPaginator/DocPaginator"
import { proseComponents } from "../../../src/components/Mdx/ProseComponents"
import { MdxBody } from "../../../src/components/Mdx/MdxBody"
import { Seo } from "../../../src/components/Seo/Seo"
import { PageActions } from "../../../src/components/PageActions/PageActions"
import { FeedLinks } from "../components/BlogLayout/FeedLinks"
import { LastUpdated } from "../../../src/components/LastUpdated/LastUpdated"
import { useSearchHighlight } from "../../search/components/Search/useSearchHighlight"
import type { BlogPostLink } from "../../../src/lib/page-context"
import type { BlogPostContext as Context } from "../../../src/lib/page-context"
import { t } from "../../../src/config/strings"
import * as styles from "../../../src/components/Article/Article.module.css"

const asNav = (post: BlogPostLink | null) => (post ? { label: post.title, href: post.route } : null)

/** One release note: title, date, reading time, tags, text, and links to the newer and older post. */
export default function BlogPost({ data, pageContext, location }: PageProps<Queries.BlogPostQuery, Context>): JSX.Element {
  const post = data.mdx
  const body = useRef<HTMLDivElement>(null)
  useSearchHighlight(body, location.search)
  if (!post) throw new Error(`No blog post for id ${pageContext.id}`)
  return (
    <BlogLayout path={post.fields.route} allPosts={pageContext.allPosts}>
      <article>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{post.frontmatter.title}</h1>
          <PageActions route={post.fields.route} />
        </div>
        <PostMeta date={post.frontmatter.date ?? ""} readingTime={post.fields.readingTime ?? 1} tags={post.frontmatter.tags ?? []} />
        <div className={styles.body} ref={body}>
          <MdxBody tree={post.bodyTree} components={proseComponents} />
        </div>
        <LastUpdated date={pageContext.lastUpdated} />
      </article>
      <DocPaginator
        label={t("blog.postNavigation")}
        prev={asNav(pageContext.newer)}
        next={asNav(pageContext.older)}
        prevText={t("blog.newerPost")}
        nextText={t("blog.olderPost")}
      />
    </BlogLayout>
  )
}

export const Head: HeadFC<Queries.BlogPostQuery, Context> = ({ data, pageContext }) => {
  const post = data.mdx
  const route = post?.fields.route ?? "/blog"
  return (
    <Seo
      title={post?.frontmatter.title}
      description={post?.frontmatter.description ?? undefined}
      path={route}
      markdown
      structured={{
        kind: "post",
        title: post?.frontmatter.title ?? "",
        description: post?.frontmatter.description ?? null,
        path: route,
        trail: [],
        dateModified: pageContext.lastUpdated,
        datePublished: post?.frontmatter.date ?? null,
      }}
      preview={pageContext.preview}
    >
      <FeedLinks />
      <meta property="article:published_time" content={post?.frontmatter.date ?? ""} />
      {pageContext.lastUpdated && <meta property="article:modified_time" content={pageContext.lastUpdated} />}
    </Seo>
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        date(formatString: "YYYY-MM-DD")
        tags
      }
      fields {
        route
        readingTime
      }
      bodyTree
    }
  }
`
