/**
 * How gatsby-remark-images turns a Markdown image into a responsive figure. Read by gatsby-config.ts and
 * by src/node/figures.ts, which starts the same image jobs while the site is still being sourced.
 */
export const FIGURE_OPTIONS = {
  maxWidth: 900,
  linkImagesToOriginal: false,
  showCaptions: ["title"],
  markdownCaptions: false,
  backgroundColor: "transparent",
  // Figures are flat diagrams: a palette PNG is as small as WebP, so one format is enough, and
  // three widths (half, column, full-size source for zoom and 2x screens) keep the build short.
  withWebp: false,
  srcSetBreakpoints: [450],
  quality: 80,
  loading: "lazy",
  wrapperStyle: "margin: 1.5rem 0;",
}
