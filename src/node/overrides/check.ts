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
