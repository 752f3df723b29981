import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import type { SourceRef } from "./mdx/mdx-tree"
import { showInOverlay } from "./overrides/develop-overlay"

/** A problem with an author's file: the file relative to the project, the line where one is known. */
export interface ContentProblem {
  file: string
  line?: number
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`
}

/** The 1-based line of the first occurrence of `needle` in a project file, if it is there. */
export function lineOf(file: string, needle: string): number | undefined {
  let text: string
  try {
    text = fs.readFileSync(path.resolve(file), "utf8")
  } catch {
    return undefined
  }
  const index = text.indexOf(needle)
  return index < 0 ? undefined : text.slice(0, index).split("\n").length
}

/** Images a page shows from files beside it (as `readMdx` found them) that do not exist. */
export function missingImagesOf(sourcePath: string, images: readonly SourceRef[]): ContentProblem[] {
  return images
    .filter((image) => !fs.existsSync(path.resolve(path.dirname(sourcePath), decodeURI(image.url))))
    .map((image) => ({ file: sourcePath, line: image.line, message: `image ${image.url}: no such file` }))
}

/** Shows a check's problems in Gatsby develop's browser overlay (../overrides/develop-overlay.ts), keyed, so a
 * fixed file clears its own entry and the overlay closes once nothing is left. */
function showInBrowser(key: string, problems: readonly ContentProblem[] | null): void {
  if (process.env.gatsby_executing_command !== "develop") return
  const errors = problems?.map((problem) => ({
    level: "ERROR",
    code: "CONTENT",
    text: formatProblem(problem),
    filePath: path.resolve(problem.file),
    location: problem.line ? { start: { line: problem.line } } : undefined,
    context: { sourceMessage: formatProblem(problem) },
  }))
  showInOverlay(`edna-content:${key}`, errors && errors.length > 0 ? errors : null)
}

/**
 * Reports the problems found by one check (`key`), or clears them once there are none. `gatsby build`
 * stops with every problem named by file and line; `gatsby develop` prints them, shows them in the
 * browser overlay and keeps serving, so the author fixes the file and carries on without a restart.
 */
export function reportContentProblems(reporter: Reporter, key: string, title: string, problems: readonly ContentProblem[]): void {
  showInBrowser(key, problems)
  if (problems.length === 0) return
  reporter.panicOnBuild(`${title}:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")}`)
}
