/** Wrappers shared by gatsby-browser and gatsby-ssr, so both render the same tree. */
import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { ColorModeProvider } from "./contexts/ColorModeContext"
import { AnnouncementBarProvider } from "./contexts/AnnouncementContext"
import { ErrorBoundary } from "./components/ErrorBoundary/ErrorBoundary"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ColorModeProvider>
    <AnnouncementBarProvider>{element}</AnnouncementBarProvider>
  </ColorModeProvider>
)

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>
