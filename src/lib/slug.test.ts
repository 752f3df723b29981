import { createSlugger, headingsOf, inlineText, slugify } from "./slug"

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

  it("reads headings outside code fences with inline syntax removed", () => {
    const source = ["## Поле `name`", "text", "```bash", "## not a heading", "```", "### [Ссылка](/docs/start) и **жирный**", "# h1 is skipped"].join("\n")
    expect(headingsOf(source)).toEqual([
      { depth: 2, value: "Поле name", id: "поле-name" },
      { depth: 3, value: "Ссылка и жирный", id: "ссылка-и-жирный" },
    ])
  })

  it("strips inline markdown", () => {
    expect(inlineText("`a` *b* [c](/d) \\{e\\}")).toBe("a b c {e}")
  })
})
