/**
 * The static HTML's touches of Gatsby's internals, for gatsby-ssr.tsx: the slice that names the page
 * component's chunks (a slice marker Gatsby stitches), and Gatsby's per-page inline script rewritten to a fixed
 * text. Both do nothing with DOCS_OVERRIDES=off (`__DOCS_OVERRIDES__`, defined by src/node/tuning/webpack.ts):
 * the pages then load their components and run their scripts as Gatsby writes them.
 */
import React from "react"
import type { ReactElement } from "react"
import { pageChunksSliceId } from "../../../lib/page-chunks"
import { PAGE_PATH_ATTRIBUTE, PAGE_PATH_SCRIPT, pagePathOf } from "./gatsby-inline"

declare const __DOCS_OVERRIDES__: boolean

/**
 * Where Gatsby stitches in the slice naming the chunks of the page's component (src/lib/page-chunks.ts,
 * written by ../slices.ts with the chunks in every build, and stitched into every page when they change, so a
 * page whose HTML is not rendered again still names the current chunks). The browser loads the page's
 * component from it (../page-components.ts); placed before Gatsby's scripts, so that it is in the document
 * before the app can run.
 */
export function pageChunksPlaceholder(componentChunkName: string): ReactElement[] {
  if (!__DOCS_OVERRIDES__) return []
  const id = pageChunksSliceId(componentChunkName)
  return [React.createElement("slice-start", { key: "page-chunks-start", id }), React.createElement("slice-end", { key: "page-chunks-end", id })]
}

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
