// Renders every SVG figure under content/ to a PNG beside it (2x density for sharp text on zoom).
// Run after editing a figure: node scripts/render-figures.mjs [--force]
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"

const force = process.argv.includes("--force")

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
  await sharp(svg, { density: 144 }).flatten({ background: "#ffffff" }).png({ compressionLevel: 9 }).toFile(png)
  rendered += 1
  console.log(`rendered ${png}`)
}
console.log(`${rendered} figure(s) rendered`)
