/**
 * Key directories (build-index META_KEYS): on a site with a large vocabulary the table of shard keys leaves
 * meta.json for small files a query loads for its own words, and every answer stays what it was.
 * key-directories.answers.json holds the answers of the engine before key directories (plugins/search/lib/engine.ts as of
 * 5c8b282) on the same index built whole into meta.json (`metaKeys` Infinity, the format of then): `answersOf` over
 * `filesOf(manyPages(), Infinity)` run with that engine in place of ./engine (hence the exports). Since then the
 * engine leaves out the weak pages of a query of several words (WEAK_SHARE): the totals and tails of «статус
 * шаблона» and «кроан бадо» were recorded again with it, their first pages as they were; and since the other forms of
 * a genitive plural are marked in snippets and links (tokenize withOwnForms), the digests of «рассылок», its pages and
 * totals as they were.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { buildIndex, keyDirectories, META_KEYS } from "./build-index"
import { createEngine } from "../lib/engine"
import type { IndexablePage } from "../lib/records"
import { compileVocabulary } from "../lib/synonyms"
import { pseudoWords } from "../../../scripts/support/pseudo-words.cjs"
import type { IndexMeta, SearchAnswer } from "../lib/protocol"

/** Pages of real words (the terms of the queries below) among many of pseudo-words, as a grown site has them. */
export function manyPages(): IndexablePage[] {
  const { random, word } = pseudoWords()
  const sentence = () => Array.from({ length: 6 + Math.floor(random() * 8) }, word).join(" ") + "."
  const TOPICS: Array<[string, string, IndexablePage["context"], string]> = [
    ["/docs/template", "Шаблоны сообщений", "docs", "Статусы шаблонов: шаблон проходит регистрацию в Meta. Категория шаблона влияет на цену."],
    ["/docs/cascades", "Каскады", "docs", "Укажите имя каскада и время ожидания. Каскад отправки сообщений."],
    ["/docs/api", "Общая информация об API", "api", "Заголовок X-API-KEY и callback_url. Метод POST /cascade/schedule ставит сообщение в очередь."],
    ["/docs/broadcast", "Рассылки", "docs", "Рассылка отправляет сообщения многим клиентам. Отчёт о рассылке в xlsx."],
    ["/docs/channel", "Каналы", "docs", "Подключение канала WhatsApp и Viber. Статус канала."],
    ["/docs/payment", "Баланс и оплата", "docs", "Пополнить баланс можно картой. Лицензия на год."],
    ["/docs/webhooks", "Вебхуки", "docs", "Вебхук получает статус сообщения. Ошибка 400 значит неверный запрос."],
    ["/docs/scripts", "Скрипты", "docs", "Условия скрипта и итоговый отчёт. Тег клиента."],
    ["/blog/news", "Что нового: каналы и шаблоны", "blog", "Новый канал, новые шаблоны."],
  ]
  const pages: IndexablePage[] = []
  for (let copy = 0; copy < 12; copy += 1) {
    for (const [url, title, context, text] of TOPICS) {
      pages.push({
        url: copy === 0 ? url : `${url}-v${copy}`,
        title: copy === 0 ? title : `${title} — вариант ${copy}`,
        description: sentence(),
        keywords: [],
        breadcrumb: ["Документация"],
        context,
        sections: [
          { heading: null, text: `${sentence()} ${text} ${sentence()}` },
          { heading: { value: `Примечание ${copy}`, id: `примечание-${copy}`, depth: 2 }, text: `${sentence()} ${sentence()}` },
        ],
      })
    }
  }
  return pages
}

const vocabulary = compileVocabulary({ synonyms: { broadcast: ["рассылка"] }, intents: [{ words: ["стоит"], pages: ["баланс"] }] }, "test")

/** Queries of every path of a term's lookups: as typed, completed, a fleeting vowel, a family, typos (the first
 * two letters too), the other layout, an identifier's parts, a synonym, several words, pseudo-word prefixes. */
export const QUERIES = [
  "шаблонов",
  "шабл",
  "ш",
  "ша",
  "каскада",
  "каскдов",
  "ашблонов",
  "ккаскада",
  "rfcrfl",
  "X-API-KEY",
  "callback",
  "имя",
  "время",
  "подключение канала WhatsApp",
  "статус шаблона",
  "Viber",
  "баланс",
  "лицензия",
  "вебхук",
  "ошибка 400",
  "клиенты xlsx",
  "скрипт условия",
  "итоговый отчёт",
  "рассылок",
  "broadcast",
  "стоит оплата",
  "ба",
  "бавеги",
  "плас",
  "стотр",
  "шкоил",
  "кроан бадо",
]
export const CONTEXTS = [null, "docs", "!docs"]

