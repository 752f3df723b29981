import type { PagePreview } from "../../../src/lib/page-context"
import React from "react"
import { Link, type HeadFC, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout/BlogLayout"
import { Seo } from "../../../src/components/Seo/Seo"
import { FeedLinks } from "../components/BlogLayout/FeedLinks"
import type { BlogTagsContext as Context } from "../../../src/lib/page-context"
import { pluralRu } from "../../../src/lib/russian"
import { ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import * as styles from "./blog.module.css"

/** /blog/tags: every tag with its number of posts. */
export default function BlogTags({ pageContext }: PageProps<object, Context>): JSX.Element {
  return (
    <BlogLayout path={ROUTES.blogTags} allPosts={pageContext.allPosts}>
      <h1>{t("blog.tags")}</h1>
      <ul className={styles.tagList}>
        {pageContext.tags.map((tag) => (
          <li key={tag.key}>
            <Link to={tag.route} className={styles.tagLink}>
              {tag.label}
              <span className={styles.count}>
                {t(pluralRu(tag.count, ["blog.postCountOne", "blog.postCountFew", "blog.postCountMany"]), { count: tag.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  )
}

export const Head: HeadFC<object, { preview: PagePreview }> = ({ pageContext }) => (
  <Seo title={t("blog.tags")} description={t("blog.description")} preview={pageContext.preview} path={ROUTES.blogTags}>
    <FeedLinks />
  </Seo>
)
