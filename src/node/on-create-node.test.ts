import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { onCreateNode } from "./on-create-node"
import { contentField } from "./extend"

type Fields = Record<string, unknown>

function run(
  sourceInstanceName: string,
  relativePath: string,
  frontmatter: Record<string, unknown>,
  body = "## Раздел\n\nТекст.",
  absolutePath = `/x/${relativePath}`,
) {
  const fields: Fields = {}
  const panics: string[] = []
  const node = { id: "n1", parent: "f1", internal: { type: "Mdx" }, frontmatter, body }
  const file = { id: "f1", sourceInstanceName, relativePath, absolutePath }
  const args = {
    node,
    getNode: (id: string) => (id === "f1" ? file : undefined),
    actions: { createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value) },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
  }
  ;(onCreateNode as unknown as (a: typeof args) => void)(args)
  return { fields, panics }
}

describe("onCreateNode", () => {
  it("derives route, kind, docs id and what the body's syntax tree holds for a docs page", () => {
    const { fields, panics } = run("docs", "template/whatsapp/buttons.mdx", { title: "Кнопки", description: "Кнопки.", sidebar_position: 4 })
    expect(panics).toEqual([])
    expect(fields).toMatchObject({
      kind: "doc",
      route: "/docs/template/whatsapp/buttons",
      docId: "template/whatsapp/buttons",
      unlisted: false,
      sourcePath: "content/docs/template/whatsapp/buttons.mdx",
      headings: [{ depth: 2, value: "Раздел", id: "раздел" }],
      links: [],
      images: [],
      apiRefs: [],
      sections: [{ heading: { depth: 2, value: "Раздел", id: "раздел" }, text: "Текст." }],
    })
  })

  it("gives every registered feature's field what it derives it from: kind, route and the syntax tree", () => {
    contentField("test:headings", ({ kind, route, tree }) => `${kind} ${route} ${tree?.children?.length}`)
    expect(run("docs", "start/page.mdx", { title: "Т", description: "О.", sidebar_position: 1 }, "## А\n\nТекст.").fields["test:headings"]).toBe(
      "doc /docs/start/page 2",
    )
    expect(run("docs", "start/page.mdx", { title: "Т", description: "О.", sidebar_position: 1 }, "Текст <b").fields["test:headings"]).toBe(
      "doc /docs/start/page undefined",
    )
  })

  it("puts API pages in the API sidebar", () => {
    expect(run("docs", "api/clients/set-tag.mdx", { title: "Теги", description: "Теги.", sidebar_position: 6 }).fields).toMatchObject({
      kind: "api",
      route: "/docs/api/clients/set-tag",
    })
  })

  it("stops the build naming the file and the field when frontmatter is invalid", () => {
    const { panics, fields } = run("docs", "clients/tags.mdx", { title: "Теги", sidebar_position: "два" })
    expect(panics).toHaveLength(1)
    expect(panics[0]).toContain("content/docs/clients/tags.mdx")
    expect(panics[0]).toContain('"description"')
    expect(panics[0]).toContain('"sidebar_position"')
    expect(fields.route).toBeUndefined()
  })

  it("derives a blog post's route, reading time and excerpt", () => {
    const { fields, panics } = run(
      "blog",
      "2025-01-16-16-01-25/index.mdx",
      { title: "Выпуск", date: "2025-01-16", slug: "16-01-25", tags: ["release-notes"], description: "Выпуск." },
      "Кратко о выпуске.\n\n{/* truncate */}\n\n## Каскады\n\nПодробно.",
    )
    expect(panics).toEqual([])
    expect(fields).toMatchObject({ kind: "blog", route: "/blog/16-01-25", readingTime: 1, excerpt: "Кратко о\u00a0выпуске." })
  })

  it("names a blog post whose slug disagrees with its date", () => {
    const { panics } = run("blog", "2025-01-16-x/index.mdx", { title: "В", date: "2025-01-16", slug: "17-01-25", tags: ["release-notes"], description: "В." })
    expect(panics[0]).toMatch(/content\/blog\/2025-01-16-x\/index\.mdx[\s\S]*"slug"/)
  })

  it("stores links, images and API references with their line in the file, frontmatter counted", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "on-create-node-"))
    const file = path.join(dir, "page.mdx")
    const body = 'Вступление.\n\n## Раздел\n\nСм. [страницу](/docs/start#нет).\n\n![Схема](./img/a.png)\n\n<ApiOperation id="sendMessage" />\n'
    fs.writeFileSync(file, `---\ntitle: Отправка\ndescription: Отправка сообщений.\nsidebar_position: 1\n---\n${body}`)
    const { fields } = run("docs", "api/messages/page.mdx", { title: "Отправка", description: "Отправка сообщений.", sidebar_position: 1 }, body, file)
    fs.rmSync(dir, { recursive: true, force: true })
    expect(fields).toMatchObject({
      links: [{ url: "/docs/start#нет", line: 10 }],
      images: [{ url: "./img/a.png", line: 12 }],
      apiRefs: [{ kind: "operation", id: "sendMessage", line: 14 }],
    })
  })

  it("stops the build at MDX that does not parse, naming the file and its line there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "on-create-node-"))
    const file = path.join(dir, "page.mdx")
    const body = 'Вступление.\n\n<Admonition type="note">без закрывающего тега.\n'
    fs.writeFileSync(file, `---\ntitle: Страница\ndescription: Страница.\nsidebar_position: 1\n---\n${body}`)
    const { panics, fields } = run("docs", "start/page.mdx", { title: "Страница", description: "Страница.", sidebar_position: 1 }, body, file)
    fs.rmSync(dir, { recursive: true, force: true })
    expect(panics).toHaveLength(1)
    expect(panics[0]).toMatch(/MDX that does not compile:\n {2}content\/docs\/start\/page\.mdx:\d+: not valid MDX: Expected a closing tag for `<Admonition>`/)
    // The line in the file: five lines of frontmatter, then the body, whose third line opens the tag.
    expect(panics[0]).toMatch(/page\.mdx:(8|9): /)
    // The page keeps its route: under develop it is served again once fixed.
    expect(fields.route).toBe("/docs/start/page")
  })
})
