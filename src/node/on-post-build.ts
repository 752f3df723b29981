import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { fontSubsetsWritten, shownCharacters, verifyFontSubsets } from "./outputs/fonts"
import { addProcessedImagesShown, verifyProcessedImages } from "./figures"
import { builtPages } from "./files"
import { codeVersion } from "./tuning/code-version"
import { recordBuild } from "./tuning/build-process"
import { checkOverridesApplied } from "./overrides/check"
import { writeContentOutputs } from "./extend"
import { writePagePreviews } from "./previews"

type BuildArgs = Parameters<NonNullable<GatsbyNode["onPreBuild"]>>[0]

/**
 * Publishes the files the features generate from content next to the built pages (src/node/extend.ts): the
 * OpenAPI document, the blog's feeds, the search index (built in a thread of its own once queried), the
 * Markdown twins with the llms files, and the pages' link preview images (previews.ts). Each queries the data layer itself and none reads a built page, so
 * they need not wait for the HTML.
 */
export async function publishContentFiles(args: Pick<BuildArgs, "graphql" | "reporter" | "cache">): Promise<void> {
  const started = performance.now()
  const previews = writePagePreviews(path.resolve("public"), path.resolve(".cache", "og")).then((count) => {
    if (count > 0) args.reporter.info(`link previews: ${count} pages, ${Math.round(performance.now() - started)} ms waited for`)
  })
  await Promise.all([writeContentOutputs(args), previews])
}

let buildArgs: BuildArgs | undefined
let published: Promise<void> | undefined

/** Keeps the build's helpers (the data layer's `graphql`, the reporter, the site's cache) for `publishEarly`. */
export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => {
  buildArgs = args
  published = undefined
}

/**
 * Starts publishing the content files, once per build. Called when webpack has compiled the HTML
 * renderer (src/node/tuning/webpack.ts): from then on Gatsby's main thread mostly waits, for the image jobs and
 * then for the worker that renders the static HTML, so the files are written in time that was idle, and
 * onPostBuild only awaits them. Returns the files' promise, which the static HTML waits for before this
 * process renders pages beside Gatsby's worker (src/node/overrides/html-in-build-process.cjs). Does nothing
 * before onPreBuild (e.g. under `gatsby develop`).
 */
export function publishEarly(): Promise<void> | undefined {
  if (!buildArgs) return undefined
  if (published) return published
  published = publishContentFiles(buildArgs)
  // Awaited, and so reported, by onPostBuild; until then a failure is not an unhandled rejection.
  published.catch(() => undefined)
  return published
}

/** Awaits the content files (publishing them now if nothing started them) and the font subsets, then
 * checks that the overrides of Gatsby were all applied, that the subsets hold every character the pages
 * show and that every processed image is shown;
 * a build that passes is recorded as finished (see `limitHeapGrowth`). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  checkOverridesApplied(args.reporter)
  await (published ?? publishContentFiles(args))
  published = undefined
  await fontSubsetsWritten()
  const publicDir = path.resolve("public")
  // Both checks read every built page, once, one page at a time (see builtPages).
  const images = new Set<string>()
  const characters = shownCharacters(
    (function* () {
      for (const page of builtPages(publicDir)) {
        addProcessedImagesShown(page, images)
        yield page
      }
    })(),
  )
  await verifyFontSubsets(publicDir, characters)
  verifyProcessedImages(publicDir, images)
  recordBuild(codeVersion())
}
