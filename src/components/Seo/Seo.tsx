import React from "react"
import { SITE } from "../../config/site"
import { jsonLdText, structuredData, type StructuredPage } from "../../lib/structured-data"
import type { PagePreview } from "../../lib/page-context"

interface SeoProps {
  title?: string
  description?: string
  path: string
  noindex?: boolean
  /** The page has a Markdown twin at `<path>.md`. */
  markdown?: boolean
  /** What the page tells search engines about itself (JSON-LD). */
  structured?: StructuredPage
  /** The page's link preview image, shown where its address is pasted (messengers, e-mail). */
  preview?: PagePreview | null
  children?: React.ReactNode
}

/** Head tags shared by every page (Gatsby Head API). */
export function Seo({ title, description, path, noindex = false, markdown = false, structured, preview, children }: SeoProps): JSX.Element {
  const fullTitle = title ? `${title} | ${SITE.title}` : SITE.title
  const image = preview ? `${SITE.url}${preview.src}` : null
  const text = description ?? SITE.tagline
  return (
    <>
      <html lang="ru" />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={`${SITE.url}${path}`} />
      <meta property="og:locale" content="ru_RU" />
      <meta property="og:site_name" content={SITE.title} />
      {preview && [
        <meta key="image" property="og:image" content={image ?? ""} />,
        <meta key="width" property="og:image:width" content={String(preview.width)} />,
        <meta key="height" property="og:image:height" content={String(preview.height)} />,
        <meta key="alt" property="og:image:alt" content={preview.alt} />,
        <meta key="twitter" name="twitter:image" content={image ?? ""} />,
      ]}
      <meta name="twitter:card" content={preview ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <link rel="canonical" href={`${SITE.url}${path}`} />
      {noindex && <meta name="robots" content="noindex" />}
      {markdown && <link rel="alternate" type="text/markdown" href={`${SITE.url}${path}.md`} />}
      {structured && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData(structured.kind === "home" ? structured : { ...structured, image })) }}
        />
      )}
      {children}
    </>
  )
}
