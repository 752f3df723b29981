/** Self-hosted Inter: the subsets and weights the site uses, and the `@font-face` rules that declare them. */
export const FONTS_PATH = "/fonts"
export const FONT_FAMILY = "Inter"

export const FONT_WEIGHTS = [400, 600, 700] as const
export const FONT_SUBSETS = ["cyrillic", "latin"] as const

/** The characters each subset covers, as @fontsource/inter declares them (fonts.test.ts compares): the browser
 * fetches a face only for text in its range. */
export const FONT_UNICODE_RANGES: Record<(typeof FONT_SUBSETS)[number], string> = {
  cyrillic: "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116",
  latin:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
}

/** One face per subset and weight, each a file of @fontsource/inter (copied and cut down to public/fonts). */
export const FONT_FACES = FONT_SUBSETS.flatMap((subset) =>
  FONT_WEIGHTS.map((weight) => ({ subset, weight, file: `inter-${subset}-${weight}-normal.woff2`, unicodeRange: FONT_UNICODE_RANGES[subset] })),
)

export const FONT_FILES = FONT_FACES.map((face) => face.file)

/** The stylesheet of the faces, inlined in every page's head (gatsby-ssr.tsx). `swap`: text shows at once in
 * the fallback font rather than staying invisible while a face loads. */
export const FONT_FACE_CSS = FONT_FACES.map(
  ({ weight, file, unicodeRange }) =>
    `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-display:swap;font-weight:${weight};src:url("${FONTS_PATH}/${file}") format("woff2");unicode-range:${unicodeRange}}`,
).join("\n")

/**
 * Preloaded: every face, since every page sets text in all three weights above the fold (body 400, the
 * navbar's and sidebar's active links 600, headings 700). A face the browser only finds in the CSS is
 * fetched later, at top priority, and swapped in after the first paint, which moved the blog post's text
 * and counted against first contentful paint in Lighthouse (see `git show 716291b:PERFORMANCE.md`, 'What the first paint
 * waits for').
 */
export const PRELOADED_FONTS = FONT_FILES.map((file) => `${FONTS_PATH}/${file}`)

/** Folders whose text files hold every string the site can show: the content and the UI strings. */
export const FONT_TEXT_SOURCES = ["content", "src", "plugins"] as const

/**
 * Kept in every subset even when no source file has them yet: the printable ASCII, the no-break space,
 * the Russian alphabet and Russian typography's quotes, dashes and signs.
 */
export const FONT_BASE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  "\u00a0АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя«»„“”‘’–—…№"

/**
 * The OpenType features a browser applies to Latin and Cyrillic text by default, and `tnum` (the blog
 * archive's dates). Inter's stylistic sets and character variants are dropped: the site turns none on, and
 * their alternate glyphs made up much of the Latin files.
 */
export const FONT_LAYOUT_FEATURES = ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "kern", "mark", "mkmk", "dist", "curs", "rvrn", "tnum"]
