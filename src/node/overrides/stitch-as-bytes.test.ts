import fs from "node:fs"
import Module from "node:module"
import os from "node:os"
import path from "node:path"

const { asBytes } = require("./stitch-as-bytes.cjs") as { asBytes: (source: string, file: string) => string }

type Stitch = (args: { pagePath: string; publicDir: string }) => Promise<void>

const STITCHING = require.resolve("gatsby/dist/utils/slices/stitching")

/** Gatsby's installed stitching.js, as it is or with `change` applied to its source, loaded as Node would. */
function stitching(change?: (source: string, file: string) => string): Stitch {
  const source = fs.readFileSync(STITCHING, "utf8")
  const loaded = new Module(STITCHING, module)
  loaded.filename = STITCHING
  loaded.paths = (Module as unknown as { _nodeModulePaths: (dir: string) => string[] })._nodeModulePaths(path.dirname(STITCHING))
  ;(loaded as unknown as { _compile: (text: string, file: string) => void })._compile(change ? change(source, STITCHING) : source, STITCHING)
  return (loaded.exports as { stitchSliceForAPage: Stitch }).stitchSliceForAPage
}

/** A public/ with one page past 64K characters of Cyrillic, whose slices (one named in Cyrillic, one nested in
 * another) hold Cyrillic too. */
function site(): string {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stitch-"))
  const slices = path.join(publicDir, "_gatsby", "slices")
  fs.mkdirSync(slices, { recursive: true })
  fs.writeFileSync(path.join(slices, "меню.html"), '<nav>Меню «сайта» <slice-start id="вложенный"></slice-start><slice-end id="вложенный"></slice-end></nav>')
  fs.writeFileSync(path.join(slices, "вложенный.html"), "<b>ё, ж и 😀</b>")
  fs.writeFileSync(path.join(slices, "scripts.html"), '<script>window.x="ключ"</script>')
  const text = "Рассылки и шаблоны WhatsApp — ".repeat(2500)
  fs.mkdirSync(path.join(publicDir, "docs", "start"), { recursive: true })
  fs.writeFileSync(
    path.join(publicDir, "docs", "start", "index.html"),
    `<!DOCTYPE html><html><body><slice-start id="меню"></slice-start><slice-end id="меню"></slice-end><p>${text}</p><slice-start id="scripts"></slice-start><slice-end id="scripts"></slice-end></body></html>`,
  )
  return publicDir
}

describe("stitch-as-bytes, on the installed Gatsby's stitching", () => {
  it("writes the same bytes as Gatsby's own stitching, for a page past 64K characters and slices named in Cyrillic", async () => {
    const [ours, gatsbys] = [site(), site()]
    await stitching(asBytes)({ pagePath: "/docs/start/", publicDir: ours })
    await stitching()({ pagePath: "/docs/start/", publicDir: gatsbys })
    const page = (publicDir: string): Buffer => fs.readFileSync(path.join(publicDir, "docs", "start", "index.html"))
    expect(page(ours).toString("utf8").length).toBeGreaterThan(65536)
    expect(page(ours).toString("utf8")).toContain('<!-- slice-start id="меню" --><nav>Меню «сайта» <!-- slice-start id="вложенный" --><b>ё, ж и 😀</b>')
    expect(page(ours).equals(page(gatsbys))).toBe(true)
  })

  it("stops, naming itself and the file, when Gatsby's stitching reads pages some other way", () => {
    expect(() => asBytes("const html = await fs.readFile(htmlFilePath);", "stitching.js")).toThrow(
      'src/node/overrides/stitch-as-bytes.cjs: stitching.js does not contain "fs.readFile(path.join(publicDir, `_gatsby`',
    )
  })
})
