/** Sends a search goal through ./goals, loaded on first use and only when a counter is configured. */
import { METRIKA_COUNTER_ATTRIBUTE } from "../../../src/browser/analytics"

type Where = "box" | "page"
export type SearchGoal = ["nothingFound", string, Where] | ["chosen", string, string, number, Where]

/** The counter the page's HTML declares on the snippet it loads (only a build with a counter renders one), or "". */
function declaredCounter(): string {
  return document.querySelector(`script[${METRIKA_COUNTER_ATTRIBUTE}]`)?.getAttribute(METRIKA_COUNTER_ATTRIBUTE) ?? ""
}

/**
 * `["nothingFound", query, where]` or `["chosen", query, url, position, where]`, to `counterId` (the build's) or the
 * counter the page declares; nothing without either.
 */
export function searchGoal(counterId: string, ...goal: SearchGoal): void {
  const counter = counterId || declaredCounter()
  if (!counter) return
  void import("./goals").then((goals) => {
    if (goal[0] === "nothingFound") goals.reportNothingFound(counter, goal[1], goal[2])
    else goals.reportChosen(counter, goal[1], goal[2], goal[3], goal[4])
  })
}
