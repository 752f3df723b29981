/** Click-to-zoom for images in article content, with the site's close rules. */
import type { Zoom } from "medium-zoom"
import { TIMING } from "../config/site"

export const ZOOM_SELECTOR = "article .gatsby-resp-image-image, article img[data-zoomable]"

const BACKGROUNDS = { light: "rgba(255, 255, 255, 0.92)", dark: "rgba(22, 24, 29, 0.92)" }

let zoom: Zoom | null = null
let detach: (() => void) | null = null
/** Counts attach requests, so a slower earlier one never attaches a second instance. */
let generation = 0

function background(): string {
  return document.documentElement.getAttribute("data-theme") === "dark" ? BACKGROUNDS.dark : BACKGROUNDS.light
}

/** Attaches zoom to the current page's article images (re-attaching after a route change). */
export async function attachZoom(): Promise<void> {
  const current = ++generation
  detach?.()
  detach = null
  if (!document.querySelector(ZOOM_SELECTOR)) return
  // Loaded only on pages with images, after they are shown, to keep it out of the first load.
  const { default: mediumZoom } = await import("medium-zoom")
  if (current !== generation) return
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

let attachTimer: number | undefined

/** Attaches zoom after the configured delay, cancelling an earlier pending attach. */
export function scheduleZoom(): void {
  window.clearTimeout(attachTimer)
  attachTimer = window.setTimeout(() => void attachZoom(), TIMING.zoomAttachDelayMs)
}
