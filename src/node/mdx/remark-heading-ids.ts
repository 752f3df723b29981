/** Remark plugin: gives h2..h6 the ids `readMdx` stores for the TOC, link check and search, by the same walk. */
import { headingIdsOf, type MdxNode } from "./mdx-tree"

export default function remarkHeadingIds() {
  return (tree: MdxNode): void => {
    headingIdsOf(tree, (node, heading) => {
      node.data = node.data ?? {}
      node.data.hProperties = { ...node.data.hProperties, id: heading.id }
    })
  }
}
