import type { Reporter } from "gatsby"

const { notApplied } = require("./on-module-load.cjs") as { notApplied: () => string[] }

/** Stops the build, naming them, when changes the overrides registered were never applied: a Gatsby that no
 * longer loads a changed module or calls a replaced function would otherwise build silently differently.
 * Nothing to check without the overrides (a plain `gatsby build`, DOCS_OVERRIDES=off). */
export function checkOverridesApplied(reporter: Pick<Reporter, "panicOnBuild">): void {
  const missing = notApplied()
  if (missing.length > 0) {
    reporter.panicOnBuild(
      `src/node/overrides: ${missing.length} change(s) to Gatsby were not applied; update them for this Gatsby version (see src/node/overrides/README.md):\n${missing.map((line) => `  - ${line}`).join("\n")}`,
    )
  }
}

/** The changes `gatsby develop` has applied by the end of its bootstrap: it compiled gatsby-node and built its
 * state machine (query extraction, and with it the shared parse cache, comes after). */
const APPLIED_BY_BOOTSTRAP = /^(compile-gatsby-files|develop-late-changes)\b/

/** Names, in develop, the changes to Gatsby not applied by the end of its bootstrap; develop keeps serving. */
export function checkDevelopOverrides(reporter: Pick<Reporter, "error">, command = process.env.gatsby_executing_command): string[] {
  if (command !== "develop") return []
  const missing = notApplied().filter((line) => APPLIED_BY_BOOTSTRAP.test(line))
  if (missing.length > 0) {
    reporter.error(
      `src/node/overrides: ${missing.length} change(s) to Gatsby were not applied in develop; run npm run check:gatsby and update them for this Gatsby version:\n${missing.map((line) => `  - ${line}`).join("\n")}`,
    )
  }
  return missing
}
