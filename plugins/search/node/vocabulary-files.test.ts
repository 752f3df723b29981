/** The vocabulary's files (readers' words, concepts' descriptions) by their words' beginnings: small as the vocabulary grows. */
import { byBeginning } from "./build-index"
import { MAX_BEGINNING } from "../lib/protocol"

type Entry = readonly [string, string, readonly string[]]

/** The file the engine reads for a word: that of the longest beginning (at most MAX_BEGINNING letters) it starts with. */
const fileFor = (beginnings: readonly string[], word: string): string | undefined =>
  [...beginnings].filter((beginning) => beginning.length <= MAX_BEGINNING && word.startsWith(beginning)).sort((a, b) => b.length - a.length)[0]

describe("vocabulary files by beginning", () => {
  const entries: Entry[] = [
    ["ст", "статус", ["ст"]],
    ["статус шаблон", "статус шаблон", ["статус шаблон"]],
    ["статистик", "статистик", ["статистик"]],
    ["стоп-лист", "черн список", ["стоп-лист"]],
    ["стоимост", "тариф", ["стоимост"]],
    ["соль", "соль", ["соль"]],
    ["дом", "дом", ["дом"]],
  ]

  it("splits a letter's file by the next letters while it is over its size, a word as short as a beginning kept in that one's", () => {
    const files = byBeginning(entries, 40)
    expect(files.map(({ beginning }) => beginning).sort()).toEqual(["д", "со", "ст", "ста", "сто"])
    expect(files.find(({ beginning }) => beginning === "ст")?.file).toEqual({ статус: ["ст"] })
    // Under the size, one file a letter.
    expect(byBeginning(entries, 10_000).map(({ beginning }) => beginning)).toEqual(["с", "д"])
  })

  it("puts every entry in the file its word's longest beginning names, never past MAX_BEGINNING letters", () => {
    const many: Entry[] = Array.from({ length: 400 }, (_, n) => [`статус${"абвгдежзик"[n % 10]}${n}`, `t${n}`, [`d${n}`]])
    for (const maxBytes of [1, 40, 500]) {
      const files = byBeginning([...entries, ...many], maxBytes)
      const beginnings = files.map(({ beginning }) => beginning)
      expect(beginnings.every((beginning) => beginning.length <= MAX_BEGINNING)).toBe(true)
      expect(new Set(beginnings).size).toBe(beginnings.length)
      for (const [text, key, values] of [...entries, ...many]) {
        const file = files.find(({ beginning }) => beginning === fileFor(beginnings, text.split(" ")[0]))?.file
        expect(file?.[key]).toEqual(expect.arrayContaining([...values]))
      }
    }
  })
})
