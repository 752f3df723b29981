import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { absoluteUrl, filledTwinDraft, llmsFullTxt, llmsTxt, mdxToMarkdown, pageMarkdown, twinDraft, type TwinInput, type TwinOperation } from "./markdown-twin"
import { parseProse } from "../../../src/node/mdx/prose"
import { errorMarkdown } from "../../api-reference/lib/errors"
import { blogRouteOf, docRouteOf } from "../../../src/lib/routes"

const SITE = "https://docs.example.kz"

// Structure only: the typography the twin also carries (non-breaking spaces) is test/prose.test.ts's.
const md = (body: string, extra: Partial<TwinInput> = {}): string =>
  mdxToMarkdown({ title: "T", description: "", body, route: "/docs/start/page", siteUrl: SITE, ...extra }).replace(/\u00a0/g, " ")

const operation: TwinOperation = {
  kind: "operation",
  id: "sendMessage",
  method: "POST",
  path: "/messages",
  url: "https://api.example/api/messages",
  summary: "Отправить",
  description: "",
  parameters: [{ name: "limit", in: "query", required: false, description: "Сколько вернуть", type: "integer", limits: "не больше 100" }],
  requestFields: [
    { name: "to", type: "string", required: true, description: "Номер | телефона", limits: "до 15 символов", depth: 0 },
    { name: "content.text", type: "string", required: false, description: "Текст", limits: "", depth: 1 },
  ],
  requestExample: { to: "77000000000" },
  responses: [
    {
      status: "200",
      description: "Принято",
      fields: [{ name: "id", type: "string", required: true, description: "Идентификатор", limits: "", depth: 0 }],
      example: { id: "m-1" },
      errors: [],
    },
    { status: "400", description: "Неверный запрос", fields: [], example: { title: "Bad Request" }, errors: [] },
    { status: "401", description: "Нет ключа", fields: [], example: undefined, errors: [] },
  ],
  errors: [],
  samples: { curl: "curl -X POST x", javascript: "await fetch(x)", python: "import requests", php: "<?php curl_init();" },
}

const webhook: TwinOperation = {
  ...operation,
  kind: "webhook",
  id: "status",
  path: "",
  url: "",
  parameters: [],
  samples: null,
  responses: [{ status: "200", description: "Вебхук принят", fields: [], example: undefined, errors: [] }],
}

