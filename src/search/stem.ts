/** Light stemmers: Snowball's Russian algorithm and a small English suffix stripper. */

const VOWELS = /[аеиоуыэюя]/

/** RV: the part after the first vowel; R2 per Snowball, computed over the whole word. */
function regions(word: string): { rv: number; r2: number } {
  const firstVowel = word.search(VOWELS)
  const rv = firstVowel === -1 ? word.length : firstVowel + 1
  const r1At = (from: number): number => {
    for (let i = from + 1; i < word.length; i += 1) {
      if (!VOWELS.test(word[i]) && VOWELS.test(word[i - 1])) return i + 1
    }
    return word.length
  }
  const r1 = r1At(0)
  return { rv, r2: r1At(r1 - 1 < 0 ? 0 : r1 - 1) }
}

/** Removes the longest matching suffix inside `region`; group1 suffixes must follow а or я. */
function strip(word: string, region: number, group1: readonly string[], group2: readonly string[]): string | null {
  const rv = word.slice(region)
  for (const suffix of group1) {
    if (rv.endsWith(suffix)) {
      const before = word[word.length - suffix.length - 1]
      if ((before === "а" || before === "я") && word.length - suffix.length - 1 >= region) return word.slice(0, -suffix.length)
    }
  }
  for (const suffix of group2) if (rv.endsWith(suffix)) return word.slice(0, -suffix.length)
  return null
}

const byLength = (list: string[]): string[] => [...list].sort((a, b) => b.length - a.length)

const PERFECTIVE_1 = byLength(["в", "вши", "вшись"])
const PERFECTIVE_2 = byLength(["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"])
const REFLEXIVE = ["ся", "сь"]
const ADJECTIVE = byLength(["ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого", "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею"])
const PARTICIPLE_1 = byLength(["ем", "нн", "вш", "ющ", "щ"])
const PARTICIPLE_2 = byLength(["ивш", "ывш", "ующ"])
const VERB_1 = byLength(["ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно"])
const VERB_2 = byLength(["ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен", "ило", "ыло", "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю"])
const NOUN = byLength(["а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й", "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я"])
const DERIVATIONAL = ["ость", "ост"]

/** Snowball Russian stemmer (`шаблонов` -> `шаблон`, `каскада` -> `каскад`). */
export function stemRu(input: string): string {
  let word = input.replace(/ё/g, "е")
  if (word.length < 3) return word
  const { rv, r2 } = regions(word)
  // Step 1
  const perfective = strip(word, rv, PERFECTIVE_1, PERFECTIVE_2)
  if (perfective !== null) word = perfective
  else {
    word = strip(word, rv, [], REFLEXIVE) ?? word
    const adjective = strip(word, rv, [], ADJECTIVE)
    if (adjective !== null) word = strip(adjective, rv, PARTICIPLE_1, PARTICIPLE_2) ?? adjective
    else word = strip(word, rv, VERB_1, VERB_2) ?? strip(word, rv, [], NOUN) ?? word
  }
  // Step 2
  if (word.slice(rv).endsWith("и")) word = word.slice(0, -1)
  // Step 3
  for (const suffix of DERIVATIONAL) {
    if (word.endsWith(suffix) && word.length - suffix.length >= r2) {
      word = word.slice(0, -suffix.length)
      break
    }
  }
  // Step 4
  if (word.slice(rv).endsWith("нн")) word = word.slice(0, -1)
  else if (word.slice(rv).endsWith("ейше")) word = word.slice(0, -4).replace(/нн$/, "н")
  else if (word.slice(rv).endsWith("ейш")) word = word.slice(0, -3).replace(/нн$/, "н")
  else if (word.slice(rv).endsWith("ь")) word = word.slice(0, -1)
  return word
}

/** A small English stemmer: plural, -ing, -ed, -ly (`templates` -> `templat`, `sending` -> `send`). */
export function stemEn(word: string): string {
  if (word.length < 4) return word
  let w = word.replace(/'s$/, "")
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith("sses")) w = w.slice(0, -2)
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1)
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3)
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2)
  else if (w.endsWith("ly") && w.length > 4) w = w.slice(0, -2)
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1)
  return w
}
