/**
 * A page's MDX body as data: what the build makes of each MDX file (`Mdx.bodyTree`, src/node/mdx/body-tree.ts)
 * and the templates render (src/components/Mdx/MdxBody.tsx).
 *
 * Every page of a kind is rendered by that kind's one template, so webpack compiles a handful of templates
 * whatever the number of pages, instead of a module per page (the cost of both compilations, and of
 * `gatsby develop`'s start, grew with the site). The tree is what the compiled MDX would have created: element
 * names with their React props, worked out at build time, and the components below by name.
 */

/** Text, or an element: its tag or component name, its props (null: none) and its children. */
export type MdxBodyNode = string | MdxBodyElement
export type MdxBodyElement = [type: string, props: Record<string, unknown> | null, ...children: MdxBodyNode[]]

/** The prefix of an HTML tag written as JSX in a page (`<span>`): rendered as written, never replaced by a
 * component of the same name, as compiled MDX treats it. */
export const HTML_AS_WRITTEN = "html:"

/** The components a page of each kind may use in its MDX; anything else stops the build, naming the file. */
export const MDX_COMPONENT_NAMES = {
  blog: ["Admonition"],
  doc: ["Admonition", "DocCardList", "Tabs", "TabItem"],
  api: ["Admonition", "DocCardList", "Tabs", "TabItem", "ApiOperation", "ApiWebhook", "ApiErrors"],
} as const

export type MdxPageKind = keyof typeof MDX_COMPONENT_NAMES
export type MdxComponentName<Kind extends MdxPageKind> = (typeof MDX_COMPONENT_NAMES)[Kind][number]
