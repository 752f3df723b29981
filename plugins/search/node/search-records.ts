/**
 * Build step: the search index. Its pages come from the content nodes (sections read from the syntax
 * tree) and the page context each page was created with (breadcrumbs, rendered API operations), both
 * handed in by the caller: onPostBuild queries them, develop's page creation passes its plan.
 */
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { ROUTES } from "../../../src/config/site"
import { t } from "../../../src/config/strings"
import { routeInfo } from "../../../src/lib/routes"
import type { RenderedOperation } from "../../api-reference/lib/openapi"
import { errorLabel, errorPhrase, type ApiErrorGroup } from "../../api-reference/lib/errors"
import type { IndexablePage } from "../lib/records"
import { queryContent, type ContentNode } from "../../../src/node/content"
import { readersDetails, readersQuestions } from "../../../src/node/frontmatter"
import type { DocPageContext } from "../../../src/lib/page-context"
import type { PageContextOf } from "../../../src/node/pages"
import { writeSearchIndex, writeSearchIndexBeside, type WrittenIndex } from "./search-index"

/** Text of the operations an API page renders, so their fields are searchable too. */
function operationsText(operations: Readonly<Record<string, RenderedOperation>>): string {
  return Object.values(operations)
    .map((op) => [op.method, op.path, op.summary, op.description, ...op.requestFields.map((row) => `${row.name} ${row.description}`)].join(" "))
    .join(" ")
}

/**
 * What an API page defines: its operations' paths, parameters and the fields of their requests and successful
 * responses (whole, `subscriberFilter.address`, and by name, `address`): the page's definitions record, which
 * ranks above keywords and text, so the page that defines a field or method outranks pages that mention it.
 * A webhook defines only what no operation's request sets (`requestId` is defined where it is sent, not in
 * every webhook that echoes it): pass `sent`, the identifiers of every operation.
 */
export function operationIdentifiers(operations: Readonly<Record<string, RenderedOperation>>, sent: ReadonlySet<string> = new Set()): string[] {
  const names = new Set<string>()
  const add = (name: string) => {
    const clean = name.replace(/\[\]/g, "").replace(/^\./, "")
    if (!clean) return
    names.add(clean)
    const leaf = clean.split(".").pop()
    if (leaf) names.add(leaf)
  }
  for (const op of Object.values(operations)) {
    const before = new Set(names)
    if (op.path) names.add(op.path)
    for (const parameter of op.parameters) add(parameter.name)
    for (const row of op.requestFields) add(row.name)
    for (const response of op.responses) if (/^2/.test(response.status)) for (const row of response.fields) add(row.name)
    if (op.kind === "webhook") for (const name of names) if (sent.has(name) && !before.has(name)) names.delete(name)
  }
  return [...names]
}

/**
 * The entries of the errors register a page shows (`<ApiErrors />`), each a section at its anchor: its text or code
 * as a log shows it is the heading, which a reader who pastes it whole reaches first (lib/phrases.ts).
 */
export function errorSections(groups: Readonly<Record<string, ApiErrorGroup>> = {}): IndexablePage["sections"] {
  return Object.values(groups).flatMap((group) =>
    group.errors.map((error) => ({
      heading: { value: errorLabel(error), id: error.id, depth: 3 },
      text: `${error.description} ${error.action}`.replace(/`/g, ""),
      exact: { phrase: errorPhrase(error), ...(error.status === undefined ? {} : { status: error.status }) },
    })),
  )
}

const sitePage = (url: string, title: string, description: string, breadcrumb: string[]): IndexablePage => ({
  url,
  title,
  description,
  keywords: [],
  breadcrumb,
  context: routeInfo(url).search,
  sections: [],
})

/** Every listed page as the index takes it: the site's own pages, docs and API pages, blog posts. */
export function indexablePages(nodes: readonly ContentNode[], contexts: ReadonlyMap<string, PageContextOf>): IndexablePage[] {
  const pages = [
    sitePage(ROUTES.home, t("home.title"), t("home.lead"), []),
    sitePage(ROUTES.docsRoot, t("docs.rootTitle"), t("docs.rootIntro"), [t("navbar.docs")]),
  ]
  const of = (node: ContentNode, breadcrumb: string[], extra: string, definitions: string[] = [], more: IndexablePage["sections"] = []): IndexablePage => ({
    url: node.fields.route,
    title: node.frontmatter.title,
    description: node.frontmatter.description ?? "",
    keywords: node.fields.kind === "blog" ? [] : (node.frontmatter.keywords ?? []),
    ...(readersQuestions(node.frontmatter).length > 0 ? { questions: readersQuestions(node.frontmatter) } : {}),
    ...(readersDetails(node.frontmatter).length > 0 ? { details: readersDetails(node.frontmatter) } : {}),
    ...(definitions.length > 0 ? { definitions } : {}),
    breadcrumb,
    context: routeInfo(node.fields.route).search,
    sections: [...node.fields.sections, ...(extra ? [{ heading: null, text: extra }] : []), ...more],
  })
  const sent = new Set<string>()
  for (const context of contexts.values()) {
    const api = (context as DocPageContext).api
    if (api) for (const name of operationIdentifiers(Object.fromEntries(Object.entries(api).filter(([, op]) => op.kind === "operation")))) sent.add(name)
  }
  for (const node of nodes) {
    const context = contexts.get(node.fields.route) as DocPageContext | undefined
    if (node.fields.kind === "blog" || node.fields.unlisted || !context) continue
    const section = context.sidebarName === "api" ? t("navbar.api") : t("navbar.docs")
    pages.push(
      of(
        node,
        [section, ...context.breadcrumbs.map((crumb) => crumb.label)],
        operationsText(context.api),
        operationIdentifiers(context.api, sent),
        errorSections(context.apiErrors),
      ),
    )
  }
  for (const node of nodes) {
    if (node.fields.kind === "blog") pages.push(of(node, [t("blog.title")], ""))
  }
  return pages
}

/**
 * Writes the index for the pages and their contexts, and says where: in this thread (`gatsby develop`, where
 * createPages waits for it), or as `write` does (the build's, in a thread of its own).
 */
export async function writeSearchIndexFor(
  nodes: readonly ContentNode[],
  contexts: ReadonlyMap<string, PageContextOf>,
  reporter: Reporter,
  write: (publicDir: string, pages: readonly IndexablePage[]) => Promise<WrittenIndex> = writeSearchIndex,
): Promise<void> {
  const index = await write(path.resolve("public"), indexablePages(nodes, contexts))
  reporter.info(`search index ${index.folder}: ${index.pages} pages, ${index.shards} shards, ${index.bytes} bytes`)
}

/** After a build: the index from the data layer (content nodes and the context every page was created with). */
export const writeBuiltSearchIndex = async ({
  graphql,
  reporter,
}: Pick<Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0], "graphql" | "reporter">): Promise<void> => {
  const nodes = await queryContent(graphql, reporter)
  const result = await graphql<{ allSitePage: { nodes: Array<{ path: string; pageContext: PageContextOf | null }> } }>(`
    query SearchPages {
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
    }
  `)
  if (!nodes || result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages for the search index", result.errors)
    return
  }
  const contexts = new Map(result.data.allSitePage.nodes.flatMap((page) => (page.pageContext ? [[page.path, page.pageContext] as const] : [])))
  await writeSearchIndexFor(nodes, contexts, reporter, writeSearchIndexBeside)
}
