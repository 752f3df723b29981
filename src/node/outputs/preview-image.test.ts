import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { drawable, previewHash, previewImages, previewSvg, renderPreview, type PreviewInput } from "./preview-image"

const SITE = "edna Pulse — документация"
const HOST = "docs-pulse.edna.kz"
const input = (title: string, section = "Справочник HTTP API"): PreviewInput => ({ title, section, site: SITE, host: HOST })

/** Width and height from the PNG's header, after checking the signature and that IHDR comes first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(png.toString("latin1", 12, 16)).toBe("IHDR")
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The text box, where the section and the title are drawn: between the site's name and the footer, inside the margins. */
const BOX = { left: 80, right: 1120, top: 148, bottom: 504 }

type Pixels = { data: Buffer; width: number; height: number }

/** The pixels outside BOX that differ between two images of the same size: "x,y" of the first few. */
function differencesOutsideBox(a: Pixels, b: Pixels): string[] {
  const found: string[] = []
  for (let y = 0; y < a.height && found.length < 5; y++) {
    for (let x = 0; x < a.width && found.length < 5; x++) {
      const inside = x >= BOX.left && x < BOX.right && y >= BOX.top && y < BOX.bottom
      const at = (y * a.width + x) * 3
      if (!inside && (a.data[at] !== b.data[at] || a.data[at + 1] !== b.data[at + 1] || a.data[at + 2] !== b.data[at + 2])) found.push(`${x},${y}`)
    }
  }
  return found
}

const inked = (image: Pixels, x: number, y: number): boolean => {
  const at = (y * image.width + x) * 3
  return image.data[at] < 250 || image.data[at + 1] < 250 || image.data[at + 2] < 250
}

/** Rows of BOX with any pixel other than the background's white. */
function inkedRows(image: Pixels): number[] {
  const rows: number[] = []
  for (let y = BOX.top; y < BOX.bottom; y++) {
    for (let x = BOX.left; x < BOX.right; x++) {
      if (inked(image, x, y)) {
        rows.push(y)
        break
      }
    }
  }
  return rows
}

/** Inked pixels in the 6 pixels inside BOX's top, bottom and right edges: text cut off at the box. */
function inkAtBoxEdges(image: Pixels): string[] {
  const found: string[] = []
  for (let y = BOX.top; y < BOX.bottom; y++) {
    for (let x = BOX.left; x < BOX.right; x++) {
      const edge = y < BOX.top + 6 || y >= BOX.bottom - 6 || x >= BOX.right - 6
      if (edge && inked(image, x, y) && found.length < 5) found.push(`${x},${y}`)
    }
  }
  return found
}

