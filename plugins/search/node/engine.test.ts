import { buildIndex, shardKeys } from "./build-index"
import { errorSections } from "./search-records"
import { inWorkerOrHere } from "../lib/fallback"
import { coverageScore, createEngine, namedShare, shareOf, snippetOf, togetherScore } from "../lib/engine"
import { withoutFleetingVowel } from "../lib/tokenize"
import type { IndexablePage } from "../lib/records"
import { compileVocabulary, type SearchVocabulary } from "../lib/synonyms"
import { INDEX_FORMAT, LEAD_PAGES, type IndexMeta, type PageResult, type Shard } from "../lib/protocol"

const page = (url: string, title: string, context: IndexablePage["context"], text: string, extra: Partial<IndexablePage> = {}): IndexablePage => ({
  url,
  title,
  description: "",
  keywords: [],
  breadcrumb: ["Документация"],
  context,
  sections: [{ heading: null, text }],
  ...extra,
})

/** A built index's files as the site serves them, under `/<base>/` beside the manifest, and a new engine reading them. */
function served(index: ReturnType<typeof buildIndex>, base: string) {
  const files = new Map<string, unknown>([
    ["/search/manifest.json", { ru: { current: `/${base}/meta.json` } }],
    [`/${base}/meta.json`, { ...index.meta, base: `/${base}/` }],
  ])
  for (const [name, value] of index.files) files.set(`/${base}/${name}`, value)
  const engine = () => createEngine(async (path) => JSON.parse(JSON.stringify(files.get(path) ?? null)))
  /** An engine reading the files as over HTTP, where a file that is not there fails to load. */
  const overHttp = () =>
    createEngine(async (path) => {
      if (!files.has(path)) throw new Error(`Could not load ${path}: HTTP 404`)
      return JSON.parse(JSON.stringify(files.get(path)))
    })
  /** A deploy: the index moves to `/<to>/`, the manifest points there, and the old folder goes. */
  const deploy = (to: string): void => {
    files.clear()
    for (const [name, value] of served(index, to).files) files.set(name, value)
  }
  return { files, engine, overHttp, deploy }
}

/** The first result's address for `query` on an index of `pages` built with `vocabulary` alone. */
async function firstIn(pages: IndexablePage[], vocabulary: SearchVocabulary, query: string): Promise<string | undefined> {
  const { engine } = served(buildIndex(pages, "ru", "current", 400, vocabulary), "t")
  return (await engine().search("ru", "current", query, 8)).results[0]?.url
}

const pages: IndexablePage[] = [
  page("/docs/template", "Шаблоны сообщений", "docs", "", {
    description: "Что такое шаблоны.",
    keywords: ["template"],
    sections: [
      { heading: { value: "Статусы шаблонов", id: "статусы-шаблонов", depth: 2 }, text: "Шаблон проходит регистрацию в Meta." },
      { heading: { value: "Категории", id: "категории", depth: 2 }, text: "Категория шаблона влияет на цену." },
      { heading: { value: "Рассылки", id: "рассылки", depth: 2 }, text: "Рассылка без шаблона невозможна." },
    ],
  }),
  page("/docs/cascades", "Каскады", "docs", "Укажите имя каскада и время ожидания.", { description: "Каскад отправки сообщений." }),
  page("/docs/api", "Общая информация об API", "api", "Метод POST /cascade/schedule ставит сообщение в очередь.", {
    description: "Заголовок X-API-KEY и callback_url.",
  }),
  page("/docs/broadcast", "Рассылки", "docs", "Рассылка отправляет сообщения многим клиентам."),
  // Twelve API pages and two blog posts that all mention 'канал', to test the context filter against the limit.
  ...Array.from({ length: 12 }, (_, i) => page(`/docs/api/channels/m${i}`, `Метод ${i}`, "api", `Возвращает канал номер ${i} и его статус.`)),
  ...Array.from({ length: 14 }, (_, i) => page(`/docs/channel/c${i}`, `Канал ${i}`, "docs", `Канал ${i}: подключение канала.`)),
  page("/blog/one", "Что нового: каналы", "blog", "Новый канал."),
]

const built = buildIndex(pages, "ru", "current", 400)
const { files } = served(built, "i")

const fresh = () =>
  createEngine(async (path) => {
    if (!files.has(path)) throw new Error(`404 ${path}`)
    return JSON.parse(JSON.stringify(files.get(path)))
  })

let engine = fresh()
const search = async (query: string, limit = 8, ctx: string | null = null): Promise<PageResult[]> =>
  (await engine.search("ru", "current", query, limit, ctx)).results
const urls = async (query: string, limit = 8, ctx: string | null = null) => (await search(query, limit, ctx)).map((result) => result.url)

/** Brute force: pages whose text holds a word starting with the query's stem. */
function scan(stemmed: string, ctx: string | null): string[] {
  return pages
    .filter((p) => !ctx || (ctx.startsWith("!") ? p.context !== ctx.slice(1) : p.context === ctx))
    .filter((p) => JSON.stringify(p).toLowerCase().includes(stemmed))
    .map((p) => p.url)
    .sort()
}

