/**
 * Structured data for search engines (schema.org as JSON-LD), typed with schema-dts: a docs or API page is a
 * `TechArticle`, a post a `BlogPosting`, each with the `BreadcrumbList` of its visible breadcrumbs; the home
 * page carries the `Organization` and the `WebSite`. Written by Seo into a `<script type="application/ld+json">`
 * data block, which no browser runs, so the strict Content-Security-Policy needs no hash for it.
 */
import type { BlogPosting, BreadcrumbList, Graph, Organization, TechArticle, Thing, WebSite } from "schema-dts"
import { SITE } from "../config/site"

/** The organisation behind the product and the docs, named by its address. */
const ORGANIZATION_ID = `${SITE.url}/#organization`
const WEBSITE_ID = `${SITE.url}/#website`

/** One step of the visible breadcrumbs: its label and its page, or none for a category without one. */
export interface TrailStep {
  name: string
  path: string | null
}

/** What a page tells about itself. */
export type StructuredPage =
  | { kind: "home" }
  | {
      kind: "article" | "post"
      title: string
      description: string | null
      path: string
      /** The visible breadcrumbs, from the home page to the page itself; none where the page shows none (a post). */
      trail: readonly TrailStep[]
      /** ISO dates (YYYY-MM-DD): when the content last changed, and for a post when it was published. */
      dateModified: string | null
      datePublished?: string | null
      /** The page's preview image (absolute URL), if it has one: Seo sets it from its preview. */
      image?: string | null
    }

/** A path as the address the canonical link gives it. */
const absolute = (path: string): string => `${SITE.url}${path}`

const organization = (): Organization => ({
  "@type": "Organization",
  "@id": ORGANIZATION_ID,
  name: "edna",
  url: absolute("/"),
  logo: absolute("/img/edna_logo.svg"),
})

/** The steps with a page, numbered from 1: a step without a page has no address to give. */
export function breadcrumbList(trail: readonly TrailStep[]): BreadcrumbList {
  const linked = trail.filter((step): step is { name: string; path: string } => step.path !== null)
  return {
    "@type": "BreadcrumbList",
    itemListElement: linked.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: absolute(step.path) })),
  }
}

/** The page's JSON-LD graph. */
export function structuredData(page: StructuredPage): Graph {
  if (page.kind === "home") {
    const website: WebSite = {
      "@type": "WebSite",
      "@id": WEBSITE_ID,
      name: SITE.title,
      description: SITE.tagline,
      url: absolute("/"),
      inLanguage: "ru",
      publisher: { "@id": ORGANIZATION_ID },
    }
    return { "@context": "https://schema.org", "@graph": [organization(), website] }
  }
  const common = {
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    url: absolute(page.path),
    mainEntityOfPage: absolute(page.path),
    inLanguage: "ru",
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    ...(page.image ? { image: page.image } : {}),
    author: { "@id": ORGANIZATION_ID },
    publisher: { "@id": ORGANIZATION_ID },
    isPartOf: { "@id": WEBSITE_ID },
  }
  const article: TechArticle | BlogPosting =
    page.kind === "post"
      ? { "@type": "BlogPosting", ...common, ...(page.datePublished ? { datePublished: page.datePublished } : {}) }
      : { "@type": "TechArticle", ...common }
  const graph: Thing[] = [article, ...(page.trail.length > 0 ? [breadcrumbList(page.trail)] : []), organization()]
  return { "@context": "https://schema.org", "@graph": graph }
}

/** JSON for a `<script>` data block: `<` escaped, so no text of the page can close the element. */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
