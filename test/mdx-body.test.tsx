import fs from "node:fs"
import path from "node:path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as runtime from "react/jsx-runtime"
import { createProcessor, evaluate } from "@mdx-js/mdx"
import { VFile } from "vfile"
import remarkGfm from "remark-gfm"
import remarkUnwrapImages from "remark-unwrap-images"
import remarkHeadingIds from "../src/node/mdx/remark-heading-ids"
import remarkProse from "../src/node/mdx/prose"
import rehypeTableLabels from "../src/node/mdx/rehype-table-labels"
import rehypeHighlight from "../src/node/mdx/rehype-highlight"
import rehypeBlockHtml from "../src/node/mdx/rehype-block-html"
import { bodyTreeOf, MdxBodyError, rehypeBodyTree } from "../src/node/mdx/body-tree"
import { MdxBody } from "../src/components/Mdx/MdxBody"
import { proseComponents } from "../src/components/Mdx/ProseComponents"
import type { MdxBodyNode, MdxPageKind } from "../src/lib/mdx-body"

/**
 * A page's body tree (src/node/mdx/body-tree.ts), rendered by the templates' one renderer, gives the HTML its
 * MDX compiled to a module gave, for every page of the content: the same plugins, the same components.
 */

/**
 * Images become figures the way they reach rehype in a build: gatsby-remark-images writes a figure as raw
 * HTML, and gatsby-plugin-mdx (remark-mdx-html-plugin) turns raw HTML into a span whose
 * dangerouslySetInnerHTML is that HTML; rehype-block-html then makes block HTML a div.
 */
