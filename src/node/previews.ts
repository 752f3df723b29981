/**
 * Link previews (Open Graph images): the pages that get one are planned with the pages (`pagePreview`, which
 * gives the image's public path, named by its content), and the images are drawn while the content files are
 * published (`writePagePreviews`), each only once: an unchanged page's image comes from .cache/og.
 */
import path from "node:path"
import { SITE } from "../config/site"
import type { PagePreview } from "../lib/page-context"
import { PREVIEW_HEIGHT, PREVIEW_PUBLIC_PATH, PREVIEW_WIDTH, previewHash, previewImages, type PreviewPage } from "./outputs/preview-image"

const HOST = new URL(SITE.url).host
const planned = new Map<string, PreviewPage>()

/** The preview image of the page at `route` (title and section drawn on it), planned for `writePagePreviews`. */
export function pagePreview(route: string, title: string, section: string): PagePreview {
  planned.set(route, { route, title, section })
  const name = previewHash({ title, section, site: SITE.title, host: HOST })
  return { src: `${PREVIEW_PUBLIC_PATH}/${name}.png`, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, alt: `${section}: ${title}` }
}

/** Draws the planned pages' images into public/static/og (those drawn before, from `cacheDir`). */
export async function writePagePreviews(publicDir: string, cacheDir: string): Promise<number> {
  const pages = [...planned.values()]
  await previewImages(pages, { site: SITE.title, host: HOST, outDir: path.join(publicDir, ...PREVIEW_PUBLIC_PATH.split("/").filter(Boolean)), cacheDir })
  return pages.length
}
