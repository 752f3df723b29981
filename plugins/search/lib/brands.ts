/**
 * Product and platform names as readers spell them: «ватсап», «вацап», «вотсапп», «whatsap», «вайбер», «вибер»,
 * «эдна», «фейсбук», «ВА», «whatsапп». One rule instead of one synonym per spelling: a word and a name match
 * when they sound alike, compared by a key of their consonants after transliteration, or when a short word
 * is the name's initials (WhatsApp: «WA», «ВА»); a name typed in two words («ватс ап») is read as one (withNamesJoined).
 * The names are the glossary's (content/glossary.yaml, `brands`).
 * A word the pages write themselves in Cyrillic («выбор», «выбрать» sound like Viber; «плюс» like Pulse) is a word
 * of the language and stands for no name: the pages write the names in Latin letters (see withPlainWords).
 */

import { isStopWord, LETTERS, normalize, stem, WORD_CHARS } from "./tokenize"

const TRANSLIT: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "u",
  я: "a",
}

/** A word in Latin letters as it sounds: Cyrillic transliterated, and the spellings of one sound made one. */
export function latinSound(word: string): string {
  const latin = [...word.toLowerCase()].map((letter) => TRANSLIT[letter] ?? letter).join("")
  return (
    latin
      .replace(/[^a-z]/g, "")
      // A doubled letter is one sound, before the pairs below are read («ватцап»: tts, one ts).
      .replace(/(.)\1+/g, "$1")
      // An English w written in Cyrillic as у before a vowel («уотсап»).
      .replace(/^u(?=[aeio])/, "v")
      .replace(/dzh|dj|j/g, "zh")
      .replace(/wh|w/g, "v")
      .replace(/ph/g, "f")
      .replace(/ck|q/g, "k")
      .replace(/x/g, "ks")
      .replace(/c(?=[eiy])/g, "s")
      .replace(/c/g, "k")
      .replace(/ts|tz/g, "s")
      .replace(/y/g, "i")
      .replace(/(.)\1+/g, "$1")
  )
}

/** The sound's key: its first letter and its consonants (vowels differ most between spellings). */
export function soundKey(word: string): string {
  const sound = latinSound(word)
  return sound.charAt(0) + sound.slice(1).replace(/[aeiou]/g, "")
}

/** A name as the index keeps it: its term, its sound's key, and its initials when it has parts (WhatsApp: "va"). */
export interface Brand {
  term: string
  key: string
  sound: string
  initials?: string
  /** Terms of the pages' own text that sound like the name and are not it («выбор» for Viber): never read as the name. */
  plain?: string[]
  /** The site's own product (the glossary's `product`): every page is about it, so a question naming it asks about no page in particular. */
  product?: true
}

/** The brand entry of a name, its index term given (`term`: the name as the tokenizer stems it). */
export function brandOf(name: string, term: string): Brand {
  const parts = name.split(/(?<=\p{Ll})(?=\p{Lu})/u)
  return { term, key: soundKey(name), sound: latinSound(name), ...(parts.length > 1 ? { initials: latinSound(parts.map((part) => part[0]).join("")) } : {}) }
}

/** Shortest key that a spelling may match by its key alone; shorter ones («мета», «meta»: "mt") must sound the same. */
const MIN_KEY = 3
/** Shortest beginning of a name's key that a nickname may be («инста» of Instagram). */
const MIN_NICKNAME = 4

const HAS_LETTER = new RegExp(`[${LETTERS}]`, "u")

/** Answers of brandsOf by list of names, then by word: an engine asks of each word of a query several times a keystroke. */
const answered = new WeakMap<readonly Brand[], Map<string, readonly string[]>>()
/** Words remembered per list of names before it starts over (a reader's session types a few hundred). */
const ANSWERED_MAX = 2000

/** The names a word of a query stands for: the same sound's key, the name's initials, or a long enough beginning of its key. */
export function brandsOf(word: string, brands: readonly Brand[]): readonly string[] {
  if (brands.length === 0) return []
  let known = answered.get(brands)
  if (!known) answered.set(brands, (known = new Map()))
  let names = known.get(word)
  if (!names) {
    if (known.size >= ANSWERED_MAX) known.clear()
    known.set(word, (names = namesOf(word, brands)))
  }
  return names
}

function namesOf(word: string, brands: readonly Brand[]): string[] {
  if (!HAS_LETTER.test(word)) return []
  const sound = latinSound(word)
  const key = soundKey(word)
  return brands
    .filter((brand) => {
      if (brand.plain?.includes(word)) return false
      if (brand.initials && sound === brand.initials) return true
      if (key.length < MIN_KEY) return sound === brand.sound
      return key === brand.key || (key.length >= MIN_NICKNAME && brand.key.startsWith(key))
    })
    .map((brand) => brand.term)
}

const CYRILLIC = /[а-яё]/

/** Two words of letters only, with the space between them (a name typed in two: «ватс ап», «whats app», «вай бер»). */
const WORD_PAIR = new RegExp(`(?<![${WORD_CHARS}_-])([${LETTERS}]{2,})\\s+(?=([${LETTERS}]{2,})(?![${WORD_CHARS}_-]))`, "gu")

/**
 * The query with each name a reader typed in two words joined into one, when only the two together are one of the
 * names (`brandsOf`), neither alone is, and neither is a stop word («по лс» is no Pulse).
 */
export function withNamesJoined(query: string, brands: readonly Brand[]): string {
  if (brands.length === 0) return query
  // Each word normalized once: its stem is what brandsOf compares, as for a query's words.
  const name = (word: string): boolean => brandsOf(stem(word), brands).length > 0
  return query.replace(WORD_PAIR, (pair: string, first: string, second: string) => {
    const [a, b] = [normalize(first), normalize(second)]
    if (isStopWord(a) || isStopWord(b) || name(a) || name(b)) return pair
    return name(a + b) ? first : pair
  })
}

/**
 * The names with the Cyrillic terms of the pages' own text (`terms`: titles, headings, body, not the readers'
 * questions, where «вайбер» and «ватсап» are readers' spellings) that would be read as one of them: words of the
 * language the pages use, such as «выбор» («vibor», the sound's key of Viber) or «плюс» (of Pulse).
 */
export function withPlainWords(brands: readonly Brand[], terms: Iterable<string>): Brand[] {
  const plain = new Map<string, string[]>()
  for (const term of terms) {
    if (!CYRILLIC.test(term)) continue
    for (const name of brandsOf(term, brands)) plain.set(name, [...(plain.get(name) ?? []), term])
  }
  return brands.map((brand) => (plain.has(brand.term) ? { ...brand, plain: (plain.get(brand.term) ?? []).sort() } : brand))
}
