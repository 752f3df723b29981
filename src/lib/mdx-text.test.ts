import { excerptOf, plainTextOf } from "./mdx-text"

describe("MDX text", () => {
  it("drops code, JSX, comments and Markdown syntax", () => {
    const source = '## Заголовок\n\nТекст со [ссылкой](/docs/a) и **жирным**.\n\n<Admonition type="tip">\n\nСовет\n\n</Admonition>\n\n```json\n{"a":1}\n```\n{/* comment */}'
    expect(plainTextOf(source)).toBe("Заголовок Текст со ссылкой и жирным. Совет")
  })

  it("takes the excerpt above the truncate marker", () => {
    expect(excerptOf("Вступление о выпуске.\n\n{/* truncate */}\n\n## Дальше")).toBe("Вступление о выпуске.")
    expect(excerptOf("Первый абзац.\n\nВторой абзац.")).toBe("Первый абзац.")
  })
})
