import { buildIndexFile } from "./build-index"
import { createEngine, snippetOf } from "./engine"
import { recordsOf } from "./records"

const pages = recordsOf([
  {
    url: "/docs/template", title: "Шаблоны сообщений", description: "Что такое шаблоны.", keywords: ["template"], breadcrumb: ["Документация"], context: "docs",
    sections: [{ heading: { value: "Статусы шаблонов", id: "статусы-шаблонов", depth: 2 }, text: "Шаблон проходит регистрацию в Meta." }],
  },
  {
    url: "/docs/cascades", title: "Каскады", description: "Каскад отправки сообщений.", keywords: [], breadcrumb: ["Документация"], context: "docs",
    sections: [{ heading: null, text: "Укажите имя каскада и время ожидания." }],
  },
  {
    url: "/docs/api", title: "Общая информация об API", description: "Заголовок X-API-KEY и callback_url.", keywords: [], breadcrumb: ["API"], context: "api",
    sections: [{ heading: null, text: "Метод POST /cascade/schedule ставит сообщение в очередь." }],
  },
])

describe("search engine", () => {
  let engine: ReturnType<typeof createEngine>
  beforeAll(async () => {
    engine = createEngine(await buildIndexFile(pages, "ru", "current"))
  })
  const urls = (query: string) => engine.search(query, 8).map((page) => page.url)

  it("finds inflected Russian words", () => {
    expect(urls("шаблонов")[0]).toBe("/docs/template")
    expect(urls("каскада")[0]).toBe("/docs/cascades")
  })

  it("matches the word being typed as a prefix", () => {
    expect(urls("шабл")[0]).toBe("/docs/template")
  })

  it("forgives one typo in longer words only", () => {
    expect(urls("шаблнов")[0]).toBe("/docs/template")
    expect(urls("каскдов")[0]).toBe("/docs/cascades")
    expect(urls("кскд")).toEqual([])
  })

  it("treats ё and е alike", () => {
    expect(urls("Ёмкость каскада")[0] ?? "").toBe("/docs/cascades")
  })

  it("keeps имя and время findable", () => {
    expect(urls("имя")).toEqual(["/docs/cascades"])
    expect(urls("время")).toEqual(["/docs/cascades"])
  })

  it("finds code identifiers whole and in parts", () => {
    expect(urls("X-API-KEY")).toEqual(["/docs/api"])
    expect(urls("callback")).toEqual(["/docs/api"])
    expect(urls("cascade/schedule")).toEqual(["/docs/api"])
    expect(urls("schedule")).toEqual(["/docs/api"])
  })

  it("ranks a title hit above content hits and groups hits by page", () => {
    const [first] = engine.search("шаблон", 8)
    expect(first.hits[0].type).toBe(0)
    expect(first.hits.map((hit) => hit.type)).toEqual([...first.hits.map((hit) => hit.type)].sort())
    expect(first.href).toBe("/docs/template?_highlight=%D1%88%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD")
  })

  it("returns nothing for stop words alone", () => {
    expect(urls("и в на")).toEqual([])
  })

  it("cuts snippets to 50 characters around the match", () => {
    const parts = snippetOf("Очень длинный текст о том, как устроена регистрация шаблона в Meta и что делать дальше.", "регистрация")
    const text = parts.map((part) => part.text).join("")
    expect(text.length).toBeLessThanOrEqual(50)
    expect(parts.some((part) => part.match && part.text === "регистрация")).toBe(true)
  })
})
