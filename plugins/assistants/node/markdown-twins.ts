/**
 * Build step: the Markdown twin of every listed docs, API and blog page (`<route>.md`), `/llms.txt` and
 * `/llms-full.txt`. Reads the same MDX bodies and page context the HTML pages are built from, through
 * Gatsby's data layer, so nothing is handed over in module state.
 */
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { performance } from "node:perf_hooks"
import type { BuildArgs, GatsbyCache, Reporter } from "gatsby"
import { SITE } from "../../../src/config/site"
import { TWIN_ROUTES } from "../../../src/config/twin-routes"
import { tBuild } from "../../../src/config/strings"
import { filledTwinDraft, llmsFullTxt, llmsTxt, pageMarkdown, twinPathOf, type LlmsLink, type TwinDraft } from "./markdown-twin"
import { flattenSidebar, type SidebarItem } from "../../docs/lib/sidebar"
import { eventLoopTurns } from "../../../src/node/outputs/event-loop-turns"
import type { SidebarName } from "../../../src/lib/routes"
import type { DocPageContext } from "../../../src/lib/page-context"
import type { BlogArchiveContext } from "../../../src/lib/page-context"

type Graphql = BuildArgs["graphql"]

interface TwinQuery {
  allSitePage: { nodes: Array<{ path: string; pageContext: PageContext | null }> }
  allDocsSidebar: { nodes: Array<{ name: SidebarName; items: SidebarItem[] }> }
  allMdx: {
    nodes: Array<{
      id: string
      body: string
      internal: { contentFilePath: string }
      frontmatter: { title: string; description: string | null; date: string | null }
      fields: { kind: string; route: string; unlisted: boolean; sourcePath: string; twinDraft: TwinDraft | null }
    }>
  }
  allFile: { nodes: Array<{ absolutePath: string; base: string; internal: { contentDigest: string } }> }
}

/** Any page's context: the fields this step reads, as the page plan declares them. */
type PageContext = Partial<DocPageContext> & Partial<BlogArchiveContext>

const QUERY = `
  query MarkdownTwins {
    allSitePage { nodes { path pageContext } }
    allDocsSidebar { nodes { name items } }
    allMdx {
      nodes {
        id
        body
        internal { contentFilePath }
        frontmatter { title description date(formatString: "YYYY-MM-DD") }
        fields { kind route unlisted sourcePath twinDraft { body images } }
      }
    }
    allFile(filter: { extension: { in: ["png", "jpg", "jpeg", "gif", "svg", "webp"] } }) {
      nodes { absolutePath base internal { contentDigest } }
    }
  }
`

interface Twin {
  route: string
  kind: string
  title: string
  description: string
  markdown: string
}

/** A page's twin as the last build wrote it, and the images it published (source file, public path). */
interface StoredTwin {
  markdown: string
  images: Array<[string, string]>
}

/** Where twins are kept between builds, and the version of the code that converts them (`codeVersion`). */
export interface TwinStore {
  cache: Pick<GatsbyCache, "get" | "set">
  version: string
}

/** Pages in reading order: the docs sidebar, the API sidebar, then release notes newest first. */
function readingOrder(pages: TwinQuery["allSitePage"]["nodes"], sidebars: TwinQuery["allDocsSidebar"]["nodes"]): string[] {
  const sidebarNamed = (name: SidebarName): SidebarItem[] => sidebars.find((sidebar) => sidebar.name === name)?.items ?? []
  const posts = pages.find((page) => page.pageContext?.allPosts)?.pageContext?.allPosts ?? []
  const routes = [...flattenSidebar(sidebarNamed("tutorial")), ...flattenSidebar(sidebarNamed("api"))].map((link) => link.href)
  return [...new Set([...routes, ...posts.map((post) => post.route)])]
}

