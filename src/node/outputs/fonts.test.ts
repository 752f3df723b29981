import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { FONT_BASE_CHARACTERS, FONT_FILES, FONT_TEXT_SOURCES } from "../../config/fonts"
import { fontSubsetsWritten, onPreBootstrap, verifyFontSubsets, writeFontSubsets } from "./fonts"

/** A built site in a temporary folder: the subsets cut to the base characters, and one page. */
async function builtSite(page: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"))
  await writeFontSubsets(path.join(dir, "fonts"), FONT_BASE_CHARACTERS)
  fs.mkdirSync(path.join(dir, "docs"))
  fs.writeFileSync(path.join(dir, "docs/index.html"), page)
  return dir
}

describe("font subsets of the build", () => {
  it("are far smaller than the package's faces", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"))
    const { before, after } = await writeFontSubsets(dir, FONT_BASE_CHARACTERS)
    expect(after).toBeLessThan(before * 0.6)
  })

  it("pass a page that shows only characters they hold", async () => {
    await expect(verifyFontSubsets(await builtSite("<h1>Привет, «мир» — 2025 №1</h1><script>'é'</script>"))).resolves.toBeUndefined()
  })

  it("fail the build on a page with a character the original face has and the subset lacks, naming it and the page", async () => {
    await expect(verifyFontSubsets(await builtSite("<p>Кафе café</p>"))).rejects.toThrow(
      /inter-latin-400-normal\.woff2 lacks "é" U\+00E9 \(first seen in docs\/index\.html\)/,
    )
  })

  it("ignore characters Inter never had (they were in the fallback font before)", async () => {
    await expect(verifyFontSubsets(await builtSite("<p>漢字</p>"))).resolves.toBeUndefined()
  })
})

describe("the font subsetter", () => {
  it("runs in worker threads, and checking the pages after cutting the faces starts none", async () => {
    const worker_threads = require("node:worker_threads") as typeof import("node:worker_threads")
    const Original = worker_threads.Worker
    const started = jest
      .spyOn(worker_threads, "Worker")
      .mockImplementation(((...args: ConstructorParameters<typeof Original>) => new Original(...args)) as never)
    try {
      // Characters no other test cuts the faces to: subsets no earlier check has seen.
      const site = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"))
      await writeFontSubsets(path.join(site, "fonts"), `${FONT_BASE_CHARACTERS}éè`)
      fs.writeFileSync(path.join(site, "index.html"), "<p>Café</p>")
      expect(started).toHaveBeenCalledTimes(1)
      await verifyFontSubsets(site)
      expect(started).toHaveBeenCalledTimes(1)
    } finally {
      started.mockRestore()
    }
  })
})

describe("font subsets across builds", () => {
  it("are cut again only when the characters or the files in public/ changed", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-site-"))
    for (const folder of FONT_TEXT_SOURCES) {
      fs.mkdirSync(path.dirname(path.join(site, folder)), { recursive: true })
      fs.symlinkSync(path.resolve(folder), path.join(site, folder))
    }
    const stored = new Map<string, unknown>()
    const cache = { get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => void stored.set(key, value) }
    const messages: string[] = []
    const reporter = { info: (message: string) => void messages.push(message), error: (message: string) => void messages.push(`error: ${message}`) }
    const build = async (): Promise<void> => {
      ;(onPreBootstrap as unknown as (args: object) => void)({ reporter, cache })
      await fontSubsetsWritten()
    }
    const cwd = process.cwd()
    try {
      process.chdir(site)
      await build()
      await build()
      fs.writeFileSync(path.join(site, "public/fonts", FONT_FILES[0]), "not a font")
      await build()
      expect(messages.map((message) => (/unchanged/.test(message) ? "kept" : "cut"))).toEqual(["cut", "kept", "cut"])
      expect(fs.readFileSync(path.join(site, "public/fonts", FONT_FILES[0])).length).toBeGreaterThan(1000)
    } finally {
      process.chdir(cwd)
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
