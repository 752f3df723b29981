/**
 * How a feature (a local plugin under plugins/) adds to what the core does, beside Gatsby's own APIs:
 * - `contentField`: a field of every content node, derived from the page's syntax tree, which the core's
 *   onCreateNode parses once for all (the assistants' twin draft);
 * - `contentOutput`: a file the build writes beside the pages (the blog's feeds, the search index, the
 *   twins), started all at once when the HTML renderer is built (schedule.ts), or by onPostBuild;
 * - `developOutput`: an output `gatsby develop` writes again whenever the pages are created anew.
 * A feature registers in its own gatsby-node (onPluginInit, onPreBuild).
 *
 * The registries are kept on `globalThis`, not in this module: Gatsby's own compile of gatsby-node files (Parcel,
 * with DOCS_OVERRIDES=off) bundles each plugin's gatsby-node with its own copy of this module.
 */
import type { BuildArgs, CreatePagesArgs } from "gatsby"
import type { MdxNode } from "./mdx/mdx-tree"

/** The registry of one extension point, shared by every copy of this module. */
function registry<T>(name: string): Map<string, T> {
  const key = Symbol.for(`edna-pulse-docs.${name}`)
  return ((globalThis as Record<symbol, Map<string, T>>)[key] ??= new Map())
}

/** A content page as the core's onCreateNode has read it. */
export interface ParsedPage {
  kind: "doc" | "api" | "blog"
  route: string
  /** The body's syntax tree, prose set (facts, typography); null when the body is not valid MDX. */
  tree: MdxNode | null
}
export type ContentField = (page: ParsedPage) => unknown

/** Registers (or replaces) a field every content node gets, by name. */
export function contentField(name: string, derive: ContentField): void {
  registry<ContentField>("content-fields").set(name, derive)
}

/** The registered fields of a page, as [name, value]. */
export function contentFieldsOf(page: ParsedPage): Array<[string, unknown]> {
  return [...registry<ContentField>("content-fields")].map(([name, derive]) => [name, derive(page)])
}

export type OutputArgs = Pick<BuildArgs, "graphql" | "reporter" | "cache">
export type ContentOutput = (args: OutputArgs) => Promise<void> | void

const outputs = (): Map<string, ContentOutput> => registry("content-outputs")

/** Registers (or replaces) the writer of one output, by name. */
export function contentOutput(name: string, write: ContentOutput): void {
  outputs().set(name, write)
}

/** Writes every registered output at once; rejects with the first failure once all have finished. */
export async function writeContentOutputs(args: OutputArgs): Promise<void> {
  const results = await Promise.allSettled([...outputs().values()].map(async (write) => write(args)))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected")
  if (failed) throw failed.reason
}

export type PagesArgs = Pick<CreatePagesArgs, "graphql" | "reporter" | "getNodesByType">
export type DevelopOutput = (args: PagesArgs) => Promise<void> | void

const developOutputs = (): Map<string, DevelopOutput> => registry("develop-outputs")

/**
 * Registers an output that `gatsby develop` writes again whenever its pages are created anew (a content
 * edit), from the pages every feature created: onPostBuild never runs under develop.
 */
export function developOutput(name: string, write: DevelopOutput): void {
  developOutputs().set(name, write)
}

/** Writes every develop output, in turn (the site's createPages calls it once every feature has created its pages). */
export async function writeDevelopOutputs(args: PagesArgs): Promise<void> {
  for (const write of developOutputs().values()) await write(args)
}
