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

/** A description of this many words or more is still held by a query that misses one of them (see describedConcepts). */
const NEAR_MIN = 3

/** The docs' terms of the concepts a query describes: wholly, and all but one word of a longer description. */
export interface Described {
  whole: string[]
  near: string[]
}

/**
 * The docs' terms (each its terms joined by a space) of the concepts a query describes. `query` holds, for each of
 * its words, the terms it is found by: its own and its synonyms' and brands' (so a description may use either the
 * reader's word or the docs'). A description is held when each of its words is a form of one of a query word's
 * terms, a different query word for each; a description of NEAR_MIN words or more is held `near` when all its words
 * but one are (a reader says «поправить текст в работающей цепочке» of «поправить активную цепочку»).
 */
export function describedConcepts(query: ReadonlyArray<readonly string[]>, concepts: Readonly<Record<string, readonly string[]>>): Described {
  const heldAs = (description: string): keyof Described | null => {
    const words = description.split(" ")
    const used: number[] = []
    for (const word of words) {
      const at = query.findIndex((forms, i) => !used.includes(i) && forms.some((form) => sameWord(form, word)))
      if (at !== -1) used.push(at)
    }
    const missing = words.length - used.length
    return missing === 0 ? "whole" : missing === 1 && words.length >= NEAR_MIN ? "near" : null
  }
  const described: Described = { whole: [], near: [] }
  for (const [term, descriptions] of Object.entries(concepts)) {
    const held = descriptions.map(heldAs)
    if (held.includes("whole")) described.whole.push(term)
    else if (held.includes("near")) described.near.push(term)
  }
  return described
}
