/** Sends a search goal through ./goals, loaded on first use and only when a counter is configured. */
type Where = "box" | "page"
export type SearchGoal = ["nothingFound", string, Where] | ["chosen", string, string, number, Where]

/** `["nothingFound", query, where]` or `["chosen", query, url, position, where]`; nothing without a counter. */
export function searchGoal(counterId: string, ...goal: SearchGoal): void {
  if (!counterId) return
  void import("./goals").then((goals) => {
    if (goal[0] === "nothingFound") goals.reportNothingFound(counterId, goal[1], goal[2])
    else goals.reportChosen(counterId, goal[1], goal[2], goal[3], goal[4])
  })
}
