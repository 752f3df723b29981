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
      выгрузок: ["выгруз"],
      "номер отправител": ["кана"],
      "добав сотрудник": ["приглас пользовател"],
      ток: ["api-ключ", "x-api-key"],
    })
    expect(vocabulary.intents).toEqual([
      { words: ["api", "метод"], context: "api" },
      { words: ["цен"], terms: ["тариф"] },
    ])
    expect(namedTerms(vocabulary).map(({ term }) => term)).toEqual(["выгруз", "кана", "приглас", "пользовател", "api-ключ", "x-api-key", "выгруз", "тариф"])
  })

  it("compiles a reader's word with a fleeting vowel in both its stems, without overriding another entry", () => {
    const vocabulary = compileVocabulary(
      { synonyms: { столбец: ["колонка"], "лишний столбец": ["скрыть"], остаток: ["баланс"], остатки: ["счёт"], заготовка: ["шаблон"], галочка: ["статус"] } },
      "synonyms.yaml",
    )
    // столбцы, столбца stem to `столбц`; остатки is an entry of its own and keeps its terms. The genitive plural of a
    // noun in -ка takes a vowel: «трёх заготовок», «двух галочек».
    expect(vocabulary.synonyms).toEqual({
      столбец: ["колонк"],
      столбц: ["колонк"],
      "лишн столбец": ["скрыт"],
      "лишн столбц": ["скрыт"],
      остаток: ["баланс"],
      остатк: ["счет"],
      заготовк: ["шаблон"],
      заготовок: ["шаблон"],
      галочк: ["статус"],
      галочек: ["статус"],
    })
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

  it("names a reader's phrase that a query reads as one of its words alone, or never matches", () => {
    const compile = () =>
      compileVocabulary(
        { synonyms: { "отправить ещё раз": ["повторно"], "сделать дубль": ["копировать"], "поставить на паузу": ["приостановить"] }, intents: [] },
        "synonyms.yaml",
        [{ ru: "не доставлено", en: ["undelivered", "not delivered", "how often"] }],
        "glossary.yaml",
      )
    expect(compile).toThrow(/synonyms › отправить ещё раз: "отправить ещё раз" reads as "отправ" alone/)
    expect(compile).toThrow(/synonyms › сделать дубль: "сделать дубль" is never matched: a query drops "сделать"/)
    expect(compile).toThrow(/english › 1 \(не доставлено\): "not delivered" reads as "deliv" alone/)
    expect(compile).toThrow(/english › 1 \(не доставлено\): "how often" is never matched: a query drops "how"/)
    // A preposition dropped from a phrase that keeps two words or more is no fault.
    expect(compile).not.toThrow(/поставить на паузу/)
    expect(compile).not.toThrow(/undelivered/)
  })

  it("adds the glossary's English words to the docs' terms, reads an English phrase as the docs' whole phrase, and names a bad entry", () => {
    const vocabulary = compileVocabulary({ synonyms: { хук: ["вебхук"] }, intents: [] }, "synonyms.yaml", [
      { ru: "окно обслуживания", en: ["service window", "customer service window"] },
      { ru: "вебхук", en: ["webhook", "callback"] },
    ])
    // A phrase stands for the docs' phrase (every word of it required); a single word, which may be an identifier, adds its terms.
    expect(vocabulary.synonyms["servic window"]).toEqual(["окн обслуживан"])
    expect(vocabulary.synonyms["custom servic window"]).toEqual(["окн обслуживан"])
    expect(vocabulary.synonyms.callback).toEqual(["вебхук"])
    expect(() =>
      compileVocabulary(
        { synonyms: {}, intents: [] },
        "synonyms.yaml",
        [{ ru: "канал", en: ["a very long english phrase"] }, { ru: "канал", en: [3] } as never],
        "glossary.yaml",
      ),
    ).toThrow(
      /glossary.yaml: english › 1 \(канал\): "a very long english phrase" has more than three words\nglossary.yaml: english › 2 \(канал\): expected "ru"/,
    )
  })

  it("compiles the glossary's product names for matching by sound, each a term the pages must hold", () => {
    const vocabulary = compileVocabulary({ synonyms: {}, intents: [] }, "synonyms.yaml", [], "glossary.yaml", ["WhatsApp", "Viber"])
    expect(vocabulary.brands?.map((brand) => [brand.term, brand.key])).toEqual([
      ["whatsapp", "vsp"],
      ["viber", "vbr"],
    ])
    expect(namedTerms(vocabulary).filter((named) => named.where.startsWith("brands"))).toEqual([
      { term: "whatsapp", where: "brands › whatsapp" },
      { term: "viber", where: "brands › viber" },
    ])
  })

  it("compiles readers' descriptions of the docs' concepts, and names a description that is too short or too long", () => {
    const vocabulary = compileVocabulary(
      { synonyms: {}, intents: [], concepts: { "окно обслуживания": ["ответить клиенту без шаблона", "reply without template"] } },
      "synonyms.yaml",
    )
    expect(vocabulary.concepts).toEqual({ "окн обслуживан": ["ответ клиент шаблон", "repli templat"] })
    expect(namedTerms(vocabulary).map(({ term, where }) => `${where}: ${term}`)).toEqual([
      "concepts › окн обслуживан: окн",
      "concepts › окн обслуживан: обслуживан",
    ])
    expect(() =>
      compileVocabulary({ synonyms: {}, intents: [], concepts: { каскад: ["как можно не дошло", "один два три четыре пять"], тег: "метка" } }, "synonyms.yaml"),
    ).toThrow(
      /synonyms.yaml: concepts › каскад: "как можно не дошло" must hold two to four words[^\n]*\nsynonyms.yaml: concepts › каскад: "один два три четыре пять" must hold two[^\n]*\nsynonyms.yaml: concepts › тег: expected a list/,
    )
  })
})
