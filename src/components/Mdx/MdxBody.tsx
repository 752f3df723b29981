import React from "react"
import { HTML_AS_WRITTEN, type MdxBodyNode } from "../../lib/mdx-body"

type Components = Readonly<Record<string, React.ElementType>>

/** Children are passed as arguments, as compiled MDX passes them: a static list, which needs no keys. */
function render(node: MdxBodyNode, components: Components): React.ReactNode {
  if (typeof node === "string") return node
  const [type, props, ...children] = node
  const element = type.startsWith(HTML_AS_WRITTEN) ? type.slice(HTML_AS_WRITTEN.length) : (components[type] ?? type)
  return React.createElement(element, props, ...children.map((child) => render(child, components)))
}

/**
 * A page's MDX body from its query (`bodyTree`): each element created with its props, through `components`
 * where the map names it (the prose, docs and API maps in this folder). One renderer for every page, in
 * place of a compiled module per page.
 */
export function MdxBody({ tree, components }: { tree: unknown; components: Components }): JSX.Element {
  return React.createElement(React.Fragment, null, ...(tree as MdxBodyNode[]).map((node) => render(node, components)))
}
