/**
 * The built site the server reads: a local folder (`public/` after `npm run build`) or a deployed site's
 * address. Only published files are read, by their public path (`/search/manifest.json`, `/docs/start.md`,
 * `/openapi.yaml`, `/llms.txt`), and every path goes through `publicPath` first, so nothing outside the site
 * is ever opened or requested. What goes wrong is a ToolError with a message in Russian for the assistant.
 */
import fs from "node:fs/promises"
import { existsSync, realpathSync, statSync } from "node:fs"
import path from "node:path"

/** What went wrong: no such file, a path or address outside the site, the site unreachable, or bad input. */
export type ToolErrorKind = "not-found" | "outside" | "unreachable" | "input"

/** A problem to report to the assistant as the tool's error (isError), in Russian. */
export class ToolError extends Error {
  readonly kind: ToolErrorKind

  constructor(message: string, kind: ToolErrorKind = "input") {
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
 */
export function publicPath(sitePath: string): string {
  const segments = sitePath.split("/").slice(1)
  if (!sitePath.startsWith("/") || /[\\\u0000-\u001f]/.test(sitePath) || segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw new ToolError(`Путь «${sitePath}» ведёт за пределы сайта.`, "outside")
  }
  return sitePath
}

/** The built site, read by public path. */
export interface Site {
  /** What the site is, for messages: the folder or the address. */
  label: string
  /** Where its pages are read by people: the address, or the site's own URL for a folder. */
  origin: string
  /** Addresses whose links name this site's pages. */
  origins: string[]
  /** A published file's text. */
  text: (sitePath: string) => Promise<string>
  /** A published JSON file, parsed. */
  json: (sitePath: string) => Promise<unknown>
}

/**
 * Opens the site `where` names: an http(s) address or a folder with a build in it. `canonicalUrl` is the
 * site's URL from src/config/site.ts (links in llms.txt and twins use it).
 */
export function openSite(where: string, canonicalUrl: string): Site {
  if (/^https?:\/\//i.test(where)) return remoteSite(where, canonicalUrl)
  if (/^[a-z][a-z0-9+.-]*:/i.test(where) && !/^[a-z]:[\\/]/i.test(where)) {
    throw new Error(`--site ${where}: give a folder with a build (public) or an http(s) address`)
  }
  return localSite(where, canonicalUrl)
}

function localSite(folder: string, canonicalUrl: string): Site {
  const absolute = path.resolve(folder)
  if (!existsSync(absolute) || !statSync(absolute).isDirectory())
    throw new Error(`--site ${folder}: no such folder (build the site with npm run build, or give its address)`)
  const root = realpathSync(absolute)
  if (!existsSync(path.join(root, "search", "manifest.json"))) {
    throw new Error(`--site ${folder}: ${path.join(root, "search", "manifest.json")} is missing: not a build of this site (run npm run build)`)
  }
  const read = async (sitePath: string): Promise<string> => {
    const file = path.join(root, ...publicPath(sitePath).split("/").filter(Boolean))
    let real: string
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

function remoteSite(address: string, canonicalUrl: string): Site {
  let base: URL
  try {
    base = new URL(address)
  } catch {
    throw new Error(`--site ${address}: not a valid address`)
  }
  if (base.pathname !== "/" || base.search || base.hash) throw new Error(`--site ${address}: give the site's root address, e.g. ${base.origin}`)
  const origin = base.origin
  const read = async (sitePath: string): Promise<string> => {
    const url = origin + encodeURI(publicPath(sitePath))
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "*/*" } })
    } catch (error) {
      const cause = failureOf(error)
      throw new ToolError(`Сайт ${origin} недоступен (${cause}). Проверьте адрес в --site и подключение к сети.`, "unreachable")
    }
    // A redirect to another host would read another site.
    if (new URL(response.url).origin !== origin)
      throw new ToolError(`Сайт ${origin} перенаправил запрос ${sitePath} на другой адрес: ${new URL(response.url).origin}.`, "outside")
    if (response.status === 404 || response.status === 410) throw new ToolError(`Файла ${sitePath} на сайте нет.`, "not-found")
    if (!response.ok) throw new ToolError(`Сайт ${origin} ответил HTTP ${response.status} на ${sitePath}.`, "unreachable")
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

/** Why a fetch failed, as Node names it: the cause's code (ECONNREFUSED), its message, or the error's name (TimeoutError). */
function failureOf(error: unknown): string {
  const { cause, name } = (error ?? {}) as { cause?: { code?: unknown; message?: unknown }; name?: unknown }
  return String(cause?.code ?? cause?.message ?? name ?? String(error))
}

function parseJson(sitePath: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ToolError(`Файл ${sitePath} на сайте не в формате JSON: это не сборка этого сайта.`, "input")
  }
}
