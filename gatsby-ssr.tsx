import React from "react"
import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { announcementScript, cleanPathScript, colorModeScript } from "./src/browser/prepaint"
import { METRIKA_COUNTER_ATTRIBUTE, metrikaSnippet } from "./src/browser/analytics"
import { baseUrlBannerScript } from "./src/browser/base-url"
import { METRIKA_ID, SITE } from "./src/config/site"
import { FONT_FACE_CSS, PRELOADED_FONTS } from "./src/config/fonts"
import { withFixedInlineScripts } from "./src/node/overrides/browser/ssr"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

/** A hash of the stylesheets under src/, defined by src/node/tuning/webpack.ts: kept in the HTML renderer so the
 * renderer changes with the stylesheets and an incremental build re-renders every page after a CSS-only
 * edit (Gatsby 5 would otherwise keep the old inlined CSS). */
declare const __STYLESHEETS_HASH__: string
;(globalThis as { ednaStylesheetsHash?: string }).ednaStylesheetsHash = __STYLESHEETS_HASH__

/**
 * Static pages are rendered whole, with renderToString, instead of Gatsby's default
 * renderToPipeableStream: React 18's Node stream writer sends its 2 KB buffers in full even where the
 * last UTF-8 character did not fit, leaving NUL bytes inside Cyrillic text and attributes
 * (facebook/react#31134, unfixed in 18.x). A page written to a file gains nothing from streaming.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement))
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "ru", "data-theme": "light" } as Record<string, string>)
  setHeadComponents([
    // In the document shell, not the Head API: `gatsby develop` serves pages without their Head, and the
    // browser would otherwise ask for /favicon.ico, which does not exist.
    <link key="icon" rel="icon" href={SITE.favicon} type="image/svg+xml" />,
    ...PRELOADED_FONTS.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
    <script key="clean-path" dangerouslySetInnerHTML={{ __html: cleanPathScript() }} />,
    <script key="base-url" dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />,
    ...(METRIKA_ID
      ? [<script key="metrika" {...{ [METRIKA_COUNTER_ATTRIBUTE]: METRIKA_ID }} dangerouslySetInnerHTML={{ __html: metrikaSnippet(METRIKA_ID) }} />]
      : []),
  ])
  setPreBodyComponents([<script key="prepaint" dangerouslySetInnerHTML={{ __html: `${colorModeScript()}${announcementScript()}` }} />])
}

/** Gatsby's inline script with a fixed text (src/node/overrides/browser/ssr.tsx). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents, pathname }) => {
  const replaced = withFixedInlineScripts(getPostBodyComponents() as Parameters<typeof withFixedInlineScripts>[0], pathname)
  if (replaced) replacePostBodyComponents(replaced)
}
