import React from "react"
import { Link } from "gatsby"
import { Admonition } from "../Admonition/Admonition"
import { TableScroll } from "../TableScroll/TableScroll"
import { t } from "../../config/strings"
import type { MdxComponentName } from "../../lib/mdx-body"
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
          <a className={styles.hashLink} href={`#${id}`} aria-label={t("docs.headingLink")}>
            #
          </a>
        )}
      </Tag>
    )
  }
}

/** Whether a child is raw HTML from a remark plugin (a figure from gatsby-remark-images). */
const isRawHtml = (child: React.ReactNode): boolean =>
  React.isValidElement(child) && (child.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== undefined

/** A paragraph holding a figure becomes a div: a figure inside <p> is invalid HTML and breaks hydration. */
function MdxParagraph({ children, ...rest }: Props<"p">): JSX.Element {
  if (React.Children.toArray(children).some(isRawHtml)) return <div {...(rest as Props<"div">)}>{children}</div>
  return <p {...rest}>{children}</p>
}

/** The one place MDX tags are mapped to components. Release notes are prose: links, tables, headings and
 * admonitions. A post that uses another component fails the build, naming the file and line (the lists are
 * in src/lib/mdx-body.ts), which keeps the code blocks, tabs and cards of the docs out of every post's scripts. */
export const proseComponents = {
  a: MdxLink,
  p: MdxParagraph,
  table: TableScroll,
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  Admonition,
}

// Every component a post may use (src/lib/mdx-body.ts) is in the map.
proseComponents satisfies Record<MdxComponentName<"blog">, React.ElementType>
