/** When to attach click-to-zoom: this part ships with every page; the zoom itself (./zoom-attach.ts and
 * medium-zoom) loads on the first page that has an article image, after the image is shown. */
import { TIMING } from "../config/site"

export const ZOOM_SELECTOR = "article .gatsby-resp-image-image, article img[data-zoomable]"

let attachTimer: number | undefined
let loaded: Promise<typeof import("./zoom-attach")> | null = null

/** Attaches zoom to the current page's images after the configured delay (detaching it from the page
 * before), cancelling an earlier pending attach. */
export function scheduleZoom(): void {
  window.clearTimeout(attachTimer)
  attachTimer = window.setTimeout(() => {
    // Nothing to attach and nothing attached before: the zoom's code is not needed yet.
    if (loaded === null && !document.querySelector(ZOOM_SELECTOR)) return
    loaded ??= import("./zoom-attach")
    // If its chunk cannot load, images stay as they are, unzoomable; the page keeps working.
    loaded.then(({ attachZoom }) => attachZoom()).catch(() => (loaded = null))
  }, TIMING.zoomAttachDelayMs)
}
