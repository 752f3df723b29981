/**
 * The files each feature generates from content beside the built pages (the blog's feeds, the search index,
 * the Markdown twins): a feature registers its writer in its own onPreBuild (`contentOutput`), and the build's
 * schedule (schedule.ts) starts them all at once when the HTML renderer is built, or onPostBuild does.
 *
 * The registry is kept on `globalThis`, not in this module: Gatsby's own compile of gatsby-node files (Parcel,
 * with DOCS_OVERRIDES=off) bundles each plugin's gatsby-node with its own copy of this module.
 */
import type { BuildArgs, CreatePagesArgs } from "gatsby"

export type OutputArgs = Pick<BuildArgs, "graphql" | "reporter" | "cache">
export type ContentOutput = (args: OutputArgs) => Promise<void> | void

const KEY = Symbol.for("edna-pulse-docs.content-outputs")
const registry = (): Map<string, ContentOutput> => ((globalThis as Record<symbol, Map<string, ContentOutput>>)[KEY] ??= new Map())

/** Registers (or replaces) the writer of one output, by name. */
export function contentOutput(name: string, write: ContentOutput): void {
  registry().set(name, write)
}

/** The names of the registered outputs, in the order they were registered. */
export function contentOutputNames(): string[] {
  return [...registry().keys()]
}

/** Writes every registered output at once; rejects with the first failure once all have finished. */
export async function writeContentOutputs(args: OutputArgs): Promise<void> {
  const results = await Promise.allSettled([...registry().values()].map(async (write) => write(args)))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected")
  if (failed) throw failed.reason
}

export type PagesArgs = Pick<CreatePagesArgs, "graphql" | "reporter" | "getNodesByType">
export type DevelopOutput = (args: PagesArgs) => Promise<void> | void

const DEVELOP_KEY = Symbol.for("edna-pulse-docs.develop-outputs")
const developRegistry = (): Map<string, DevelopOutput> => ((globalThis as Record<symbol, Map<string, DevelopOutput>>)[DEVELOP_KEY] ??= new Map())

/**
 * Registers an output that `gatsby develop` writes again whenever its pages are created anew (a content
 * edit), from the pages every feature created: onPostBuild never runs under develop.
 */
export function developOutput(name: string, write: DevelopOutput): void {
  developRegistry().set(name, write)
}

/** Writes every develop output, in turn (the site's createPages calls it once every feature has created its pages). */
export async function writeDevelopOutputs(args: PagesArgs): Promise<void> {
  for (const write of developRegistry().values()) await write(args)
}