/** Writes the twins and both llms files into `publicDir`; fails the build naming each page it cannot convert. */
export async function writeMarkdownTwins(graphql: Graphql, reporter: Reporter, publicDir: string, store: TwinStore): Promise<void> {
  const result = await graphql<TwinQuery>(QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content for the Markdown twins", result.errors)
    return
  }
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const { allSitePage, allDocsSidebar, allMdx, allFile } = result.data
  const contextByRoute = new Map(allSitePage.nodes.map((page) => [page.path, page.pageContext ?? {}]))
  const files = new Map(allFile.nodes.map((file) => [file.absolutePath, file]))

  /** Publishes an image under /static/<digest>/<name>, as Gatsby's publicURL does, and returns its path. */
  const publish = (absolutePath: string): string | undefined => {
    const file = files.get(absolutePath)
    if (!file) return undefined
    const publicPath = `/static/${file.internal.contentDigest}/${file.base}`
    const target = path.join(publicDir, publicPath)
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(absolutePath, target)
    }
    return publicPath
  }

  /** The stored twin when it was converted from the same input by the same code and its images are unchanged
   * (each is published again if missing); undefined otherwise. */
  const stored = async (key: string): Promise<string | undefined> => {
    const twin = (await store.cache.get(key)) as StoredTwin | undefined
    if (!twin || !twin.images.every(([source, publicPath]) => publish(source) === publicPath)) return undefined
    return twin.markdown
  }

  const twins = new Map<string, Twin>()
  const problems: string[] = []
  let reused = 0
  // Written while Gatsby's worker renders the static HTML: the event loop turns between slices (see eventLoopTurns).
  const pause = eventLoopTurns()
  for (const node of allMdx.nodes) {
    await pause()
    const route = node.fields.route
    const context = contextByRoute.get(route)
    if (node.fields.unlisted || !context || !["doc", "api", "blog"].includes(node.fields.kind)) continue
    const description = node.frontmatter.description ?? ""
    const input = {
      title: node.frontmatter.title,
      description,
      body: node.body,
      route,
      siteUrl: SITE.url,
      operations: context.api,
      errors: context.apiErrors,
      cards: context.cards,
      // The dates as ISO dates, which an agent reads as they are: when it was published (a post), when it last changed.
      meta:
        [
          node.fields.kind === "blog" && node.frontmatter.date ? tBuild("markdown.postDate", { date: node.frontmatter.date }) : null,
          context.lastUpdated ? tBuild("markdown.lastUpdated", { date: context.lastUpdated }) : null,
        ]
          .filter((line) => line !== null)
          .join("\n\n") || undefined,
    }
    const key = `markdown-twin:${createHash("sha256")
      .update(JSON.stringify([store.version, node.internal.contentFilePath, input]))
      .digest("hex")}`
    try {
      let markdown = await stored(key)
      if (markdown === undefined) {
        const images: StoredTwin["images"] = []
        const imageUrl = (src: string): string | undefined => {
          const source = path.resolve(path.dirname(node.internal.contentFilePath), src)
          const publicPath = publish(source)
          if (publicPath) images.push([source, publicPath])
          return publicPath
        }
        // The body as sourcing converted it, when it could (the page's context not needed); else converted here.
        markdown = pageMarkdown({ ...input, imageUrl }, node.fields.twinDraft ? filledTwinDraft(node.fields.twinDraft, imageUrl) : undefined)
        const entry: StoredTwin = { markdown, images }
        await store.cache.set(key, entry)
      } else {
        reused += 1
      }
      twins.set(route, { route, kind: node.fields.kind, title: node.frontmatter.title, description, markdown })
    } catch (error) {
      problems.push(`  ${route} (${node.fields.sourcePath}): ${(error as Error).message}`)
    }
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`Could not write the Markdown twin of ${problems.length} page(s):\n${problems.join("\n")}`)
    return
  }

  const order = readingOrder(allSitePage.nodes, allDocsSidebar.nodes)
  const inOrder = new Set(order)
  const ordered = [...order.filter((route) => twins.has(route)), ...[...twins.keys()].filter((route) => !inOrder.has(route))].map(
    (route) => twins.get(route) as Twin,
  )
  // Where an agent finds the index, the full text and the MCP server: the first line of every twin and the
  // first paragraph of the llms files after their summary (llms.txt's format puts its H1 first).
  const agents = tBuild("llms.agents", {
    index: `${SITE.url}${TWIN_ROUTES.llms}`,
    full: `${SITE.url}${TWIN_ROUTES.llmsFull}`,
    mcp: `${SITE.url}${TWIN_ROUTES.mcp}`,
  })
  for (const twin of ordered) {
    await pause()
    const file = path.join(publicDir, twinPathOf(twin.route))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${agents}\n\n${twin.markdown}`)
  }

  const link = (twin: Twin): LlmsLink => ({ title: twin.title, url: `${SITE.url}${twinPathOf(twin.route)}`, description: twin.description })
  const head = {
    name: SITE.title,
    summary: tBuild("llms.summary"),
    details: [agents, tBuild("llms.openapi", { url: `${SITE.url}${TWIN_ROUTES.openapi}` })],
  }
  const openapi: LlmsLink = { title: tBuild("llms.openapiTitle"), url: `${SITE.url}${TWIN_ROUTES.openapi}`, description: tBuild("llms.openapiDescription") }
  fs.writeFileSync(
    path.join(publicDir, TWIN_ROUTES.llms),
    llmsTxt({
      ...head,
      sections: [
        { title: tBuild("llms.docs"), links: ordered.filter((twin) => twin.kind === "doc").map(link) },
        { title: tBuild("llms.api"), links: [openapi, ...ordered.filter((twin) => twin.kind === "api").map(link)] },
        { title: tBuild("llms.blog"), links: ordered.filter((twin) => twin.kind === "blog").map(link) },
      ],
    }),
  )
  fs.writeFileSync(
    path.join(publicDir, TWIN_ROUTES.llmsFull),
    llmsFullTxt(
      { ...head, details: head.details.slice(0, 1) },
      ordered.map((twin) => twin.markdown),
    ),
  )
  // CPU time as well as wall time: on a busy build machine the wall time mostly measures waiting.
  const cpu = process.cpuUsage(cpuStarted)
  reporter.info(
    `markdown twins: ${ordered.length} pages (${reused} unchanged since the last build), llms.txt and llms-full.txt in ${Math.round(performance.now() - started)} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`,
  )
}
