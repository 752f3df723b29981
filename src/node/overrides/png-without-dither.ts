/**
 * The figures' palette PNGs, encoded without dithering.
 *
 * gatsby-plugin-sharp writes each figure width as a palette PNG (`quality` set) with sharp's default
 * dithering, and has no option for it. On this site's figures (flat interface drawings) dithering only
 * scatters dots over flat fills, and it took a large share of the images' CPU time: without it the figures
 * take less CPU and come out a little smaller (figures in PERFORMANCE.md). Sharp itself is changed, for
 * every palette PNG that asks for no dithering of its own, in the process that loads gatsby-node (where
 * gatsby-plugin-sharp runs its jobs), so `npm run build` and a plain `gatsby build` encode the same bytes.
 */

type Sharp = { prototype: { png: PngEncoder & { [WITHOUT_DITHER]?: true } } }
type PngEncoder = (this: unknown, options?: Record<string, unknown>) => unknown

const WITHOUT_DITHER = Symbol.for("edna-docs.png-without-dither")

/** `png`'s options with dithering off when they ask for a palette (`quality` or `palette` set) and say
 * nothing about dithering. */
export function withoutDither(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options || options.dither !== undefined) return options
  if (options.quality === undefined && options.palette !== true) return options
  return { ...options, dither: 0 }
}

/** Has sharp (as gatsby-plugin-sharp resolves it) encode palette PNGs without dithering; once per process.
 * Throws, naming this file, when sharp has no `png` encoder to change. */
export function encodePngWithoutDither(sharp: Sharp = require(require.resolve("sharp", { paths: [require.resolve("gatsby-plugin-sharp")] })) as Sharp): void {
  const png = sharp.prototype?.png
  if (typeof png !== "function")
    throw new Error("src/node/overrides/png-without-dither.ts: sharp has no png() to change; update the override for this sharp version")
  if (png[WITHOUT_DITHER]) return
  const changed: PngEncoder & { [WITHOUT_DITHER]?: true } = function (this: unknown, options) {
    return png.call(this, withoutDither(options))
  }
  changed[WITHOUT_DITHER] = true
  sharp.prototype.png = changed
}
