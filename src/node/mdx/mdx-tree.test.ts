import { bodyLineOffset, headingIdsOf, parseMdx, readMdx, type Heading } from "./mdx-tree"
import remarkHeadingIds from "./remark-heading-ids"

describe("readMdx: headings", () => {
  it("reads headings outside code fences with inline syntax removed, h1 skipped", () => {
    const source = ["## Поле `name`", "text", "```bash", "## not a heading", "```", "### [Ссылка](/docs/start) и **жирный**", "# h1 is skipped"].join("\n")
    expect(readMdx(source).headings).toEqual([
      { depth: 2, value: "Поле name", id: "поле-name" },
      { depth: 3, value: "Ссылка и жирный", id: "ссылка-и-жирный" },
    ])
  })

  it("gives repeated headings dedup suffixes and keeps Cyrillic and escapes", () => {
    const source = "## Пример\n\n## Пример\n\n<Tabs>\n\n## Пример\n\n</Tabs>\n\n## Поля \\{id\\}"
    expect(readMdx(source).headings.map((heading) => heading.id)).toEqual(["пример", "пример-1", "пример-2", "поля-id"])
  })

  it("gives the compiler's tree the same ids through the remark plugin", () => {
    const source = "## Статусы шаблона\n\n## Статусы шаблона\n\n### Поле `name`"
    const tree = parseMdx(source)
    remarkHeadingIds()(tree)
    const ids: string[] = []
    const walk = (node: ReturnType<typeof parseMdx>): void => {
      if (node.type === "heading" && node.data?.hProperties?.id) ids.push(String(node.data.hProperties.id))
      node.children?.forEach(walk)
    }
    walk(tree)
    expect(ids).toEqual(readMdx(source).headings.map((heading) => heading.id))
    const seen: Heading[] = []
    headingIdsOf(tree, (_node, heading) => seen.push(heading))
    expect(seen).toEqual(readMdx(source).headings)
  })
})

describe("readMdx: text", () => {
  it("drops code, JSX, comments and Markdown syntax", () => {
    const source =
      '## Заголовок\n\nТекст со [ссылкой](/docs/a) и **жирным**.\n\n<Admonition type="tip">\n\nСовет\n\n</Admonition>\n\n```json\n{"a":1}\n```\n{/* comment */}'
    expect(readMdx(source).text).toBe("Заголовок Текст со ссылкой и жирным. Совет")
  })

  it("takes the excerpt above the truncate marker, else the first block", () => {
    expect(readMdx("Вступление о выпуске.\n\n{/* truncate */}\n\n## Дальше").excerpt).toBe("Вступление о выпуске.")
    expect(readMdx("Вступление о выпуске.\n\nЕщё **абзац**.\n\n{/* truncate */}\n\n## Дальше").excerpt).toBe("Вступление о выпуске. Ещё абзац.")
    expect(readMdx("Первый абзац.\n\nВторой абзац.").excerpt).toBe("Первый абзац.")
  })

  it("cuts the text at headings, with admonition and tab text in its section", () => {
    const source = [
      "Вступление.",
      "## Первый",
      "Текст `code` раз.",
      ":::tip",
      '<Admonition type="tip">\n\nСовет в разделе.\n\n</Admonition>',
      '<Tabs>\n<TabItem value="a" label="А">\n\nВкладка А.\n\n</TabItem>\n</Tabs>',
      "```bash\n## не заголовок\n```",
      "### Второй",
      "| A | B |\n| --- | --- |\n| 1 | 2 |",
    ].join("\n\n")
    expect(readMdx(source).sections).toEqual([
      { heading: null, text: "Вступление." },
      { heading: { depth: 2, value: "Первый", id: "первый" }, text: "Текст code раз. :::tip Совет в разделе. Вкладка А." },
      { heading: { depth: 3, value: "Второй", id: "второй" }, text: "A B 1 2" },
    ])
  })
})

describe("readMdx: links, images and API references", () => {
  it("finds Markdown and JSX links but not code, with their lines", () => {
    const body = 'See [a](/docs/a) and [b](/docs/b#x "title") <a href="/docs/c">c</a> `[d](/docs/d)`\n```\n[e](/docs/e)\n```\n[ext](https://x.y)\n\n[f](#here)'
    expect(readMdx(body).links).toEqual([
      { url: "/docs/a", line: 1 },
      { url: "/docs/b#x", line: 1 },
      { url: "/docs/c", line: 1 },
      { url: "#here", line: 7 },
    ])
  })

  it("lists images beside the page, from Markdown and <img>, outside code, with the file's line", () => {
    const body = [
      '![Схема](./img/a.png "Рис. 1")',
      '<img src="img/b.png" alt="Б" />',
      "![Внешняя](https://example.com/c.png)",
      "![Сайт](/static/d.png)",
      "`![В коде](./img/e.png)`",
      "```md\n![В блоке](./img/f.png)\n```",
    ].join("\n\n")
    expect(readMdx(body, 4).images).toEqual([
      { url: "./img/a.png", line: 5 },
      { url: "img/b.png", line: 7 },
    ])
    // The Markdown ones are the figures gatsby-remark-images makes (src/node/figures.ts starts their jobs).
    expect(readMdx(body, 4).figures).toEqual(["./img/a.png"])
  })

  it("finds operation and webhook references", () => {
    expect(readMdx('text <ApiOperation id="sendMessage" /> and\n\n<ApiWebhook id="messageStatus"/>').apiRefs).toEqual([
      { kind: "operation", id: "sendMessage", line: 1 },
      { kind: "webhook", id: "messageStatus", line: 3 },
    ])
  })

  it("counts the frontmatter lines above the body", () => {
    const file = "---\ntitle: Страница\n---\n\nТекст.\n"
    expect(bodyLineOffset(file, "Текст.\n")).toBe(4)
    expect(bodyLineOffset(file, "\nТекст.\n")).toBe(3)
    expect(bodyLineOffset(file, "другое")).toBe(0)
  })
})
