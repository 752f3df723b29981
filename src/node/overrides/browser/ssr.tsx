/**
 * The static HTML's touch of Gatsby's internals, for gatsby-ssr.tsx: Gatsby's per-page inline script rewritten
 * to a fixed text. It does nothing with the switch off (`__DOCS_OVERRIDES__`, defined by
 * src/node/tuning/webpack.ts): the pages then run their scripts as Gatsby writes them.
 */
import React from "react"
import type { ReactElement } from "react"
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT, pagePathOf } from "./gatsby-inline"

declare const __DOCS_OVERRIDES__: boolean

type ScriptElement = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>

/**
 * Gatsby's per-page inline script (`window.pagePath="/docs/start";`) becomes one whose text is the same on
 * every page, with the path in a data attribute, so the Content-Security-Policy allows it by one hash
 * (./gatsby-inline.ts). Returns the components unchanged when there is no such script (`gatsby develop`).
 */
export function withFixedInlineScripts(components: readonly ScriptElement[], pathname: string): ScriptElement[] | null {
  if (!__DOCS_OVERRIDES__) return null
  const index = components.findIndex((component) => component?.props?.id === "gatsby-script-loader")
  if (index === -1) return null
  const text = components[index].props.dangerouslySetInnerHTML?.__html ?? ""
  const pagePath = pagePathOf(text)
  if (pagePath === null) {
    throw new Error(
      `gatsby-ssr.tsx (onPreRenderHTML), page ${pathname}: Gatsby's gatsby-script-loader script is not the expected \`window.pagePath="…";\`: ${text.slice(0, 120)}`,
    )
  }
  const replaced = [...components]
  replaced[index] = (
    <script key="script-loader" id="gatsby-script-loader" {...{ [PAGE_PATH_ATTRIBUTE]: pagePath }} dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }} />
  )
  return replaced
}
