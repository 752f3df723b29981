/** Content check: internal links and anchors resolve, and images beside a page exist; lines from the syntax tree. */
import { staticFiles } from "./files"
import { checkLinks } from "./links"
import { FILE_SYSTEM_PAGES, type PlannedRoute } from "./pages"
import { missingImagesOf, type ContentProblem } from "./content-problems"
import type { ContentNode } from "./content"

/** Problems with the links and images of every content page, given every page and file the site will have. */
/** `published`: site paths of files the features publish beside the pages (the OpenAPI document). */
export function linkProblems(nodes: readonly ContentNode[], pages: readonly PlannedRoute[], published: readonly string[] = []): ContentProblem[] {
  const planned: readonly PlannedRoute[] = [...FILE_SYSTEM_PAGES, ...pages]
  const routes = new Map<string, readonly string[]>(planned.map((page) => [page.path, page.anchors ?? []]))
  for (const node of nodes) routes.set(node.fields.route, [...(routes.get(node.fields.route) ?? []), ...node.fields.headings.map((heading) => heading.id)])
  const links = checkLinks(
    nodes.map((node) => ({ file: node.fields.sourcePath, route: node.fields.route, links: node.fields.links })),
    routes,
    new Set([...staticFiles(), ...published]),
  )
  return [
    ...links.map((problem) => ({ file: problem.file, line: problem.line, message: `${problem.link}: ${problem.problem}` })),
    ...nodes.flatMap((node) => missingImagesOf(node.fields.sourcePath, node.fields.images)),
  ]
}
