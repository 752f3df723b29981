import React from "react"
import { t } from "../../../../src/config/strings"
import { ROUTES } from "../../../../src/config/site"

/** <link rel="alternate"> tags so readers' feed tools find the RSS and Atom feeds from any blog page. */
export function FeedLinks(): JSX.Element {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${t("blog.title")} (RSS)`} href={ROUTES.blogRss} />
      <link rel="alternate" type="application/atom+xml" title={`${t("blog.title")} (Atom)`} href={ROUTES.blogAtom} />
    </>
  )
}
