import fs from "node:fs"
import path from "node:path"
import { ROUTES, SITE } from "../config/site"
import { t } from "../config/strings"
import { atomFeed, rssFeed, type FeedItem } from "../lib/feeds"

const FEEDS = { rss: ROUTES.blogRss, atom: ROUTES.blogAtom } as const

let posts: FeedItem[] = []

/** Called by page creation with every post, newest first. */
export function setFeedItems(items: FeedItem[]): void {
  posts = items
}

export function writeFeeds(publicDir: string): void {
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