describe("link preview images", () => {
  it("is a 1200×630 PNG", async () => {
    const png = await renderPreview(input("Отправка сообщения по шаблону"))
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    const { width, height } = await pixels(png)
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
  })

  it("gives the same bytes for the same text, and another name for another title", async () => {
    const [first, second] = [await renderPreview(input("Каскады")), await renderPreview(input("Каскады"))]
    expect(first.equals(second)).toBe(true)
    expect(previewHash(input("Каскады"))).toBe(previewHash(input("Каскады")))
    expect(previewHash(input("Каскады"))).toMatch(/^[0-9a-f]{16}$/)
    expect(previewHash(input("Каскады "))).not.toBe(previewHash(input("Каскады")))
    expect(previewHash(input("Каскады", "Что нового"))).not.toBe(previewHash(input("Каскады")))
    expect(previewHash({ ...input("Каскады"), host: "docs-pulse.edna.ru" })).not.toBe(previewHash(input("Каскады")))
  })

  it("keeps a 200-character title in its box: three lines at most, none cut off, the rest of the card as with a short title", async () => {
    const words = "Отправка сообщения WhatsApp по шаблону с кнопками медиафайлом и переменными через HTTP API ".repeat(3)
    const long = words.slice(0, 200)
    // One unbroken "word" of 200 characters too: it must break, not run past the right margin.
    const unbroken = "Подстановка_переменных_в_шаблон".repeat(7).slice(0, 200)
    expect([...long].length).toBe(200)
    const short = await pixels(await renderPreview(input("Каскады")))
    for (const title of [long, unbroken]) {
      const image = await pixels(await renderPreview(input(title)))
      expect(differencesOutsideBox(image, short)).toEqual([])
      expect(inkAtBoxEdges(image)).toEqual([])
      // The section and at most three lines of title: runs of inked rows, with gaps between.
      const rows = inkedRows(image)
      const runs = rows.filter((y, index) => index === 0 || y - rows[index - 1] > 6).length
      expect(runs).toBeGreaterThanOrEqual(3)
      expect(runs).toBeLessThanOrEqual(4)
    }
  })

  it("draws the card whole: the frame and the text box, composed, are the card rendered at once", async () => {
    const { Resvg } = require("@resvg/resvg-js") as typeof import("@resvg/resvg-js")
    for (const title of ["Каскады", "Отправка сообщения в WhatsApp по шаблону с кнопками, медиафайлом и переменными через HTTP API"]) {
      const composed = await pixels(await renderPreview(input(title)))
      const whole = new Resvg(await previewSvg(input(title)), { font: { loadSystemFonts: false } }).render()
      const reference = await pixels(
        await sharp(whole.pixels, { raw: { width: whole.width, height: whole.height, channels: 4 } })
          .png()
          .toBuffer(),
      )
      // Glyph edges may differ by a shade: satori rounds path coordinates to 0.1 px after adding the box's offset.
      const [a, b] = [composed.data, reference.data]
      let differing = 0
      let largest = 0
      for (let at = 0; at < a.length; at++) {
        const difference = a[at] > b[at] ? a[at] - b[at] : b[at] - a[at]
        if (difference > 0) differing++
        if (difference > largest) largest = difference
      }
      expect(largest).toBeLessThan(96)
      expect(differing).toBeLessThan(a.length / 5000)
    }
  })

  it("leaves out characters no font has, fetching nothing", async () => {
    const fetch = jest.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network at build time"))
    try {
      expect(drawable("Запуск 🚀 рассылки 中文テスト ok")).toBe("Запуск рассылки ok")
      const png = await renderPreview(input("Запуск 🚀 рассылки 中文テスト 👨‍👩‍👧 ok"))
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
      expect(png.equals(await renderPreview(input("Запуск рассылки ok")))).toBe(true)
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      fetch.mockRestore()
    }
  })

  describe("previewImages", () => {
    let root: string
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "preview-image-"))
    })
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

    it("renders each image once, copies it from the cache on the next build, renders only a changed page", async () => {
      const rendered: string[] = []
      const render = (page: PreviewInput): Promise<Buffer> => {
        rendered.push(page.title)
        return renderPreview(page)
      }
      const outDir = path.join(root, "public/static/og")
      const cacheDir = path.join(root, ".cache/og")
      const options = { site: SITE, host: HOST, outDir, cacheDir, render }
      const pages = [
        { route: "/docs/cascades/", title: "Каскады", section: "Каскады" },
        { route: "/docs/api/send/", title: "Отправка сообщения", section: "Справочник HTTP API" },
        { route: "/blog/2025-05-20/", title: "Что нового: уведомления по e-mail", section: "Что нового" },
        // The same text as another page: one image for both.
        { route: "/docs/api/send-copy/", title: "Отправка сообщения", section: "Справочник HTTP API" },
      ]

      const first = await previewImages(pages, options)
      expect(rendered.sort()).toEqual(["Каскады", "Отправка сообщения", "Что нового: уведомления по e-mail"].sort())
      expect([...first.keys()]).toEqual(pages.map((page) => page.route))
      for (const { file, width, height } of first.values()) {
        expect(file).toMatch(/^\/static\/og\/[0-9a-f]{16}\.png$/)
        expect({ width, height }).toEqual({ width: 1200, height: 630 })
        expect(pngSize(fs.readFileSync(path.join(outDir, path.basename(file))))).toEqual({ width, height })
      }
      expect(first.get("/docs/api/send/")).toEqual(first.get("/docs/api/send-copy/"))
      expect(fs.readdirSync(outDir).sort()).toEqual([...new Set([...first.values()].map(({ file }) => path.basename(file)))].sort())

      // A rebuild with public/ cleaned: nothing rendered, every file written again.
      rendered.length = 0
      fs.rmSync(path.join(root, "public"), { recursive: true })
      const second = await previewImages(pages, options)
      expect(rendered).toEqual([])
      expect(second).toEqual(first)
      for (const { file } of second.values()) expect(fs.existsSync(path.join(outDir, path.basename(file)))).toBe(true)

      // One title changed: that page alone is rendered, under a new name.
      const changed = pages.map((page) => (page.route === "/docs/cascades/" ? { ...page, title: "Каскады сообщений" } : page))
      const third = await previewImages(changed, options)
      expect(rendered).toEqual(["Каскады сообщений"])
      expect(third.get("/docs/cascades/")?.file).not.toBe(first.get("/docs/cascades/")?.file)
      expect(third.get("/docs/api/send/")).toEqual(first.get("/docs/api/send/"))
      expect(fs.existsSync(path.join(outDir, path.basename(third.get("/docs/cascades/")?.file ?? "")))).toBe(true)
    })

    it("renders again an image whose cached file is not a whole PNG", async () => {
      const rendered: string[] = []
      const options = {
        site: SITE,
        host: HOST,
        outDir: path.join(root, "out"),
        cacheDir: path.join(root, "cache"),
        render: (page: PreviewInput) => (rendered.push(page.title), renderPreview(page)),
      }
      const pages = [{ route: "/docs/start/", title: "Начало работы", section: "Документация" }]
      const { file } = (await previewImages(pages, options)).get("/docs/start/") ?? { file: "" }
      fs.writeFileSync(path.join(options.cacheDir, path.basename(file)), "")
      await previewImages(pages, options)
      expect(rendered).toEqual(["Начало работы", "Начало работы"])
      expect(pngSize(fs.readFileSync(path.join(options.outDir, path.basename(file))))).toEqual({ width: 1200, height: 630 })
    })
  })
})
