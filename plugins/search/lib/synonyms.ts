/**
 * Readers' own words and intent words (content/search-synonyms.yaml), compiled into index terms for the index meta:
 * a synonym adds the docs' terms to a reader's word or phrase when a query is parsed (or, given as one docs'
 * phrase, replaces the reader's words by the phrase's); an intent word («API»,
 * «цена», «ошибка») is not required of a page and steers ranking to its context (and pages naming the word) or to
 * pages that name its terms in a title, heading, description or keywords. Pure: the build reads the file and checks every docs' term against the index.
 */
import { encode, isQuestionWord, normalize, otherFleetingForm, queryWords } from "./tokenize"
import { brandOf, type Brand } from "./brands"

/** As written in the file. */
export interface SynonymsFile {
  /** A reader's word or phrase -> the docs' terms it stands for. */
  synonyms: Record<string, string[]>
  intents: Array<{ words: string[]; context?: string; pages?: string[] }>
  /** A docs' term -> readers' descriptions of it: a few ordinary words, found anywhere in a query, in any order. */
  concepts?: Record<string, string[]>
}

/** As the engine reads it from the index meta: every word as index terms (stems). */
export interface SearchVocabulary {
  /** Reader's phrase, its terms joined by a space -> the docs' terms. */
  synonyms: Record<string, string[]>
  intents: Array<{ words: string[]; context?: string; terms?: string[] }>
  /** Product and platform names, matched by how a reader spells them (brands.ts). */
  brands?: Brand[]
  /** A docs' term (its terms joined by a space) -> its readers' descriptions, each its terms joined by a space (see concepts.ts). */
  concepts?: Record<string, string[]>
}

const CONTEXTS = new Set(["docs", "api", "blog"])

/** Index terms of the words of a phrase, stop words left out (an identifier, `api-ключ` or `requestId`, is one term). */
function termsOf(phrase: string): string[] {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word) => encode(word)[0])
    .filter(Boolean)
}

/**
 * What is wrong with a reader's phrase of several words as a query reads it, or null. A query drops its stop words
 * and the words of how a question is put («сделать», «how», «my»): a phrase holding one of those is never matched,
 * and one left with a single word stands for every use of that word («отправить ещё раз» for any «отправить»,
 * «not delivered» for «delivered»).
 */
function phraseProblem(phrase: string, terms: readonly string[]): string | null {
  const written = phrase.trim().split(/\s+/)
  if (written.length < 2) return null
  // A question word the phrase's terms keep (a stop word they drop as a query does).
  const asked = written.filter((word) => isQuestionWord(normalize(word)) && encode(word).length > 0)
  if (asked.length > 0) return `"${phrase}" is never matched: a query drops ${asked.map((word) => `"${word}"`).join(", ")} (how a question is put)`
  if (terms.length === 1)
    return `"${phrase}" reads as "${terms[0]}" alone (a query drops its stop words), so it would stand for every "${terms[0]}": write the word on its own if that is meant, or leave the phrase out`
  return null
}

/**
 * The index term of a docs' term of the file, or an error naming the entry. A term is one word or identifier; with
 * `phrase`, several words (kept as terms joined by a space), which the query then holds instead of the reader's.
 */
function termOf(word: string, where: string, problems: string[], phrase = false): string | null {
  const terms = termsOf(word)
  if (terms.length === 0 || (!phrase && terms.length > 1)) {
    problems.push(`${where}: "${word}" must be ${phrase ? "words" : "one word or one identifier"} (and not only stop words)`)
    return null
  }
  return terms.join(" ")
}

/** The glossary's English equivalents of a docs' term (content/glossary.yaml, `english`). */
export interface EnglishTerm {
  ru: string
  en: string[]
}

/**
 * Compiles the file (already parsed from YAML) with the glossary's English equivalents (`english`, read from
 * `englishFile`); throws one error listing every problem, each naming the file and the entry. An English word
 * stands for the words of its docs' term: it adds them to the query and never replaces the reader's own word, so
 * an English word that is also an identifier (`callback`) still finds the pages that use it. An English phrase of
 * several words («message history») stands for the docs' whole phrase («история сообщений», each word required),
 * unless another entry names it too.
 */
