/**
 * The prose as the build sets it (src/node/mdx/prose.ts): registered facts in place of `<Fact id="…" />`
 * and Russian typography, on text only (code, headings, URLs as written).
 */
import { parseFacts } from "../src/node/facts"
import { parseMdx, readMdx } from "../src/node/mdx/mdx-tree"
import { setProse } from "../src/node/mdx/prose"
import { typeset } from "../src/node/typography"
import { mdxToMarkdown } from "../plugins/assistants/node/markdown-twin"
import { typesetMarkdown } from "../plugins/api-reference/node/openapi-shown"

const NBSP = "\u00a0"
const FACTS = parseFacts(`- id: request-id-window
  value: "20 минут"
  claim: "Дубли отклоняются 20 минут"
  source: "product-facts: 3"
  detect: 'дубл[^.]*\\d+\\s*мин'
  example: "Дубли отклоняются 20 минут"
`)

describe("typography", () => {
  it("joins a number to its unit and groups of thousands with non-breaking spaces", () => {
    expect(typeset("файл до 25 МБ и 2 000 получателей, 100 000 сообщений")).toBe(
      `файл до${NBSP}25${NBSP}МБ${NBSP}и${NBSP}2${NBSP}000${NBSP}получателей, 100${NBSP}000${NBSP}сообщений`,
    )
  })

  it("sets «ёлочки» and dashes, and keeps the edges, order numbers and phone numbers as written", () => {
    expect(typeset(`Нажмите "Отправить" - готово`)).toBe(`Нажмите «Отправить»${NBSP}— готово`)
    expect(typeset(" заказ №10452, номер 77011234567 ")).toBe(` заказ №10452, номер 77011234567 `)
  })

  it("keeps an English error text as the API sends it, so a copied text matches the log", () => {
    expect(typeset("ответ 400 «RequestId is not unique» или «Request doesn't contain content for all cascade stages»")).toContain(
      "«RequestId is not unique» или «Request doesn't contain content for all cascade stages»",
    )
  })

  it("leaves inline code and link addresses of a description alone", () => {
    expect(typesetMarkdown('Поле `"type": "PHONE"` - см. [страницу](/docs/a "b")')).toBe(`Поле \`"type": "PHONE"\`${NBSP}— см. [страницу](/docs/a "b")`)
  })
})

describe("registered facts", () => {
  const tree = (body: string) => setProse(parseMdx(body), FACTS)

  it("put the value in place of <Fact id> in the page, its search text and its twin", () => {
    const body = 'Запрос с тем же `requestId` в течение <Fact id="request-id-window" /> отклоняется.\n'
    expect(readMdx(body, 0, tree(body)).text).toContain(`в${NBSP}течение 20${NBSP}минут отклоняется`)
    expect(JSON.stringify(tree(body))).not.toContain("Fact")
  })

  it("stop with the line on an unknown id, a missing id, or a fact on a line of its own", () => {
    expect(() => tree('Текст\n\nв <Fact id="nope" /> слово')).toThrow(
      expect.objectContaining({ line: 3, reason: expect.stringContaining('<Fact id="nope" /> is not in content/facts.yaml') }),
    )
    expect(() => tree("Текст <Fact /> слово")).toThrow(expect.objectContaining({ reason: expect.stringContaining("needs an id") }))
    expect(() => tree('<Fact id="request-id-window" />\n')).toThrow(expect.objectContaining({ reason: expect.stringContaining("inside a sentence") }))
  })

  it("leave code blocks, inline code and headings as written", () => {
    const body = '## Шаг 1. До 2 000 "строк"\n\nТекст `2 000 "x"` и\n\n```json\n{"a": "2 000 - b"}\n```\n'
    const twin = mdxToMarkdown({ title: "T", description: "", route: "/docs/t", siteUrl: "https://x" } as never, tree(body))
    expect(twin).toContain('## Шаг 1. До 2 000 "строк"')
    expect(twin).toContain('`2 000 "x"`')
    expect(twin).toContain('{"a": "2 000 - b"}')
  })
})

describe("the registry", () => {
  it("rejects a bad entry naming the entry and the field", () => {
    expect(() => parseFacts(`- id: Bad_Id\n  value: "a: b"\n  claim: c\n  source: somewhere\n  detect: "("\n  example: e\n`)).toThrow(
      /fact 1 \(Bad_Id\): field "id"[\s\S]*field "value"[\s\S]*field "source"[\s\S]*field "detect"/,
    )
    expect(() => parseFacts(`- id: a\n  value: v\n`)).toThrow(/fact 1 \(a\): field "claim" must be a non-empty string/)
  })
})
