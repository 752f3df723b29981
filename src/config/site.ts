/** Every site-wide constant lives here: identity, URLs, storage keys, timings, limits. */
import { t } from "./strings"

export type Region = "kz" | "ru" | "by"

export const SITE = {
  title: t("site.title"),
  tagline: t("site.tagline"),
  url: "https://docs-pulse.edna.kz",
  baseUrl: "/",
  favicon: "/img/favicon.svg",
  locales: ["ru"],
  defaultLocale: "ru",
  region: "kz" as Region,
  supportEmail: "support@edna.io",
  apiBaseUrl: "https://app.edna.io/api",
} as const

/** Sibling documentation sites shown in the logo dropdown, per region. */
export const SIBLING_SITES = {
  chatCenter: {
    kz: "https://docs-chatcenter.edna.kz",
    ru: "https://docs-chatcenter.edna.ru",
    by: "https://docs-chatcenter.edna.ru",
  },
  pulse: { kz: "/", ru: "/", by: "/" },
} as const

export const LOGOS = {
  pulse: { light: "/img/pulse_black.svg", dark: "/img/pulse_white.svg" },
  chatCenter: { light: "/img/cc_black.svg", dark: "/img/cc_white.svg" },
  footer: { src: "/img/edna_logo.svg", width: 250, height: 50 },
} as const

export const DOCS_VERSION = {
  name: "current",
  label: t("docs.versionLabel"),
} as const

export const ROUTES = {
  home: "/",
  docsRoot: "/docs",
  docsStart: "/docs/start",
  api: "/docs/api",
  blog: "/blog",
  blogTags: "/blog/tags",
  blogArchive: "/blog/archive",
  blogRss: "/blog/rss.xml",
  blogAtom: "/blog/atom.xml",
  search: "/search",
} as const

export const BLOG = {
  wordsPerMinute: 200,
  /** Tag keys allowed in blog frontmatter and the label each shows. */
  tags: {
    "release-notes": t("blog.tagReleaseNotes"),
    "история-изменений": t("blog.tagHistory"),
  } as Record<string, string>,
} as const

export const STORAGE_KEYS = {
  theme: "theme",
  announcementDismiss: "docusaurus.announcement.dismiss",
  announcementId: "docusaurus.announcement.id",
  docsPreferredVersion: "docs-preferred-version-default",
  /** Prefix of a tab group's remembered choice: `docs-tabs-code` holds the API samples' language. */
  tabsPrefix: "docs-tabs-",
} as const

export const LAYOUT = {
  desktopBreakpointPx: 996,
  navbarHeightPx: 60,
} as const

export const TIMING = {
  zoomAttachDelayMs: 1000,
  zoomScrollOffsetPx: 40,
  zoomScrollCloseDelayMs: 150,
  progressStartDelayMs: 200,
} as const

export const BRAND_COLOR = "#00B8B5"

export const NPROGRESS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  color: BRAND_COLOR,
} as const

export const ANNOUNCEMENT: {
  id: string
  content: string
  backgroundColor?: string
  textColor?: string
  isCloseable: boolean
} | null = {
  id: "whatsapp-flows-2025",
  content: 'Новое в edna Pulse: формы WhatsApp Flows в шаблонах. <a href="/docs/additional-info/whatsapp/wa-flows">Как ими пользоваться</a>',
  isCloseable: true,
}

/** Yandex Metrika counter id; empty means no counter and no hits. */
export const METRIKA_ID = process.env.GATSBY_METRIKA_ID ?? ""

/** Search: pages suggested under the navbar box, and pages the results page shows at a time ('Показать ещё' adds as many). */
export const SEARCH_LIMITS = { suggestions: 8, resultsPage: 20 } as const

/**
 * The navbar box renders a keystroke with its answer, once the worker has it: one render, the list never shown busy
 * for the few milliseconds a warm search takes. An answer slower than this (the first query, loading its part of the
 * index) has the list marked busy meanwhile.
 */
export const SEARCH_PENDING_AFTER_MS = 100
