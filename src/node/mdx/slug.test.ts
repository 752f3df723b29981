import { createSlugger, slugify } from "./slug"

describe("heading ids", () => {
  it("keeps Cyrillic readable", () => {
    expect(slugify("Статусы шаблона")).toBe("статусы-шаблона")
    expect(slugify("Шаг 1. Укажите данные шаблона")).toBe("шаг-1-укажите-данные-шаблона")
    expect(slugify("Что такое «каскад»?")).toBe("что-такое-каскад")
    expect(slugify("X-API-KEY и callback_url")).toBe("x-api-key-и-callback_url")
    expect(slugify("Ёлка")).toBe("ёлка")
  })

  it("makes repeated headings unique", () => {
    const slug = createSlugger()
    expect([slug("Пример"), slug("Пример"), slug("Пример")]).toEqual(["пример", "пример-1", "пример-2"])
  })
})
