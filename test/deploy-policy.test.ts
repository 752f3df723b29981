/** deploy/policy.ts and deploy/generate.ts on made-up builds (e2e/deploy.spec.ts runs them on the real one with nginx). */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildFacts, hashOf, headersFile, nginxConfig } from "../deploy/generate"
import { contentSecurityPolicy, MARKDOWN_ACCEPT, typeOf } from "../deploy/policy"
import { metrikaSnippet } from "../src/browser/analytics"
import { pagePathOf, sliceWithFixedScripts, SLICE_DATA_SCRIPT } from "../src/node/overrides/browser/gatsby-inline"

const directive = (csp: string, name: string): string => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? ""

function builtSite(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pulse-policy-"))
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  return dir
}

const page = (scripts: string[]): string =>
  `<!DOCTYPE html><html><head>${scripts.map((text) => `<script>${text}</script>`).join("")}<script src="/app.js" async></script></head></html>`

describe("the Content-Security-Policy", () => {
  it("allows scripts by hash only, and the counter's origin only for a build with the counter", () => {
    const hash = hashOf("")
    expect(hash).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    const plain = contentSecurityPolicy({ scriptHashes: [hash], metrika: false })
    expect(directive(plain, "script-src")).toBe(`script-src 'self' '${hash}'`)
    expect(plain).not.toContain("yandex")
    const counted = contentSecurityPolicy({ scriptHashes: [hash], metrika: true })
    for (const name of ["script-src", "img-src", "connect-src"]) expect(directive(counted, name)).toContain("https://mc.yandex.ru")
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"], metrika: false })).toThrow("sha256-")
  })

  it("lists the hashes of the inline scripts a build runs, and sees the counter when GATSBY_METRIKA_ID put it in", () => {
    const site = builtSite({
      "index.html": page(["a()", "b()"]),
      "docs/start/index.html": `${page(["b()"])}<script type="application/ld+json">{"x":1}</script><script type="module">c()</script>`,
      "_gatsby/slices/s.html": "<script>not a page()</script>",
    })
    expect(buildFacts(site)).toEqual({ scriptHashes: [hashOf("a()"), hashOf("b()"), hashOf("c()")].sort(), metrika: false })
    fs.writeFileSync(path.join(site, "blog.html"), page([metrikaSnippet("12345")]))
    expect(buildFacts(site)).toMatchObject({ metrika: true })
  })

  it("stops with the pages named when an inline script changes from page to page", () => {
    const pages = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`p${i}/index.html`, page([`window.pagePath="/p${i}"`])]))
    expect(() => buildFacts(builtSite({ "index.html": page([]), ...pages }))).toThrow(/14 different inline scripts.*data attribute.*p\d+\/index\.html/)
    expect(() => buildFacts(builtSite({ "a.html": "" }))).toThrow("index.html is missing: run `npm run build`")
  })
})

describe("the generated files", () => {
  const facts = { scriptHashes: [hashOf("a()")], metrika: false }

  it("give nginx the redirects, the 404 page, the twins for text/markdown and the headers on every location", () => {
    const conf = nginxConfig(facts)
    expect(conf).toContain("rewrite ^(/.+?)/+$ $1 permanent;")
    expect(conf).toContain("error_page 404 /404.html;")
    expect(conf).toContain("try_files $uri$twin $uri $uri/index.html =404;")
    expect(conf).toContain("    text/markdown md;")
    const locations = conf
      .split("\nlocation ")
      .slice(1)
      .filter((block) => !block.includes("return 404;"))
    expect(locations.length).toBeGreaterThanOrEqual(5)
    for (const block of locations) expect(block).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(facts)}" always;`)
  })

  it("give the CDN one Cache-Control per path and the text types with their charset", () => {
    const headers = headersFile(facts)
    const rootRule = /\n\/\*\n((?: {2}.*\n)+)/.exec(headers)?.[1] ?? ""
    expect(rootRule).toContain("Content-Security-Policy: ")
    expect(rootRule).not.toContain("Cache-Control")
    expect(headers).toContain("/*.md\n  Content-Type: text/markdown; charset=utf-8")
    expect(typeOf("woff2")).toBe("font/woff2")
  })
})

describe("Accept negotiation", () => {
  const wantsMarkdown = (accept: string): boolean => new RegExp(MARKDOWN_ACCEPT, "i").test(accept)

  it("asks for the twin only when text/markdown is acceptable and comes before text/html", () => {
    expect(["text/markdown", "text/markdown, text/html;q=0.9", "TEXT/MARKDOWN;q=0.5", "text/plain, text/markdown"].filter((a) => !wantsMarkdown(a))).toEqual([])
    const browsers = [
      "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "*/*",
      "",
      "text/html, text/markdown",
      "text/markdown;q=0",
      "text/markdown; q=0.0, text/plain",
    ]
    expect(browsers.filter(wantsMarkdown)).toEqual([])
  })
})

describe("Gatsby's inline scripts with fixed text", () => {
  it("moves the scripts slice's chunk table and compilation hash into data attributes, once", () => {
    const slice = `<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n</script><script>window.___webpackCompilationHash="0f6c";</script><script src="/app-1.js" async></script>`
    const fixed = sliceWithFixedScripts(slice)
    expect(fixed).toBe(
      `<script id="gatsby-chunk-mapping" data-chunk-mapping="{&quot;app&quot;:[&quot;/app-1.js&quot;]}" data-compilation-hash="0f6c">${SLICE_DATA_SCRIPT}</script><script src="/app-1.js" async></script>`,
    )
    expect(sliceWithFixedScripts(fixed)).toBe(fixed)
    expect(() => sliceWithFixedScripts("<script src=/a.js></script>", "x.html")).toThrow('x.html: no `<script id="gatsby-chunk-mapping">')
  })

  it("reads the page path from Gatsby's per-page script", () => {
    expect(pagePathOf('/*<![CDATA[*/window.pagePath="/blog/tags/история";/*]]>*/')).toBe("/blog/tags/история")
    expect(pagePathOf('/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/')).toBeNull()
  })
})
