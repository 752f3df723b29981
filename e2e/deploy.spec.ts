/**
 * The site as it is deployed: Debian's nginx serving public/ with deploy/nginx/edna-pulse-docs.conf.
 * Status codes, clean-URL redirects, types and charsets, cache and security headers, Markdown for
 * `Accept: text/markdown`, and every route of spec/routes.tsv opened in Chromium under the real
 * Content-Security-Policy: no violation, no console error, the app hydrated; a planted inline script refused.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { deployFiles, staleFiles } from "../deploy/generate"
import { IMMUTABLE, REVALIDATE } from "../deploy/policy"
import { gotoHydrated, useBrowser, waitForHydration } from "./support/browser"
import { startNginx, type NginxServer } from "./support/nginx"
import { readRoutes } from "./support/routes"

const PUBLIC = path.resolve("public")
const SECURITY_HEADERS = ["x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "content-security-policy"]

let nginx: NginxServer | undefined

/** nginx for the specs that need it, started by the first of them. */
async function server(): Promise<NginxServer> {
  nginx ??= await startNginx()
  return nginx
}
afterAll(async () => {
  await nginx?.stop()
})

const get = async (pathname: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${(await server()).baseUrl}${encodeURI(pathname)}`, { redirect: "manual", headers })

/** The first file under public/`dir` whose name matches. */
function builtFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(PUBLIC, dir)).find((entry) => pattern.test(entry))
  if (!name) throw new Error(`public/${dir} has no file matching ${pattern}`)
  return `/${path.posix.join(dir, name)}`.replace(/^\/+/, "/")
}

describe("deploy configuration", () => {
  it("static/_headers, the nginx files and the MCP service's unit are what deploy/policy.ts and this build give", () => {
    expect(staleFiles(deployFiles(PUBLIC))).toEqual([])
  })

  it("allows scripts by hash only: no 'unsafe-inline', and no counter's origin in a build without GATSBY_METRIKA_ID", () => {
    const csp = /Content-Security-Policy: (.*)/.exec(fs.readFileSync("static/_headers", "utf8"))?.[1] ?? ""
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc).toMatch(/'sha256-/)
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    if (!process.env.GATSBY_METRIKA_ID) expect(csp).not.toContain("yandex")
  })
})

describe("nginx serving public/", () => {
  it("answers pages with 200 and unknown paths, /404 and /404.html with the not-found page and 404", async () => {
    for (const pathname of ["/", "/docs/start", "/docs/api", "/blog", "/blog/tags/история-изменений"]) {
      const response = await get(pathname)
      expect([pathname, response.status, response.headers.get("content-type")]).toEqual([pathname, 200, "text/html; charset=utf-8"])
    }
    for (const pathname of ["/docs/no-such-page", "/404", "/404.html", "/_gatsby/slices/_gatsby-scripts-1.html", "/docs/start.html"]) {
      const response = await get(pathname)
      expect([pathname, response.status]).toEqual([pathname, 404])
      expect(await response.text()).toContain("Страница не найдена")
      for (const header of SECURITY_HEADERS) expect([pathname, header, response.headers.has(header)]).toEqual([pathname, header, true])
    }
  })

  it("redirects /path/ and /path/index.html to /path with 301, keeping the query", async () => {
    const cases: [string, string][] = [
      ["/docs/start/", "/docs/start"],
      ["/docs/start/index.html", "/docs/start"],
      ["/docs/start//", "/docs/start"],
      ["/index.html", "/"],
      ["/blog/tags/история-изменений/", encodeURI("/blog/tags/история-изменений")],
      ["/docs/start/?from=mail", "/docs/start?from=mail"],
    ]
    for (const [from, to] of cases) {
      const response = await get(from)
      expect([from, response.status, response.headers.get("location")]).toEqual([from, 301, to])
    }
  })

  it("sends text files with their type and charset", async () => {
    const cases: [string, string][] = [
      ["/docs/start.md", "text/markdown; charset=utf-8"],
      ["/llms.txt", "text/plain; charset=utf-8"],
      ["/llms-full.txt", "text/plain; charset=utf-8"],
      ["/openapi.yaml", "application/yaml; charset=utf-8"],
      ["/blog/rss.xml", "application/xml; charset=utf-8"],
      ["/blog/atom.xml", "application/xml; charset=utf-8"],
      ["/sitemap-index.xml", "application/xml; charset=utf-8"],
      ["/search/manifest.json", "application/json; charset=utf-8"],
      [builtFile(".", /^app-.*\.js$/), "text/javascript; charset=utf-8"],
      [builtFile(".", /^styles\..*\.css$/), "text/css; charset=utf-8"],
      [builtFile("fonts", /\.woff2$/), "font/woff2"],
      [builtFile("static/og", /\.png$/), "image/png"],
    ]
    for (const [pathname, type] of cases) {
      const response = await get(pathname)
      expect([pathname, response.status, response.headers.get("content-type")]).toEqual([pathname, 200, type])
    }
  })

  it("caches files named by content hash for a year and revalidates everything else", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "search/manifest.json"), "utf8")) as Record<string, Record<string, string>>
    const searchMeta = Object.values(Object.values(manifest)[0])[0]
    const staticFile = (dir = "static"): string => {
      const entry = fs.readdirSync(path.join(PUBLIC, dir), { withFileTypes: true })[0]
      return entry.isDirectory() ? staticFile(`${dir}/${entry.name}`) : `/${dir}/${entry.name}`
    }
    const cases: [string, string][] = [
      ["/docs/start", REVALIDATE],
      ["/docs/start.md", REVALIDATE],
      ["/page-data/docs/start/page-data.json", REVALIDATE],
      [builtFile("fonts", /\.woff2$/), REVALIDATE],
      ["/search/manifest.json", REVALIDATE],
      ["/llms.txt", REVALIDATE],
      [builtFile(".", /^app-.*\.js$/), IMMUTABLE],
      [builtFile(".", /^framework-.*\.js$/), IMMUTABLE],
      [builtFile(".", /^styles\..*\.css$/), IMMUTABLE],
      [staticFile(), IMMUTABLE],
      [builtFile("static/og", /\.png$/), IMMUTABLE],
      [searchMeta, IMMUTABLE],
    ]
    for (const [pathname, cacheControl] of cases) {
      const response = await get(pathname)
      expect([pathname, response.status, response.headers.get("cache-control")]).toEqual([pathname, 200, cacheControl])
      for (const header of SECURITY_HEADERS) expect([pathname, header, response.headers.has(header)]).toEqual([pathname, header, true])
    }
    const csp = (await get("/docs/start")).headers.get("content-security-policy") ?? ""
    expect(csp).toBe(/Content-Security-Policy: (.*)/.exec(fs.readFileSync("static/_headers", "utf8"))?.[1])
  })

  it("compresses text for clients that accept gzip", async () => {
    const response = await get("/docs/start", { "Accept-Encoding": "gzip" })
    expect(response.headers.get("content-encoding")).toBe("gzip")
  })

  it("answers a page asked for as text/markdown with its Markdown twin, varying by Accept", async () => {
    const twin = fs.readFileSync(path.join(PUBLIC, "docs/start.md"), "utf8")
    const varies = (response: Response): string =>
      (response.headers.get("vary") ?? "").split(/,\s*/).includes("Accept") ? "varies by Accept" : "no Vary: Accept"
    const asked = async (pathname: string, accept: string): Promise<[number, string | null, string, boolean]> => {
      const response = await get(pathname, { Accept: accept })
      const body = await response.text()
      return [response.status, response.headers.get("content-type"), varies(response), body === twin]
    }
    expect(await asked("/docs/start", "text/markdown")).toEqual([200, "text/markdown; charset=utf-8", "varies by Accept", true])
    expect(await asked("/docs/start", "text/markdown, text/html;q=0.9, */*;q=0.1")).toEqual([200, "text/markdown; charset=utf-8", "varies by Accept", true])
    for (const accept of [
      "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "text/html, text/markdown",
      "text/markdown;q=0, text/html",
      "*/*",
    ]) {
      expect([accept, ...(await asked("/docs/start", accept))]).toEqual([accept, 200, "text/html; charset=utf-8", "varies by Accept", false])
    }
    const post = await get("/blog/16-01-25", { Accept: "text/markdown" })
    expect([post.status, post.headers.get("content-type")]).toEqual([200, "text/markdown; charset=utf-8"])
    expect(await post.text()).toBe(fs.readFileSync(path.join(PUBLIC, "blog/16-01-25.md"), "utf8"))
    // A page without a twin (the blog list) is answered with its HTML; an unknown one with the 404 page.
    expect((await get("/blog", { Accept: "text/markdown" })).headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect((await get("/docs/no-such-page", { Accept: "text/markdown" })).status).toBe(404)
  })
})

/** Records CSP violations in the page before any of its scripts runs. */
const RECORD_VIOLATIONS = `window.__cspViolations=[];document.addEventListener("securitypolicyviolation",function(e){window.__cspViolations.push(e.effectiveDirective+" "+(e.blockedURI||"inline")+" "+e.sourceFile+":"+e.lineNumber)});`

const violationsOf = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

describe("Chromium under the deployed Content-Security-Policy", () => {
  const browser = useBrowser()

  it("opens every route of spec/routes.tsv with no CSP violation and no console error, and the app hydrates on each", async () => {
    const { baseUrl } = await server()
    const { context, page, problems } = await browser.openPage()
    await context.addInitScript(RECORD_VIOLATIONS)
    const wrong: string[] = []
    const violations: string[] = []
    for (const route of readRoutes()) {
      const response = await page.goto(`${baseUrl}${encodeURI(route.path)}`, { waitUntil: "load" })
      if (response?.status() !== 200) wrong.push(`${route.path} -> ${response?.status()}`)
      const hydrated = await waitForHydration(page, 10_000).then(
        () => true,
        () => false,
      )
      if (!hydrated) wrong.push(`${route.path}: the app did not hydrate`)
      violations.push(...(await violationsOf(page)).map((violation) => `${route.path}: ${violation}`))
    }
    await context.close()
    expect(wrong).toEqual([])
    expect(violations).toEqual([])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.failedRequests).toEqual([])
    expect(problems.thirdPartyRequests).toEqual([])
  }, 900_000)

  it("refuses an inline script planted in a page, and the page's own scripts still run", async () => {
    const { baseUrl } = await server()
    const { context, page, problems } = await browser.openPage()
    await context.addInitScript(RECORD_VIOLATIONS)
    await page.route(`${baseUrl}/docs/start`, async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace("</head>", "<script>window.__planted=true</script></head>")
      await route.fulfill({ response, body: html })
    })
    const response = await gotoHydrated(page, `${baseUrl}/docs/start`)
    expect(response?.headers()["content-security-policy"]).toContain("script-src")
    expect(await page.evaluate(() => (window as unknown as { __planted?: boolean }).__planted)).toBeUndefined()
    expect(await violationsOf(page)).toEqual([expect.stringMatching(/^script-src-elem inline /)])
    expect(problems.consoleErrors).toEqual([expect.stringContaining("Content Security Policy")])
    await context.close()
  })
})
