import { countWords, formatDateRu, monthNameRu, pluralRu, readingMinutes } from "./russian"

describe("Russian text helpers", () => {
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
