import type { GatsbyNode } from "gatsby"
import { BLOG } from "../config/site"
import { blogRouteOf, docIdOf, docRouteOf, routeInfo } from "../lib/routes"
import { blogFrontmatterProblems, docFrontmatterProblems, type Frontmatter } from "./frontmatter"
import { lineOf, reportContentProblems, type ContentProblem } from "./content-problems"
import { bodyLineOffsetIn, readMdx, type MdxFacts, type MdxNode } from "./mdx/mdx-tree"
import { contentFieldsOf } from "./extend"
import { FactProblem, parseProse } from "./mdx/prose"
import { readingMinutes } from "../lib/russian"
import { figuresShown, imageFileCreated } from "./figures"

interface FileNode {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

/**
 * Validates frontmatter, derives route, kind and docs id, and stores what the build reads from the body
 * (headings, links, images, API references, section texts; reading time and excerpt of posts), read from
 * its syntax tree in one pass.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter, cache, pathPrefix }) => {
  if (node.internal.type === "File") imageFileCreated(node, { reporter, cache, pathPrefix })
  if (node.internal.type !== "Mdx") return
  const file = getNode(node.parent as string) as unknown as FileNode
  const frontmatter = (node.frontmatter ?? {}) as Frontmatter
  const body = String(node.body ?? "")
  const sourcePath = `content/${file.sourceInstanceName}/${file.relativePath}`
  const addField = (name: string, value: unknown): void => actions.createNodeField({ node, name, value })

  const problems =
    file.sourceInstanceName === "docs"
      ? docFrontmatterProblems(frontmatter)
      : file.sourceInstanceName === "blog"
        ? blogFrontmatterProblems(frontmatter, Object.keys(BLOG.tags))
        : []
  // The line of the field a problem names (`---` on line 1 when the field is missing).
  const located = problems.map((message) => {
    const field = /field "([^"]+)"/.exec(message)?.[1]
    const lineBefore = field ? lineOf(sourcePath, `\n${field}:`) : undefined
    return { file: sourcePath, line: lineBefore ? lineBefore + 1 : 1, message }
  })
  reportContentProblems(reporter, `frontmatter:${sourcePath}`, "Invalid frontmatter", located)
  // A page with invalid frontmatter gets no route: it is left out of the site until it is fixed.
  if (problems.length > 0) return
  if (file.sourceInstanceName !== "docs" && file.sourceInstanceName !== "blog") return

  // Lines above the body in its file, so the lines stored with links and references are the file's.
  const lineOffset = bodyLineOffsetIn(file.absolutePath, body)
  let facts: MdxFacts
  let tree: MdxNode | null = null
  let syntax: ContentProblem[] = []
  try {
    tree = parseProse(body)
    facts = readMdx(body, lineOffset, tree)
  } catch (error) {
    // Not valid MDX: named here with its line in the file (the parser counts from the end of the frontmatter);
    // under develop the page keeps its route and the problem clears once the file parses.
    const { line, reason } = error as { line?: number | null; reason?: string }
    const message = error instanceof FactProblem ? error.reason : `not valid MDX: ${reason ?? String(error)}`
    syntax = [{ file: sourcePath, line: line ? line + lineOffset : undefined, message }]
    facts = { headings: [], links: [], images: [], figures: [], apiRefs: [], sections: [], text: "", excerpt: "" }
  }
  reportContentProblems(reporter, `mdx-syntax:${sourcePath}`, "MDX that does not compile", syntax)
  const route = file.sourceInstanceName === "docs" ? docRouteOf(file.relativePath) : blogRouteOf(String(frontmatter.slug))
  const kind = file.sourceInstanceName === "blog" ? "blog" : routeInfo(route).kind === "api" ? "api" : "doc"
  addField("kind", kind)
  addField("route", route)
  if (kind === "blog") {
    addField("readingTime", readingMinutes(facts.text, BLOG.wordsPerMinute))
    addField("excerpt", facts.excerpt)
  } else {
    addField("docId", docIdOf(file.relativePath))
  }
  addField("unlisted", frontmatter.unlisted === true)
  addField("headings", facts.headings)
  addField("links", facts.links)
  addField("images", facts.images)
  figuresShown(file.absolutePath, facts.figures, { reporter, cache, pathPrefix })
  addField("apiRefs", facts.apiRefs)
  addField("sections", facts.sections)
  addField("sourcePath", sourcePath)
  // The features' fields, from the same syntax tree (src/node/extend.ts).
  for (const [name, value] of contentFieldsOf({ kind, route, tree })) addField(name, value)
}
