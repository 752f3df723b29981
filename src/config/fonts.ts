/** Self-hosted Inter: the subsets and weights the site uses (see src/styles/fonts.css). */
export const FONTS_PATH = "/fonts"

export const FONT_WEIGHTS = [400, 600, 700] as const
export const FONT_SUBSETS = ["cyrillic", "latin"] as const

export const FONT_FILES = FONT_SUBSETS.flatMap((subset) => FONT_WEIGHTS.map((weight) => `inter-${subset}-${weight}-normal.woff2`))

/** Preloaded: the regular weight of both subsets, which every page uses above the fold. */
export const PRELOADED_FONTS = FONT_SUBSETS.map((subset) => `${FONTS_PATH}/inter-${subset}-400-normal.woff2`)