describe("search engine", () => {
  beforeEach(() => {
    engine = fresh()
  })

  it("finds inflected Russian words, prefixes while typing, and one typo in longer words", async () => {
    expect((await urls("шаблонов"))[0]).toBe("/docs/template")
    expect((await urls("каскада"))[0]).toBe("/docs/cascades")
    expect((await urls("шабл"))[0]).toBe("/docs/template")
    expect((await urls("шаблнов"))[0]).toBe("/docs/template")
    expect((await urls("каскдов"))[0]).toBe("/docs/cascades")
    expect(await urls("кскд")).toEqual([])
  })

  it("corrects a typo among a word's first two letters: swapped, or one letter too many", async () => {
    expect((await urls("ашблонов"))[0]).toBe("/docs/template")
    expect((await urls("акскада"))[0]).toBe("/docs/cascades")
    expect((await urls("ккаскада"))[0]).toBe("/docs/cascades")
    expect((await urls("рсасылки"))[0]).toBe("/docs/broadcast")
  })

  it("treats ё and е alike, keeps имя and время, drops stop words alone", async () => {
    expect((await urls("Ёмкость каскада"))[0]).toBe("/docs/cascades")
    expect(await urls("имя")).toEqual(["/docs/cascades"])
    expect(await urls("время")).toEqual(["/docs/cascades"])
    expect(await urls("и в на")).toEqual([])
  })

  it("finds code identifiers whole and in parts", async () => {
    expect(await urls("X-API-KEY")).toEqual(["/docs/api"])
    expect(await urls("callback")).toEqual(["/docs/api"])
    expect(await urls("cascade/schedule")).toEqual(["/docs/api"])
    expect(await urls("schedule")).toEqual(["/docs/api"])
  })

  it("finds a genitive plural with a fleeting vowel (рассылок -> рассылки)", async () => {
    expect(withoutFleetingVowel("рассылок")).toBe("рассылк")
    expect((await urls("рассылок"))[0]).toBe("/docs/broadcast")
  })

  it("leaves out of a query of several words the pages far under the best, in the list and in the count", async () => {
    // Twelve API pages say «статус» once in their text; the template page names «Статусы шаблонов».
    const answer = await engine.search("ru", "current", "статус шаблона", 20)
    expect(answer.results.map((result) => result.url)).toEqual(["/docs/template"])
    expect(answer.total).toBe(1)
    // A single word lists every page that holds it, however little.
    await expect(engine.search("ru", "current", "статус", 20)).resolves.toMatchObject({ total: 13 })
  })

  it("filters by context before the limit: every matching page of the context, nothing else", async () => {
    for (const ctx of ["api", "!api", "docs", "!docs", "blog"]) {
      const found = (await urls("канал", 100, ctx)).sort()
      expect(found).toEqual(scan("канал", ctx))
    }
    // With a limit below the number of matches, a context still fills the limit with its own pages.
    const api = await search("канал", 5, "api")
    expect(api).toHaveLength(5)
    expect(api.every((result) => result.context === "api")).toBe(true)
    await expect(engine.search("ru", "current", "канал", 5, "api")).resolves.toMatchObject({ total: 12 })
  })

  it("gives one entry per page with its matching sections beneath, a title hit first", async () => {
    const [first, ...rest] = await search("шаблон", 8)
    expect(first.url).toBe("/docs/template")
    expect(first.type).toBe(0)
    expect(rest.some((result) => result.url === first.url)).toBe(false)
    expect(first.sections.map((hit) => hit.hash)).toEqual(["статусы-шаблонов", "категории", "рассылки"])
    expect(first.sections[0].snippet.some((part) => part.match)).toBe(true)
    expect(first.href).toBe("/docs/template?_highlight=%D1%88%D0%B0%D0%B1%D0%BB%D0%BE%D0%BD")
  })

  it("loads only the shards of the query's terms, and the texts of the pages it returns", async () => {
    const shardFiles = new Set([...files.keys()].filter((name) => name.startsWith("/i/s/")))
    expect(shardFiles.size).toBeGreaterThan(3)
    await engine.loadIndexes("ru", "current")
    expect(engine.loadedFiles()).toEqual(["/search/manifest.json", "/i/meta.json"])
    await search("каскада", 1)
    const loaded = engine.loadedFiles().slice(2)
    const shards = loaded.filter((name) => name.startsWith("/i/s/"))
    const key = Object.keys(built.meta.shards)
      .filter((k) => "каскад".startsWith(k))
      .sort((a, b) => b.length - a.length)[0]
    expect(shards).toEqual([`/i/s/${built.meta.shards[key]}.json`])
    expect(loaded.filter((name) => name.startsWith("/i/p/"))).toEqual(["/i/p/1.json"])
    // A further query loads only what it lacks.
    const before = engine.loadedFiles().length
    await search("каскада", 1)
    expect(engine.loadedFiles().length).toBe(before)
  })

  it("keeps a long section's text in a part, loaded only when a result shows it", async () => {
    const filler = (word: string) => Array.from({ length: 300 }, (_, i) => `${word} ${i}`).join(" ")
    const long = page("/docs/long", "Длинная страница", "docs", "", {
      sections: [
        { heading: { value: "Первый", id: "первый", depth: 2 }, text: `Рассылка по расписанию. ${filler("слово")}` },
        { heading: { value: "Второй", id: "второй", depth: 2 }, text: `Каскад после рассылки. ${filler("другое")}` },
        { heading: { value: "Третий", id: "третий", depth: 2 }, text: `Отчёт о рассылке. ${filler("третье")}` },
      ],
    })
    const index = buildIndex([long], "ru", "current", 400)
    const { engine: load } = served(index, "l")
    expect([...index.files.keys()].filter((name) => name.startsWith("p/")).sort()).toEqual(["p/0-0.json", "p/0-1.json", "p/0-2.json", "p/0.json"])
    // The box (no sections) loads the part of its snippet's text only, though every section matches.
    const box = load()
    const suggestion = (await box.search("ru", "current", "рассылка", 8, null, 0)).results[0]
    expect(suggestion.snippet.map((part) => part.text).join("")).toContain("Рассылка по расписанию")
    expect(suggestion.sections).toEqual([])
    expect(box.loadedFiles().filter((name) => name.startsWith("/l/p/"))).toEqual(["/l/p/0.json", "/l/p/0-0.json"])
    // The results page loads the parts of the sections it shows, each text in its place.
    const results = load()
    const entry = (await results.search("ru", "current", "рассылка", 8)).results[0]
    expect(
      entry.sections.map((hit) => [
        hit.hash,
        hit.snippet
          .map((part) => part.text)
          .join("")
          .includes(hit.section === "Первый" ? "Рассылка" : "рассылк"),
      ]),
    ).toEqual([
      ["первый", true],
      ["второй", true],
      ["третий", true],
    ])
    expect(
      results
        .loadedFiles()
        .filter((name) => name.startsWith("/l/p/"))
        .sort(),
    ).toEqual(["/l/p/0-0.json", "/l/p/0-1.json", "/l/p/0-2.json", "/l/p/0.json"])
  })

  it("splits a prefix group by its next letter while it is larger than a shard", () => {
    const sizes = new Map([
      ["каскад", 300],
      ["канал", 300],
      ["кнопк", 100],
      ["шаблон", 50],
    ])
    const keys = shardKeys(sizes, 400).map((leaf) => leaf.key)
    expect(keys).toEqual(["кан", "кас", "кн", "ш"])
  })

  it("leads a word's list of more than LEAD_PAGES pages with its best pages, which a quick search ranks alone", async () => {
    // Every page says «сообщение» in its text; the last ten have it in their titles, so it scores best there.
    const many = Array.from({ length: LEAD_PAGES + 44 }, (_, i) =>
      page(`/docs/m/${i}`, i >= LEAD_PAGES + 34 ? `Сообщения ${i}` : `Страница ${i}`, "docs", `Сообщение номер ${i}.`),
    )
    const index = buildIndex(many, "ru", "current", 400)
    const lists = [...index.files].filter(([name]) => name.startsWith("s/")).flatMap(([, shard]) => Object.entries(shard as Shard))
    const list = lists.find(([term]) => term.startsWith("сообщ"))?.[1] ?? []
    expect(list.slice(0, 2)).toEqual([list[0], LEAD_PAGES + 44])
    expect(list[0]).toBeLessThan(0)
    // The lead, in page order: the ten titled pages among the first LEAD_PAGES best, every delta counted from 0.
    const lead: number[] = []
    for (let i = 2, at = 0; i < 2 - list[0]; i += 3 + list[i + 2]) lead.push((at += list[i]))
    expect(lead).toHaveLength(LEAD_PAGES)
    expect(lead).toEqual([...lead].sort((a, b) => a - b))
    expect(lead.slice(-10)).toEqual(Array.from({ length: 10 }, (_, i) => LEAD_PAGES + 34 + i))

    const { engine } = served(index, "lead")
    const full = await engine().search("ru", "current", "сообщение", LEAD_PAGES + 44)
    // The full search reads the rest too: every page, each by its own address.
    expect(full.total).toBe(LEAD_PAGES + 44)
    expect(new Set(full.results.map((result) => result.url))).toEqual(new Set(many.map((p) => p.url)))
    const quick = await engine().search("ru", "current", "сообщение", 8, null, 0, true)
    expect(quick.total).toBe(LEAD_PAGES)
    expect(quick.results.map((result) => result.url)).toEqual(full.results.slice(0, 8).map((result) => result.url))
    expect(quick.results.map((result) => result.title).every((title) => title.startsWith("Сообщения"))).toBe(true)

    // A page one word's lead finds is scored by the other words' rests too: /docs/m/280, past the lead of
    // «сообщение», holds both words of the query; counted as missing one, it fell behind the titled pages.
    const twoWords = buildIndex(
      [
        ...many.slice(0, LEAD_PAGES + 43).map((p, i) => (i === 280 ? { ...p, sections: [{ heading: null, text: "Сообщение номер 280 про каскад." }] } : p)),
        page(`/docs/m/${LEAD_PAGES + 43}`, `Страница ${LEAD_PAGES + 43}`, "docs", "Про каскад."),
      ],
      "ru",
      "current",
      400,
    )
    const both = served(twoWords, "both").engine()
    expect((await both.search("ru", "current", "сообщение каскад", 8)).results[0]?.url).toBe("/docs/m/280")
    expect((await both.search("ru", "current", "сообщение каскад", 8, null, 0, true)).results[0]?.url).toBe("/docs/m/280")
  })

  it("steers to every page naming an intent's term, past a list's lead when all its lead names it", async () => {
    // More than LEAD_PAGES pages have «тариф» in their titles, so the lead of its list names it throughout; the last
    // page names it in its description only, in the list's rest, and the intent of «цена» steers to it all the same.
    const titled = Array.from({ length: LEAD_PAGES + 10 }, (_, i) => page(`/docs/rates/${i}`, `Тариф ${i}`, "docs", `Строка ${i}.`))
    const vocabulary = compileVocabulary({ synonyms: {}, intents: [{ words: ["цена"], pages: ["тариф"] }] }, "synonyms.yaml")
    const index = buildIndex(
      [
        ...titled,
        page("/docs/number", "Подключение номера", "docs", "Строка."),
        page("/docs/number/rate", "Подключение номера", "docs", "Строка.", { description: "Тариф за номер." }),
      ],
      "ru",
      "current",
      400,
      vocabulary,
    )
    const list = [...index.files]
      .flatMap(([name, shard]) => (name.startsWith("s/") ? Object.entries(shard as Shard) : []))
      .find(([term]) => term === "тариф")?.[1]
    expect(list?.[0]).toBeLessThan(0)
    const { engine } = served(index, "rest")
    for (const quick of [false, true]) {
      const answer = await engine().search("ru", "current", "цена подключения номера", 8, null, 0, quick)
      expect(answer.results.map((result) => result.url).slice(0, 2)).toEqual(["/docs/number/rate", "/docs/number"])
    }
  })

  it("reads the index a deploy moved once a file of the old one fails to load", async () => {
    const { overHttp, deploy } = served(buildIndex(pages, "ru", "current", 400), "before")
    const search = overHttp()
    expect((await search.search("ru", "current", "каскад", 8)).results[0]?.url).toBe("/docs/cascades")
    deploy("after")
    await expect(search.search("ru", "current", "шаблон", 8)).rejects.toThrow("HTTP 404")
    expect((await search.search("ru", "current", "шаблон", 8)).results[0]?.url).toBe("/docs/template")
  })

  it("keeps a page searching in its worker after a deploy took away the index the worker had loaded", async () => {
    const { overHttp, deploy } = served(buildIndex(pages, "ru", "current", 400), "before")
    const worker = overHttp()
    const nowhere = async (): Promise<typeof worker> => {
      throw new Error("searched on the main thread")
    }
    const lost = jest.fn()
    const search = (query: string) => inWorkerOrHere(worker, nowhere, (api) => api.search("ru", "current", query, 8), lost)
    expect((await search("каскад")).results[0]?.url).toBe("/docs/cascades")
    deploy("after")
    expect((await search("шаблон")).results[0]?.url).toBe("/docs/template")
    expect(lost).not.toHaveBeenCalled()
  })

  it("says to reload the page when the index is of another format than it reads", async () => {
    const { files, engine } = served(buildIndex(pages, "ru", "current", 400), "old")
    expect(files.get("/old/meta.json")).toHaveProperty("format", INDEX_FORMAT)
    files.set("/old/meta.json", { ...(files.get("/old/meta.json") as IndexMeta), format: INDEX_FORMAT + 1 })
    await expect(engine().search("ru", "current", "каскад", 8)).rejects.toThrow(
      `The search index /old/meta.json is of format ${INDEX_FORMAT + 1}, this page reads format ${INDEX_FORMAT}: reload the page`,
    )
  })

  it("cuts snippets to 50 characters around the match", () => {
    const parts = snippetOf("Очень длинный текст о том, как устроена регистрация шаблона в Meta и что делать дальше.", "регистрация")
    const text = parts.map((part) => part.text).join("")
    expect(text.length).toBeLessThanOrEqual(50)
    expect(parts.some((part) => part.match && part.text === "регистрация")).toBe(true)
  })

  it("finds a snippet's first match in any case, with ё for е, inside identifiers, after words that only begin alike", () => {
    const matched = (text: string, query: string) =>
      snippetOf(text, query)
        .filter((part) => part.match)
        .map((part) => part.text)
    const long = "Сначала идут шабаш и шабры, потом много слов без совпадений. ".repeat(3)
    expect(matched(`${long}ШАБЛОНЫ не проверены`, "шаблон")).toEqual(["ШАБЛОНЫ"])
    expect(matched(`${long}Зелёные ЁЛКИ`, "елки")).toEqual(["ЁЛКИ"])
    expect(matched("Передайте заголовок X-API-KEY в запросе", "x-api-key")).toEqual(["X-API-KEY"])
    // A query word met inside a longer word («пошаблонно», «ноль_шаблон») is no match, and no window is cut around it.
    const padding = " слово".repeat(12)
    expect(matched(`${padding} пошаблонно ноль_шаблон${padding} шаблон`, "шаблон")).toEqual(["шаблон"])
    // A stop word of the query is no match, nor a word it begins («не»: «нет», «необходимо»).
    expect(matched("Клиент не хочет рассылок: нет так нет, необходимо отметить.", "клиент не хочет")).toEqual(["Клиент", "хочет"])
    // A genitive plural with a fleeting vowel matches the word's other forms («рассылок»: «рассылки», «рассылок»).
    expect(matched("Как устроены рассылки и список рассылок", "рассылок")).toEqual(["рассылки", "рассылок"])
    // Punctuation of a query is never read as regular-expression syntax.
    expect(matched("Поле a.b и c++ (значение) x-y", "c++ (значение) [x] $y .* x-y")).toEqual(["значение", "x-y"])
  })
})

