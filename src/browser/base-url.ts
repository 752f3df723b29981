/**
 * The wrong-base-URL banner. A site served under a path it was not built for (built for `/`, deployed at
 * `/pulse/`) loads its HTML but none of its scripts, so nothing hydrates. An inline script waits for the
 * load event; if the app never started, it shows the configured base URL and one read off the address.
 * With JavaScript disabled the inline script does not run either, so a reader without scripts sees no banner.
 */
import { ROUTES, SITE } from "../config/site"
import { t } from "../config/strings"

/** Set by the app bundle as it starts (gatsby-browser); its absence after `load` means the bundle failed. */
export const APP_STARTED_FLAG = "__pulseAppStarted"
export const BASE_URL_BANNER_ID = "base-url-banner"

/** First path segments of the site's own routes (`docs`, `blog`, `search`): where the base URL ends. */
export const ROUTE_ROOTS: readonly string[] = [
  ...new Set(
    Object.values(ROUTES)
      .map((route) => route.split("/")[1])
      .filter(Boolean),
  ),
]

/**
 * The base URL the site seems to be served under: the path before the first segment that starts one of
 * the site's routes, or the folder of the address when none does. Inlined into the page by `toString`,
 * so it uses nothing from outside its arguments.
 */
export function suggestBaseUrl(pathname: string, routeRoots: readonly string[]): string {
  const segments = pathname.split("/").filter((segment) => segment !== "")
  let end = -1
  for (let i = 0; i < segments.length; i += 1) {
    if (routeRoots.indexOf(segments[i]) !== -1) {
      end = i
      break
    }
  }
  if (end === -1) end = pathname.endsWith("/") ? segments.length : segments.length - 1
  const kept = segments.slice(0, Math.max(end, 0))
  return kept.length > 0 ? `/${kept.join("/")}/` : "/"
}

/** The banner's inline script; every text goes in by `textContent`, so a hostile address stays text. */
export function baseUrlBannerScript(): string {
  const lines = {
    title: t("error.baseUrlTitle"),
    reason: t("error.baseUrlReason"),
    configured: t("error.baseUrlConfigured", { configured: SITE.baseUrl }),
    suggested: t("error.baseUrlSuggested", { suggested: "{suggested}" }),
  }
  return `(function(){var suggestBaseUrl=${suggestBaseUrl.toString()};var l=${JSON.stringify(lines)};
window.addEventListener("load",function(){setTimeout(function(){if(window[${JSON.stringify(APP_STARTED_FLAG)}]||document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)}))return;
var s=suggestBaseUrl(location.pathname,${JSON.stringify(ROUTE_ROOTS)});var b=document.createElement("div");b.id=${JSON.stringify(BASE_URL_BANNER_ID)};b.setAttribute("role","alert");
b.setAttribute("style","padding:16px 24px;background:#fdecea;color:#5f2120;border-bottom:2px solid #d93025;font:16px/1.5 system-ui,sans-serif");
[l.title,l.reason,l.configured,l.suggested.replace("{suggested}",s)].forEach(function(text,i){var p=document.createElement("p");p.textContent=text;p.setAttribute("style","margin:0"+(i===0?";font-weight:700":""));b.appendChild(p)});
document.body.insertBefore(b,document.body.firstChild)},0)})})();`
}
