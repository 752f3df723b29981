import sharp from "sharp"
import { encodePngWithoutDither, withoutDither } from "./png-without-dither"

describe("the figures' palette PNGs without dithering", () => {
  it("turns dithering off only for palette PNGs that say nothing about it", () => {
    expect(withoutDither({ quality: 80, compressionLevel: 9 })).toEqual({ quality: 80, compressionLevel: 9, dither: 0 })
    expect(withoutDither({ palette: true })).toEqual({ palette: true, dither: 0 })
    expect(withoutDither({ quality: 80, dither: 0.5 })).toEqual({ quality: 80, dither: 0.5 })
    expect(withoutDither({ compressionLevel: 9 })).toEqual({ compressionLevel: 9 })
    expect(withoutDither(undefined)).toBeUndefined()
  })

  it("has sharp, as gatsby-plugin-sharp loads it, encode the same pixels as with dither: 0, once changed however often it is asked", async () => {
    // A gradient, which dithering would scatter: the encoded bytes tell whether it was on.
    const width = 256
    const pixels = Buffer.alloc(width * 32 * 3)
    for (let i = 0; i < width * 32; i++) pixels.fill(Math.round(((i % width) / width) * 200), i * 3, i * 3 + 3)
    const encode = (options: Record<string, unknown>): Promise<Buffer> =>
      sharp(pixels, { raw: { width, height: 32, channels: 3 } })
        .png(options)
        .toBuffer()
    const dithered = await encode({ quality: 20 })
    const flat = await encode({ quality: 20, dither: 0 })
    expect(dithered.equals(flat)).toBe(false)
    encodePngWithoutDither()
    encodePngWithoutDither()
    expect((await encode({ quality: 20 })).equals(flat)).toBe(true)
    expect((await encode({ quality: 20, dither: 1 })).equals(dithered)).toBe(true)
  })

  it("stops, naming itself, when sharp has no png encoder", () => {
    expect(() => encodePngWithoutDither({ prototype: {} } as never)).toThrow(/png-without-dither\.ts: sharp has no png\(\)/)
  })
})
