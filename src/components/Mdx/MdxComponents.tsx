import React from "react"
import { CodeBlock } from "../CodeBlock/CodeBlock"
import { DocCardList } from "../../../plugins/docs/components/DocCardList/DocCardList"
import { TabItem, Tabs } from "../Tabs/Tabs"
import { proseComponents } from "./ProseComponents"
import type { MdxComponentName } from "../../lib/mdx-body"

type Props<T extends keyof JSX.IntrinsicElements> = JSX.IntrinsicElements[T]

/** Text of a React tree (the highlighted spans of a code block), for copying. */
function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (React.isValidElement(node)) return textOf((node.props as { children?: React.ReactNode }).children)
  return ""
}

/** Code blocks arrive highlighted by the build (rehype-highlight); this adds the frame and copy button. */
function MdxPre({ children }: Props<"pre">): JSX.Element {
  const child = React.Children.only(children) as React.ReactElement<{ className?: string; children?: React.ReactNode; "data-title"?: string }>
  const language = /language-([\w-]+)/.exec(child.props.className ?? "")?.[1] ?? "text"
  return (
    <CodeBlock code={textOf(child.props.children).replace(/\n$/, "")} language={language} title={child.props["data-title"]}>
      {child.props.children}
    </CodeBlock>
  )
}

/** Docs pages add code blocks with a copy button, tabs and section cards. */
export const mdxComponents = {
  ...proseComponents,
  pre: MdxPre,
  DocCardList,
  Tabs,
  TabItem,
}

// Every component a docs page may use (src/lib/mdx-body.ts) is in the map.
mdxComponents satisfies Record<MdxComponentName<"doc">, React.ElementType>
