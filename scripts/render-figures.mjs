// Renders every SVG figure under content/ to a PNG beside it, 1800 px wide: twice the 900 px column, so
// text stays sharp on 2x screens and on zoom, and the image pipeline makes only 450, 900 and 1800 px copies.
// Run after editing a figure: node scripts/render-figures.mjs [--force]
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"

const force = process.argv.includes("--force")
const TARGET_WIDTH = 1800

function* svgFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* svgFiles(path)
    else if (name.endsWith(".svg")) yield path
  }
}

let rendered = 0
for (const svg of svgFiles("content")) {
  const png = svg.replace(/\.svg$/, ".png")
  let stale = true
  try {
    stale = force || statSync(png).mtimeMs < statSync(svg).mtimeMs
  } catch {
    stale = true
  }
  if (!stale) continue
  const { width = TARGET_WIDTH } = await sharp(svg).metadata()
  const density = (72 * TARGET_WIDTH) / width
  await sharp(svg, { density }).flatten({ background: "#ffffff" }).png({ compressionLevel: 9 }).toFile(png)
  rendered += 1
  console.log(`rendered ${png}`)
}
console.log(`${rendered} figure(s) rendered`)
