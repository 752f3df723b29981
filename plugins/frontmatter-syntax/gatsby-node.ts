import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { frontmatterSyntaxProblems } from "../../src/node/frontmatter"
import { reportContentProblems } from "../../src/node/content-problems"

/**
 * A local plugin, listed before gatsby-plugin-mdx so that it sees each MDX file first: frontmatter that
 * is not YAML is reported with the file and its line (gatsby-plugin-mdx's own error names neither).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (node.internal.type !== "File" || node.extension !== "mdx") return
  const file = path.relative(process.cwd(), String(node.absolutePath))
  const problems = frontmatterSyntaxProblems(fs.readFileSync(String(node.absolutePath), "utf8")).map((problem) => ({ file, ...problem }))
  reportContentProblems(reporter, `frontmatter-syntax:${file}`, "Invalid frontmatter", problems)
}
