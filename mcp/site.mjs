/**
 * The built site the server reads: a local folder (`public/` after `npm run build`) or a deployed site's
 * address. Only published files are read, by their public path (`/search/manifest.json`, `/docs/start.md`,
 * `/openapi.yaml`, `/llms.txt`), and every path goes through `publicPath` first, so nothing outside the site
 * is ever opened or requested. What goes wrong is a ToolError with a message in Russian for the assistant.
 */
import fs from "node:fs/promises"
import { existsSync, realpathSync, statSync } from "node:fs"
import path from "node:path"

/** A problem to report to the assistant as the tool's error (isError), in Russian. */
export class ToolError extends Error {
  /** @param {string} message @param {"not-found" | "outside" | "unreachable" | "input"} kind */
  constructor(message, kind = "input") {
    super(message)
    this.kind = kind
  }
}

/** Largest file read from the site: far above any file the site serves (a twin, openapi.yaml, a search shard),
 * so only a wrong or hostile answer reaches it. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024
/** How long a request to a deployed site may take. */
export const FETCH_TIMEOUT_MS = 15_000

/**
 * A public path as the site serves it: starts with `/`, no `.` or `..` segment, no empty segment, no
 * backslash or control character. Anything else is refused before any file or address is touched.
 * @param {string} sitePath
 */
export function publicPath(sitePath) {
  const segments = sitePath.split("/").slice(1)
  if (!sitePath.startsWith("/") || /[\\\u0000-\u001f]/.test(sitePath) || segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw new ToolError(`Путь «${sitePath}» ведёт за пределы сайта.`, "outside")
  }
  return sitePath
}

/**
 * @typedef {object} Site
 * @property {string} label what the site is, for messages: the folder or the address
 * @property {string} origin where its pages are read by people: the address, or the site's own URL for a folder
 * @property {string[]} origins addresses whose links name this site's pages
 * @property {(sitePath: string) => Promise<string>} text a published file's text
 * @property {(sitePath: string) => Promise<unknown>} json a published JSON file, parsed
 */

/**
 * Opens the site `where` names: an http(s) address or a folder with a build in it.
 * @param {string} where
 * @param {string} canonicalUrl the site's URL from src/config/site.ts (links in llms.txt and twins use it)
 * @returns {Site}
 */
export function openSite(where, canonicalUrl) {
  if (/^https?:\/\//i.test(where)) return remoteSite(where, canonicalUrl)
  if (/^[a-z][a-z0-9+.-]*:/i.test(where) && !/^[a-z]:[\\/]/i.test(where)) {
    throw new Error(`--site ${where}: give a folder with a build (public) or an http(s) address`)
  }
  return localSite(where, canonicalUrl)
}

/** @returns {Site} */
function localSite(folder, canonicalUrl) {
  const absolute = path.resolve(folder)
  if (!existsSync(absolute) || !statSync(absolute).isDirectory())
    throw new Error(`--site ${folder}: no such folder (build the site with npm run build, or give its address)`)
  const root = realpathSync(absolute)
  if (!existsSync(path.join(root, "search", "manifest.json"))) {
    throw new Error(`--site ${folder}: ${path.join(root, "search", "manifest.json")} is missing: not a build of this site (run npm run build)`)
  }
  const read = async (sitePath) => {
    const file = path.join(root, ...publicPath(sitePath).split("/").filter(Boolean))
    let real
    try {
      real = await fs.realpath(file)
    } catch {
      throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    }
    // A link inside the build pointing elsewhere is not the site either.
    if (!real.startsWith(root + path.sep)) throw new ToolError(`Путь «${sitePath}» ведёт за пределы сайта.`, "outside")
    const stat = await fs.stat(real)
    if (!stat.isFile()) throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    if (stat.size > MAX_FILE_BYTES) throw new ToolError(`Файл ${sitePath} больше ${MAX_FILE_BYTES} байт: это не файл сайта.`, "input")
    return fs.readFile(real, "utf8")
  }
  const origin = new URL(canonicalUrl).origin
  return {
    label: root,
    origin,
    origins: [origin],
    text: read,
    json: async (sitePath) => parseJson(sitePath, await read(sitePath)),
  }
}

/** @returns {Site} */
function remoteSite(address, canonicalUrl) {
  let base
  try {
    base = new URL(address)
  } catch {
    throw new Error(`--site ${address}: not a valid address`)
  }
  if (base.pathname !== "/" || base.search || base.hash) throw new Error(`--site ${address}: give the site's root address, e.g. ${base.origin}`)
  const origin = base.origin
  const read = async (sitePath) => {
    const url = origin + encodeURI(publicPath(sitePath))
    let response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "*/*" } })
    } catch (error) {
      const cause = error?.cause?.code ?? error?.cause?.message ?? error?.name ?? String(error)
      throw new ToolError(`Сайт ${origin} недоступен (${cause}). Проверьте адрес в --site и подключение к сети.`, "unreachable")
    }
    // A redirect to another host would read another site.
    if (new URL(response.url).origin !== origin)
      throw new ToolError(`Сайт ${origin} перенаправил запрос ${sitePath} на другой адрес: ${new URL(response.url).origin}.`, "outside")
    if (response.status === 404 || response.status === 410) throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    if (!response.ok) throw new ToolError(`Сайт ${origin} ответил HTTP ${response.status} на ${sitePath}.`, "unreachable")
    // Some hosts answer an unknown path with a page and status 200; no file the server reads is HTML.
    if (/text\/html/i.test(response.headers.get("content-type") ?? "")) throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    // Some hosts answer an unknown path with a page and status 200; no file the server reads is HTML.
    if (/text\/html/i.test(response.headers.get("content-type") ?? "")) throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    const length = Number(response.headers.get("content-length") ?? 0)
    if (length > MAX_FILE_BYTES) throw new ToolError(`Файл ${sitePath} больше ${MAX_FILE_BYTES} байт: это не файл сайта.`, "input")
    const body = await response.text()
    if (body.length > MAX_FILE_BYTES) throw new ToolError(`Файл ${sitePath} больше ${MAX_FILE_BYTES} байт: это не файл сайта.`, "input")
    return body
  }
  const canonical = new URL(canonicalUrl).origin
  return {
    label: origin,
    origin,
    origins: [...new Set([origin, canonical])],
    text: read,
    json: async (sitePath) => parseJson(sitePath, await read(sitePath)),
  }
}

function parseJson(sitePath, text) {
  try {
    return JSON.parse(text)
  } catch {
    throw new ToolError(`Файл ${sitePath} на сайте не в формате JSON: это не сборка этого сайта.`, "input")
  }
}
