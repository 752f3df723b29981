/** Build step: the blog's RSS and Atom feeds, from the posts in the data layer. */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { ROUTES, SITE } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import { atomFeed, rssFeed, type FeedItem } from "./feed"
import { blogPostsOf } from "./blog-pages"
import { queryContent, type Graphql } from "../../../src/node/content"

const FEEDS = { rss: ROUTES.blogRss, atom: ROUTES.blogAtom } as const

/** Writes both feeds into `publicDir`, every post newest first. */
export async function writeFeeds(graphql: Graphql, reporter: Reporter, publicDir: string): Promise<void> {
  const nodes = await queryContent(graphql, reporter)
  if (!nodes) return
  const posts: FeedItem[] = blogPostsOf(nodes).map((post) => ({ title: post.title, url: `${SITE.url}${post.route}`, date: post.date, excerpt: post.excerpt }))
  const info = (feedUrl: string) => ({
    title: `${SITE.title}: ${t("blog.title")}`,
    description: t("blog.description"),
    siteUrl: `${SITE.url}/blog`,
    feedUrl: `${SITE.url}${feedUrl}`,
    language: SITE.defaultLocale,
  })
  fs.mkdirSync(path.join(publicDir, "blog"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, FEEDS.rss), rssFeed(info(FEEDS.rss), posts))
  fs.writeFileSync(path.join(publicDir, FEEDS.atom), atomFeed(info(FEEDS.atom), posts))
}
