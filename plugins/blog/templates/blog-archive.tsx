import type { PagePreview } from "../../../src/lib/page-context"
import React from "react"
import { Link, type HeadFC, type PageProps } from "gatsby"
import { BlogLayout } from "../components/BlogLayout/BlogLayout"
import { Seo } from "../../../src/components/Seo/Seo"
import { FeedLinks } from "../components/BlogLayout/FeedLinks"
import type { BlogArchiveContext } from "../../../src/lib/page-context"
import { formatDateRu } from "../../../src/lib/russian"
import { groupByMonth, groupByYear } from "../lib/blog"
import { ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import * as styles from "./blog.module.css"

/** /blog/archive: every post by year and month. */
export default function BlogArchive({ pageContext }: PageProps<object, BlogArchiveContext>): JSX.Element {
  return (
    <BlogLayout path={ROUTES.blogArchive} allPosts={pageContext.allPosts}>
      <h1>{t("blog.archiveTitle")}</h1>
      {groupByYear(pageContext.allPosts).map((year) => (
        <section key={year.year} className={styles.archiveYear}>
          <h2>{year.year}</h2>
          {groupByMonth(year.posts).map((month) => (
            <div key={month.month}>
              <h3>{month.month}</h3>
              <ul className={styles.archiveList}>
                {month.posts.map((post) => (
                  <li key={post.route}>
                    <time className={styles.archiveDate} dateTime={post.date}>
                      {formatDateRu(post.date)}
                    </time>
                    <Link to={post.route}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </BlogLayout>
  )
}

export const Head: HeadFC<object, { preview: PagePreview }> = ({ pageContext }) => (
  <Seo title={t("blog.archiveTitle")} description={t("blog.description")} preview={pageContext.preview} path={ROUTES.blogArchive}>
    <FeedLinks />
  </Seo>
)
