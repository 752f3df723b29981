import { SITE } from "../../src/config/site"
import { contentFieldsOf } from "../../src/node/extend"
import { parseProse } from "../../src/node/mdx/prose"
import { onPluginInit } from "./gatsby-node"

describe("the assistants' content field", () => {
  ;(onPluginInit as unknown as () => void)()
  const draftOf = (body: string) => Object.fromEntries(contentFieldsOf({ kind: "doc", route: "/docs/start/page", tree: parseProse(body) })).twinDraft

  it("is the twin's draft of the body in `gatsby build` only, where the twins are written", () => {
    const command = process.env.gatsby_executing_command
    try {
      process.env.gatsby_executing_command = "build"
      expect(draftOf("Текст [ссылка](#раздел).")).toEqual({ body: `Текст [ссылка](${SITE.url}/docs/start/page#раздел).\n`, images: [] })
      process.env.gatsby_executing_command = "develop"
      expect(draftOf("Текст.")).toBeNull()
    } finally {
      process.env.gatsby_executing_command = command
    }
  })
})
