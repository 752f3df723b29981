/**
 * Search as a content-gap signal for the authors: a query that found nothing, and the result a reader chose,
 * sent as Yandex Metrika goals when a counter is configured (GATSBY_METRIKA_ID); nothing is sent otherwise.
 */
import { sendGoal } from "../browser/analytics"

export const SEARCH_GOALS = { nothingFound: "search-nothing-found", resultChosen: "search-result-chosen" } as const

/** The box reports a query that found nothing once the reader has stopped typing it for this long. */
export const NOTHING_FOUND_DELAY_MS = 1500

/** A query that found nothing: what readers look for and the pages do not answer. */
export function reportNothingFound(counterId: string, query: string, where: "box" | "page"): boolean {
  return sendGoal(counterId, SEARCH_GOALS.nothingFound, { query, where })
}

/** The result a reader opened for a query, and its place in the list (1 is first). */
export function reportChosen(counterId: string, query: string, url: string, position: number, where: "box" | "page"): boolean {
  return sendGoal(counterId, SEARCH_GOALS.resultChosen, { query, url, position: String(position), where })
}
