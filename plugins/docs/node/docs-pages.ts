/** The docs and API pages with their sidebars, breadcrumbs, prev/next and cards, and the /docs root. */
import { ROUTES } from "../../../src/config/site"
import { routeInfo, type SidebarName } from "../../../src/lib/routes"
import { createHash } from "node:crypto"
import { buildSidebar, categoryFiles, firstHrefOf, sidebarIndex, type DocEntry, type SidebarItem } from "../lib/sidebar"
import { docCards, type DocPageContext, type DocsRootContext } from "../../../src/lib/page-context"
import type { RenderedOperation } from "../../api-reference/lib/openapi"
import type { ApiErrorGroup } from "../../api-reference/lib/errors"
import type { CategoryMeta } from "../lib/sidebar"
import type { ContentNode } from "../../../src/node/content"
import type { ContentProblem } from "../../../src/node/content-problems"
import { API_PAGE_TEMPLATE, operationsForPage } from "../../api-reference/exports"
import type { PlannedPage } from "../../../src/node/pages"
import path from "node:path"
import { pagePreview } from "../../../src/node/previews"
import { t, tBuild } from "../../../src/config/strings"

/** The docs' templates, in this plugin. */
const templateOf = (name: string): string => path.resolve("plugins/docs/templates", `${name}.tsx`)

/**
 * Plans the docs and API pages and the /docs root. Problems (unknown API ids, unreadable categories)
 * are returned with the pages, so the caller reports them together with the others.
 */
export function docsPages(
  nodes: readonly ContentNode[],
  categories: Readonly<Record<string, CategoryMeta>>,
  operations: ReadonlyMap<string, RenderedOperation>,
  register: readonly ApiErrorGroup[] = [],
): {
  pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>>
  sidebars: Record<SidebarName, SidebarItem[]>
  /** The files of the closed categories' items: address under public/ -> JSON. */
  sidebarFiles: Map<string, string>
  /** Each sidebar's category files by category id, for the sidebar views. */
  sidebarUrls: Record<SidebarName, Record<string, string>>
  problems: ContentProblem[]
} {
  const docs = nodes.filter((node) => node.fields.kind === "doc" || node.fields.kind === "api")
  const entries: DocEntry[] = docs.map((node) => ({
    id: node.fields.docId ?? "",
    route: node.fields.route,
    title: node.frontmatter.title,
    sidebarLabel: node.frontmatter.sidebar_label,
    position: node.frontmatter.sidebar_position ?? 0,
    unlisted: node.fields.unlisted,
  }))
  const sidebars: Record<SidebarName, SidebarItem[]> = {
    tutorial: buildSidebar("tutorial", entries, categories),
    api: buildSidebar("api", entries, categories),
  }
  const digest = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 16)
  const sidebarFiles = new Map<string, string>()
  const sidebarUrls = {} as Record<SidebarName, Record<string, string>>
  const indexes = {} as Record<SidebarName, ReturnType<typeof sidebarIndex>>
  for (const name of ["tutorial", "api"] as const) {
    const files = categoryFiles(sidebars[name], digest)
    for (const { url, json } of files.values()) sidebarFiles.set(url, json)
    sidebarUrls[name] = Object.fromEntries([...files].map(([id, file]) => [id, file.url]))
    indexes[name] = sidebarIndex(sidebars[name])
  }
  const descriptions = new Map(docs.map((node) => [node.fields.route, node.frontmatter.description ?? ""]))
  const problems: ContentProblem[] = []

  const pages: Array<PlannedPage<DocPageContext> | PlannedPage<DocsRootContext>> = docs.map((node): PlannedPage<DocPageContext> => {
    const route = node.fields.route
    const sidebarName = routeInfo(route).sidebar ?? "tutorial"
    const index = indexes[sidebarName]
    const { prev, next } = node.fields.unlisted ? { prev: null, next: null } : index.prevNext(route)
    const api = operationsForPage(node.fields.apiRefs, operations, register)
    problems.push(...api.problems.map(({ line, message }) => ({ file: node.fields.sourcePath, line, message })))
    // Each entry of the errors register the page shows is an anchor of its own, beside the headings'.
    const anchors = Object.values(api.errors).flatMap((group) => group.errors.map((error) => error.id))
    const headingIds = new Set(node.fields.headings.map((heading) => heading.id))
    for (const id of anchors.filter((anchor) => headingIds.has(anchor)))
      problems.push({ file: node.fields.sourcePath, message: `the errors register's entry "${id}" has the id of a heading of the page` })
    return {
      path: route,
      source: node.fields.sourcePath,
      ...(anchors.length > 0 ? { anchors } : {}),
      component: sidebarName === "api" ? API_PAGE_TEMPLATE : templateOf("doc-page"),
      context: {
        id: node.id,
        docId: node.fields.docId,
        sidebarName,
        breadcrumbs: index.breadcrumbs(route),
        prev,
        next,
        unlisted: node.fields.unlisted,
        cards: docCards(index.children(route), descriptions),
        api: api.rendered,
        apiErrors: api.errors,
        lastUpdated: node.lastUpdated,
        preview: node.fields.unlisted
          ? null
          : pagePreview(
              route,
              node.frontmatter.title,
              sidebarName === "api" ? tBuild("llms.api") : (index.breadcrumbs(route)[0]?.label ?? tBuild("llms.docs")),
            ),
      },
    }
  })

  const apiStart = firstHrefOf(sidebars.api) ?? ROUTES.api
  pages.push({
    path: ROUTES.docsRoot,
    source: "plugins/docs/templates/docs-root.tsx",
    component: templateOf("docs-root"),
    context: {
      sidebarName: "tutorial",
      cards: [...docCards(sidebars.tutorial, descriptions), { label: "HTTP API", href: apiStart, description: descriptions.get(apiStart) ?? "", count: null }],
      preview: pagePreview(ROUTES.docsRoot, t("docs.rootTitle"), tBuild("llms.docs")),
    },
  })
  return { pages, sidebars, sidebarFiles, sidebarUrls, problems }
}