describe("search as readers type", () => {
  const readerPages: IndexablePage[] = [
    page("/docs/api/messages/sending", "Отправка сообщений", "api", "Передайте requestId и subscriberFilter.", {
      definitions: ["/cascade/schedule", "requestId", "subscriberFilter", "subscriberFilter.address", "address"],
    }),
    page("/docs/api/messages/status", "Вебхук о статусе", "api", "Вебхук повторяет requestId сообщения.", { definitions: ["paymentData", "statusAt"] }),
    page("/docs/guide", "Статус сообщения", "docs", "Сохраните requestId и subscriberFilter у себя. Статус сообщения приходит вебхуком."),
    page("/docs/profile/rates", "Тарифы", "docs", "Ставки за сообщения WhatsApp."),
    page("/docs/channels", "Каналы", "docs", "Сообщения WhatsApp уходят через канал. Статус канала."),
    page("/docs/api/errors", "Ошибка и её код", "api", "Ответ 401 значит, что ключ неверен."),
    page("/docs/start", "Первый вход", "docs", "Ответ 401 в журнале входа."),
    page("/docs/users", "Пользователи аккаунта", "docs", "Как пригласить пользователя в аккаунт."),
    page("/docs/roles", "Права пользователей", "docs", "Что видит пользователь каждой роли."),
  ]
  const vocabulary = compileVocabulary(
    {
      synonyms: { инвойс: ["ставка"], "добавить сотрудника": ["пригласить пользователя"], колбэк: ["вебхук"] },
      intents: [
        { words: ["api", "метод"], context: "api" },
        { words: ["цена", "стоит"], pages: ["тариф"] },
        { words: ["ошибка", "код"], pages: ["ошибка"] },
      ],
    },
    "synonyms.yaml",
  )
  const { files: readerFiles, engine: reader } = served(buildIndex(readerPages, "ru", "current", 400, vocabulary), "r")
  const found = async (query: string) => (await reader().search("ru", "current", query, 8)).results.map((result) => result.url)

  it("searches a query typed with the wrong layout in the other layout, and says so", async () => {
    const answer = await reader().search("ru", "current", "nfhbas", 8)
    expect([answer.searched, answer.results[0]?.url]).toEqual(["тарифы", "/docs/profile/rates"])
    const reverse = await reader().search("ru", "current", "куйгуыеШв", 8)
    expect([reverse.searched, reverse.results[0]?.url]).toEqual(["requestId", "/docs/api/messages/sending"])
    // A query found as typed is not converted.
    await expect(reader().search("ru", "current", "тарифы", 8)).resolves.not.toHaveProperty("searched")
  })

  it("answers words that name an object's own properties (constructor, __proto__, toString) as any other word", async () => {
    for (const query of ["constructor", "__proto__", "toString", "hasOwnProperty valueOf", "инвойс constructor"]) {
      await expect(reader().search("ru", "current", query, 8)).resolves.toHaveProperty("results")
    }
  })

  it("finds identifiers by their camelCase and dotted parts, the defining page first", async () => {
    expect((await found("requestId"))[0]).toBe("/docs/api/messages/sending")
    expect((await found("subscriber filter"))[0]).toBe("/docs/api/messages/sending")
    expect((await found("payment data"))[0]).toBe("/docs/api/messages/status")
    expect((await found("schedule"))[0]).toBe("/docs/api/messages/sending")
  })

  it("steers by intent words without requiring them, and drops question words", async () => {
    // «API» is in no page's text: the API page with the other words comes before the guide that has them in its title.
    expect((await found("статус сообщения api"))[0]).toBe("/docs/api/messages/status")
    expect((await found("статус сообщения"))[0]).toBe("/docs/guide")
    expect((await found("сколько стоит сообщение whatsapp"))[0]).toBe("/docs/profile/rates")
    expect((await found("ошибка 401"))[0]).toBe("/docs/api/errors")
    expect(await found("как где")).toEqual([])
  })

  it("finds readers' words through the synonyms, and a reader's phrase through the docs' phrase", async () => {
    expect(await found("инвойс")).toEqual(["/docs/profile/rates"])
    expect((await found("колбэк"))[0]).toBe("/docs/api/messages/status")
    expect((await found("добавить сотрудника"))[0]).toBe("/docs/users")
  })

  it("keeps the synonyms out of the meta file and reads only those of the letters the query's words begin with", async () => {
    const meta = readerFiles.get("/r/meta.json") as IndexMeta
    expect(JSON.stringify(meta)).not.toContain("инвойс")
    const beginnings = (meta.synonyms ?? "").split(" ")
    expect([...beginnings].sort()).toEqual(["д", "и", "к"])
    const engine = reader()
    await engine.search("ru", "current", "добавить сотрудника", 8)
    expect(engine.loadedFiles().filter((file) => file.startsWith("/r/w/"))).toEqual([`/r/w/${beginnings.indexOf("д")}.json`])
  })

  it("stops the build when a synonym names a term no page has", () => {
    expect(() =>
      buildIndex(
        readerPages,
        "ru",
        "current",
        400,
        compileVocabulary({ synonyms: { инвойс: ["счёт"] } }, "content/search-synonyms.yaml"),
        "content/search-synonyms.yaml",
      ),
    ).toThrow(/content\/search-synonyms\.yaml: these docs' terms occur in no page[\s\S]*synonyms › инвойс: "сч/)
  })
})

describe("search for questions", () => {
  const heading = (value: string, text: string) => ({ heading: { value, id: value.toLowerCase().replace(/\s+/g, "-"), depth: 2 }, text })
  const questionPages: IndexablePage[] = [
    page("/docs/broadcast", "Рассылки", "docs", "Рассылку можно запланировать, отменить или остановить."),
    page("/docs/broadcast/details", "Детали рассылки", "docs", "", { sections: [heading("Отмена рассылки", "Запланированную можно отменить до старта.")] }),
    page("/docs/integrations/keys", "Ключи и вебхуки", "docs", "Ключ выдаёт владелец аккаунта.", { description: "Где взять ключ API." }),
    page("/docs/api/auth", "Ключ доступа", "api", "Ключ передаётся в заголовке каждого запроса."),
    page("/docs/template/status", "Статусы шаблонов", "docs", "", { sections: [heading("На регистрации", "Дождитесь ответа мессенджера.")] }),
    page("/docs/template/create", "Создание шаблона", "docs", "", { description: "Шаблон после сохранения уходит на регистрацию." }),
    page("/docs/faq", "Вопросы об оплате", "docs", "", {
      sections: [heading("Как пополнить баланс?", "Выставьте счёт."), heading("Что будет, если баланс закончится?", "Рассылки остановятся.")],
    }),
    page("/docs/payment", "Оплата услуг", "docs", "", { sections: [heading("Как пополнить баланс", "Выставьте счёт.")] }),
    page("/docs/template/viber", "Шаблон Viber", "docs", "Шаблон с картинкой и изображением."),
    page("/docs/template/waba", "Шаблон WABA", "docs", "Шаблон с изображением. Изображение в заголовке."),
  ]
  const vocabulary = compileVocabulary({ synonyms: { картинка: ["изображение"] }, intents: [{ words: ["api"], context: "api" }] }, "synonyms.yaml")
  const index = buildIndex(questionPages, "ru", "current", 400, vocabulary)
  const { engine: questionEngine } = served(index, "q")
  const found = async (query: string) => (await questionEngine().search("ru", "current", query, 8)).results.map((result) => result.url)

  it("finds a verb's noun in a heading: «отменить» the section «Отмена рассылки»", async () => {
    expect((await found("отменить рассылку"))[0]).toBe("/docs/broadcast/details")
  })

  it("steers an intent word to a page that names it, wherever it lives", async () => {
    // The guide's description names «API»: it is steered as the API reference is.
    expect((await found("ключ для api"))[0]).toBe("/docs/integrations/keys")
  })

  it("reads a heading with its page's title: «На регистрации» under «Статусы шаблонов»", async () => {
    expect((await found("шаблон на регистрации"))[0]).toBe("/docs/template/status")
  })

  it("puts the docs page before an FAQ's short answer on equal terms", async () => {
    expect(index.meta.briefs).toEqual([6])
    expect(await found("пополнить баланс")).toEqual(["/docs/payment", "/docs/faq"])
  })

  /** The pages a query finds in an index of `pages` alone (`name`: its folder, see served). */
  const foundAmong = async (pages: Parameters<typeof buildIndex>[0], name: string, query: string): Promise<string[]> => {
    const { engine: own } = served(buildIndex(pages, "ru", "current", 400), name)
    return (await own().search("ru", "current", query, 8)).results.map((result) => result.url)
  }

  it("puts the docs page before a hub page (the home page, the docs' start) on equal terms", async () => {
    const same = "Каскад доставки сообщений."
    expect(await foundAmong([page("/", "Документация", "pages", same), page("/docs/cascades", "Документация", "docs", same)], "h", "каскад доставки")).toEqual([
      "/docs/cascades",
      "/",
    ])
  })

  it("finds a noun's form with its fleeting vowel: «в каком порядке» the page «Порядок работы»", async () => {
    const pages = [page("/docs/order", "Порядок работы", "docs", "Сначала шаблон."), page("/docs/other", "Другое", "docs", "Текст без порядка.")]
    expect(await foundAmong(pages, "o", "порядке")).toEqual(["/docs/order", "/docs/other"])
  })

  it("puts a page with the reader's own word as well as the docs' term first", async () => {
    expect((await found("картинка в шаблоне"))[0]).toBe("/docs/template/viber")
  })
})

describe("records together", () => {
  it("holds the query's words in one record, or in a heading with the title at a lesser weight", () => {
    // Words are bits; records are index * 8 + type (0 title, 1 heading, 4 text).
    expect(
      togetherScore(
        new Map([
          [0, 0b01],
          [8 + 1, 0b10],
        ]),
        0b11,
      ),
    ).toBe(60 * 0.75)
    expect(
      togetherScore(
        new Map([
          [0, 0b01],
          [8 + 1, 0b11],
        ]),
        0b11,
      ),
    ).toBe(60)
    expect(
      togetherScore(
        new Map([
          [0, 0b01],
          [8 + 4, 0b10],
        ]),
        0b11,
      ),
    ).toBe(0)
    expect(togetherScore(new Map([[0, 0b11]]), 0b11)).toBe(100)
  })
})

describe("readers it was not tuned on", () => {
  const pagesOf: IndexablePage[] = [
    page("/docs/cascades/about", "Как работают каскады", "docs", "Если сообщение не доставлено, каскад отправляет его через следующий канал.", {
      questions: ["клиенту пришло сообщение и в одном мессенджере, и в другом"],
    }),
    page("/docs/channel/viber", "Подключение Viber", "docs", "Канал Viber подключает менеджер edna."),
    page("/docs/channel/whatsapp", "Подключение WhatsApp", "docs", "Канал WhatsApp подключается через встроенную регистрацию."),
    page("/docs/template", "Шаблоны", "docs", "Шаблон сообщения WhatsApp регистрирует Meta. Сообщение клиенту уходит по шаблону."),
    page("/docs/broadcast", "Рассылки", "docs", "Рассылка отправляет сообщение клиентам. Клиенту приходит сообщение в канал рассылки."),
    page("/docs/clients", "Клиенты", "docs", "Клиент получает сообщение. Клиенту можно отправить сообщение из карточки."),
    page("/docs/api/messages/status", "Статус сообщения", "api", "Платформа отправляет вебхук на ваш адрес и пишет его в журнал.", {
      definitions: ["changed", "settings", "account"],
    }),
    page("/docs/log/eventlog", "Журнал событий", "docs", "Кто и когда изменил настройки аккаунта."),
    page("/docs/api/messages/history", "История сообщений", "api", "Переписка с клиентом из вебхуков."),
    // The same words at the same depth, the API page first in the index (so first on equal terms).
    page("/docs/api/unsubscribe", "Отписка клиента", "api", "Клиент попросил больше не писать ему: отметьте отписку."),
    page("/docs/clients/unsubscribe", "Отписка клиента", "docs", "Клиент попросил больше не писать ему: отметьте отписку."),
    // A link to a chat: a WhatsApp page names it in its title, a Viber page only in its text.
    page("/docs/whatsapp/link", "Ссылка на чат WhatsApp", "docs", "Ссылка открывает чат с компанией."),
    page("/docs/viber/promote", "Продвижение в Viber", "docs", "Дайте клиентам ссылку на чат с компанией."),
    // A reader who does not know the term «окно обслуживания» asks how to answer a client without a template.
    page("/docs/chat", "Переписка", "docs", "Ответить клиенту по шаблону можно всегда."),
    page("/docs/window", "Окно обслуживания", "docs", "Пока окно открыто, ответить клиенту можно без шаблона."),
  ]
  const vocabulary = compileVocabulary(
    { synonyms: {}, intents: [], concepts: { "окно обслуживания": ["ответить без шаблона", "reply without template"] } },
    "synonyms.yaml",
    [
      { ru: "шаблон", en: ["template"] },
      { ru: "каскад", en: ["fallback", "cascade"] },
      { ru: "история сообщений", en: ["message history"] },
      { ru: "журнал событий", en: ["audit log"] },
      { ru: "настройки", en: ["settings"] },
    ],
    "glossary.yaml",
    ["WhatsApp", "Viber"],
  )
  const { files: stored, engine: readers } = served(buildIndex(pagesOf, "ru", "current", 400, vocabulary), "n")
  const first = async (query: string) => (await readers().search("ru", "current", query, 8)).results[0]?.url

  it("finds a Russian page for an English question through the glossary's English", async () => {
    expect(await first("how does a whatsapp template work")).toBe("/docs/template")
    expect(await first("message fallback")).toBe("/docs/cascades/about")
  })

  it("reads an English phrase of the glossary as its whole Russian phrase, not as any one of its words", async () => {
    // «Шаблоны сообщений» shares one word of «история сообщений» and comes first in the index.
    expect(await first("message history")).toBe("/docs/api/messages/history")
  })

  it("weighs an English question's word that a page holds only among its API fields as that page's text", async () => {
    expect(await first("audit log who changed account settings")).toBe("/docs/log/eventlog")
    // A field's name asked alone keeps its identifier meaning.
    expect(await first("changed")).toBe("/docs/api/messages/status")
  })

  it("finds a product name however the reader spells it", async () => {
    expect(await first("подключить вайбер")).toBe("/docs/channel/viber")
    expect(await first("подключение вацапа")).toBe("/docs/channel/whatsapp")
  })

  it("puts a page about two platforms before a page titled with one of them, for a query naming both", async () => {
    const pages: IndexablePage[] = [
      // The Viber page mentions WhatsApp in passing; the page about channels names both.
      page("/docs/viber", "Viber", "docs", "Канал подключает менеджер. Канал WhatsApp подключается отдельно."),
      page("/docs/channels", "Каналы", "docs", "Подключите WhatsApp и Viber."),
    ]
    const index = buildIndex(pages, "ru", "current", 400, compileVocabulary({ synonyms: {} }, "synonyms.yaml", [], "glossary.yaml", ["WhatsApp", "Viber"]))
    const { engine } = served(index, "b")
    const urls = async (query: string) => (await engine().search("ru", "current", query, 8)).results.map((result) => result.url)
    expect(await urls("канал ватсап и вайбер")).toEqual(["/docs/channels", "/docs/viber"])
    // Naming one of them, the reader asks about that one.
    expect((await urls("канал вайбер"))[0]).toBe("/docs/viber")
  })

  it("keeps an API method that serves every platform among the answers of a long API question naming one", async () => {
    const pages: IndexablePage[] = [
      page("/docs/api/send", "Отправка сообщения", "api", "Метод отправляет сообщение из вашей CRM в WhatsApp или Viber на номер телефона клиента."),
      page("/docs/api/send-by-id", "Отправка по идентификатору", "api", "Метод отправляет сообщение клиенту по его id из вашей CRM, без номера телефона."),
    ]
    const vocabulary = compileVocabulary({ synonyms: {}, intents: [{ words: ["апи", "api"], context: "api" }] }, "synonyms.yaml", [], "glossary.yaml", [
      "WhatsApp",
      "Viber",
    ])
    const { engine } = served(buildIndex(pages, "ru", "current", 400, vocabulary), "i")
    const urls = async (query: string) => (await engine().search("ru", "current", query, 8)).results.map((result) => result.url)
    // The method's page names no platform: its payload has a field per platform.
    expect(await urls("как отправить вотсап через апи, если в срм есть только id клиента")).toEqual(["/docs/api/send-by-id", "/docs/api/send"])
  })

  it("reads a product name typed in two words as the name («ватс ап», «whats app»)", async () => {
    const pages: IndexablePage[] = [
      page("/docs/channel/whatsapp", "Подключение WhatsApp", "docs", "Канал подключает менеджер."),
      page("/docs/channel/app", "Приложение", "docs", "Приложение для ватсона и сапсана."),
    ]
    const index = buildIndex(pages, "ru", "current", 400, compileVocabulary({ synonyms: {} }, "synonyms.yaml", [], "glossary.yaml", ["WhatsApp"]))
    const { engine } = served(index, "w")
    const urls = async (query: string) => (await engine().search("ru", "current", query, 8)).results.map((result) => result.url)
    expect(await urls("подключить ватс ап")).toEqual(["/docs/channel/whatsapp"])
    expect(await urls("connect whats app")).toEqual(["/docs/channel/whatsapp"])
  })

  it("reads a word the pages write themselves as that word, not as the product name it sounds like («выбор», Viber)", async () => {
    const pages: IndexablePage[] = [
      page("/docs/channel/viber", "Подключение Viber", "docs", "Канал подключает менеджер.", { questions: ["как подключить вайбер"] }),
      page("/docs/template/choose", "Выбор шаблона", "docs", "Выберите шаблон из списка."),
    ]
    const index = buildIndex(pages, "ru", "current", 400, compileVocabulary({ synonyms: {} }, "synonyms.yaml", [], "glossary.yaml", ["Viber"]))
    // The pages' own «выбор», «выберите» are words of the language; the reader's «вайбер» of a question is not.
    expect((index.meta.vocabulary?.brands ?? []).map((brand) => [brand.term, brand.plain])).toEqual([["viber", ["выбер", "выбор"]]])
    const { engine } = served(index, "v")
    const urls = async (query: string) => (await engine().search("ru", "current", query, 8)).results.map((result) => result.url)
    expect(await urls("выбор шаблона")).toEqual(["/docs/template/choose"])
    expect(await urls("выберите")).toEqual(["/docs/template/choose"])
    expect((await urls("вайбер"))[0]).toBe("/docs/channel/viber")
  })

  it("ranks the page whose question the reader asks, and never shows the question", async () => {
    const answer = await readers().search("ru", "current", "пришло и в одном мессенджере и в другом", 8)
    expect(answer.results[0]?.url).toBe("/docs/cascades/about")
    expect(JSON.stringify(answer.results[0])).not.toContain("мессенджере")
  })

  it("keeps a long question naming a platform to the pages that name it", async () => {
    expect(await first("как дать клиентам ссылку на чат с нами в вайбере")).toBe("/docs/viber/promote")
    expect(await first("как дать клиентам ссылку на чат с нами")).toBe("/docs/whatsapp/link")
  })

  it("finds the page naming a concept the reader describes, reading only the descriptions of the query's letters", async () => {
    const engine = readers()
    expect((await engine.search("ru", "current", "ответить без шаблона", 8)).results[0]?.url).toBe("/docs/window")
    // The words in another order, with others between them.
    expect(await first("шаблон не нужен, чтобы ответить?")).toBe("/docs/window")
    // One of the words alone describes nothing.
    expect(await first("ответить клиенту")).toBe("/docs/chat")
    const beginnings = ((stored.get("/n/meta.json") as { concepts?: string }).concepts ?? "").split(" ")
    expect([...beginnings].sort()).toEqual(["r", "о"])
    expect(engine.loadedFiles().filter((file) => file.startsWith("/n/c/"))).toEqual([`/n/c/${beginnings.indexOf("о")}.json`])
  })

  it("gives a query the same answer whatever was asked before, a description held but for its first word included", async () => {
    const { engine } = served(
      buildIndex(
        [
          page("/docs/chat", "Переписка", "docs", "Ответить клиенту по шаблону можно всегда."),
          page("/docs/window", "Окно обслуживания", "docs", "Пока окно открыто, ответить клиенту можно без шаблона."),
        ],
        "ru",
        "current",
        400,
        compileVocabulary(
          { synonyms: {}, intents: [], concepts: { "окно обслуживания": ["бесплатно ответить клиенту"] } },
          "synonyms.yaml",
          [],
          "glossary.yaml",
          [],
        ),
      ),
      "h",
    )
    const fresh = engine()
    expect((await fresh.search("ru", "current", "ответить клиенту вечером", 8)).results[0]?.url).toBe("/docs/window")
    // A query beginning with the description's first letter loads its file; the answer stays.
    const asked = engine()
    await asked.search("ru", "current", "бесплатно", 8)
    expect((await asked.search("ru", "current", "ответить клиенту вечером", 8)).results[0]?.url).toBe("/docs/window")
  })

  it("does not narrow a long question naming the product itself to the pages that spell it, as it does for a platform", async () => {
    const firstOf = (product: string[]) =>
      firstIn(
        [
          page("/docs/log", "Кто изменил настройки", "docs", "Журнал показывает, кто из сотрудников и когда изменил настройки аккаунта."),
          page("/docs/start", "Настройки аккаунта edna Pulse", "docs", "Какие настройки доступны сотрудникам, решает владелец."),
        ],
        compileVocabulary({ synonyms: {}, intents: [] }, "synonyms.yaml", [], "glossary.yaml", ["edna", "Pulse"], product),
        "кто из сотрудников изменил настройки в эдне",
      )
    expect(await firstOf(["edna", "Pulse"])).toBe("/docs/log")
    expect(await firstOf([])).toBe("/docs/start")
  })

  it("stops the build when the product's name is not among the brands", () => {
    expect(() => compileVocabulary({ synonyms: {}, intents: [] }, "synonyms.yaml", [], "glossary.yaml", ["WhatsApp"], ["edna"])).toThrow(
      "glossary.yaml: product › edna is not among the brands",
    )
  })

  it("raises the pages naming a concept described nearly only when they are few", async () => {
    // «отправляет быстро утром» holds two of the three words of a description of «платформа»: the pages naming it rank higher
    // when they are a fifth of the site or fewer; when most pages name it, the description says nothing of the query.
    const firstOf = async (naming: number) => {
      const named = Array.from({ length: 4 }, (_, i) =>
        page(`/docs/other${i}`, i < naming - 1 ? `Платформа и раздел ${i}` : `Раздел ${i}`, "docs", "Раздел о другом."),
      )
      return firstIn(
        [
          page("/docs/speed", "Скорость", "docs", "Сервис отправляет сообщения быстро."),
          page("/docs/overview", "Обзор платформы", "docs", "Сервис отправляет сообщения быстро."),
          ...named,
        ],
        compileVocabulary({ synonyms: {}, intents: [], concepts: { платформа: ["умеет отправлять быстро"] } }, "synonyms.yaml", [], "glossary.yaml", []),
        "отправляет быстро утром",
      )
    }
    expect(await firstOf(1)).toBe("/docs/overview")
    expect(await firstOf(4)).toBe("/docs/speed")
  })

  it("puts the docs page of a task before its API page for a long question that does not ask about the API", async () => {
    expect(await first("клиент попросил больше не писать ему")).toBe("/docs/clients/unsubscribe")
    // A short query names a thing: no prior.
    expect(await first("отписка клиента")).toBe("/docs/api/unsubscribe")
  })

  it("weighs a long question's word that no page names, only uses in its text, for less than one a page names", async () => {
    const pages: IndexablePage[] = [
      page("/docs/report", "Отчёт по сообщениям", "docs", "Если клиент не получил сообщение, найдите его по номеру."),
      // The reader's word «говорит», rare, in one page's text only: at its whole rarity it puts this page first.
      page("/docs/manager", "Работа менеджера", "docs", "Менеджер говорит: сообщение получено по номеру."),
      page("/docs/clients", "Клиенты", "docs", "Карточка клиента."),
      page("/docs/messages", "Сообщения", "docs", "Сообщение уходит клиенту."),
      page("/docs/numbers", "Номер отправителя", "docs", "Номер и сообщение."),
      ...Array.from({ length: 4 }, (_, i) => page(`/docs/other${i}`, `Раздел ${i}`, "docs", "Клиенту приходит сообщение на номер телефона.")),
    ]
    const { engine: long } = served(buildIndex(pages, "ru", "current", 400), "u")
    const answer = await long().search("ru", "current", "клиент говорит что не получил сообщение, где посмотреть по его номеру", 8)
    expect(answer.results[0]?.url).toBe("/docs/report")
    // A short query names what it asks about: its words keep their rarity.
    expect((await long().search("ru", "current", "менеджер говорит", 8)).results[0]?.url).toBe("/docs/manager")
  })

  it("counts a reader's question for a word it holds with another word of the query, not for a word alone", async () => {
    const pages: IndexablePage[] = [
      // «выгрузить» only in a question about something else, «клиент» in the text.
      page("/docs/settings", "Настройки", "docs", "Карточки клиентов.", { questions: ["как выгрузить отчёт по оплатам"] }),
      page("/docs/export", "Экспорт", "docs", "Выгрузить список клиентов можно в файл."),
      page("/docs/chat", "Переписка", "docs", "Ответ клиенту и отчёт."),
      page("/docs/pay", "Оплата", "docs", "Отчёт по оплатам."),
    ]
    const { engine } = served(buildIndex(pages, "ru", "current", 400, compileVocabulary({ synonyms: {} }, "synonyms.yaml")), "a")
    const urls = async (query: string) => (await engine().search("ru", "current", query, 8)).results.map((result) => result.url)
    expect((await urls("выгрузить клиентов"))[0]).toBe("/docs/export")
    // A question holding two words of the query counts for both.
    expect((await urls("выгрузить отчёт"))[0]).toBe("/docs/settings")
  })

  it("ranks a page by a reader's question about one of its details below one by a question about it, and shows neither", async () => {
    const asked = "сколько ждать перед вторым мессенджером"
    const pages: IndexablePage[] = [
      page("/docs/text", "Настройка", "docs", "Ждать ответа мессенджера не нужно."),
      page("/docs/detail", "Каскады", "docs", "Цепочка каналов.", { details: [asked] }),
      page("/docs/question", "Ожидание", "docs", "Шаг цепочки.", { questions: [asked] }),
    ]
    const { engine } = served(buildIndex(pages, "ru", "current", 400, compileVocabulary({ synonyms: {} }, "synonyms.yaml")), "d")
    const answer = await engine().search("ru", "current", asked, 8)
    // The page that only holds two of the words in its text is far under both.
    expect(answer.results.map((result) => result.url)).toEqual(["/docs/question", "/docs/detail"])
    expect(JSON.stringify(answer.results)).not.toContain("вторым")
  })

  it("counts a rare word a page only mentions in its text for less than one it names", () => {
    const rarity = [3, 1]
    // Word 0 in a heading (record 2, type 1), word 1 in the text: all of word 0, part of word 1.
    const named = namedShare(
      new Map([
        [8 * 2 + 1, 0b01],
        [8 * 3 + 4, 0b10],
      ]),
      rarity,
    )
    // The same words, both only in the text.
    const mentioned = namedShare(new Map([[8 * 3 + 4, 0b11]]), rarity)
    expect(named).toBeGreaterThan(mentioned)
    expect(mentioned).toBeLessThan(shareOf(0b11, rarity))
    expect(namedShare(new Map([[8 * 2 + 1, 0b11]]), rarity)).toBe(1)
  })

  it("reads a section's text with its heading for a long question", () => {
    const rarity = [2, 2, 2]
    // A heading holds word 0 and the text at record 6 words 1 and 2.
    const withHeading = (heading: number) =>
      coverageScore(
        new Map([
          [8 * heading + 1, 0b001],
          [8 * 6 + 4, 0b110],
        ]),
        rarity,
      )
    const whole = coverageScore(new Map([[8 * 6 + 4, 0b111]]), rarity)
    // Its own heading (record 5): the section holds all three.
    expect(withHeading(5)).toBe(whole)
    // Another section's heading (record 4) does not.
    expect(withHeading(4)).toBeLessThan(whole)
  })

  it("weighs a long question's words by rarity, a record holding most of them first", () => {
    // Words 0 and 1 are rare (rarity 3), word 2 common (0.5).
    const rarity = [3, 3, 0.5]
    expect(shareOf(0b011, rarity)).toBeCloseTo(6 / 6.5)
    expect(shareOf(0b100, rarity)).toBeCloseTo(0.5 / 6.5)
    // A content record (type 4) holding both rare words beats a heading (type 1) holding the common one.
    expect(coverageScore(new Map([[8 * 3 + 4, 0b011]]), rarity)).toBeGreaterThan(coverageScore(new Map([[8 * 2 + 1, 0b100]]), rarity))
  })
})

describe("an API error's text pasted whole", () => {
  const groups = {
    request: {
      id: "request",
      title: "Ошибки 400",
      errors: [
        {
          id: "requestid-is-not-unique",
          group: "request",
          status: 400,
          text: "RequestId is not unique",
          description: "Запрос с тем же `requestId` уже принимался.",
          action: "Возьмите новый.",
        },
        {
          id: "cascade-not-found",
          group: "request",
          status: 400,
          text: "Cascade not found",
          description: "Каскада нет.",
          action: "Возьмите `cascadeId` из списка.",
        },
      ],
    },
  }
  const pagesOf = (exact: boolean): IndexablePage[] => [
    // A page whose title holds every word of the text, as a page about request ids would.
    page(
      "/docs/api/messages/sending-id",
      "Is requestId unique? Not always",
      "api",
      "requestId is unique. Not unique requestId. RequestId must be unique, it is not reused.",
    ),
    page("/docs/api/messages/errorcodes", "Коды ошибок", "api", "Справочник ошибок.", {
      sections: [
        { heading: null, text: "Справочник ошибок." },
        ...errorSections(groups).map((section) => (exact ? section : { ...section, exact: undefined })),
      ],
    }),
  ]
  const engineOf = (exact: boolean) => {
    return served(buildIndex(pagesOf(exact), "ru", "current"), "n").engine()
  }

  it("puts the entry's section first, linked at its anchor, however it was pasted", async () => {
    const engine = engineOf(true)
    for (const query of ["RequestId is not unique", "'requestid is not unique'", "HTTP 400 Bad Request: RequestId is not uniq"]) {
      const [first] = (await engine.search("ru", "current", query, 8)).results
      expect([query, first.url, first.href.replace(/\?[^#]*/, ""), first.sections[0]?.hash]).toEqual([
        query,
        "/docs/api/messages/errorcodes",
        "/docs/api/messages/errorcodes#requestid-is-not-unique",
        "requestid-is-not-unique",
      ])
    }
    const [cascade] = (await engine.search("ru", "current", "400 cascade not found", 8)).results
    expect(cascade.href.replace(/\?[^#]*/, "")).toBe("/docs/api/messages/errorcodes#cascade-not-found")
    // Filtered to another context, the entry's page is not shown.
    expect((await engine.search("ru", "current", "RequestId is not unique", 8, "docs")).results).toEqual([])
  })

  it("ranks by words alone without the index's phrases, where a page sharing the words comes first", async () => {
    const [first] = (await engineOf(false).search("ru", "current", "RequestId is not unique", 8)).results
    expect(first.url).toBe("/docs/api/messages/sending-id")
  })
})
