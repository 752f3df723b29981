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
export const NEAR_MIN = 3

/** Descriptions' words, split once: each keystroke of a longer query reads every description loaded. */
const split = new Map<string, string[]>()
const wordsOf = (description: string): string[] => {
  let words = split.get(description)
  if (!words) split.set(description, (words = description.split(" ")))
  return words
}

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
 * but one are (a reader says «поправить текст в работающей цепочке» of «поправить активную цепочку»), by a query of
 * NEAR_MIN words or more (`asking`: the query's words that are not an intent's): two words that a longer description
 * holds are a part of it, not a description. The box's two-word queries («статус шаблона» of «статус шаблона в
 * вебхук») loaded the shards of such concepts' terms for nothing.
 */
export function describedConcepts(
  query: ReadonlyArray<readonly string[]>,
  concepts: Readonly<Record<string, readonly string[]>>,
  asking = query.length,
): Described {
  // Two forms of one word are the same term or share their first SHARED_MIN letters (see sameWord): the query's forms
  // are looked up by those, not compared with every word of every description (a keystroke reads them all).
  const candidates = new Map<string, Array<[number, string]>>()
  const keyOf = (term: string): string => (term.length >= SHARED_MIN ? term.slice(0, SHARED_MIN) : `=${term}`)
  query.forEach((forms, i) =>
    forms.forEach((form) => {
      const key = keyOf(form)
      candidates.set(key, [...(candidates.get(key) ?? []), [i, form]])
    }),
  )
  const heldAs = (description: string): keyof Described | null => {
    const words = wordsOf(description)
    const used: number[] = []
    let missing = 0
    for (const word of words) {
      // The first query word, in the query's order, that holds this word and is not used for another.
      const found = candidates.get(keyOf(word))?.find(([i, form]) => !used.includes(i) && sameWord(form, word))
      if (found) used.push(found[0])
      else if ((missing += 1) > (words.length >= NEAR_MIN && asking >= NEAR_MIN ? 1 : 0)) return null
    }
    return missing === 0 ? "whole" : "near"
  }
  const described: Described = { whole: [], near: [] }
  for (const [term, descriptions] of Object.entries(concepts)) {
    const held = descriptions.map(heldAs)
    if (held.includes("whole")) described.whole.push(term)
    else if (held.includes("near")) described.near.push(term)
  }
  return described
}