export function filesOf(pages: readonly IndexablePage[], metaKeys: number): Map<string, string> {
  const built = buildIndex(pages, "ru", "current", 600, vocabulary, "test", metaKeys)
  const files = new Map([
    ["/search/manifest.json", JSON.stringify({ ru: { current: "/i/meta.json" } })],
    ["/i/meta.json", JSON.stringify({ ...built.meta, base: "/i/" })],
  ])
  for (const [name, value] of built.files) files.set(`/i/${name}`, JSON.stringify(value))
  return files
}

const engineOver = (files: Map<string, string>) =>
  createEngine(async (file) => {
    const json = files.get(file)
    if (json === undefined) throw new Error(`404 ${file}`)
    return JSON.parse(json)
  })

/** An answer as stored: its pages in rank order, and a digest of all of it (links, snippets, sections). */
interface Stored {
  total: number
  searched?: string
  urls: string[]
  digest: string
}

const stored = (answer: SearchAnswer): Stored => ({
  total: answer.total,
  ...(answer.searched ? { searched: answer.searched } : {}),
  urls: answer.results.map((result) => result.url),
  digest: crypto.createHash("sha256").update(JSON.stringify(answer)).digest("hex").slice(0, 16),
})

/** Every query with every context filter at the box's limit and the results page's, each on a fresh engine. */
export async function answersOf(files: Map<string, string>): Promise<Record<string, Stored>> {
  const answers: Record<string, Stored> = {}
  for (const query of QUERIES) {
    for (const context of CONTEXTS) {
      for (const limit of [8, 20])
        answers[JSON.stringify([query, context, limit])] = stored(await engineOver(files).search("ru", "current", query, limit, context))
    }
  }
  return answers
}

const pages = manyPages()
const whole = filesOf(pages, Infinity)
const split = filesOf(pages, 0)
const metaOf = (files: Map<string, string>): IndexMeta => JSON.parse(files.get("/i/meta.json") as string)

describe("key directories", () => {
  it("keep a large table of shard keys out of meta.json, each key in one place", () => {
    const all = metaOf(whole).shards
    const meta = metaOf(split)
    expect(Object.keys(all).length).toBeGreaterThan(100)
    expect(meta.directories?.length).toBeGreaterThan(10)
    expect(Object.keys(meta.shards).length).toBeLessThan(Object.keys(all).length / 2)
    const found: Record<string, number> = { ...meta.shards }
    meta.directories?.forEach((prefix, n) => {
      const directory: Record<string, number> = JSON.parse(split.get(`/i/k/${n}.json`) as string)
      expect(Object.keys(directory).length).toBeGreaterThan(1)
      for (const [key, file] of Object.entries(directory)) {
        expect(key.startsWith(prefix)).toBe(true)
        expect(key in found).toBe(false)
        found[key] = file
      }
    })
    expect(found).toEqual(all)
    // The same shards either way: only the table moves.
    for (const [name, json] of whole) if (name.includes("/s/") || name.includes("/p/")) expect(split.get(name)).toBe(json)
  })

  it("are not made while the table fits (this site's 210 keys): meta.json stays as it was", () => {
    const table = Object.fromEntries(Array.from({ length: META_KEYS }, (_, i) => [`к${i}`, i]))
    expect(keyDirectories(table)).toEqual({ inline: table, directories: [] })
    expect(keyDirectories({ ...table, кх: 1 }).directories.map((directory) => directory.prefix)).toEqual(["к1", "к2", "к3", "к4", "к5", "к6", "к7", "к8", "к9"])
    const small = filesOf(pages.slice(0, 9), META_KEYS)
    expect(metaOf(small).directories).toBeUndefined()
    expect([...small.keys()].some((name) => name.includes("/k/"))).toBe(false)
  })

  it("load for a query only the directories of its words' first two letters", async () => {
    const engine = engineOver(split)
    await engine.search("ru", "current", "каскада", 8)
    const meta = metaOf(split)
    const n = meta.directories?.indexOf("ка") ?? -1
    expect(n).toBeGreaterThanOrEqual(0)
    expect(engine.loadedFiles().filter((name) => name.includes("/k/"))).toEqual([`/i/k/${n}.json`])
    expect(engine.loadedFiles().filter((name) => name.includes("/s/")).length).toBeLessThanOrEqual(2)
  })

  it("give every query the answers of the engine before them, with the whole table in meta.json or not", async () => {
    const before: Record<string, Stored> = JSON.parse(fs.readFileSync(path.join(__dirname, "key-directories.answers.json"), "utf8"))
    const withWhole = await answersOf(whole)
    const withSplit = await answersOf(split)
    expect(Object.keys(before).length).toBe(QUERIES.length * CONTEXTS.length * 2)
    expect(withSplit).toEqual(before)
    expect(withWhole).toEqual(before)
    // The queries reach the directories and find pages.
    expect(withSplit[JSON.stringify(["каскдов", null, 8])].urls[0]).toBe("/docs/cascades")
    expect(withSplit[JSON.stringify(["ашблонов", null, 8])].urls.length).toBeGreaterThan(0)
    expect(withSplit[JSON.stringify(["rfcrfl", null, 8])].searched).toBe("каскад")
  })
})
