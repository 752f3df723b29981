import React from "react"
import type { GatsbySSR } from "gatsby"
import { announcementScript, colorModeScript } from "./src/browser/prepaint"
import { metrikaSnippet } from "./src/browser/analytics"
import { METRIKA_ID } from "./src/config/site"
import interCyrillic400 from "@fontsource/inter/files/inter-cyrillic-400-normal.woff2"
import interLatin400 from "@fontsource/inter/files/inter-latin-400-normal.woff2"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "ru", "data-theme": "light" } as Record<string, string>)
  setHeadComponents([
    <link key="font-cyrillic" rel="preload" href={interCyrillic400} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-latin" rel="preload" href={interLatin400} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...(METRIKA_ID ? [<script key="metrika" dangerouslySetInnerHTML={{ __html: metrikaSnippet(METRIKA_ID) }} />] : []),
  ])
  setPreBodyComponents([
    <script key="prepaint" dangerouslySetInnerHTML={{ __html: `${colorModeScript()}${announcementScript()}` }} />,
  ])
}
