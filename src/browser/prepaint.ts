/**
 * Inline scripts that run before first paint, so the colour mode and the announcement bar's dismissed
 * state are right at once (no flash, no layout shift), with or without the JavaScript bundles.
 */
import { ANNOUNCEMENT, STORAGE_KEYS } from "../config/site"
import { cleanPath } from "../lib/routes"

export const THEME_ATTRIBUTE = "data-theme"
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice"
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = "data-announcement-bar-initially-dismissed"

export function colorModeScript(): string {
  return `(function(){var c=null;try{c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}
var m=c==="dark"||c==="light"||c==="system"?c:"light";var r=m;
if(m==="system"){try{r=window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}catch(e){r="light"}}
var h=document.documentElement;h.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},r);h.setAttribute(${JSON.stringify(THEME_CHOICE_ATTRIBUTE)},m)})();`
}

export function announcementScript(): string {
  if (!ANNOUNCEMENT) return ""
  return `(function(){var d=false;try{var id=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)});
d=id===${JSON.stringify(ANNOUNCEMENT.id)}&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==="true"}catch(e){}
document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d))})();`
}

/**
 * `/x/index.html` and `/x.html` are replaced by the clean path `/x` before anything renders, so the router
 * never starts on a path it has no page for. The page runs the same `cleanPath` the unit tests check.
 */
export function cleanPathScript(): string {
  return `(function(){var p=location.pathname;if(!/\\.html$/.test(p))return;var cleanPath=${cleanPath.toString()};
location.replace(cleanPath(p)+location.search+location.hash)})();`
}
