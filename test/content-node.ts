/** A content node as the build's one query gives it (src/node/content.ts), for the tests of the steps that read them. */
import type { ContentNode } from "../src/node/content"

/** A node of `kind` at `route`: a title and description from the route, one section, the fields in `extra` replaced. */
export const contentNode = (kind: ContentNode["fields"]["kind"], route: string, extra: Partial<ContentNode["fields"]> = {}): ContentNode => ({
  id: route,
  internal: { contentFilePath: `/x${route}.mdx` },
  frontmatter: {
    title: `T ${route}`,
    description: "D",
    sidebar_position: 1,
    sidebar_label: null,
    keywords: ["k"],
    questions: null,
    questions_en: null,
    detail_questions: null,
    date: "2025-01-16",
    slug: route.split("/").pop() ?? "",
    tags: ["release-notes"],
    last_updated: null,
  },
  lastUpdated: "2025-02-01",
  fields: {
    kind,
    route,
    docId: null,
    unlisted: false,
    excerpt: "E",
    headings: [],
    links: [],
    images: [],
    apiRefs: [],
    sections: [{ heading: { depth: 2, value: "Раздел", id: "раздел" }, text: "Текст." }],
    sourcePath: `content${route}.mdx`,
    ...extra,
  },
})
