import { describedConcepts, sameWord } from "./concepts"
import { encode, queryWords } from "./tokenize"

const terms = (text: string): string[] => encode(text)
const query = (text: string): string[][] => queryWords(text).map((word) => [word.term])

describe("readers' descriptions of concepts", () => {
  it("reads two forms of one word as the same word, and two words as two", () => {
    expect(sameWord(terms("отвечать")[0], terms("ответить")[0])).toBe(true)
    expect(sameWord(terms("удаление")[0], terms("удалить")[0])).toBe(true)
    expect(sameWord(terms("рассылка")[0], terms("рассмотреть")[0])).toBe(false)
    expect(sameWord(terms("шаблон")[0], terms("шапка")[0])).toBe(false)
  })

  it("finds a concept whose description the query holds, in any order and with words between", () => {
    const concepts = { "окн обслуживан": [terms("ответить без шаблона").join(" "), terms("сутки написать клиенту").join(" ")] }
    expect(describedConcepts(query("сколько времени можно отвечать клиенту без шаблона"), concepts).whole).toEqual(["окн обслуживан"])
    expect(describedConcepts(query("шаблон не нужен чтобы ответить"), concepts).whole).toEqual(["окн обслуживан"])
  })

  it("needs every word of a description, each from another word of the query", () => {
    const concepts = { "окн обслуживан": [terms("ответить без шаблона").join(" ")], каскад: [terms("другой другой").join(" ")] }
    expect(describedConcepts(query("ответить клиенту"), concepts).whole).toEqual([])
    expect(describedConcepts(query("другой мессенджер"), concepts).whole).toEqual([])
  })

  it("holds a description of three words or more nearly when the query has all its words but one", () => {
    const concepts = { "активн сценар": [terms("поправить активную цепочку").join(" ")], каскад: [terms("другой мессенджер").join(" ")] }
    expect(describedConcepts(query("поправить текст в работающей цепочке"), concepts)).toEqual({ whole: [], near: ["активн сценар"] })
    expect(describedConcepts(query("поправить активную цепочку"), concepts)).toEqual({ whole: ["активн сценар"], near: [] })
    expect(describedConcepts(query("поправить текст"), concepts)).toEqual({ whole: [], near: [] })
    expect(describedConcepts(query("другой номер"), concepts)).toEqual({ whole: [], near: [] })
    // Two words of the three are a part of the description, not a description.
    expect(describedConcepts(query("поправить цепочку"), concepts)).toEqual({ whole: [], near: [] })
    expect(describedConcepts(query("поправить цепочку вечером"), concepts)).toEqual({ whole: [], near: ["активн сценар"] })
  })

  it("reads a description in the docs' words through a query word's synonyms", () => {
    const concepts = { каскад: [terms("другой мессенджер").join(" ")] }
    expect(describedConcepts([[terms("другой")[0]], [terms("вайбер")[0], "viber", terms("мессенджер")[0]]], concepts).whole).toEqual(["каскад"])
  })
})
