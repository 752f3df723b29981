/** RSS 2.0 and Atom 1.0 feeds of the blog (pure string building). */

export interface FeedItem {
  title: string
  url: string
  date: string
  excerpt: string
}

export interface FeedInfo {
  title: string
  description: string
  siteUrl: string
  feedUrl: string
  language: string
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;")
}

const rfc822 = (isoDate: string): string => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString()
const rfc3339 = (isoDate: string): string => `${isoDate.slice(0, 10)}T00:00:00Z`

export function rssFeed(info: FeedInfo, items: readonly FeedItem[]): string {
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <description>${escapeXml(item.excerpt)}</description>
    </item>`,
    )
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(info.title)}</title>
    <link>${escapeXml(info.siteUrl)}</link>
    <description>${escapeXml(info.description)}</description>
    <language>${escapeXml(info.language)}</language>
    <atom:link href="${escapeXml(info.feedUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`
}

export function atomFeed(info: FeedInfo, items: readonly FeedItem[]): string {
  const updated = items[0] ? rfc3339(items[0].date) : "1970-01-01T00:00:00Z"
  const entries = items
    .map(
      (item) => `  <entry>
    <title>${escapeXml(item.title)}</title>
    <link href="${escapeXml(item.url)}"/>
    <id>${escapeXml(item.url)}</id>
    <updated>${rfc3339(item.date)}</updated>
    <summary>${escapeXml(item.excerpt)}</summary>
  </entry>`,
    )
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">
  <title>${escapeXml(info.title)}</title>
  <subtitle>${escapeXml(info.description)}</subtitle>
  <link href="${escapeXml(info.siteUrl)}"/>
  <link href="${escapeXml(info.feedUrl)}" rel="self"/>
  <id>${escapeXml(info.siteUrl)}</id>
  <updated>${updated}</updated>
${entries}
</feed>
`
}
