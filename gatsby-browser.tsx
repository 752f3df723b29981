import "./src/styles/fonts.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import NProgress from "accessible-nprogress"
import { METRIKA_ID, TIMING } from "./src/config/site"
import { scheduleZoom } from "./src/browser/zoom"
import { sendPageView } from "./src/browser/analytics"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

let progressTimer: number | undefined

/** The progress bar shows only when a route change takes longer than the delay. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || location.pathname === prevLocation.pathname) return
  window.clearTimeout(progressTimer)
  progressTimer = window.setTimeout(() => NProgress.start(), TIMING.progressStartDelayMs)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  window.clearTimeout(progressTimer)
  NProgress.done()
  if (!location.hash) scheduleZoom()
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    // The title is set by the Head API after the route update; read it on the next frame.
    window.requestAnimationFrame(() => {
      sendPageView(METRIKA_ID, `${location.pathname}${location.search}`, document.title, prevLocation.href)
    })
  }
}
