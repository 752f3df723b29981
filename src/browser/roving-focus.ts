/** Keyboard movement in a tab list or a menu, as the WAI-ARIA tabs and menu patterns define it. */

const STEP_KEYS = {
  horizontal: { next: "ArrowRight", previous: "ArrowLeft" },
  vertical: { next: "ArrowDown", previous: "ArrowUp" },
} as const

/**
 * The index of the item a key moves to from item `from` of `count`: the arrows of the list's orientation
 * step and wrap around (left/right in a tab list, up/down in a menu), Home and End jump to the ends.
 * Null for any other key, which the list leaves alone.
 */
export function rovingIndex(key: string, from: number, count: number, orientation: keyof typeof STEP_KEYS): number | null {
  if (count <= 0) return null
  const keys = STEP_KEYS[orientation]
  switch (key) {
    case keys.next:
      return (from + 1) % count
    case keys.previous:
      return (from - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