describe("mdxToMarkdown", () => {
  it("keeps headings, lists, emphasis and inline code as Markdown", () => {
    const out = md("## Шаг 1\n\nТекст с **важным** и `кодом`.\n\n- один\n- два\n\n1. первый\n2. второй\n")
    expect(out).toContain("## Шаг 1")
    expect(out).toContain("Текст с **важным** и `кодом`.")
    expect(out).toContain("- один\n- два")
    expect(out).toContain("1. первый\n2. второй")
  })

  it("keeps GFM tables", () => {
    const out = md("| Статус | Что значит |\n| --- | --- |\n| `sent` | Отправлено |\n")
    expect(out).toMatch(/\| Статус +\| Что значит +\|\n\| -+ +\| -+ +\|\n\| `sent` +\| Отправлено +\|/)
  })

  it("keeps code blocks with their language and labels unlabelled ones as text", () => {
    expect(md('```json\n{ "a": 1 }\n```\n')).toContain('```json\n{ "a": 1 }\n```')
    expect(md("```\nплан\n```\n")).toContain("```text\nплан\n```")
  })

  it("makes links absolute to the site: pages, anchors, relative; leaves external and mail links", () => {
    const out = md("[a](/docs/x#y) [b](#z) [c](./sibling) [d](https://meta.com) [e](mailto:a@b.c)")
    expect(out).toContain(`[a](${SITE}/docs/x#y)`)
    expect(out).toContain(`[b](${SITE}/docs/start/page#z)`)
    expect(out).toContain(`[c](${SITE}/docs/start/page/sibling)`)
    expect(out).toContain("[d](https://meta.com)")
    expect(out).toContain("[e](mailto:a@b.c)")
  })

  it("turns a figure into an image with alt text and caption at its published URL", () => {
    const imageUrl = (src: string): string | undefined => (src === "./img/a.png" ? "/static/abc/a.png" : undefined)
    const out = md('![Схема экрана](./img/a.png "Рис. 1. Экран")\n', { imageUrl })
    expect(out).toContain(`![Схема экрана](${SITE}/static/abc/a.png "Рис. 1. Экран")`)
  })

  it("fails on an image that was not published or has no alt text", () => {
    expect(() => md("![x](./missing.png)")).toThrow(/missing\.png/)
    expect(() => md("![](./img/a.png)", { imageUrl: () => "/static/a.png" })).toThrow(/alt text/)
  })

  it("turns each admonition into a blockquote titled in Russian", () => {
    const out = md(
      '<Admonition type="warning">\n\nНе удаляйте **шаблон**.\n\n</Admonition>\n\n<Admonition type="tip" title="Лайфхак">\n\nКоротко.\n\n</Admonition>\n',
    )
    expect(out).toContain("> **Внимание**\n>\n> Не удаляйте **шаблон**.")
    expect(out).toContain("> **Лайфхак**\n>\n> Коротко.")
    expect(md('<Admonition type="danger">\n\nx\n\n</Admonition>')).toContain("> **Опасно**")
    expect(md("<Admonition>\n\nx\n\n</Admonition>")).toContain("> **Примечание**")
  })

  it("turns DocCardList into a list of links with descriptions", () => {
    const cards = [
      { label: "WhatsApp", href: "/docs/channel/whatsapp", description: "Как подключить", count: 3 },
      { label: "Viber", href: "/docs/channel/viber", description: "", count: null },
    ]
    const out = md("Разделы:\n\n<DocCardList />\n", { cards })
    expect(out).toContain(`- [WhatsApp](${SITE}/docs/channel/whatsapp): Как подключить\n- [Viber](${SITE}/docs/channel/viber)`)
    expect(md("Разделы:\n\n<DocCardList />\n").trim()).toBe("Разделы:")
  })

  it("lays Tabs out one after another, each under its label", () => {
    const out = md('<Tabs>\n<TabItem value="a" label="Первый">\n\nОдин\n\n</TabItem>\n<TabItem value="b" label="Второй">\n\nДва\n\n</TabItem>\n</Tabs>\n')
    expect(out).toContain("**Первый**\n\nОдин\n\n**Второй**\n\nДва")
  })

  it("renders ApiOperation: method and URL, headers, parameters, fields, examples, samples, every response, errors", () => {
    const out = md('## Отправка\n\n<ApiOperation id="sendMessage" />\n', { operations: { sendMessage: operation } })
    expect(out).toContain("`POST https://api.example/api/messages`")
    expect(out).toMatch(/\| `X-API-KEY` +\| Ваш API-ключ, обязательный +\|/)
    expect(out).toMatch(/\| `Content-Type` +\| `application\/json` +\|/)
    expect(out).toMatch(/\*\*Параметры запроса\*\*[\s\S]*\| `limit` +\| `integer, query` +\| нет +\| Сколько вернуть\. не больше 100 +\|/)
    expect(out).toMatch(/\| `to` +\| `string` +\| да +\| Номер \\\| телефона\. до 15 символов +\|/)
    expect(out).toMatch(/\| `content.text` +\|/)
    expect(
      md('<ApiOperation id="sendMessage" />', {
        operations: { sendMessage: { ...operation, requestFields: [{ ...operation.requestFields[0], type: "array<object>" }] } },
      }),
    ).toContain("`array<object>`")
    expect(out).toContain('**Пример тела запроса**\n\n```json\n{\n  "to": "77000000000"\n}\n```')
    for (const [label, language] of [
      ["curl", "bash"],
      ["JavaScript", "javascript"],
      ["Python", "python"],
      ["PHP", "php"],
    ]) {
      expect(out).toContain(`${label}:\n\n\`\`\`${language}\n`)
    }
    expect(out).toContain("**Ответ** `200`: Принято")
    expect(out).toContain('```json\n{\n  "id": "m-1"\n}\n```')
    expect(out).toMatch(/\| `400` +\| Неверный запрос +\|\n\| `401` +\| Нет ключа +\|/)
    expect(out).toContain('**Пример ответа 400**\n\n```json\n{\n  "title": "Bad Request"\n}\n```')
  })

  it("renders ApiErrors as the register's entries, each as lookup_error gives it, and links an operation's errors to them", () => {
    const error = { id: "user-blocked", group: "processing", text: "user-blocked", description: "Клиент в `чёрном` списке.", action: "Не пишите ему." }
    const errors = { processing: { id: "processing", title: "Коды", errors: [error] } }
    const out = mdxToMarkdown({
      title: "T",
      description: "",
      body: '## Коды\n\n<ApiErrors group="processing" />\n',
      route: "/docs/api/messages/errorcodes",
      siteUrl: SITE,
      errors,
    })
    expect(out).toContain(errorMarkdown(error, SITE))
    expect(() => md('<ApiErrors group="nope" />', { errors })).toThrow(/<ApiErrors group="nope" \/> has no group/)
    const link = { id: "user-blocked", label: "user-blocked", description: "Клиент в `чёрном` списке.", href: "/docs/api/messages/errorcodes#user-blocked" }
    const linked = md('<ApiOperation id="sendMessage" />', {
      operations: { sendMessage: { ...operation, responses: [{ ...operation.responses[1], errors: [link] }], errors: [link] } },
    })
    expect(linked).toContain(`| \`400\` | Неверный запрос [\`user-blocked\`](${SITE}/docs/api/messages/errorcodes#user-blocked) |`)
    expect(linked).toContain(`| [\`user-blocked\`](${SITE}/docs/api/messages/errorcodes#user-blocked) | Клиент в \`чёрном\` списке. |`)
  })

  it("renders ApiWebhook without samples or headers", () => {
    const out = md('<ApiWebhook id="status" />', { operations: { status: webhook } })
    expect(out).toContain("`POST` на URL, указанный в настройках вебхуков")
    expect(out).toContain("**Поля тела вебхука**")
    expect(out).not.toContain("X-API-KEY")
    expect(out).not.toContain("curl")
    const receiving = md('<ApiWebhook id="status" />', {
      operations: {
        status: { ...webhook, samples: { curl: 'curl -X POST "$WEBHOOK_URL"', javascript: "createServer()", python: "HTTPServer()", php: "<?php" } },
      },
    })
    expect(receiving).toContain('**Приёмник вебхука**\n\ncurl:\n\n```bash\ncurl -X POST "$WEBHOOK_URL"\n```')
    expect(receiving).toContain("PHP:\n\n```php\n<?php\n```")
  })

  it("drops imports and comments and leaves no JSX or HTML", () => {
    const out = md('import X from "./x"\n\nТекст {/* truncate */} дальше.\n\n{/* truncate */}\n\nКонец.\n')
    expect(out).not.toMatch(/import|truncate|[<{]/)
    expect(out).toContain("Конец.")
  })

  it("fails naming what it cannot convert", () => {
    expect(() => md("<Unknown />")).toThrow(/<Unknown>/)
    expect(() => md('<ApiOperation id="nope" />')).toThrow(/nope/)
    expect(() => md("Итого: {1 + 1}")).toThrow(/expression/)
  })
})

describe("pageMarkdown", () => {
  it("starts with the title, then the description, then the body", () => {
    const out = pageMarkdown({ title: "Быстрый старт", description: "Первые шаги.", body: "## Вход\n\nТекст.", route: "/docs/start", siteUrl: SITE })
    expect(out).toBe("# Быстрый старт\n\n> Первые шаги.\n\n## Вход\n\nТекст.\n")
  })
})

describe("the twin's draft, made while sourcing", () => {
  /** A published path as the twins step gives it: /static/<md5 hex>/<file name>. */
  const published = (src: string): string => `/static/${createHash("md5").update(src).digest("hex")}/${path.basename(src)}`
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

  it("gives every page of the site's content the twin the twins step would convert itself, or is null where the page needs its context", () => {
    let drafted = 0
    let withImages = 0
    const pages = files(path.resolve("content")).filter((file) => file.endsWith(".mdx"))
    for (const file of pages) {
      const text = fs.readFileSync(file, "utf8")
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, "")
      const relative = path.relative(path.resolve("content"), file).split(path.sep)
      const route = relative[0] === "docs" ? docRouteOf(relative.slice(1).join("/")) : blogRouteOf(/^slug:\s*"?([^"\n]+)"?/m.exec(text)?.[1] ?? "")
      const input: TwinInput = { title: "Т", description: "О странице", body, route, siteUrl: SITE, imageUrl: published }
      const draft = twinDraft(parseProse(body), route, SITE)
      if (draft === null) {
        expect(/<(DocCardList|ApiOperation|ApiWebhook|ApiErrors)\b/.test(body)).toBe(true)
        continue
      }
      drafted += 1
      if (draft.images.length > 0) withImages += 1
      expect([file, pageMarkdown(input, filledTwinDraft(draft, published))]).toEqual([file, pageMarkdown(input)])
    }
    // Most pages, figures among them.
    expect(drafted).toBeGreaterThan(pages.length * 0.6)
    expect(withImages).toBeGreaterThan(20)
  })

  it("fills each image's folder in, however the file is named, and fails as the conversion does on one not published", () => {
    const body = '![Схема](./img/a.png "Рис. 1")\n\nТекст ![Экран (новый)](<./img/экран 2 (1).png>) и снова ![Схема](./img/a.png)\n'
    const draft = twinDraft(parseProse(body), "/docs/start/page", SITE)
    expect(draft?.images).toEqual(["./img/a.png", "./img/экран 2 (1).png", "./img/a.png"])
    expect(filledTwinDraft(draft as NonNullable<typeof draft>, published)?.replace(/\u00a0/g, " ")).toBe(md(body, { imageUrl: published }))
    expect(() => filledTwinDraft(draft as NonNullable<typeof draft>, () => undefined)).toThrow("image ./img/a.png is not among the published files")
  })

  it("is left to the twins step for a page with cards or operations, one it cannot convert, or one that writes a placeholder itself", () => {
    for (const body of [
      "<DocCardList />",
      'Текст\n\n<Admonition type="tip">\n<ApiOperation id="x" />\n</Admonition>',
      "<div>raw</div>",
      "![](./a.png)",
      "[a](/static/twin-draft-image-0/a.png)",
    ]) {
      expect([body, twinDraft(parseProse(body), "/docs/start/page", SITE)]).toEqual([body, null])
    }
  })

  it("is not used when the published file is not named as its source", () => {
    const draft = twinDraft(parseProse("![Схема](./img/a.png)"), "/docs/start/page", SITE) as NonNullable<ReturnType<typeof twinDraft>>
    expect(filledTwinDraft(draft, () => "/static/abc/b.png")).toBeUndefined()
  })
})

