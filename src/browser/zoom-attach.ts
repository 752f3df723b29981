/** Click-to-zoom for images in article content, with the site's close rules. Loaded with medium-zoom by
 * scheduleZoom (./zoom.ts) on the first page that has such images, so pages without them never fetch it. */
import mediumZoom, { type Zoom } from "medium-zoom"
import { TIMING } from "../config/site"
import { ZOOM_SELECTOR } from "./zoom"

const BACKGROUNDS = { light: "rgba(255, 255, 255, 0.92)", dark: "rgba(22, 24, 29, 0.92)" }

let zoom: Zoom | null = null
let detach: (() => void) | null = null

function background(): string {
  return document.documentElement.getAttribute("data-theme") === "dark" ? BACKGROUNDS.dark : BACKGROUNDS.light
}

/** Attaches zoom to the current page's article images (re-attaching after a route change). */
export function attachZoom(): void {
  detach?.()
  detach = null
  if (!document.querySelector(ZOOM_SELECTOR)) return
  zoom = mediumZoom(ZOOM_SELECTOR, { margin: 0, background: background(), scrollOffset: Number.POSITIVE_INFINITY })
  let startY = 0
  let closeTimer: number | undefined
  const onOpen = (): void => {
    // The zoom's state on <html>, for styles and for tests that wait for it: opening, then open.
    document.documentElement.setAttribute("data-zoom", "opening")
    zoom?.update({ background: background() })
    startY = window.scrollY
  }
  const onScroll = (): void => {
    if (!zoom?.getZoomedImage()) return
    if (Math.abs(window.scrollY - startY) > TIMING.zoomScrollOffsetPx && closeTimer === undefined) {
      closeTimer = window.setTimeout(() => {
        closeTimer = undefined
        void zoom?.close()
      }, TIMING.zoomScrollCloseDelayMs)
    }
  }
  const onResize = (): void => {
    if (zoom?.getZoomedImage()) void zoom.close()
  }
  // medium-zoom ignores close() while its opening animation runs, so an Escape pressed then would be
  // lost: remember it and close as soon as the image has opened.
  let closeWhenOpened = false
  const onKeyDown = (event: KeyboardEvent): void => {
    if ((event.key !== "Escape" && event.key !== "Esc") || !zoom?.getZoomedImage()) return
    closeWhenOpened = true
    void zoom.close()
  }
  zoom.on("opened", () => {
    document.documentElement.setAttribute("data-zoom", "open")
    if (!closeWhenOpened) return
    closeWhenOpened = false
    void zoom?.close()
  })
  zoom.on("closed", () => {
    document.documentElement.removeAttribute("data-zoom")
    closeWhenOpened = false
  })
  zoom.on("open", onOpen)
  window.addEventListener("scroll", onScroll, { passive: true })
  window.addEventListener("resize", onResize)
  document.addEventListener("keydown", onKeyDown)
  detach = () => {
    window.clearTimeout(closeTimer)
    window.removeEventListener("scroll", onScroll)
    window.removeEventListener("resize", onResize)
    document.removeEventListener("keydown", onKeyDown)
    zoom?.detach()
    zoom = null
  }
}
