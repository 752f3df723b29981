/**
 * Every built page is valid HTML by the W3C Nu HTML Checker (npm's vnu-jar, run with Debian's Java
 * runtime; `scripts/ensure-tools.sh deploy` installs it): zero errors. The slices in public/_gatsby/ are
 * fragments Gatsby stitches into the pages, not pages (nginx answers them with 404).
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { builtPages } from "../deploy/generate"

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar")

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
}

describe("HTML validity", () => {
  it("the Nu HTML Checker reports no error on any built page", () => {
    const pages = builtPages(path.resolve("public"))
    expect(pages.length).toBeGreaterThan(150)
    const run = spawnSync("java", ["-Xss1m", "-jar", VNU_JAR, "--errors-only", "--no-langdetect", "--format", "json", ...pages], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error) throw new Error(`java could not run the Nu HTML Checker (run scripts/ensure-tools.sh deploy): ${run.error.message}`)
    let messages: VnuMessage[]
    try {
      messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages
    } catch {
      throw new Error(`the Nu HTML Checker did not answer in JSON (exit ${run.status}): ${run.stderr.slice(0, 500)}`)
    }
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map(
        (message) =>
          `${path.relative(process.cwd(), decodeURIComponent(new URL(message.url ?? "file:/?").pathname))}:${message.lastLine ?? "?"}: ${message.message}`,
      )
    expect(errors).toEqual([])
    expect(run.status).toBe(0)
  }, 600_000)
})
