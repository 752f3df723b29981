import { encode, family, highlightTerms, queryWords, withinOneEdit, words } from "./tokenize"
import { stem } from "./tokenize"

describe("tokenizer", () => {
  it("splits Unicode words, lowercases and folds ё", () => {
    expect(words("Ёлка и ЕЛЬ")).toEqual(["елка", "и", "ель"])
  })

  it("reads the letters of the Latin and Cyrillic scripts, Kazakh's and accented ones among them, as word letters", () => {
    expect(words("Қазақ тілі: ұялы, әріп; Café naïve Ørsted")).toEqual(["қазақ", "тілі", "ұялы", "әріп", "café", "naïve", "ørsted"])
    expect(words("ÄpfelBaum")).toEqual(["äpfelbaum", "äpfel", "baum"])
  })

  it("keeps identifiers whole and adds their parts", () => {
    expect(words("X-API-KEY callback_url")).toEqual(["x-api-key", "x", "api", "key", "callback_url", "callback", "url"])
  })

  it("takes off an apostrophe's clitics, not making words of them: «number's», «I'm», «в Viber'е»", () => {
    expect(words("the customer's number’s")).toEqual(["the", "customer", "number"])
    expect(queryWords("we're sure I'm right").map((word) => word.term)).toEqual(["sure", "right"])
    expect(queryWords("рассылка в Viber'е и WhatsApp’а").map((word) => word.term)).toEqual(["рассылк", "viber", "whatsapp"])
    // Neither a negation, which the glossary's English phrases are read with, nor a name's own apostrophe.
    expect(words("doesn't o'clock")).toEqual(["doesn", "t", "o", "clock"])
  })

  it("drops stop words but keeps имя, время, день, год", () => {
    expect(encode("и на имя время день год")).toEqual(["им", "врем", "ден", "год"])
    // «кто» in its other cases too: «у кого обе метки» asks about the tags, not about a word «ког».
    expect(encode("у кого обе метки, кому и кем")).toEqual(["об", "метк"])
    // Possessives in every form, as «мой» and «свою» already were: «держим свой стоп-лист» is about the stop list.
    expect(encode("свой стоп-лист в нашей CRM и ваших отчётах")).toEqual(["стоп-лист", "стоп", "лист", "crm", "отчет"])
  })

  it("stems Russian and English", () => {
    expect(["шаблонов", "шаблоны", "каскада", "клиентов"].map(stem)).toEqual(["шаблон", "шаблон", "каскад", "клиент"])
    expect(["templates", "sending", "requestid", "x-api-key"].map(stem)).toEqual(["templat", "send", "requestid", "x-api-key"])
  })

  it("gives a verb and its noun one family, and unrelated words of a like beginning none", () => {
    const familyOf = (word: string) => family(stem(word))
    expect(["удалить", "удаление", "удалять"].map(familyOf)).toEqual(["удал", "удал", "удал"])
    expect(["отменить", "отмена", "отменять"].map(familyOf)).toEqual(["отм", "отм", "отм"])
    expect(["выгрузить", "выгрузка"].map(familyOf)).toEqual(["выгруз", "выгруз"])
    expect(["получать", "получение", "получить"].map(familyOf)).toEqual(["получ", "получ", "получ"])
    // A verb in -овать, its imperfective in -овывать and its noun in -ование («согласовывать», «согласование»).
    expect(["согласовать", "согласовывать", "согласование"].map(familyOf)).toEqual(["соглас", "соглас", "соглас"])
    expect(["запланировать", "запланирован"].map(familyOf)).toEqual(["заплан", "заплан"])
    // A verb in -ировать and its present or imperative, whose stem ends in -ир («скопируйте», «регистрирует»).
    expect(["скопировал", "скопируйте"].map(familyOf)).toEqual(["скоп", "скоп"])
    expect(["регистрировать", "регистрирует"].map(familyOf)).toEqual(["регистр", "регистр"])
    // A labial stem's л before -ять and -ение («отправлять», «обновление»), which the perfective has not.
    expect(["отправлять", "отправить", "отправка", "отправление"].map(familyOf)).toEqual(["отправ", "отправ", "отправ", "отправ"])
    expect(["обновлять", "обновить", "обновление"].map(familyOf)).toEqual(["обнов", "обнов", "обнов"])
    expect(familyOf("получатель")).not.toBe(familyOf("получить"))
    expect(family("requestid")).toBe("requestid")
  })

  it("tells words one edit apart", () => {
    expect(withinOneEdit("каскад", "касакд")).toBe(true)
    expect(withinOneEdit("каскад", "каскд")).toBe(true)
    expect(withinOneEdit("каскад", "кскдд")).toBe(false)
  })

  it("reads a query as words, an identifier whole with its parts as a fallback", () => {
    expect(queryWords("X-API-KEY и шаблоны")).toEqual([
      { term: "x-api-key", parts: ["x", "api", "kei"] },
      { term: "шаблон", parts: [] },
    ])
  })

  it("leaves out how a question is put: «как сделать, чтобы», «что происходит», «у нас»", () => {
    expect(queryWords("как сделать чтобы номер не забанили").map((word) => word.term)).toEqual(["номер", "забан"])
    expect(queryWords("что происходит с нашей рассылкой").map((word) => word.term)).toEqual(["рассылк"])
    expect(queryWords("данные клиента по нашему id").map((word) => word.term)).toEqual(["дан", "клиент", "id"])
    // In English too: «one» of 'messages exchanged with one customer' counts no more than «each» or «every».
    expect(queryWords("which messages did we exchange with one customer").map((word) => word.term)).toEqual(["messag", "exchang", "custom"])
    // «once», like «twice»: 'appears once for WhatsApp and once for Viber'.
    expect(queryWords("appears once for whatsapp and once for viber").map((word) => word.term)).toEqual(["appear", "whatsapp", "viber"])
    // A question word's indefinite forms («почему-то», «где-нибудь», «кое-где»), but not a word that merely ends in -то.
    expect(queryWords("рассылка почему-то где-нибудь кое-где зависла").map((word) => word.term)).toEqual(["рассылк", "зависл"])
    expect(queryWords("авто-то").map((word) => word.term)).toEqual(["авто-то"])
    // Fillers of a spoken question: «бот вроде активен», «прямо сейчас», «кстати».
    expect(queryWords("бот вроде кстати прямо активен").map((word) => word.term)).toEqual(["бот", "актив"])
  })

  it("reads a range of clock hours as «часы», and a range of anything else as its numbers", () => {
    const terms = (query: string) => queryWords(query).map((word) => word.term)
    expect(terms("разрешить отправку только с 9 до 21")).toEqual(["разреш", "отправк", "час"])
    expect(terms("слать акцию с девяти утра до шести вечера")).toEqual(["слат", "акц", "час"])
    expect(terms("рассылка с 09:00 до 18:00")).toEqual(["рассылк", "час"])
    expect(terms("скидка с 5 до 10 процентов")).toEqual(["скидк", "5", "10", "процент"])
    expect(terms("с 10 до 50 сообщений")).toEqual(["10", "50", "сообщен"])
    expect(terms("с 9 до 100")).toEqual(["9", "100"])
  })

  it("derives highlight terms from a query", () => {
    expect(highlightTerms("Шаблонов и каскады")).toEqual(["шаблон", "каскад"])
    // A genitive plural with a fleeting vowel marks the word's other forms too.
    expect(highlightTerms("рассылок")).toEqual(["рассылок", "рассылк"])
  })
})

describe("identifiers and questions", () => {
  it("adds the camelCase parts and a path's segments of an identifier", () => {
    expect(words("requestId cascadeStageUUID")).toEqual(["requestid", "request", "id", "cascadestageuuid", "cascade", "stage", "uuid"])
    expect(words("/subscribers/get-by-address")).toEqual(["subscribers/get-by-address", "subscribers", "get-by-address", "get", "by", "address"])
    expect(words("QUICK_REPLY Шаблон")).toEqual(["quick_reply", "quick", "reply", "шаблон"])
  })

  it("leaves question words out of a query that has other words", () => {
    expect(queryWords("какие статусы бывают у канала").map((word) => word.term)).toEqual(["статус", "кана"])
    expect(queryWords("почему").map((word) => word.term)).toEqual(["поч"])
    expect(queryWords("subscriberFilter")).toEqual([{ term: "subscriberfilt", parts: ["subscrib", "filter"] }])
  })
})
