import { compileVocabulary, namedTerms } from "./synonyms"

describe("search vocabulary", () => {
  it("compiles readers' words and phrases, docs' terms and phrases, and intents into index terms", () => {
    const vocabulary = compileVocabulary(
      {
        synonyms: {
          выгрузка: ["выгрузить"],
          "номер отправителя": ["канал"],
          "добавить сотрудника": ["пригласить пользователя"],
          токен: ["api-ключ", "X-API-KEY"],
        },
        intents: [
          { words: ["API", "метод"], context: "api" },
          { words: ["цена"], pages: ["тариф"] },
        ],
      },
      "synonyms.yaml",
    )
    expect(vocabulary.synonyms).toEqual({
      выгрузк: ["выгруз"],
      "номер отправител": ["кана"],
      "добав сотрудник": ["приглас пользовател"],
      ток: ["api-ключ", "x-api-key"],
    })
    expect(vocabulary.intents).toEqual([
      { words: ["api", "метод"], context: "api" },
      { words: ["цен"], terms: ["тариф"] },
    ])
    expect(namedTerms(vocabulary).map(({ term }) => term)).toEqual(["выгруз", "кана", "приглас", "пользовател", "api-ключ", "x-api-key", "тариф"])
  })

  it("stops with the file and every entry at fault", () => {
    const compile = () =>
      compileVocabulary(
        {
          synonyms: { и: ["канал"], колбэк: "callback", бот: ["скрипт", "чат бот"] },
          intents: [{ words: ["цена"] }, { words: ["api"], context: "apis" }],
          extra: 1,
        },
        "content/search-synonyms.yaml",
      )
    expect(compile).toThrow(/content\/search-synonyms\.yaml: unknown key "extra"/)
    expect(compile).toThrow(/synonyms › и: the reader's words are only stop words/)
    expect(compile).toThrow(/synonyms › колбэк: expected a list of the docs' terms/)
    expect(compile).toThrow(/synonyms › бот: "чат бот" must be one word or one identifier/)
    expect(compile).toThrow(/intents › 1: give either "context"/)
    expect(compile).toThrow(/intents › 2: unknown context "apis"/)
  })
})
