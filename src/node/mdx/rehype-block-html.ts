/**
 * Rehype plugin: a block of raw HTML in a page (the `<figure>` gatsby-remark-images writes for every
 * article image) is put in a `<div>` instead of the `<span>` gatsby-plugin-mdx wraps every raw HTML node
 * in (its remark-mdx-html-plugin), since a figure or a div inside a span is invalid HTML. HTML inside a
 * paragraph, or whose first element is phrasing content, keeps its span.
 */
interface JsxAttribute {
  type: string
  name?: string
  value?: unknown
}

export interface JsxHastNode {
  type: string
  tagName?: string
  name?: string | null
  attributes?: JsxAttribute[]
  children?: JsxHastNode[]
}

/** Elements that may not sit inside a span (flow content that is not phrasing content). */
const BLOCK = /^<(address|article|aside|blockquote|details|div|dl|fieldset|figure|footer|form|h[1-6]|header|hr|main|nav|ol|p|pre|section|table|ul)[\s>/]/i

/** The HTML a gatsby-plugin-mdx span renders (`dangerouslySetInnerHTML={{ __html: "…" }}`), or null. */
export function innerHtmlOf(node: JsxHastNode): string | null {
  const attribute = node.attributes?.find((item) => item.type === "mdxJsxAttribute" && item.name === "dangerouslySetInnerHTML")
  const program = (
    attribute?.value as { data?: { estree?: { body?: { expression?: { properties?: { key?: { name?: string }; value?: { value?: unknown } }[] } }[] } } }
  )?.data?.estree
  const html = program?.body?.[0]?.expression?.properties?.find((property) => property.key?.name === "__html")?.value?.value
  return typeof html === "string" ? html : null
}

export function blockHtmlInDivs(tree: JsxHastNode): void {
  const walk = (node: JsxHastNode, inParagraph: boolean): void => {
    if (node.type === "mdxJsxFlowElement" && node.name === "span" && !inParagraph) {
      const html = innerHtmlOf(node)
      if (html !== null && BLOCK.test(html.trimStart())) node.name = "div"
    }
    const paragraph = inParagraph || (node.type === "element" && node.tagName === "p")
    node.children?.forEach((child) => walk(child, paragraph))
  }
  walk(tree, false)
}

export default function rehypeBlockHtml() {
  return blockHtmlInDivs
}
