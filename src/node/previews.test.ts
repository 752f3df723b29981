/**
 * The link previews the pages plan (previews.ts): drawn in a worker thread once planned, named as the page's
 * head names them, and the same files as drawing them in this thread.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pagePreview, startPagePreviews, writePagePreviews } from "./previews"

const folders: string[] = []
const folder = (name: string): string => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), `previews-${name}-`))
  folders.push(made)
  return made
}
afterAll(() => folders.forEach((made) => fs.rmSync(made, { recursive: true, force: true })))

describe("link previews of the planned pages", () => {
  it("draws each page's image in a worker under the name its head gives, as drawing it here does", async () => {
    const pages = [pagePreview("/docs/a", "Первая страница", "Раздел"), pagePreview("/docs/b", "Вторая страница", "Раздел")]
    expect(pages.map((page) => page.src)).toEqual([
      expect.stringMatching(/^\/static\/og\/[0-9a-f]{16}\.png$/),
      expect.stringMatching(/^\/static\/og\/[0-9a-f]{16}\.png$/),
    ])
    expect(pages[0].src).not.toBe(pages[1].src)
    expect(pages[0]).toMatchObject({ width: 1200, height: 630, alt: "Раздел: Первая страница" })

    const inWorker = folder("worker")
    startPagePreviews(inWorker, path.join(inWorker, "cache"))
    expect(await writePagePreviews(inWorker, path.join(inWorker, "cache"))).toBe(2)
    const here = folder("here")
    await writePagePreviews(here, path.join(here, "cache"))
    for (const page of pages) {
      const drawn = fs.readFileSync(path.join(inWorker, page.src))
      expect([drawn.readUInt32BE(16), drawn.readUInt32BE(20)]).toEqual([1200, 630])
      expect(drawn.equals(fs.readFileSync(path.join(here, page.src)))).toBe(true)
    }
  }, 60_000)

  it("reports a worker that fails, naming it", async () => {
    const blocked = folder("blocked")
    // A file where the output folder should be: the worker cannot create it.
    fs.writeFileSync(path.join(blocked, "static"), "")
    startPagePreviews(blocked, path.join(blocked, "cache"))
    await expect(writePagePreviews(blocked, path.join(blocked, "cache"))).rejects.toThrow(/^link previews: .*(ENOTDIR|EEXIST)/)
  }, 60_000)
})
