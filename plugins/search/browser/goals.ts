/**
 * Search as a content-gap signal for the authors: a query that found nothing, and the result a reader chose,
 * sent as Yandex Metrika goals when a counter is configured (GATSBY_METRIKA_ID); nothing is sent otherwise.
 * The box and the results page load this module only when there is a counter and a goal to send (`searchGoal`),
 * so its code is no part of every page's scripts.
 */
import { sendGoal } from "../../../src/browser/analytics"

export const SEARCH_GOALS = { nothingFound: "search-nothing-found", resultChosen: "search-result-chosen" } as const

/** A query that found nothing: what readers look for and the pages do not answer. */
export function reportNothingFound(counterId: string, query: string, where: "box" | "page"): boolean {
  return sendGoal(counterId, SEARCH_GOALS.nothingFound, { query, where })
}

/** The result a reader opened for a query, and its place in the list (1 is first). */
export function reportChosen(counterId: string, query: string, url: string, position: number, where: "box" | "page"): boolean {
  return sendGoal(counterId, SEARCH_GOALS.resultChosen, { query, url, position: String(position), where })
}
