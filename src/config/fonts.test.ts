import fs from "node:fs"
import path from "node:path"
import { FONT_FACE_CSS, FONT_FACES, FONT_FILES, FONTS_PATH } from "./fonts"

/** The `@font-face` rules of a stylesheet, each as its declarations by property. */
const rules = (css: string): Array<Record<string, string>> =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) =>
    Object.fromEntries(
      match[1]
        .split(";")
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([property]) => property)
        .map(([property, value]) => [property, value]),
    ),
  )

const normalRange = (range: string): string => range.replace(/\s+/g, "").toUpperCase()

describe("the Inter faces' stylesheet", () => {
  it("declares each face file once, at its path under public/fonts, with its weight", () => {
    const declared = rules(FONT_FACE_CSS).map((rule) => [rule["font-weight"], /url\("([^"]+)"\)/.exec(rule.src)?.[1]])
    expect(declared).toEqual(FONT_FACES.map((face) => [String(face.weight), `${FONTS_PATH}/${face.file}`]))
    expect(new Set(FONT_FILES).size).toBe(FONT_FACES.length)
  })

  it("gives each face the unicode-range @fontsource/inter gives the same file", () => {
    const packageDir = path.dirname(require.resolve("@fontsource/inter/package.json"))
    for (const face of FONT_FACES) {
      const theirs = rules(fs.readFileSync(path.join(packageDir, `${face.weight}.css`), "utf8")).find((rule) => rule.src.includes(`/${face.file})`))
      const ours = rules(FONT_FACE_CSS).find((rule) => rule.src.includes(`/${face.file}"`))
      expect([face.file, normalRange(ours?.["unicode-range"] ?? "")]).toEqual([face.file, normalRange(theirs?.["unicode-range"] ?? "missing")])
    }
  })
})
