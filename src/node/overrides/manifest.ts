/**
 * Every place the site touches Gatsby's internals (or a plugin's), one entry per file of this folder: what it
 * touches, how it fails when Gatsby changes, and whether `DOCS_OVERRIDES=off` turns it off. test/layout.test.ts
 * holds the folder and this list to each other, and fails on any private specifier outside the folder.
 */
export interface Touch {
  /** The file, relative to this folder. */
  file: string
  /** Gatsby's (or a plugin's) module, global or state it relies on. */
  touches: string
  /** What happens on an upgrade that moves or changes it. */
  onUpgrade: string
  /** Whether `DOCS_OVERRIDES=off` turns it off; where not, why the site needs it either way. */
  switch: true | string
}

export const MANIFEST: readonly Touch[] = [
  {
    file: "index.cjs",
    touches: "Node's module loading in Gatsby's process (`node --require`, from npm run build and npm run develop)",
    onUpgrade: "installs the overrides below; index.test.ts runs it against the installed Gatsby",
    switch: true,
  },
  {
    file: "switch.cjs",
    touches: "nothing of Gatsby's: reads DOCS_OVERRIDES for index.cjs and the overrides installed from gatsby-node and the webpack configuration",
    onUpgrade: "nothing to update; an unknown setting stops the build at once, naming the names it knows",
    switch: true,
  },
  {
    file: "on-module-load.cjs",
    touches: "Gatsby's modules as Node loads them (a rewritten line, a replaced function)",
    onUpgrade: "a line not found exactly once stops the build as the module loads; a change never applied stops it at the end (check.ts)",
    switch: true,
  },
  {
    file: "check.ts",
    touches: "the list of expected changes on-module-load.cjs keeps",
    onUpgrade: "stops the build naming each change Gatsby no longer gave a chance to apply",
    switch: true,
  },
  {
    file: "check-gatsby.mjs",
    touches: "every module above, loaded with its override installed (npm run check:gatsby)",
    onUpgrade: "prints every mismatch at once and exits 1",
    switch: "no: a check, it changes nothing",
  },
  {
    file: "compile-gatsby-files.cjs",
    touches: "gatsby/dist/utils/parcel/compile-gatsby-files",
    onUpgrade: "the replaced function missing stops the build as the module loads",
    switch: true,
  },
  {
    file: "shared-parse-cache.cjs",
    touches: "gatsby/dist/query/file-parser (its in-memory parse cache)",
    onUpgrade: "the rewritten line not found stops the build as the module loads",
    switch: true,
  },
  {
    file: "query-parse-cache.ts",
    touches: "the shared parse cache's entries, saved between builds",
    onUpgrade: "without the shared cache it does nothing",
    switch: true,
  },
  {
    file: "html-in-build-process.cjs",
    touches: "gatsby/dist/utils/worker/pool and worker/child/render-html (the static HTML's worker pool)",
    onUpgrade:
      "a missing function stops the build as the module loads; html-in-build-process.test.ts checks the worker's environment against Gatsby's own pool",
    switch: true,
  },
  {
    file: "html-worker.cjs",
    touches: "gatsby/dist/utils/worker/child/render-html, loaded in a worker of gatsby-worker",
    onUpgrade: "the worker fails to load its render functions and the build stops",
    switch: true,
  },
  {
    file: "stitch-as-bytes.cjs",
    touches: "gatsby/dist/utils/slices/stitching (reads and writes of each page's HTML)",
    onUpgrade: "a rewritten read or write not found exactly once stops the build as the module loads",
    switch: true,
  },
  {
    file: "develop-late-changes.cjs",
    touches: "gatsby/dist/state-machines/develop (the recreatingPages state)",
    onUpgrade: "the rewritten state not found stops develop as the module loads",
    switch: true,
  },
  {
    file: "develop-shell-pages.cjs",
    touches: "$virtual/async-requires in develop's renderer of the page shell",
    onUpgrade: "if Gatsby renames the module, develop compiles every template at each start again: slower, still right",
    switch: true,
  },
  {
    file: "slices.ts",
    touches: "Gatsby's scripts slice: its chunk table and inline scripts",
    onUpgrade: "stops the build when the scripts it looks for are missing",
    switch: true,
  },
  {
    file: "png-without-dither.ts",
    touches: "sharp's png() as gatsby-plugin-sharp loads it",
    onUpgrade: "throws at once when sharp has no png()",
    switch: true,
  },
  {
    file: "gatsby-browserslist.ts",
    touches: "gatsby/dist/utils/browserslist",
    onUpgrade: "the require throws naming the module, and the build stops while configuring webpack",
    switch: "no: the SWC loader compiles for the browsers Gatsby's Babel preset targets",
  },
  {
    file: "develop-overlay.ts",
    touches: "gatsby/dist/utils/websocket-manager (develop's browser overlay)",
    onUpgrade: "warns once; content problems are then shown in the terminal only",
    switch: "no: develop's overlay of content problems has no public API",
  },
  {
    file: "mdx-plugin.ts",
    touches: "Gatsby's store: flattenedPlugins (gatsby-plugin-mdx's options)",
    onUpgrade: "throws naming the store and the plugin, and the page queries stop",
    switch: "no: the body tree compiles each page with the plugin's own options",
  },
  {
    file: "remark-images-defaults.ts",
    touches: "gatsby-remark-images/constants (a file of the plugin's, not its API)",
    onUpgrade: "the require throws naming the file during sourcing",
    switch: "no: the figures' image jobs use the options gatsby-remark-images asks for",
  },
  {
    file: "browser/gatsby-inline.ts",
    touches:
      "the text of Gatsby's inline scripts (window.___chunkMapping, window.___webpackCompilationHash) in the scripts slice, rewritten so the strict CSP allows them by hash (with the switch off they stay as Gatsby writes them, and the CSP no longer matches)",
    onUpgrade: "stops the build naming the page when the scripts are not found",
    switch: true,
  },
  {
    file: "browser/ssr.tsx",
    touches: "Gatsby's gatsby-script-loader inline script, in the static HTML",
    onUpgrade: "a gatsby-script-loader script of another form stops the build naming the page",
    switch: true,
  },
  {
    file: "browser/navigation.ts",
    touches: "window.___navigate and window.___loader (Gatsby's client navigation)",
    onUpgrade: "when they are missing, navigation runs as Gatsby's own and the progress bar starts only once the next page has loaded",
    switch: true,
  },
]
