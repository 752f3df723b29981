import { blockHtmlInDivs, type JsxHastNode } from "./rehype-block-html"

/** A raw HTML node as gatsby-plugin-mdx's remark-mdx-html-plugin leaves it. */
const raw = (html: string): JsxHastNode =>
  ({
    type: "mdxJsxFlowElement",
    name: "span",
    attributes: [
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: {
          type: "mdxJsxAttributeValueExpression",
          data: { estree: { body: [{ expression: { properties: [{ key: { name: "__html" }, value: { value: html } }] } }] } },
        },
      },
    ],
  }) as JsxHastNode

describe("block HTML in divs", () => {
  it("puts a figure at block level in a div and leaves phrasing HTML and HTML inside a paragraph in spans", () => {
    const figure = raw('\n<figure class="gatsby-resp-image-figure"><span>img</span></figure>')
    const inline = raw("<kbd>Ctrl</kbd>")
    const inParagraph = raw("<figure>x</figure>")
    const other = { type: "mdxJsxFlowElement", name: "span", attributes: [] } as JsxHastNode
    const tree: JsxHastNode = { type: "root", children: [figure, inline, other, { type: "element", tagName: "p", children: [inParagraph] }] }
    blockHtmlInDivs(tree)
    expect([figure.name, inline.name, other.name, inParagraph.name]).toEqual(["div", "span", "span", "span"])
  })
})
