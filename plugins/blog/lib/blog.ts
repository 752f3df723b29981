/** Pure helpers for blog posts: ordering, archive groups, tag routes, list titles. */
import { t } from "../../../src/config/strings"
import { monthNameRu } from "../../../src/lib/russian"

export interface PostSummary {
  slug: string
  route: string
  title: string
  date: string
  tags: string[]
}

/** Newest first; posts of the same day by slug for a stable order. */
export function sortNewestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug))
}

/** Runs of consecutive posts with the same label, in the given order. */
function groupRuns<T>(posts: readonly T[], labelOf: (post: T) => string): Array<{ label: string; posts: T[] }> {
  const groups: Array<{ label: string; posts: T[] }> = []
  for (const post of posts) {
    const label = labelOf(post)
    const last = groups[groups.length - 1]
    if (last?.label === label) last.posts.push(post)
    else groups.push({ label, posts: [post] })
  }
  return groups
}

export interface YearGroup<T> {
  year: string
  posts: T[]
}

/** Posts grouped by year, newest year first, keeping the given order inside a year. */
export function groupByYear<T extends { date: string }>(posts: readonly T[]): YearGroup<T>[] {
  return groupRuns(posts, (post) => post.date.slice(0, 4)).map((group) => ({ year: group.label, posts: group.posts }))
}

export interface MonthGroup<T> {
  month: string
  posts: T[]
}

/** Posts of one year grouped by month, in the given order. */
export function groupByMonth<T extends { date: string }>(posts: readonly T[]): MonthGroup<T>[] {
  return groupRuns(posts, (post) => monthNameRu(post.date)).map((group) => ({ month: group.label, posts: group.posts }))
}

/** Count of posts per tag key, in first-seen order. */
export function countTags(posts: ReadonlyArray<{ tags: readonly string[] }>): Map<string, number> {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return counts
}

/** Route of a tag page. */
export function tagRouteOf(tag: string): string {
  return `/blog/tags/${tag}`
}

/** The title of a page of the post list, of all posts or of one tag: «Что нового», «Записи с тегом «…», страница 2». */
export function listTitle({ tag, pageNumber }: { tag: { label: string } | null; pageNumber: number }): string {
  const base = tag ? t("blog.tagTitle", { tag: tag.label }) : t("blog.title")
  return pageNumber > 1 ? `${base}, ${t("blog.page", { page: pageNumber })}` : base
}