describe("absoluteUrl", () => {
  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://x.y/z", "/docs", SITE)).toBe("https://x.y/z")
    expect(absoluteUrl("/openapi.yaml", "/docs", SITE)).toBe(`${SITE}/openapi.yaml`)
  })
})

describe("llms.txt", () => {
  const index = {
    name: "edna Pulse — документация",
    summary: "Документация\nплатформы.",
    details: [`OpenAPI: [openapi.yaml](${SITE}/openapi.yaml).`],
    sections: [
      { title: "Документация", links: [{ title: "Старт [1]", url: `${SITE}/docs/start.md`, description: "Первые шаги" }] },
      { title: "Справочник HTTP API", links: [{ title: "Сообщения", url: `${SITE}/docs/api/messages.md`, description: "" }] },
      { title: "Пусто", links: [] },
    ],
  }

  it("has an H1, a quoted summary, details and one H2 section of Markdown links per group", () => {
    expect(llmsTxt(index)).toBe(
      [
        "# edna Pulse — документация",
        "> Документация платформы.",
        `OpenAPI: [openapi.yaml](${SITE}/openapi.yaml).`,
        `## Документация\n\n- [Старт \\[1\\]](${SITE}/docs/start.md): Первые шаги`,
        `## Справочник HTTP API\n\n- [Сообщения](${SITE}/docs/api/messages.md)`,
      ].join("\n\n") + "\n",
    )
  })

  it("llms-full.txt holds the head and every page in order, separated by rules", () => {
    const out = llmsFullTxt(index, ["# A\n\nа\n", "# B\n\nб\n"])
    expect(out.startsWith("# edna Pulse — документация\n\n> Документация платформы.")).toBe(true)
    expect(out).toContain("\n\n---\n\n# A\n\nа\n\n---\n\n# B\n\nб\n")
  })
})
