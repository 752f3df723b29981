import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { FONT_FILES, FONTS_PATH } from "../config/fonts"

/**
 * Copies the used Inter files (Cyrillic and Latin subsets, the used weights, woff2 only) from the npm
 * font package into public/fonts, so fonts are self-hosted, cacheable files rather than base64 in CSS.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  const source = path.resolve("node_modules/@fontsource/inter")
  const target = path.resolve("public", FONTS_PATH.slice(1))
  fs.mkdirSync(target, { recursive: true })
  for (const file of FONT_FILES) fs.copyFileSync(path.join(source, "files", file), path.join(target, file))
}
