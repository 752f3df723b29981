/**
 * Readers' descriptions of the docs' concepts (content/search-synonyms.yaml, `concepts`): a reader who does not know
 * the word «окно обслуживания» asks how long they may «отвечать клиенту без шаблона». A description is a few ordinary
 * words; a query that holds them all, anywhere and in any order, describes the concept, and the pages that name the
 * docs' term rank higher. Pure: the engine calls it with the query's words and the index's vocabulary.
 */
import { family } from "./tokenize"

/** The shortest beginning two forms of a word share (отвечать `отвеча`, ответить `ответ`). */
const SHARED_MIN = 4

/**
 * Whether two index terms are forms of one word: the same term or family (see tokenize family), or sharing all but
 * the last letter of the shorter, at least SHARED_MIN letters (`ответ`, `отвеча`).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  let common = 0
  while (common < shorter && a[common] === b[common]) common += 1
  return common >= Math.max(SHARED_MIN, shorter - 1) || (common >= SHARED_MIN && family(a) === family(b))
}

/**
 * The docs' terms (each its terms joined by a space) of the concepts a query describes. `query` holds, for each of
 * its words, the terms it is found by: its own and its synonyms' and brands' (so a description may use either the
 * reader's word or the docs'). A description is held when each of its words is a form of one of a query word's
 * terms, a different query word for each.
 */
export function describedConcepts(query: ReadonlyArray<readonly string[]>, concepts: Readonly<Record<string, readonly string[]>>): string[] {
  const holds = (description: string): boolean => {
    const used: number[] = []
    for (const word of description.split(" ")) {
      const at = query.findIndex((forms, i) => !used.includes(i) && forms.some((form) => sameWord(form, word)))
      if (at === -1) return false
      used.push(at)
    }
    return true
  }
  return Object.keys(concepts).filter((term) => concepts[term].some(holds))
}
