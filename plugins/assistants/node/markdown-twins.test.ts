import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Reporter } from "gatsby"
import { writeMarkdownTwins, type TwinStore } from "./markdown-twins"

/** A site with one docs page showing one image, served to the step as Gatsby's data layer would. */
function makeSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"))
  const content = path.join(root, "content")
  const publicDir = path.join(root, "public")
  fs.mkdirSync(content)
  fs.mkdirSync(publicDir)
  fs.writeFileSync(path.join(content, "scheme.png"), "png")
  const state = { body: "Первый вход в кабинет.\n\n![Схема](./scheme.png)", digest: "d1" }
  const graphql = async () => ({
    data: {
      allSitePage: { nodes: [{ path: "/docs/start", pageContext: {} }] },
      allDocsSidebar: { nodes: [] },
      allMdx: {
        nodes: [
          {
            id: "1",
            body: state.body,
            internal: { contentFilePath: path.join(content, "start.mdx") },
            frontmatter: { title: "Начало работы", description: null, date: null },
            fields: { kind: "doc", route: "/docs/start", unlisted: false, sourcePath: "docs/start.mdx" },
          },
        ],
      },
      allFile: { nodes: [{ absolutePath: path.join(content, "scheme.png"), base: "scheme.png", internal: { contentDigest: state.digest } }] },
    },
  })
  const messages: string[] = []
  const reporter = {
    info: (message: string) => messages.push(message),
    panicOnBuild: (message: string) => messages.push(`panic: ${message}`),
  } as unknown as Reporter
  const entries = new Map<string, unknown>()
  const store: TwinStore = {
    cache: { get: async (key: string) => entries.get(key), set: async (key: string, value: unknown) => entries.set(key, value) },
    version: "v1",
  }
  const write = async (): Promise<{ twin: string; message: string }> => {
    await writeMarkdownTwins(graphql as never, reporter, publicDir, store)
    return { twin: fs.readFileSync(path.join(publicDir, "docs", "start.md"), "utf8"), message: messages[messages.length - 1] }
  }
  return { root, publicDir, state, store, write }
}

describe("Markdown twins between builds", () => {
  it("reuse a twin only when its page, its images and the converting code are unchanged", async () => {
    const site = makeSite()
    const first = await site.write()
    expect(first.message).toMatch(/1 pages \(0 unchanged since the last build\)/)
    expect(first.twin).toContain("Первый вход в\u00a0кабинет.")
    expect(first.twin).toContain("/static/d1/scheme.png")

    // Same input: reused, the same text, and its image published again when the folder lost it.
    fs.rmSync(path.join(site.publicDir, "static"), { recursive: true })
    const again = await site.write()
    expect(again.message).toMatch(/\(1 unchanged/)
    expect(again.twin).toBe(first.twin)
    expect(fs.existsSync(path.join(site.publicDir, "static", "d1", "scheme.png"))).toBe(true)

    site.state.body = "Второй вход в кабинет.\n\n![Схема](./scheme.png)"
    const edited = await site.write()
    expect(edited.message).toMatch(/\(0 unchanged/)
    expect(edited.twin).toContain("Второй вход в\u00a0кабинет.")

    site.state.digest = "d2"
    const newImage = await site.write()
    expect(newImage.message).toMatch(/\(0 unchanged/)
    expect(newImage.twin).toContain("/static/d2/scheme.png")

    expect((await site.write()).message).toMatch(/\(1 unchanged/)
    site.store.version = "v2"
    expect((await site.write()).message).toMatch(/\(0 unchanged/)
    fs.rmSync(site.root, { recursive: true, force: true })
  })
})
