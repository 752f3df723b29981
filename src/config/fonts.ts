/** Self-hosted Inter: the subsets and weights the site uses (see src/styles/fonts.css). */
export const FONTS_PATH = "/fonts"

export const FONT_WEIGHTS = [400, 600, 700] as const
export const FONT_SUBSETS = ["cyrillic", "latin"] as const

export const FONT_FILES = FONT_SUBSETS.flatMap((subset) => FONT_WEIGHTS.map((weight) => `inter-${subset}-${weight}-normal.woff2`))

/**
 * Preloaded: every face, since every page sets text in all three weights above the fold (body 400, the
 * navbar's and sidebar's active links 600, headings 700). A face the browser only finds in the CSS is
 * fetched later, at top priority, and swapped in after the first paint, which moved the blog post's text
 * and counted against first contentful paint in Lighthouse (see PERFORMANCE.md, 'What the first paint
 * waits for').
 */
export const PRELOADED_FONTS = FONT_FILES.map((file) => `${FONTS_PATH}/${file}`)

/** Folders whose text files hold every string the site can show: the content and the UI strings. */
export const FONT_TEXT_SOURCES = ["content", "src"] as const

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
 * their alternate glyphs were a third of the Latin files.
 */
export const FONT_LAYOUT_FEATURES = ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "kern", "mark", "mkmk", "dist", "curs", "rvrn", "tnum"]
