import { encode, highlightTerms, queryWords, withinOneEdit, words } from "./tokenize"
import { stem } from "./tokenize"

describe("tokenizer", () => {
  it("splits Unicode words, lowercases and folds ё", () => {
    expect(words("Ёлка и ЕЛЬ")).toEqual(["елка", "и", "ель"])
  })

  it("keeps identifiers whole and adds their parts", () => {
    expect(words("X-API-KEY callback_url")).toEqual(["x-api-key", "x", "api", "key", "callback_url", "callback", "url"])
  })

  it("drops stop words but keeps имя, время, день, год", () => {
    expect(encode("и на имя время день год")).toEqual(["им", "врем", "ден", "год"])
  })

  it("stems Russian and English", () => {
    expect(["шаблонов", "шаблоны", "каскада", "клиентов"].map(stem)).toEqual(["шаблон", "шаблон", "каскад", "клиент"])
    expect(["templates", "sending", "requestid", "x-api-key"].map(stem)).toEqual(["templat", "send", "requestid", "x-api-key"])
  })

  it("tells words one edit apart", () => {
    expect(withinOneEdit("каскад", "касакд")).toBe(true)
    expect(withinOneEdit("каскад", "каскд")).toBe(true)
    expect(withinOneEdit("каскад", "кскдд")).toBe(false)
  })

  it("reads a query as words, an identifier whole with its parts as a fallback", () => {
    expect(queryWords("X-API-KEY и шаблоны")).toEqual([{ term: "x-api-key", parts: ["x", "api", "kei"] }, { term: "шаблон", parts: [] }])
  })

  it("derives highlight terms from a query", () => {
    expect(highlightTerms("Шаблонов и каскады")).toEqual(["шаблон", "каскад"])
  })
})
