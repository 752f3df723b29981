import { tableLabels, type HastNode } from "./rehype-table-labels"

const el = (tagName: string, children: HastNode[] = []): HastNode => ({ type: "element", tagName, properties: {}, children })
const text = (value: string): HastNode => ({ type: "text", value })

describe("table labels", () => {
  it("names each table after its heading, numbering repeats, so no two regions share a name", () => {
    const tables = [el("table"), el("table"), el("table"), el("table")]
    const tree: HastNode = {
      type: "root",
      children: [tables[0], el("h2", [text("Поля "), el("code", [text("text")])]), tables[1], tables[2], el("h3", [text("Ошибки")]), el("div", [tables[3]])],
    }
    tableLabels(tree)
    expect(tables.map((table) => table.properties?.label)).toEqual(["Таблица", "Таблица «Поля text»", "Таблица «Поля text», 2", "Таблица «Ошибки»"])
  })
})
