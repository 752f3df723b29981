import fs from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { cmapCodePoints, distinctCharacters, missingCharacters } from "./font-subset"
import { shownCharacters } from "./fonts"
import { utf8Pieces } from "../files"

const interLatin = fs.readFileSync(path.resolve("node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2"))
const codes = (text: string) => new Set([...text].map((c) => c.codePointAt(0) as number))

describe("font subsets", () => {
  it("collects each character once, in code point order", () => {
    expect(distinctCharacters(["бab", "aё", "😀a"])).toBe("abбё😀")
    // As iterating the strings would: pairs as code points (astral ones sorted), lone surrogates as themselves.
    const texts = ["𝒜x\ud800", "\udc00y😀𝒜", "\ud83d", "z\ud83dq"]
    const iterated = [...new Set(texts.flatMap((text) => [...text].map((c) => c.codePointAt(0) as number)))].sort((a, b) => a - b)
    expect(distinctCharacters(texts)).toBe(String.fromCodePoint(...iterated))
  })

  it("reads the characters a page shows from its bytes: without scripts and styles, entities decoded; page data whole", () => {
    const html = '<style>.a{content:"Ж"}</style><p title="Поиск">Тест&nbsp;&laquo;&#171;&#x2014;&amp;😀</p><script>var x="Щ"</script>'
    const bytes = (text: string): string => Buffer.from(text).toString("latin1")
    const shown = shownCharacters([
      { file: "public/a/index.html", bytes: bytes(html) },
      { file: "public/page-data/a/page-data.json", bytes: bytes('{"title":"Юг"}') },
    ])
    expect(shown).toBe(distinctCharacters(['<p title="Поиск">Тест\u00a0&laquo;«—&😀</p>', '{"title":"Юг"}']))
  })

  it("reads a long page in pieces, none past 32K characters, with no entity or character cut in two", () => {
    // Cyrillic, a four-byte character and an entity at every place a 32 KB piece could end.
    const paragraph = (n: number): string => `<p>Ж${"щ".repeat(n)}😀&#x2014;&laquo;</p>`
    const html = Array.from({ length: 1500 }, (_, n) => paragraph(n % 97)).join("")
    const bytes = Buffer.from(html).toString("latin1")
    expect(bytes.length).toBeGreaterThan(4 * 32 * 1024)
    const pieces = [...utf8Pieces(bytes, "<")]
    expect(pieces.join("")).toBe(html)
    expect(pieces.every((piece, index) => piece.length <= 32 * 1024 && (index === 0 || piece.startsWith("<")))).toBe(true)
    expect([...utf8Pieces(bytes)].join("")).toBe(html)
    expect(shownCharacters([{ file: "public/a/index.html", bytes }])).toBe(distinctCharacters([html.replace(/&#x2014;/g, "—")]))
  })

  it("names the characters the original maps and the subset does not", () => {
    expect(missingCharacters("aéЖ€é", codes("aé€"), codes("a€"))).toEqual(["é"])
  })

  it("reads the characters a font maps from its cmap, for the original face and for a subset", async () => {
    const original = cmapCodePoints(await subsetFont(interLatin, "", { keepAllGlyphs: true, targetFormat: "truetype" }))
    expect(original.has("A".codePointAt(0) as number)).toBe(true)
    expect(original.has("é".codePointAt(0) as number)).toBe(true)
    expect(original.has("Ж".codePointAt(0) as number)).toBe(false)
    const subset = cmapCodePoints(await subsetFont(interLatin, "Ab1", { targetFormat: "truetype" }))
    expect([...subset].sort((a, b) => a - b)).toEqual([..."1Ab"].map((c) => c.codePointAt(0)))
  })
})
