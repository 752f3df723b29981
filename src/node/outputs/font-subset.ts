/**
 * Pure helpers for the font subsets: which characters to keep, what text a built page shows, and which
 * characters a font file maps (its `cmap` table).
 */

/** The distinct characters of the given texts, sorted by code point. Reads UTF-16 units into a table of the
 * BMP's code points, much faster than a string iterator and a Set over the built pages (see
 * `git show 716291b:PERFORMANCE.md`, 'What dominates a rebuild now'); a surrogate pair counts as its code point, a lone
 * surrogate as itself, as iterating the string would. */
export function distinctCharacters(texts: Iterable<string>): string {
  const bmp = new Uint8Array(0x10000)
  const astral = new Set<number>()
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i)
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const codePoint = text.codePointAt(i) as number
        if (codePoint > 0xffff) {
          astral.add(codePoint)
          i += 1
          continue
        }
      }
      bmp[unit] = 1
    }
  }
  const codePoints: number[] = []
  for (let unit = 0; unit < bmp.length; unit++) if (bmp[unit]) codePoints.push(unit)
  return String.fromCodePoint(...codePoints, ...[...astral].sort((a, b) => a - b))
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/**
 * The markup without its `<script>` and `<style>` elements: with its entities decoded, the text a built HTML
 * page can show. Tag and attribute names stay in (ASCII, which every subset keeps), so that is a superset of
 * what is rendered, attribute text such as placeholders included. ASCII patterns only, so it cuts a page
 * read as latin1 (see BuiltFile in ../files.ts) where it would cut its text.
 */
export function withoutScriptsAndStyles(html: string): string {
  return html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "")
}

/** Text with its HTML entities decoded (numeric ones and the few named ones React writes). */
export function withEntitiesDecoded(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    if (decimal) return String.fromCodePoint(Number(decimal))
    return ENTITIES[(name as string).toLowerCase()] ?? entity
  })
}

/** Characters of `text` that the original font maps but its subset does not, each once. */
export function missingCharacters(text: string, original: ReadonlySet<number>, subset: ReadonlySet<number>): string[] {
  const missing = new Set<string>()
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number
    if (original.has(codePoint) && !subset.has(codePoint)) missing.add(character)
  }
  return [...missing]
}

/**
 * The code points an OpenType/TrueType font (not WOFF2: decompress first) maps to glyphs, read from its
 * `cmap` table's Unicode subtables in format 4 (BMP) or 12 (full range). Written here because the one
 * maintained reader at hand, harfbuzzjs, is an ES module with top-level await, which Gatsby's CommonJS
 * build of gatsby-node cannot load.
 */
export function cmapCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const tables = view.getUint16(4)
  let cmap = -1
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16
    if (String.fromCharCode(...font.subarray(record, record + 4)) === "cmap") cmap = view.getUint32(record + 8)
  }
  if (cmap < 0) throw new Error("font has no cmap table")
  const codePoints = new Set<number>()
  const subtables = view.getUint16(cmap + 2)
  for (let i = 0; i < subtables; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8)
    const encoding = view.getUint16(cmap + 6 + i * 8)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode) continue
    const at = cmap + view.getUint32(cmap + 8 + i * 8)
    const format = view.getUint16(at)
    if (format === 4) readFormat4(view, at, codePoints)
    else if (format === 12) readFormat12(view, at, codePoints)
  }
  return codePoints
}

function readFormat4(view: DataView, at: number, into: Set<number>): void {
  const segments = view.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + s * 2)
    const start = view.getUint16(starts + s * 2)
    const delta = view.getInt16(deltas + s * 2)
    const rangeOffset = view.getUint16(rangeOffsets + s * 2)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        const raw = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2)
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) into.add(code)
    }
  }
}

function readFormat12(view: DataView, at: number, into: Set<number>): void {
  const groups = view.getUint32(at + 12)
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12
    const start = view.getUint32(group)
    const end = view.getUint32(group + 4)
    const firstGlyph = view.getUint32(group + 8)
    for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) into.add(code)
  }
}
