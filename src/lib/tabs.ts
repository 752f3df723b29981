/** Keyboard movement in a tab list, as the WAI-ARIA tabs pattern defines it for a horizontal list. */

/**
 * The index of the tab a key moves to from tab `from` of `count`: ArrowRight and ArrowLeft step and wrap
 * around, Home and End jump to the ends. Null for any other key, which the tab list leaves alone.
 */
export function tabIndexAfterKey(key: string, from: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case "ArrowRight":
      return (from + 1) % count
    case "ArrowLeft":
      return (from - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
