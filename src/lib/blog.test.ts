import { countTags, countWords, formatDateRu, groupByMonth, groupByYear, monthNameRu, pluralRu, readingMinutes, sortNewestFirst } from "./blog"

describe("blog helpers", () => {
  it("formats dates in Russian", () => {
    expect(formatDateRu("2025-01-16")).toBe("16 января 2025 г.")
    expect(formatDateRu("2025-10-09T00:00:00.000Z")).toBe("9 октября 2025 г.")
    expect(monthNameRu("2025-08-28")).toBe("Август")
  })

  it("counts Cyrillic and Latin words and rounds reading time up", () => {
    expect(countWords("Подключите канал WhatsApp за 5 минут — это просто.")).toBe(8)
    expect(readingMinutes("", 200)).toBe(1)
    expect(readingMinutes("слово ".repeat(201), 200)).toBe(2)
  })

  it("orders newest first and groups by year and month", () => {
    const posts = sortNewestFirst([
      { slug: "16-01-25", date: "2025-01-16" },
      { slug: "09-10-25", date: "2025-10-09" },
      { slug: "20-12-24", date: "2024-12-20" },
      { slug: "05-01-25", date: "2025-01-05" },
    ])
    expect(posts.map((post) => post.slug)).toEqual(["09-10-25", "16-01-25", "05-01-25", "20-12-24"])
    expect(groupByYear(posts).map((group) => [group.year, group.posts.length])).toEqual([
      ["2025", 3],
      ["2024", 1],
    ])
    expect(groupByMonth(posts.slice(0, 3)).map((group) => group.month)).toEqual(["Октябрь", "Январь"])
  })

  it("counts tags", () => {
    expect([...countTags([{ tags: ["a", "b"] }, { tags: ["a"] }])]).toEqual([
      ["a", 2],
      ["b", 1],
    ])
  })

  it("chooses Russian plural forms", () => {
    const forms = ["запись", "записи", "записей"] as const
    expect([1, 2, 5, 11, 17, 21, 22, 112].map((n) => pluralRu(n, forms))).toEqual([
      "запись",
      "записи",
      "записей",
      "записей",
      "записей",
      "запись",
      "записи",
      "записей",
    ])
  })
})