function remarkFiguresAsHtml() {
  const html = (value: string) => ({
    type: "mdxJsxFlowElement",
    name: "span",
    attributes: [
      {
        type: "mdxJsxAttribute",
        name: "dangerouslySetInnerHTML",
        value: {
          type: "mdxJsxAttributeValueExpression",
          data: {
            estree: {
              type: "Program",
              sourceType: "module",
              body: [
                {
                  type: "ExpressionStatement",
                  expression: {
                    type: "ObjectExpression",
                    properties: [
                      {
                        type: "Property",
                        method: false,
                        shorthand: false,
                        computed: false,
                        kind: "init",
                        key: { type: "Identifier", name: "__html" },
                        value: { type: "Literal", value },
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
  })
  const walk = (node: { type: string; url?: string; alt?: string; children?: unknown[] }): void => {
    if (node.type === "image") {
      const figure = html(`<figure class="figure"><img src="${node.url}" alt="${node.alt ?? ""}" style="width: 100%"></figure>`)
      for (const key of Object.keys(node)) delete (node as Record<string, unknown>)[key]
      Object.assign(node, figure)
    }
    ;(node.children as Array<typeof node> | undefined)?.forEach(walk)
  }
  return walk
}

// As gatsby-plugin-mdx orders them: an image alone in its paragraph is unwrapped before the others run.
const remarkPlugins = [remarkGfm, remarkProse, remarkHeadingIds, remarkUnwrapImages, remarkFiguresAsHtml] as never[]
const rehypePlugins = [rehypeTableLabels, rehypeHighlight, rehypeBlockHtml] as never[]

/** Stand-ins for the components: their name, props and children, so both renderings can be compared. */
const stub = (name: string) =>
  function Stub({ children, ...props }: { children?: React.ReactNode }): JSX.Element {
    return (
      <section data-component={name} data-props={JSON.stringify(props)}>
        {children}
      </section>
    )
  }
const components: Record<string, React.ElementType> = {
  ...proseComponents,
  Admonition: stub("Admonition"),
  DocCardList: stub("DocCardList"),
  ApiOperation: stub("ApiOperation"),
  ApiWebhook: stub("ApiWebhook"),
  ApiErrors: stub("ApiErrors"),
}

async function compiledHtml(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...(runtime as object), remarkPlugins, rehypePlugins, development: false } as never)
  return renderToStaticMarkup(<Content components={components} />)
}

async function bodyTree(source: string, kind: MdxPageKind, file = "content/docs/page.mdx"): Promise<MdxBodyNode[]> {
  const processor = createProcessor({ remarkPlugins, rehypePlugins: [...rehypePlugins, [rehypeBodyTree, { kind }]] as never[] })
  const vfile = new VFile({ value: source, path: path.resolve(file) })
  await processor.process(vfile)
  return (vfile.data as { meta: { bodyTree: MdxBodyNode[] } }).meta.bodyTree
}

const treeHtml = (tree: MdxBodyNode[]): string => renderToStaticMarkup(<MdxBody tree={tree} components={components} />)

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => path.join(dir, file))
}

const withoutFrontmatter = (text: string): string => text.replace(/^---\n[\s\S]*?\n---\n/, "")
const kindOf = (file: string): MdxPageKind => (file.includes("/blog/") ? "blog" : file.includes("/docs/api/") ? "api" : "doc")

describe("a page's body tree", () => {
  const files = mdxFiles("content")

  it("renders every page of the content as its compiled MDX did", async () => {
    expect(files.length).toBeGreaterThan(100)
    for (const file of files) {
      const source = withoutFrontmatter(fs.readFileSync(file, "utf8"))
      expect([file, treeHtml(await bodyTree(source, kindOf(file), file))]).toEqual([file, await compiledHtml(source)])
    }
  })

  it("keeps elements' props, raw figures, tables without whitespace text, and components by name", async () => {
    const source = [
      "## Раздел",
      "",
      "Текст со [ссылкой](/docs/start) и `кодом`.",
      "",
      "![Схема](./img/a.png)",
      "",
      "| А | Б |",
      "|---|:-:|",
      "| 1 | 2 |",
      "",
      '<Admonition type="tip" title="Совет">',
      "",
      "Важно.",
      "",
      "</Admonition>",
      "",
      "{/* truncate */}",
      "",
      "<span>как написано</span>",
    ].join("\n")
    const tree = await bodyTree(source, "doc")
    expect(tree[0]).toEqual(["h2", { id: "раздел" }, "Раздел"])
    const json = JSON.stringify(tree)
    expect(json).toContain('["html:div",{"dangerouslySetInnerHTML":{"__html":"<figure class=\\"figure\\">')
    expect(json).toContain('["Admonition",{"type":"tip","title":"Совет"}')
    expect(json).toContain('["html:span",null,"как написано"]')
    expect(json).not.toMatch(/\["(table|thead|tbody|tr)",[^\]]*?,"\\n"/)
    expect(treeHtml(tree)).toBe(await compiledHtml(source))
  })

  it("gives elements React's prop names: class lists, data and aria attributes, booleans, styles as objects", () => {
    const root = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "div",
          properties: {
            className: ["a", "b"],
            dataTitle: "x",
            ariaLabel: "y",
            hidden: true,
            tabIndex: 0,
            htmlFor: undefined,
            style: "max-width: 900px; -ms-flex: 1; --gap: 2px",
          },
          children: [{ type: "element", tagName: "svg", properties: { viewBox: "0 0 1 1", strokeWidth: 2 }, children: [] }],
        },
      ],
    }
    const tree = bodyTreeOf(root, "content/docs/page.mdx", "doc")
    expect(tree).toEqual([
      [
        "div",
        { className: "a b", "data-title": "x", "aria-label": "y", hidden: true, tabIndex: "0", style: { maxWidth: "900px", msFlex: "1", "--gap": "2px" } },
        ["svg", { viewBox: "0 0 1 1", strokeWidth: "2" }],
      ],
    ])
    expect(treeHtml(tree)).toBe(
      '<div class="a b" data-title="x" aria-label="y" hidden="" tabindex="0" style="max-width:900px;-ms-flex:1;--gap:2px"><svg viewBox="0 0 1 1" stroke-width="2"></svg></div>',
    )
  })

  it("stops at a component the page's kind may not use, naming the file and line", async () => {
    const source = "Текст.\n\n<DocCardList />\n"
    await expect(bodyTree(source, "blog", "content/blog/post.mdx")).rejects.toThrow(MdxBodyError)
    await expect(bodyTree(source, "blog", "content/blog/post.mdx")).rejects.toThrow(
      /content\/blog\/post\.mdx:3:1: <DocCardList> is not a component pages of this kind can use/,
    )
    await expect(bodyTree(source, "doc")).resolves.toContainEqual(["DocCardList", null])
  })

  it("stops at JavaScript in a page, which a tree of data cannot carry", async () => {
    await expect(bodyTree("Итого: {1 + 1}\n", "doc")).rejects.toThrow(/page\.mdx:1:8: \{1 \+ 1\}: JavaScript expressions are not supported/)
    await expect(bodyTree('<Admonition type={"tip"}>Текст</Admonition>\n', "doc")).rejects.toThrow(/attribute values are text/)
    await expect(bodyTree("export const a = 1\n\nТекст.\n", "doc")).rejects.toThrow(/import and export are not supported/)
  })
})
