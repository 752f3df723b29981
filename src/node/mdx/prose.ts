/**
 * The text a reader sees, as the build sets it: registered facts in place of `<Fact id="…" />`, then Russian
 * typography by Typograf (non-breaking spaces after numbers and in groups of thousands, before units and
 * after short words, «ёлочки», dashes). One transform of the syntax tree, run by `parseProse` (search text,
 * twins, links) and by the compiler's remark step (the page), so all of them carry the same text. Content
 * files stay as authors write them.
 */
import { factValue, projectFacts, type Fact } from "../facts"
import { typeset } from "../typography"
import { attributeOf, parseMdx, type MdxNode } from "./mdx-tree"

const isFact = (node: MdxNode): boolean => (node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && node.name === "Fact"

/** A problem with a `<Fact>` element, with its line in the body. */
export class FactProblem extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | undefined,
  ) {
    super(reason)
  }
}

/** Nodes whose text stays as written: code, and headings (their text makes the anchors links point to). */
const KEEP = new Set(["code", "inlineCode", "heading", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "html", "yaml"])

/**
 * Puts each fact's value in place of its `<Fact id="…" />` and sets the typography of every run of text
 * (adjacent text nodes joined, so a fact reads as part of its sentence). Throws a `FactProblem` with the
 * line for an unknown id or a fact outside running text.
 */
export function setProse(tree: MdxNode, facts: ReadonlyMap<string, Fact> = projectFacts()): MdxNode {
  const walk = (node: MdxNode, inHeading: boolean): void => {
    if (!node.children) return
    const children: MdxNode[] = []
    for (const child of node.children) {
      if (isFact(child)) {
        const line = child.position?.start.line
        if (child.type === "mdxJsxFlowElement") throw new FactProblem(`<Fact /> stands inside a sentence, not on a line of its own`, line)
        const id = attributeOf(child, "id")
        if (id === null) throw new FactProblem(`<Fact /> needs an id: <Fact id="…" />`, line)
        let value: string
        try {
          value = factValue(id, facts)
        } catch (error) {
          throw new FactProblem((error as Error).message, line)
        }
        child.type = "text"
        child.value = value
        delete child.name
        delete child.attributes
        delete child.children
      }
      const last = children[children.length - 1]
      if (child.type === "text" && last?.type === "text") last.value = `${last.value ?? ""}${child.value ?? ""}`
      else children.push(child)
    }
    node.children = children
    for (const child of children) {
      if (child.type === "text" && !inHeading) child.value = typeset(child.value ?? "")
      else if (child.type === "image" && child.alt) child.alt = typeset(child.alt)
      else if (!KEEP.has(child.type) || child.type === "heading") walk(child, inHeading || child.type === "heading")
    }
  }
  walk(tree, false)
  return tree
}

/** An MDX body parsed as the compiler reads it, with the prose as the compiler's remark step sets it: the
 * tree the search text, the links and the Markdown twin are read from. */
export function parseProse(body: string): MdxNode {
  return setProse(parseMdx(body))
}

/** Remark plugin: `setProse` in the compiler's pipeline; a problem stops the build naming the page and line. */
export default function remarkProse() {
  return (tree: MdxNode, file: { fail: (reason: string, place?: unknown) => never }): void => {
    try {
      setProse(tree)
    } catch (error) {
      if (error instanceof FactProblem) file.fail(error.reason, error.line ? { line: error.line, column: 1 } : undefined)
      throw error
    }
  }
}
