/**
 * The build's schedule, in one place: what starts when, beside Gatsby's own steps. gatsby-node.ts composes the
 * Gatsby APIs; this module says which of the site's steps each moment starts.
 *
 * 1. onPreInit (tuning/build-process.ts): the build process's V8 and memory settings; sharp's PNG encoding.
 * 2. Sourcing (on-create-node.ts): each page's frontmatter checked, its prose set (facts, typography), its
 *    route, headings, links, search sections and Markdown twin's draft stored; figures' image jobs start.
 * 3. createPages (create-pages.ts): docs, API, blog and tag pages from queries.
 * 4. Page queries, then webpack builds the browser bundle and the HTML renderer (tuning/webpack.ts).
 * 5. The renderer built (`rendererBuilt`): the content files (twins, search index in a thread of its own,
 *    feeds, llms files) start being published, and the static HTML's renderers are chosen (an override).
 * 6. Gatsby renders the static HTML and stitches slices, while the content files are written.
 * 7. onPostBuild (on-post-build.ts): waits for the content files, checks the built pages, and checks that
 *    every change to Gatsby was applied (overrides/check.ts).
 *
 * In `gatsby develop`, the query parses are kept once develop has extracted its queries, when it asks for
 * its webpack configuration (`developCompiling`).
 */
import type { Reporter } from "gatsby"
import path from "node:path"
import { publishEarly } from "./on-post-build"
import { keepParses } from "./overrides/query-parse-cache"

const { overrideOn } = require("./overrides/switch.cjs") as typeof import("./overrides/switch.cjs")

/** The override that renders the static HTML where it fits, as Gatsby's process loaded it (by its path: one module). */
const STATIC_HTML = path.resolve("src/node/overrides/html-in-build-process.cjs")

/** Step 5: the HTML renderer is built. */
export function rendererBuilt(): void {
  const published = publishEarly()
  if (overrideOn("html-in-build-process")) (require(STATIC_HTML) as { prepareStaticHtml: (idleAfter?: Promise<unknown>) => void }).prepareStaticHtml(published)
}

/** Develop asks for its webpack configuration after extracting the queries: their parses are kept. */
export function developCompiling(reporter: Reporter): void {
  keepParses(reporter)
}
