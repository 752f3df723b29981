import { breadcrumbsOf, buildSidebar, childrenOf, flattenSidebar, prevNextOf, type DocEntry } from "./sidebar"
import { docRouteOf } from "./routes"

/** Content fed in as plain data: [docs id, frontmatter-ish fields]. */
function entries(rows: Array<[string, Partial<DocEntry>]>): DocEntry[] {
  return rows.map(([id, fields]) => ({
    id,
    route: docRouteOf(`${id}.mdx`),
    title: fields.title ?? id,
    sidebarLabel: fields.sidebarLabel ?? null,
    position: fields.position ?? 0,
    unlisted: fields.unlisted ?? false,
  }))
}

const docs = entries([
  ["start/index", { title: "Начало работы", position: 1 }],
  ["start/whatis", { title: "Что такое edna Pulse", position: 1 }],
  ["start/license", { title: "Лицензия", position: 2 }],
  ["channel/index", { title: "Каналы", position: 3 }],
  ["channel/whatsapp/signup", { title: "Подключение WhatsApp", position: 1 }],
  ["channel/whatsapp/partner-solution", { title: "Партнёрам", position: 5, unlisted: true }],
  ["channel/viber/connect", { title: "Подключение Viber", position: 1 }],
  ["log/eventlog", { title: "Журнал событий", position: 1 }],
  ["api/index", { title: "Общая информация", position: 1 }],
  ["api/messages/sending", { title: "Отправка сообщений", position: 1 }],
  ["api/templates/hsm", { title: "HSM", position: 9, unlisted: true }],
])
const categories = {
  "channel/whatsapp": { label: "WhatsApp", position: 1 },
  "channel/viber": { label: "Viber", position: 2 },
  log: { label: "Журнал событий", position: 11 },
  "api/messages": { label: "Сообщения", position: 1 },
}

describe("buildSidebar", () => {
  const tutorial = buildSidebar("tutorial", docs, categories)
  const api = buildSidebar("api", docs, categories)

  it("turns folders with an index into linked categories in position order", () => {
    expect(tutorial.map((item) => [item.type, item.label, item.href])).toEqual([
      ["category", "Начало работы", "/docs/start"],
      ["category", "Каналы", "/docs/channel"],
      ["category", "Журнал событий", null],
    ])
  })

  it("labels folders without an index from _category_.json and orders nested pages", () => {
    const channel = tutorial[1]
    if (channel.type !== "category") throw new Error("expected a category")
    expect(channel.items.map((item) => item.label)).toEqual(["WhatsApp", "Viber"])
  })

  it("leaves unlisted pages out", () => {
    const hrefs = flattenSidebar([...tutorial, ...api]).map((link) => link.href)
    expect(hrefs).not.toContain("/docs/channel/whatsapp/partner-solution")
    expect(hrefs).not.toContain("/docs/api/templates/hsm")
  })

  it("keeps the API reference in its own sidebar starting at its general page", () => {
    expect(flattenSidebar(api).map((link) => link.href)).toEqual(["/docs/api", "/docs/api/messages/sending"])
    expect(flattenSidebar(tutorial).some((link) => link.href.startsWith("/docs/api"))).toBe(false)
  })

  it("returns an empty sidebar for no content", () => {
    expect(buildSidebar("tutorial", [], {})).toEqual([])
  })
})

describe("navigation from the sidebar", () => {
  const tutorial = buildSidebar("tutorial", docs, categories)

  it("walks prev/next in reading order, category pages before their children", () => {
    expect(prevNextOf(tutorial, "/docs/start")).toEqual({ prev: null, next: { label: "Что такое edna Pulse", href: "/docs/start/whatis" } })
    expect(prevNextOf(tutorial, "/docs/start/license").next).toEqual({ label: "Каналы", href: "/docs/channel" })
    expect(prevNextOf(tutorial, "/docs/log/eventlog").next).toBeNull()
  })

  it("gives no neighbours to a page outside the sidebar", () => {
    expect(prevNextOf(tutorial, "/docs/channel/whatsapp/partner-solution")).toEqual({ prev: null, next: null })
  })

  it("builds breadcrumbs from the category chain", () => {
    expect(breadcrumbsOf(tutorial, "/docs/channel/whatsapp/signup")).toEqual([
      { label: "Каналы", href: "/docs/channel" },
      { label: "WhatsApp", href: null },
    ])
    expect(breadcrumbsOf(tutorial, "/docs/channel")).toEqual([])
  })

  it("lists a category page's children for cards", () => {
    expect(childrenOf(tutorial, "/docs/channel").map((item) => item.label)).toEqual(["WhatsApp", "Viber"])
    expect(childrenOf(tutorial, "/docs/start/whatis")).toEqual([])
  })
})
