/**
 * What the site gives readers' assistants: a Markdown twin of every listed page (`<route>.md`), `llms.txt`
 * (the index) and `llms-full.txt` (every twin in one file). The twin's body is drafted from the syntax tree
 * the core parses while sourcing (a content field), and the files are written beside the pages.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { SITE } from "../../src/config/site"
import { contentField, contentOutput } from "../../src/node/extend"
import { codeVersion } from "../../src/node/tuning/code-version"
import { twinDraft } from "./node/markdown-twin"
import { writeMarkdownTwins } from "./node/markdown-twins"

export const onPluginInit: GatsbyNode["onPluginInit"] = () => {
  // Twins are written by `gatsby build` only; without a draft (develop's nodes reused) the twins step converts the body itself.
  contentField("twinDraft", ({ tree, route }) => (tree && process.env.gatsby_executing_command === "build" ? twinDraft(tree, route, SITE.url) : null))
}

export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  contentOutput("markdown twins", ({ graphql, reporter, cache }) =>
    writeMarkdownTwins(graphql, reporter, path.resolve("public"), { cache, version: codeVersion() }),
  )
}
