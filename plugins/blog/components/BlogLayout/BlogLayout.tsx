import React from "react"
import { Link } from "gatsby"
import { Layout } from "../../../../src/components/Layout/Layout"
import { groupByYear } from "../../lib/blog"
import type { BlogPostLink } from "../../../../src/lib/page-context"
import { ROUTES } from "../../../../src/config/site"
import { t } from "../../../../src/config/strings"
import * as styles from "./BlogLayout.module.css"

interface BlogLayoutProps {
  path: string
  allPosts: BlogPostLink[]
  children: React.ReactNode
}

/** Blog pages: a sidebar of every post grouped by year beside the content. */
export function BlogLayout({ path, allPosts, children }: BlogLayoutProps): JSX.Element {
  return (
    <Layout path={path} wide>
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <nav aria-label={t("blog.recent")}>
            <p className={styles.sidebarTitle}>{t("blog.recent")}</p>
            {groupByYear(allPosts).map((group) => (
              <div key={group.year} className={styles.year} data-year={group.year}>
                <p className={styles.yearTitle}>{group.year}</p>
                <ul className={styles.list}>
                  {group.posts.map((post) => (
                    <li key={post.route}>
                      <Link
                        to={post.route}
                        className={post.route === path ? `${styles.link} ${styles.active}` : styles.link}
                        aria-current={post.route === path ? "page" : undefined}
                      >
                        {post.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <p className={styles.more}>
              <Link to={ROUTES.blogTags}>{t("blog.allTags")}</Link> · <Link to={ROUTES.blogArchive}>{t("blog.archive")}</Link> ·{" "}
              <a href={ROUTES.blogRss}>{t("blog.rss")}</a>
            </p>
          </nav>
        </aside>
        <div className={styles.main}>{children}</div>
      </div>
    </Layout>
  )
}
