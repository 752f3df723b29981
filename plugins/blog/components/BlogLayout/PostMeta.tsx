import React from "react"
import { Link } from "gatsby"
import { formatDateRu } from "../../../../src/lib/russian"
import { tagRouteOf } from "../../lib/blog"
import { BLOG } from "../../../../src/config/site"
import { t } from "../../../../src/config/strings"
import * as styles from "./PostMeta.module.css"

interface PostMetaProps {
  date: string
  readingTime: number
  tags: readonly string[]
}

/** Date in Russian, reading time and tag links of a post. */
export function PostMeta({ date, readingTime, tags }: PostMetaProps): JSX.Element {
  return (
    <div className={styles.meta}>
      <time dateTime={date}>{formatDateRu(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t("blog.readingTime", { minutes: readingTime })}</span>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t("blog.tags")}>
          {tags.map((tag) => (
            <li key={tag}>
              <Link to={tagRouteOf(tag)} className={styles.tag}>
                {BLOG.tags[tag] ?? tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
