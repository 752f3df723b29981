import { contentNode as node } from "../../../test/content-node"
import { indexablePages, operationIdentifiers } from "./search-records"
import type { RenderedOperation } from "../../api-reference/lib/openapi"
import type { PageContextOf } from "../../../src/node/pages"
import type { DocPageContext } from "../../../src/lib/page-context"

const docContext = (sidebarName: "tutorial" | "api", api: DocPageContext["api"] = {}): DocPageContext => ({
  id: "x",
  docId: null,
  sidebarName,
  breadcrumbs: [{ label: "Раздел сайта", href: null }],
  prev: null,
  next: null,
  unlisted: false,
  cards: [],
  api,
  apiErrors: {},
  lastUpdated: null,
  preview: null,
})

describe("search records from content nodes and page contexts", () => {
  it("indexes the site's pages, listed docs and API pages with their breadcrumb and context, and posts", () => {
    const nodes = [node("doc", "/docs/start"), node("api", "/docs/api/x"), node("doc", "/docs/hidden", { unlisted: true }), node("blog", "/blog/16-01-25")]
    const contexts = new Map<string, PageContextOf>([
      ["/docs/start", docContext("tutorial")],
      ["/docs/api/x", docContext("api")],
      ["/docs/hidden", docContext("tutorial")],
    ])
    const pages = indexablePages(nodes, contexts)
    expect(pages.map((page) => [page.url, page.context, page.breadcrumb.join(" / "), page.keywords.length])).toEqual([
      ["/", "pages", "", 0],
      ["/docs", "pages", "Документация", 0],
      ["/docs/start", "docs", "Документация / Раздел сайта", 1],
      ["/docs/api/x", "api", "API / Раздел сайта", 1],
      ["/blog/16-01-25", "blog", "Что нового", 0],
    ])
    expect(pages[2].sections).toEqual(nodes[0].fields.sections)
  })

  it("gives a page its questions in Russian and in English as one list", () => {
    const asking = (route: string, questions: string[] | null, english: string[] | null) => {
      const made = node("doc", route)
      return { ...made, frontmatter: { ...made.frontmatter, questions, questions_en: english } }
    }
    const asked = asking("/docs/start", ["как начать"], ["how do I start"])
    const english = asking("/docs/next", null, ["what comes next"])
    const pages = indexablePages(
      [asked, english, node("doc", "/docs/none")],
      new Map([
        ["/docs/start", docContext("tutorial")],
        ["/docs/next", docContext("tutorial")],
        ["/docs/none", docContext("tutorial")],
      ]),
    )
    expect(pages.slice(2).map((page) => page.questions)).toEqual([["как начать", "how do I start"], ["what comes next"], undefined])
  })

  it("gives a page its detail questions apart from its questions", () => {
    const made = node("doc", "/docs/start")
    const detailed = { ...made, frontmatter: { ...made.frontmatter, questions: ["как начать"], detail_questions: ["где взять ключ"] } }
    const pages = indexablePages(
      [detailed, node("doc", "/docs/none")],
      new Map([
        ["/docs/start", docContext("tutorial")],
        ["/docs/none", docContext("tutorial")],
      ]),
    )
    expect(pages.slice(2).map((page) => [page.questions, page.details])).toEqual([
      [["как начать"], ["где взять ключ"]],
      [undefined, undefined],
    ])
  })

  it("gives an API page its definitions: paths, parameters, request and successful response fields; a webhook only what no request sets", () => {
    const field = (name: string) => ({ name, type: "string", required: false, description: "", limits: "", depth: 0 })
    const op = (kind: "operation" | "webhook", path: string, request: string[], response: string[]) =>
      ({
        kind,
        id: path,
        method: "post",
        path,
        summary: "",
        description: "",
        parameters: [],
        requestFields: request.map(field),
        requestExample: undefined,
        responses: [
          { status: "200", description: "", fields: response.map(field), example: undefined },
          { status: "400", description: "", fields: [field("detail")], example: undefined },
        ],
      }) as unknown as RenderedOperation
    const sending = { send: op("operation", "/cascade/schedule", ["requestId", "subscriberFilter.address"], ["requestId"]) }
    const sent = new Set(operationIdentifiers(sending))
    expect([...sent]).toEqual(["/cascade/schedule", "requestId", "subscriberFilter.address", "address"])
    expect(operationIdentifiers({ status: op("webhook", "", ["requestId", "paymentData.chargeable[]"], []) }, sent)).toEqual([
      "paymentData.chargeable",
      "chargeable",
    ])
  })
})
