import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import NProgress from "accessible-nprogress"
import { METRIKA_ID, TIMING } from "./src/config/site"
import { scheduleZoom } from "./src/browser/zoom"
import { sendPageView } from "./src/browser/analytics"
import { APP_STARTED_FLAG } from "./src/browser/base-url"
import { shieldSessionStorage } from "./src/browser/storage"
import { markHydrated } from "./src/browser/hydrated"
import { hideLoadFailure, navigateOrReport } from "./src/browser/load-failure"
import { wrapNavigate } from "./src/node/overrides/browser/navigation"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

// Before Gatsby's runtime loads the first page, which needs a sessionStorage that does not throw.
shieldSessionStorage()

// The inline base-URL check (gatsby-ssr) looks for this flag after the load event.
Object.assign(window, { [APP_STARTED_FLAG]: true })

let progressTimer: number | undefined
/** The path of the page on screen; a popstate to the same path (a hash) is not a route change. */
let renderedPath = ""

/** Starts the progress bar if the route change is still loading after the delay. */
function startProgressTimer(): void {
  window.clearTimeout(progressTimer)
  progressTimer = window.setTimeout(() => NProgress.start(), TIMING.progressStartDelayMs)
}

/**
 * A route change begins when Gatsby's navigate runs (links) or on popstate (Back/Forward); Gatsby's own
 * hooks fire only once the next page has loaded, too late for a bar that appears after
 * `TIMING.progressStartDelayMs`.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated()
  wrapNavigate((target, loader, next) => {
    hideLoadFailure()
    startProgressTimer()
    return navigateOrReport(target, loader as Parameters<typeof navigateOrReport>[1], next, stopProgress)
  })
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== renderedPath) startProgressTimer()
  })
}

function stopProgress(): void {
  window.clearTimeout(progressTimer)
  NProgress.done()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  stopProgress()
  renderedPath = location.pathname
  if (!location.hash) scheduleZoom()
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    // The title is set by the Head API after the route update; read it on the next frame.
    window.requestAnimationFrame(() => {
      sendPageView(METRIKA_ID, `${location.pathname}${location.search}`, document.title, prevLocation.href)
    })
  }
}
