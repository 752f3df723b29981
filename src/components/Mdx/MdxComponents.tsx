import React from "react"
import { Link } from "gatsby"
import { Admonition } from "../Admonition/Admonition"
import { CodeBlock } from "../CodeBlock/CodeBlock"
import { DocCardList } from "../DocCardList/DocCardList"
import { TableScroll } from "../TableScroll/TableScroll"
import { TabItem, Tabs } from "../Tabs/Tabs"
import * as styles from "./MdxComponents.module.css"

type Props<T extends keyof JSX.IntrinsicElements> = JSX.IntrinsicElements[T]

/** Internal page links go through Gatsby's router; files, mail and external links stay plain. */
function MdxLink({ href = "", children, ...rest }: Props<"a">): JSX.Element {
  const internal = href.startsWith("/") && !/\.[a-z0-9]+(#.*)?$/i.test(href)
  if (internal) return <Link to={href}>{children}</Link>
  const external = /^https?:\/\//.test(href)
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  )
}

function heading(Tag: "h2" | "h3" | "h4") {
  return function Heading({ id, children, ...rest }: Props<"h2">): JSX.Element {
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        {id && (
          <a className={styles.hashLink} href={`#${id}`} aria-label="Прямая ссылка на этот заголовок">
            #
          </a>
        )}
      </Tag>
    )
  }
}

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

/** Whether a child is raw HTML from a remark plugin (a figure from gatsby-remark-images). */
const isRawHtml = (child: React.ReactNode): boolean =>
  React.isValidElement(child) && (child.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== undefined

/** A paragraph holding a figure becomes a div: a figure inside <p> is invalid HTML and breaks hydration. */
function MdxParagraph({ children, ...rest }: Props<"p">): JSX.Element {
  if (React.Children.toArray(children).some(isRawHtml)) return <div {...(rest as Props<"div">)}>{children}</div>
  return <p {...rest}>{children}</p>
}

/** The one place MDX tags are mapped to components. */
export const mdxComponents = {
  a: MdxLink,
  p: MdxParagraph,
  table: TableScroll,
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  pre: MdxPre,
  Admonition,
  DocCardList,
  Tabs,
  TabItem,
}
