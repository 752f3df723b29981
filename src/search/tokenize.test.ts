import { correctTerms, encode, highlightTerms, withinOneEdit, words } from "./tokenize"
import { stemEn, stemRu } from "./stem"

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
    expect(["шаблонов", "шаблоны", "каскада", "клиентов"].map(stemRu)).toEqual(["шаблон", "шаблон", "каскад", "клиент"])
    expect(["templates", "sending"].map(stemEn)).toEqual(["templat", "send"])
  })

  it("corrects one typo in (stemmed) words of five letters or more", () => {
    const vocabulary = ["каскад", "шаблон"]
    expect(correctTerms(["каскд"], vocabulary)).toEqual([["каскад"]])
    expect(correctTerms(["шабл"], vocabulary)).toEqual([["шабл"]])
    expect(correctTerms(["кскд"], vocabulary)).toEqual([["кскд"]])
    expect(withinOneEdit("каскад", "касакд")).toBe(true)
    expect(withinOneEdit("каскад", "кскдд")).toBe(false)
  })

  it("derives highlight terms from a query", () => {
    expect(highlightTerms("Шаблонов и каскады")).toEqual(["шаблон", "каскад"])
  })
})
