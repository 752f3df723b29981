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

  it("knows a figure a page shows by a name in Cyrillic, written as it is or percent-encoded", () => {
    for (const written of ["схема.png", encodeURI("схема.png")]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "figures-"))
      const folder = `/static/${"c".repeat(32)}/11111`
      fs.mkdirSync(path.join(dir, folder), { recursive: true })
      fs.writeFileSync(path.join(dir, folder, "схема.png"), "png")
      fs.writeFileSync(path.join(dir, "index.html"), `<p>Схема</p><img src="${folder}/${written}">`)
      expect(() => verifyProcessedImages(dir)).not.toThrow()
    }
  })
})

describe("the built pages", () => {
  it("are read one at a time, as the checks go on", async () => {
    const { builtPages } = await import("./files")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-"))
    fs.writeFileSync(path.join(dir, "a.html"), "first")
    fs.writeFileSync(path.join(dir, "b.html"), "second")
    const pages = builtPages(dir)
    const first = pages.next().value as { file: string; bytes: string }
    expect(first.bytes).toBe(fs.readFileSync(first.file, "latin1"))
    // The other page is read when the check reaches it, not before.
    const other = path.join(dir, path.basename(first.file) === "a.html" ? "b.html" : "a.html")
    fs.writeFileSync(other, "as saved since")
    expect(pages.next().value).toEqual({ file: other, bytes: "as saved since" })
    expect(pages.next().done).toBe(true)
  })
})