export function compileVocabulary(
  raw: unknown,
  file: string,
  english: readonly EnglishTerm[] = [],
  englishFile = "content/glossary.yaml",
  brandNames: readonly string[] = [],
  productNames: readonly string[] = [],
): SearchVocabulary {
  const problems: string[] = []
  const data = (raw ?? {}) as Partial<SynonymsFile>
  if (typeof data !== "object" || Array.isArray(data)) throw new Error(`${file}: expected a mapping with "synonyms" and "intents"`)
  for (const key of Object.keys(data))
    if (!["synonyms", "intents", "concepts"].includes(key)) problems.push(`${file}: unknown key "${key}" (expected "synonyms", "intents" and "concepts")`)
  const synonyms: Record<string, string[]> = {}
  for (const [phrase, targets] of Object.entries(data.synonyms ?? {})) {
    const where = `${file}: synonyms › ${phrase}`
    const phraseTerms = termsOf(phrase)
    const key = phraseTerms.join(" ")
    const problem = phraseProblem(phrase, phraseTerms)
    if (!key) problems.push(`${where}: the reader's words are only stop words`)
    else if (key.split(" ").length > 3) problems.push(`${where}: a reader's phrase has at most three words`)
    else if (problem) problems.push(`${where}: ${problem}`)
    if (!Array.isArray(targets) || targets.length === 0 || targets.some((target) => typeof target !== "string")) {
      problems.push(`${where}: expected a list of the docs' terms`)
      continue
    }
    // A docs' phrase («пригласить пользователя») replaces the reader's words, so it is the entry's only term.
    const terms = targets.map((target) => termOf(target, where, problems, targets.length === 1)).filter((term): term is string => term !== null)
    if (key && key in synonyms) problems.push(`${where}: the reader's words repeat another entry ("${key}")`)
    if (key) synonyms[key] = [...new Set(terms.filter((term) => term !== key))]
  }
  for (const [at, entry] of english.entries()) {
    const where = `${englishFile}: english › ${at + 1} (${entry?.ru})`
    if (typeof entry?.ru !== "string" || !Array.isArray(entry.en) || entry.en.some((word) => typeof word !== "string")) {
      problems.push(`${where}: expected "ru", the docs' term, and "en", a list of English words or phrases`)
      continue
    }
    const terms = termsOf(entry.ru)
    if (terms.length === 0) problems.push(`${where}: the docs' term is only stop words`)
    for (const phrase of entry.en) {
      const phraseTerms = termsOf(phrase)
      const key = phraseTerms.join(" ")
      const problem = phraseProblem(phrase, phraseTerms)
      if (!key) problems.push(`${where}: "${phrase}" is only stop words`)
      else if (key.split(" ").length > 3) problems.push(`${where}: "${phrase}" has more than three words`)
      else if (problem) problems.push(`${where}: ${problem}`)
      else if (key.includes(" ") && terms.length > 1 && !(key in synonyms)) synonyms[key] = [terms.join(" ")]
      else synonyms[key] = [...new Set([...(synonyms[key] ?? []).flatMap((term) => term.split(" ")), ...terms.filter((term) => term !== key)])]
    }
  }
  // A reader's word with a fleeting vowel is stemmed without it in most of its forms (столбец: `столбец`; столбцы,
  // столбца: `столбц`), and a noun in -ка with one in its genitive plural (заготовка: `заготовк`; заготовок): the
  // entry stands under both.
  for (const [key, terms] of Object.entries(synonyms)) {
    const words = key.split(" ")
    words.forEach((word, at) => {
      const form = otherFleetingForm(word)
      const other = form && [...words.slice(0, at), form, ...words.slice(at + 1)].join(" ")
      if (other && !(other in synonyms)) synonyms[other] = terms
    })
  }
  const intents: SearchVocabulary["intents"] = []
  for (const [at, intent] of (data.intents ?? []).entries()) {
    const where = `${file}: intents › ${at + 1}`
    if (!Array.isArray(intent?.words) || intent.words.length === 0) {
      problems.push(`${where}: expected "words", a list of the words that carry the intent`)
      continue
    }
    if ((intent.context === undefined) === (intent.pages === undefined))
      problems.push(`${where}: give either "context" (docs, api or blog) or "pages" (terms a page names outside its text)`)
    if (intent.context !== undefined && !CONTEXTS.has(intent.context))
      problems.push(`${where}: unknown context "${intent.context}" (expected docs, api or blog)`)
    const words = intent.words.map((word) => termOf(word, where, problems)).filter((term): term is string => term !== null)
    const terms = intent.pages?.map((word) => termOf(word, where, problems)).filter((term): term is string => term !== null)
    intents.push({ words, ...(intent.context ? { context: intent.context } : {}), ...(terms ? { terms } : {}) })
  }
  const concepts: Record<string, string[]> = {}
  for (const [term, descriptions] of Object.entries(data.concepts ?? {})) {
    const where = `${file}: concepts › ${term}`
    const key = termOf(term, where, problems, true)
    if (!Array.isArray(descriptions) || descriptions.length === 0 || descriptions.some((description) => typeof description !== "string")) {
      problems.push(`${where}: expected a list of readers' descriptions`)
      continue
    }
    const compiled: string[] = []
    for (const description of descriptions) {
      // Read as a query is (queryWords): without the stop words and the words that only say how a question is put.
      const terms = queryWords(description).map((word) => word.term)
      if (terms.length < 2 || terms.length > 4) problems.push(`${where}: "${description}" must hold two to four words that are not stop or question words`)
      else compiled.push(terms.join(" "))
    }
    if (key) concepts[key] = [...new Set([...(concepts[key] ?? []), ...compiled])]
  }
  const brands: Brand[] = []
  for (const name of brandNames) {
    const term = typeof name === "string" ? termOf(name, `${englishFile}: brands › ${name}`, problems) : null
    if (term) brands.push({ ...brandOf(name, term), ...(productNames.includes(name) ? { product: true as const } : {}) })
  }
  for (const name of productNames)
    if (!brandNames.includes(name)) problems.push(`${englishFile}: product › ${name} is not among the brands (a product's name is one of them)`)
  if (problems.length > 0) throw new Error(problems.join("\n"))
  return { synonyms, intents, ...(brands.length > 0 ? { brands } : {}), ...(Object.keys(concepts).length > 0 ? { concepts } : {}) }
}

/** The docs' terms a vocabulary names (synonym targets and intents' page terms), each with where it is named. */
export function namedTerms(vocabulary: SearchVocabulary): Array<{ term: string; where: string }> {
  return [
    ...Object.entries(vocabulary.synonyms).flatMap(([phrase, terms]) =>
      terms.flatMap((term) => term.split(" ")).map((term) => ({ term, where: `synonyms › ${phrase}` })),
    ),
    ...vocabulary.intents.flatMap((intent, at) => (intent.terms ?? []).map((term) => ({ term, where: `intents › ${at + 1}` }))),
    ...(vocabulary.brands ?? []).map((brand) => ({ term: brand.term, where: `brands › ${brand.term}` })),
    ...Object.keys(vocabulary.concepts ?? {}).flatMap((phrase) => phrase.split(" ").map((term) => ({ term, where: `concepts › ${phrase}` }))),
  ]
}
