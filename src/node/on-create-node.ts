import type { GatsbyNode } from "gatsby"
import { BLOG } from "../config/site"
import { blogRouteOf, docIdOf, docRouteOf } from "../lib/routes"
import { sidebarOf } from "../lib/sidebar"
import { blogFrontmatterProblems, docFrontmatterProblems, type Frontmatter } from "../lib/frontmatter"
import { lineOf, reportContentProblems } from "./content-problems"
import { headingsOf } from "../lib/slug"
import { excerptOf, plainTextOf } from "../lib/mdx-text"
import { readingMinutes } from "../lib/blog"

interface FileNode {
  sourceInstanceName: string
  relativePath: string
  absolutePath: string
}

/** Validates frontmatter and derives route, kind, docs id, headings and reading time for every MDX file. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
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

  try {
    if (file.sourceInstanceName === "docs") {
      const docId = docIdOf(file.relativePath)
      const sidebar = sidebarOf(docId)
      addField("kind", sidebar === "api" ? "api" : "doc")
      addField("route", docRouteOf(file.relativePath))
      addField("docId", docId)
      addField("sidebar", sidebar)
    } else if (file.sourceInstanceName === "blog") {
      addField("kind", "blog")
      addField("route", blogRouteOf(String(frontmatter.slug)))
      addField("readingTime", readingMinutes(plainTextOf(body), BLOG.wordsPerMinute))
      addField("excerpt", excerptOf(body))
    } else {
      return
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  addField("unlisted", frontmatter.unlisted === true)
  addField("headings", headingsOf(body))
  addField("sourcePath", sourcePath)
}
