/** Russian text helpers the whole site uses: word counts and reading time, dates, plural forms. */

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

/** The Russian plural form for `n` among [one, few, many]: pluralRu(5, ['запись', 'записи', 'записей']) is 'записей'. */
export function pluralRu<T>(n: number, forms: readonly [T, T, T]): T {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return forms[0]
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1]
  return forms[2]
}
