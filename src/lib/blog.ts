/** Pure helpers for blog posts: ordering, reading time, Russian dates, archive groups. */

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

/** Words of a text, counting Cyrillic and Latin words and numbers. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0
}

/** Whole minutes to read `text` at `wordsPerMinute`, at least 1. */
export function readingMinutes(text: string, wordsPerMinute: number): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute))
}

const RU_DATE = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
const RU_MONTH = new Intl.DateTimeFormat("ru-RU", { month: "long", timeZone: "UTC" })

/** `2025-01-16` -> `16 января 2025 г.` */
export function formatDateRu(isoDate: string): string {
  return RU_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** Month name in the nominative with a capital: `2025-01-16` -> `Январь`. */
export function monthNameRu(isoDate: string): string {
  const name = RU_MONTH.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
  return name.charAt(0).toUpperCase() + name.slice(1)
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

/** The Russian plural form for `n` among [one, few, many]: pluralRu(5, ['запись', 'записи', 'записей']) is 'записей'. */
export function pluralRu<T>(n: number, forms: readonly [T, T, T]): T {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return forms[0]
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1]
  return forms[2]
}
