import { errorGroups, errorLabel, errorLinks, errorMarkdown, readErrorRegister, ERRORS_ROUTE } from "./errors"
import type { JsonObject } from "./openapi"

const doc = (groups: unknown): JsonObject => ({ "x-errors": groups }) as JsonObject

const register = doc([
  {
    id: "http",
    title: "HTTP",
    errors: [{ id: "http-401", status: 401, text: "Auth error", description: "Нет ключа.", action: "Передайте ключ." }],
  },
  {
    id: "processing",
    title: "Коды",
    errors: [
      { id: "ok", text: "ok", description: "Без ошибок.", action: "Ничего." },
      { id: "user-blocked", text: "user-blocked", description: "Клиент в чёрном списке.", action: "Не пишите ему." },
    ],
  },
])

describe("the errors register (x-errors)", () => {
  it("reads groups and entries, with the label a log shows", () => {
    const groups = errorGroups(register)
    expect(groups.map((group) => [group.id, group.errors.map(errorLabel)])).toEqual([
      ["http", ["401 Auth error"]],
      ["processing", ["ok", "user-blocked"]],
    ])
    expect(readErrorRegister({}).groups).toEqual([])
  })

  it("names every problem: ids repeated or malformed, fields missing or unknown, a status that is none", () => {
    const { problems } = readErrorRegister(
      doc([
        { id: "http", title: "HTTP", errors: [{ id: "http", status: 401, description: "", action: "" }] },
        {
          id: "codes",
          title: "Коды",
          errors: [
            { id: "Bad Id", text: "x", description: "", action: "", retry: true },
            { id: "s", status: 999, description: "", action: "" },
          ],
        },
        { id: "rest", title: "Без записей", errors: [{ id: "lonely", description: "", action: "" }, "text"] },
        { title: "Без id" },
      ]),
    )
    expect(problems).toEqual([
      'x-errors › http › http: id "http" is used twice',
      'x-errors › codes › Bad Id: unknown "retry"',
      'x-errors › codes › Bad Id: id "Bad Id" must be lower case letters, digits and hyphens',
      'x-errors › codes › s: "status" must be an HTTP status code',
      'x-errors › rest › lonely: give "text", "status" or both',
      'x-errors › rest › 2: expected "id", "description" and "action"',
      'x-errors › 4: expected "id", "title" and "errors", a list',
    ])
    expect(() => errorGroups(doc({}))).toThrow("x-errors: expected a list of groups")
  })

  it("links an operation's entries by id, a group's id standing for all of it, and names an id it does not have", () => {
    const groups = errorGroups(register)
    expect(errorLinks(["http-401", "processing"], groups, "sendMessage › 401").links.map((link) => [link.label, link.href])).toEqual([
      ["401 Auth error", `${ERRORS_ROUTE}#http-401`],
      ["ok", `${ERRORS_ROUTE}#ok`],
      ["user-blocked", `${ERRORS_ROUTE}#user-blocked`],
    ])
    expect(errorLinks(["http-403"], groups, "sendMessage › 403").problems).toEqual([
      'sendMessage › 403: x-errors names "http-403", which is not in the register (x-errors at the document\'s top)',
    ])
  })

  it("writes an entry as Markdown with its address on the site", () => {
    const [http] = errorGroups(register)
    expect(errorMarkdown(http.errors[0], "https://docs.example")).toBe(
      [
        "#### `Auth error`",
        "",
        "HTTP 401.",
        "",
        "Нет ключа.",
        "",
        "Что делать: Передайте ключ.",
        "",
        `Адрес: https://docs.example${ERRORS_ROUTE}#http-401`,
      ].join("\n"),
    )
  })
})
