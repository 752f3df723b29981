/**
 * A page that fails to load on a client-side route change: instead of Gatsby's silent full reload, the
 * reader stays on the page they were reading and sees why, with a Retry button. Retry checks the server
 * again and, once it answers, loads the page in full (Gatsby's loader keeps the failed answer cached).
 */
import { t } from "../config/strings"

export const LOAD_FAILURE_ID = "page-load-failure"

/** Where Gatsby keeps the data of a page: `/docs/start` -> `/page-data/docs/start/page-data.json`. */
export function pageDataUrlOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "")
  return `/page-data${trimmed === "" ? "/index" : trimmed}/page-data.json`
}

/** Why a page cannot load, asked of the server again: unreachable, an HTTP status, or unknown. */
export async function diagnoseLoadFailure(pathname: string, fetchImpl: typeof fetch = fetch): Promise<{ reachable: boolean; reason: string }> {
  try {
    const response = await fetchImpl(pageDataUrlOf(pathname), { cache: "no-store" })
    if (response.ok || response.status === 404) return { reachable: true, reason: t("error.loadUnknown") }
    return { reachable: false, reason: t("error.loadStatus", { status: response.status }) }
  } catch (error) {
    return { reachable: false, reason: t("error.loadUnreachable", { reason: error instanceof Error ? error.message : String(error) }) }
  }
}

export function hideLoadFailure(): void {
  document.getElementById(LOAD_FAILURE_ID)?.remove()
}

/** Shows the error box (text set with `textContent`, so a hostile path stays text) and focuses Retry. */
export function showLoadFailure(pathname: string, reason: string, onRetry: () => void): void {
  hideLoadFailure()
  const box = document.createElement("div")
  box.id = LOAD_FAILURE_ID
  box.className = "load-failure"
  box.setAttribute("role", "alert")
  const title = document.createElement("p")
  title.className = "load-failure__title"
  title.textContent = t("error.loadFailedPage", { path: pathname })
  const detail = document.createElement("p")
  detail.className = "load-failure__reason"
  detail.textContent = reason
  const retry = document.createElement("button")
  retry.type = "button"
  retry.className = "load-failure__retry"
  retry.textContent = t("error.loadRetry")
  retry.addEventListener("click", onRetry)
  const close = document.createElement("button")
  close.type = "button"
  close.className = "load-failure__close"
  close.setAttribute("aria-label", t("error.loadDismiss"))
  close.textContent = "×"
  close.addEventListener("click", hideLoadFailure)
  box.append(title, detail, retry, close)
  document.body.appendChild(box)
  retry.focus()
}

interface Loader {
  loadPage(pathname: string): Promise<{ status?: string; error?: unknown } | null | undefined>
}

/**
 * Loads a page's resources before Gatsby's navigate runs; Gatsby then finds them cached and renders at
 * once. When they fail, the error box shows and `navigate` is not called (it would reload the page).
 */
export async function navigateOrReport(
  target: { pathname: string; href: string },
  loader: Loader,
  navigate: () => unknown,
  onFailure: () => void,
): Promise<unknown> {
  const { pathname, href } = target
  let error: unknown = null
  try {
    const result = await loader.loadPage(pathname)
    if (result && result.status !== "error") return navigate()
    error = result?.error ?? null
  } catch (caught) {
    error = caught
  }
  onFailure()
  const diagnosis = await diagnoseLoadFailure(pathname)
  const reason = error instanceof Error && error.message ? `${error.message}. ${diagnosis.reason}` : diagnosis.reason
  const retry = async (): Promise<void> => {
    const again = await diagnoseLoadFailure(pathname)
    if (again.reachable) window.location.assign(href)
    else showLoadFailure(pathname, again.reason, () => void retry())
  }
  showLoadFailure(pathname, reason, () => void retry())
  return undefined
}
