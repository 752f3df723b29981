import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { verifyProcessedImages } from "./figures"

/** A public/ with one page showing one processed figure, and other processed files beside it. */
function publicWith(extra: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "figures-"))
  const shown = `/static/${"a".repeat(32)}/11111/screen.png`
  for (const url of [shown, ...extra]) {
    fs.mkdirSync(path.join(dir, path.dirname(url)), { recursive: true })
    fs.writeFileSync(path.join(dir, url), "png")
  }
  fs.writeFileSync(path.join(dir, "index.html"), `<img src="${shown}">`)
  return dir
}

describe("processed figures after a build", () => {
  it("stops the build when a figure a page shows was also made with other options", () => {
    const dir = publicWith([`/static/${"a".repeat(32)}/22222/screen.png`])
    expect(() => verifyProcessedImages(dir)).toThrow(/1 processed image\(s\) that no page shows/)
  })

  it("leaves alone what an earlier build made of a source that has changed since", () => {
    const dir = publicWith([`/static/${"b".repeat(32)}/11111/screen.png`])
    expect(() => verifyProcessedImages(dir)).not.toThrow()
  })
})

describe("the built pages", () => {
  it("are read one at a time, as the checks go on", async () => {
    const { builtPages } = await import("./files")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-"))
    fs.writeFileSync(path.join(dir, "a.html"), "first")
    fs.writeFileSync(path.join(dir, "b.html"), "second")
    const pages = builtPages(dir)
    const first = pages.next().value as { file: string; text: string }
    expect(first.text).toBe(fs.readFileSync(first.file, "utf8"))
    // The other page is read when the check reaches it, not before.
    const other = path.join(dir, path.basename(first.file) === "a.html" ? "b.html" : "a.html")
    fs.writeFileSync(other, "as saved since")
    expect(pages.next().value).toEqual({ file: other, text: "as saved since" })
    expect(pages.next().done).toBe(true)
  })
})
