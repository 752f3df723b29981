/** Duration of a collapse animation, from the height it moves through (taller content animates longer). */
export function collapseDurationMs(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  const constant = height / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}
