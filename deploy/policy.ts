/**
 * How the built site (public/) is served: the one source of truth for the nginx configuration
 * (deploy/nginx/edna-pulse-docs.conf) and the CDN's `_headers` file (static/_headers), both written from
 * this module by deploy/generate.ts (`npm run deploy:config`). e2e/deploy.spec.ts fails when either
 * file differs from what this module and the built pages give, and serves public/ with Debian's nginx.
 */

/** Files named by their content hash: a new build publishes new names, so a copy never goes stale. */
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** Everything else (HTML, page-data, fonts, twins, feeds, the search manifest): asked again each time. */
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** A cache rule: which files, their nginx location and `_headers` patterns, and their Cache-Control. */
export interface CacheRule {
  what: string
  /** nginx's location for the paths, or null where `location /` already sends the rule. */
  nginx: string | null
  headers: string[]
  cacheControl: string
}

/**
 * Cache rules, most specific first. `nginx` is the location that matches the paths (nginx 1.22 syntax),
 * `headers` the `_headers` patterns that match the same files. A regex with braces is quoted for nginx.
 */
export const CACHE_RULES: CacheRule[] = [
  {
    what: "webpack's bundles and stylesheet at the root, named by content hash (app-<hash>.js, <hash>.js, styles.<hash>.css)",
    nginx: "~ ^/[^/]+\\.(?:js|css)$",
    headers: ["/*.js", "/*.css"],
    cacheControl: IMMUTABLE,
  },
  {
    what: "images and files Gatsby names by content hash",
    nginx: "^~ /static/",
    headers: ["/static/*"],
    cacheControl: IMMUTABLE,
  },
  {
    what: "the search index, in a folder named by its content hash (/search/ru-current-<hash>/)",
    nginx: '~ "^/search/[a-z]+-[a-z0-9.]+-[0-9a-f]{8,}/"',
    headers: ["/search/ru-*"],
    cacheControl: IMMUTABLE,
  },
  {
    what: "page data and the font subsets (fixed names, cut anew from the content at each build)",
    nginx: null,
    headers: ["/page-data/*", "/fonts/*"],
    cacheControl: REVALIDATE,
  },
]

/** Content types by file extension; every text type is sent with `; charset=utf-8`. */
export const TYPES: Record<string, string> = {
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  map: "application/json",
  xml: "application/xml",
  txt: "text/plain",
  md: "text/markdown",
  yaml: "application/yaml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
}

export const CHARSET = "utf-8"
export const TEXT_TYPES: string[] = [...new Set(Object.values(TYPES).filter((type) => /^text\/|^application\/(json|xml|yaml)$|^image\/svg\+xml$/.test(type)))]

/** Types a CDN may not know or may send without a charset (the twins, llms files, feeds and openapi.yaml are Russian UTF-8 text). */
export const DECLARED_TYPES: string[] = ["md", "txt", "yaml", "xml"]

export const typeOf = (extension: string): string => {
  const type = TYPES[extension]
  if (!type) throw new Error(`deploy/policy.ts: no content type for .${extension}`)
  return TEXT_TYPES.includes(type) ? `${type}; charset=${CHARSET}` : type
}

/** The Yandex Metrika counter's origin: allowed only when the build has the counter (GATSBY_METRIKA_ID). */
export const METRIKA_ORIGIN = "https://mc.yandex.ru"
/** What the counter snippet (src/browser/analytics.ts) loads: how a build with the counter is recognised. */
export const METRIKA_TAG = "mc.yandex.ru/metrika/tag.js"

/**
 * The Content-Security-Policy: scripts only from the site itself and the inline scripts whose SHA-256
 * hashes are given (no 'unsafe-inline', so an injected inline script is refused); the counter's origin only
 * with the counter. Styles keep 'unsafe-inline' (Gatsby inlines the stylesheet and React writes style
 * attributes).
 */
export function contentSecurityPolicy({ scriptHashes, metrika }: { scriptHashes: string[]; metrika: boolean }): string {
  if (!Array.isArray(scriptHashes) || scriptHashes.some((hash) => !/^sha256-[A-Za-z0-9+/]{43}=$/.test(hash))) {
    throw new Error("deploy/policy.ts: scriptHashes must be a list of 'sha256-<base64>' hashes")
  }
  const counter = metrika ? ` ${METRIKA_ORIGIN}` : ""
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}${counter}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${counter}`,
    "font-src 'self'",
    `connect-src 'self'${counter}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ")
}

/** Security headers sent with every response, the CSP last. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
    ["Content-Security-Policy", csp],
  ]
}

/**
 * `Accept` values that ask for the Markdown twin: text/markdown listed (not with q=0) before any text/html.
 * A browser never lists text/markdown, so readers always get the page.
 */
export const MARKDOWN_ACCEPT = "^(?:(?!text/html).)*text/markdown(?!\\s*;\\s*q=0(?:\\.0+)?\\s*(?:,|$))"

/**
 * The docs' MCP server over HTTP (mcp/http.ts) as a service beside nginx: a systemd unit runs it on the
 * loopback address, and nginx proxies `/mcp` to it with the limits below and those of mcp/limits.ts. The
 * server itself refuses an Origin that is not the site's.
 */
export const MCP_SERVICE = {
  /** The checkout on the server (`npm ci` done in it); nginx's root is its public/. */
  home: "/srv/docs-pulse",
  /** The loopback port the service listens on. */
  port: 8737,
  /** Requests per second from one client address, and how many more nginx lets through at once. */
  rate: 30,
  burst: 300,
  /** Seconds nginx waits to connect to the service. */
  connectTimeout: 5,
  /** Memory the service may use before systemd stops it (and starts it again). */
  memoryMax: "512M",
} as const
