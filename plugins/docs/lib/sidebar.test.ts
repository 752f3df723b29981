import {
  breadcrumbsOf,
  buildSidebar,
  categoryFiles,
  childrenOf,
  flattenSidebar,
  firstHrefOf,
  prevNextOf,
  sidebarIndex,
  sidebarView,
  type DocEntry,
  type SidebarViewItem,
} from "./sidebar"
import { docRouteOf } from "../../../src/lib/routes"

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

describe("the sidebar as one page carries it", () => {
  const tutorial = buildSidebar("tutorial", docs, categories)
  const files = categoryFiles(tutorial, (text) => String(text.length))
  const urls = new Map([...files].map(([id, file]) => [id, file.url]))
  const shape = (items: readonly SidebarViewItem[] | null): unknown =>
    items?.map((item) => (item.type === "link" ? item.href : { [item.label]: shape(item.items), link: item.link, file: item.itemsUrl !== null }))

  it("opens the categories on the page's path and closes the rest, each closed one with the file of its items", () => {
    expect(shape(sidebarView(tutorial, "channel/whatsapp/signup", urls))).toEqual([
      { "Начало работы": undefined, link: "/docs/start", file: true },
      {
        Каналы: [
          { WhatsApp: ["/docs/channel/whatsapp/signup"], link: "/docs/channel/whatsapp/signup", file: false },
          { Viber: undefined, link: "/docs/channel/viber/connect", file: true },
        ],
        link: "/docs/channel",
        file: false,
      },
      { "Журнал событий": undefined, link: "/docs/log/eventlog", file: true },
    ])
  })

  it("opens a category on its own page and nothing on a page outside every category", () => {
    expect(shape(sidebarView(tutorial, "channel/index", urls))).toEqual([
      { "Начало работы": undefined, link: "/docs/start", file: true },
      {
        Каналы: [
          { WhatsApp: undefined, link: "/docs/channel/whatsapp/signup", file: true },
          { Viber: undefined, link: "/docs/channel/viber/connect", file: true },
        ],
        link: "/docs/channel",
        file: false,
      },
      { "Журнал событий": undefined, link: "/docs/log/eventlog", file: true },
    ])
    expect(sidebarView(tutorial, null, urls).every((item) => item.type === "category" && item.items === null)).toBe(true)
  })

  it("publishes each category's items closed, named by their digest, nested files before the files that name them", () => {
    const channel = files.get("channel")
    expect(channel?.url).toBe(`/static/sidebar/${channel?.json.length}.json`)
    const items = JSON.parse(channel?.json ?? "[]") as SidebarViewItem[]
    expect(items.map((item) => item.type === "category" && [item.label, item.items, item.itemsUrl])).toEqual([
      ["WhatsApp", null, files.get("channel/whatsapp")?.url],
      ["Viber", null, files.get("channel/viber")?.url],
    ])
    expect([...files.keys()]).toEqual(["start", "channel/whatsapp", "channel/viber", "channel", "log"])
  })

  it("finds the same neighbours, breadcrumbs and children as the page-by-page walks, and the same first page", () => {
    const index = sidebarIndex(tutorial)
    const hrefs = [...flattenSidebar(tutorial).map((link) => link.href), "/docs/channel/whatsapp/partner-solution", "/docs/nowhere"]
    for (const href of hrefs) {
      expect([href, index.prevNext(href), index.breadcrumbs(href), index.children(href)]).toEqual([
        href,
        prevNextOf(tutorial, href),
        breadcrumbsOf(tutorial, href),
        childrenOf(tutorial, href),
      ])
    }
    expect(firstHrefOf(tutorial)).toBe(flattenSidebar(tutorial)[0].href)
    expect(firstHrefOf([])).toBeNull()
  })
})
