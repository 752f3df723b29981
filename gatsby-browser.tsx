import "./src/styles/fonts.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import NProgress from "accessible-nprogress"
import { METRIKA_ID, TIMING } from "./src/config/site"
import { scheduleZoom } from "./src/browser/zoom"
import { sendPageView } from "./src/browser/analytics"

export { wrapRootElement, wrapPageElement } from "./src/wrappers"

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
 * hooks fire only once the next page has loaded, too late for a bar that appears after 200 ms.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "")
  const host = window as unknown as { ___navigate?: (...args: unknown[]) => unknown }
  const navigate = host.___navigate
  if (typeof navigate === "function") {
    host.___navigate = (...args: unknown[]) => {
      const [to] = args
      if (typeof to !== "string" || to.split("#")[0] !== window.location.pathname) startProgressTimer()
      return navigate(...args)
    }
  }
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== renderedPath) startProgressTimer()
  })
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  window.clearTimeout(progressTimer)
  NProgress.done()
  renderedPath = location.pathname
  if (!location.hash) scheduleZoom()
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    // The title is set by the Head API after the route update; read it on the next frame.
    window.requestAnimationFrame(() => {
      sendPageView(METRIKA_ID, `${location.pathname}${location.search}`, document.title, prevLocation.href)
    })
  }
}
