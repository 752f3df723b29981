/**
 * The one tokenizer shared by the index build and the search worker, so documents and queries are
 * cut the same way: Unicode words, lower case, ё -> е, code identifiers whole and in parts, stop
 * words removed (but not words readers search for), Russian and English stemming.
 */
import { stemmer as stemRu } from "@orama/stemmers/russian"
import { stemmer as stemEn } from "@orama/stemmers/english"

/** Default stop words; имя, время, день, год are deliberately absent: readers search for them. */
export const STOP_WORDS = new Set(
  (
    "и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему " +
    "теперь когда даже ну ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где " +
    "есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой " +
    "совсем ним здесь этом почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец об хоть после над " +
    "больше тот через эти нас про всего них какая много разве эту моя впрочем свою этой перед иногда лучше чуть том нельзя такой им " +
    "более всегда конечно всю между это также либо кого кому кем " +
    "свой своя свое свои своего своей своему своим своими своих своем наш наша наше наши нашего нашей нашему нашим нашими наших нашем " +
    "ваш ваша ваше ваши вашего вашей вашему вашим вашими ваших вашем " +
    "a an the and or of to in is are was were be been for on with by as at it its this that these those from not no but if then"
  ).split(" "),
)

/** Words kept even though stop-word lists usually drop them. */
export const KEEP_WORDS = new Set(["имя", "время", "день", "год"])

/**
 * The letters words are made of, as a character class's contents: the Latin and Cyrillic scripts (Kazakh's letters
 * among them), which the docs and their readers write in. Not every script's (`\p{L}`): V8 takes milliseconds to
 * compile an expression holding that class, and again when it compiles the expression to machine code on its second
 * run; in the search worker, the reader's first query and next keystroke paid both.
 */
export const LETTERS = String.raw`a-zA-Z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0400-\u052F`
/** Letters and digits: what a word is made of. */
export const WORD_CHARS = `${LETTERS}0-9`
/** Lower and upper case letters, for the parts of a camelCase identifier. */
const LOWER = String.raw`a-z\u00DF-\u00F6\u00F8-\u00FF\u0430-\u045F`
const UPPER = String.raw`A-Z\u00C0-\u00D6\u00D8-\u00DE\u0400-\u042F`

const WORD = new RegExp(String.raw`[${WORD_CHARS}]+(?:[._\-/][${WORD_CHARS}]+)*`, "gu")
const CYRILLIC = /[а-я]/
const SEPARATOR = /[._\-/]/
/** Boundaries inside a camelCase or PascalCase identifier: `requestId` -> request|Id, `cascadeStageUUID` -> cascade|Stage|UUID. */
const CAMEL = new RegExp(`(?<=[${LOWER}])(?=[${UPPER}])|(?<=[${UPPER}])(?=[${UPPER}][${LOWER}])|(?<=[${LETTERS}])(?=[0-9])|(?<=[0-9])(?=[${LETTERS}])`, "u")
/** A word with a lower case letter, and one with a lower case letter before an upper case one (an identifier's parts). */
const HAS_LOWER = new RegExp(`[${LOWER}]`, "u")
const CAMEL_CASE = new RegExp(`[${LOWER}][${UPPER}]`, "u")
/** An English clitic or a Russian ending after an apostrophe (see withoutClitics). */
const CLITIC = new RegExp(String.raw`([a-z\d])['’](?:s|m|re|ve|ll|d|[а-яё]+)(?![${WORD_CHARS}])`, "giu")

export function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, "е")
}

/**
 * The parts an identifier is found by, in order, without itself: a path's or a dotted name's segments
 * (`subscribers/get-by-address` -> `subscribers`, `get-by-address`), then every part between separators and
 * every camelCase part (`requestId` -> `request`, `id`). A plain word has none.
 */
export function identifierParts(word: string): string[] {
  const parts: string[] = []
  const add = (part: string) => {
    const normal = normalize(part)
    if (normal && normal !== normalize(word) && !parts.includes(normal)) parts.push(normal)
  }
  if (/[/.]/.test(word) && /[-_]/.test(word)) for (const segment of word.split(/[/.]+/)) add(segment)
  for (const piece of word.split(/[._\-/]+/)) {
    add(piece)
    const camel = piece.split(CAMEL)
    if (camel.length > 1 && HAS_LOWER.test(piece) && !CYRILLIC.test(normalize(piece))) camel.forEach(add)
  }
  return parts
}

/**
 * A text with the clitics an apostrophe joins to a word taken off, so they are not words of their own: an English
 * possessive or contraction of a pronoun («number's», «we're», «I'm», «they've») and a Russian case ending on a Latin
 * name («в Viber'е», «WhatsApp’а»). A negation («doesn't») stays as it was: the glossary's phrases are read with it.
 */
export function withoutClitics(text: string): string {
  return text.replace(CLITIC, "$1")
}

/** Raw words of a text; an identifier like `x-api-key`, `callback_url` or `requestId` yields itself and its parts. */
export function words(text: string): string[] {
  const result: string[] = []
  for (const match of withoutClitics(text).matchAll(WORD)) {
    const word = match[0]
    result.push(normalize(word))
    if (SEPARATOR.test(word) || CAMEL_CASE.test(word)) result.push(...identifierParts(word))
  }
  return result
}

/** Stems already computed: the worker stems the same words of the same page texts keystroke after keystroke. */
const stems = new Map<string, string>()
const MAX_STEMS = 20000

export function stem(word: string): string {
  let stemmed = stems.get(word)
  if (stemmed === undefined) {
    stemmed = /\d/.test(word) || /[._\-/]/.test(word) ? word : CYRILLIC.test(word) ? stemRu(word) : stemEn(word)
    if (stems.size >= MAX_STEMS) stems.clear()
    stems.set(word, stemmed)
  }
  return stemmed
}

/**
 * Endings a Russian stem keeps that tell a verb from its noun (удалить `удал`, удаление `удален`; отменять `отменя`,
 * отмена `отм`; выгрузить `выгруз`, выгрузка `выгрузк`; согласовывать `согласовыва`, согласование `согласован`;
 * скопировать `скопирова`, скопируйте `скопир`), longest first. Readers ask with the verb («как удалить клиента»),
 * headings name the action («Удаление клиента»).
 */
const FAMILY_ENDINGS = ["ирован", "ован", "овыва", "ирова", "ова", "ир", "ива", "ыва", "ени", "ен", "к", "а", "я"]
/** Shortest root a family is cut to (`отм` of отмена, as Snowball cuts it); shorter roots join unrelated words. */
const FAMILY_MIN_ROOT = 3

/**
 * The root shared by a Russian stem and the other parts of speech of its word (`удален`, `удаля`, `удал` -> `удал`):
 * its stem with up to two verb or noun endings cut. Words of other scripts and identifiers are their own family.
 */
export function family(term: string): string {
  if (!/^[а-я]+$/.test(term)) return term
  let root = term
  for (let cut = 0; cut < 2; cut += 1) {
    const ending = FAMILY_ENDINGS.find((end) => root.endsWith(end) && root.length - end.length >= FAMILY_MIN_ROOT)
    if (!ending) break
    root = root.slice(0, -ending.length)
  }
  // The л a labial stem takes before -ять, -ение (отправлять `отправл`, отправить `отправ`; обновление, обновить).
  return /[бвмпф]л$/.test(root) && root.length > FAMILY_MIN_ROOT ? root.slice(0, -1) : root
}

/**
 * Russian fleeting vowels, which Snowball keeps: `рассылок` (genitive plural) against `рассылк` (the stem of
 * `рассылки`), `ошибок` against `ошибк`. The query also tries the stem without the vowel, and a
 * reader's word of the synonyms is compiled in both forms (`столбец`, `столбц` of `столбцы`).
 */
export function withoutFleetingVowel(term: string): string | null {
  const match = /^(.*[бвгджзклмнпрстфхцчшщ])[оеь]([кцн])$/.exec(term)
  return match && match[1].length >= 3 ? match[1] + match[2] : null
}

/**
 * The other way round, for a stem in -к: its form with a fleeting vowel, which Snowball keeps (`заготовк` of
 * заготовка, `заготовок` of «трёх заготовок»; `галочк`, `галочек`; `порядк` of «в порядке», `порядок`), or null for
 * any other stem.
 */
export function withFleetingVowel(term: string): string | null {
  const match = /^(.*[бвгджзклмнпрстфхчшщ])к$/.exec(term)
  if (!match || match[1].length < 3) return null
  return `${match[1]}${/[жчшщ]$/.test(match[1]) ? "е" : "о"}к`
}

/** A stem's other form: its fleeting vowel left out or put in (`рассылок` and `рассылк`), or null. At most one applies. */
export function otherFleetingForm(term: string): string | null {
  return withoutFleetingVowel(term) ?? withFleetingVowel(term)
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) && !KEEP_WORDS.has(word)
}

/** Index terms of a text: words without stop words, stemmed. The index build (build-index.ts) indexes a page's
 * title and records by these terms, and synonyms.ts turns the search vocabulary's words into terms with it. */
export function encode(text: string): string[] {
  return words(text)
    .filter((word) => !isStopWord(word))
    .map(stem)
    .filter((term) => term.length > 0)
}

/** A word of a query: its index term, and for an identifier (`x-api-key`) the terms of its parts. */
export interface QueryWord {
  term: string
  parts: string[]
}

/**
 * Words of a question that say nothing of what is asked («как», «где», «можно ли» …): left out of a query that
 * has other words, so they do not dilute the match (most are stop words already; these are not).
 */
export const QUESTION_WORDS = new Set(
  (
    "какие каким какими каких какую какое каков почему сколько нужно нужна нужен нужны хочу хотим хотели подскажите скажите расскажите пожалуйста возможно ли можно могу можем где найти искать ищу ищем узнать посмотреть смотреть бывает бывают вообще " +
    // How a question is put, not what it asks: «как сделать, чтобы…», «что происходит, если…», «у нас в нашей CRM».
    // Pronouns and auxiliaries that tie a long question together («которая будет», «такие же»).
    "который которая которое которые которого которой которую которых которым которыми котором " +
    "весь вся всем всеми всему такие такая такое таких такую таким этих этим этими те тех теми тому сама сами само самой будут будем буду стал стала стали стало " +
    "сих пор ситуация ситуации ситуацию ситуацией просто прямо прям вроде кстати именно реально короче блин вдруг сможет смогу сможем смогут сделать делать сделали происходит произойдёт произойдет случится случилось получается ещё еще типа нам наш наша наше нашей нашего нашему нашу наши нашим нашими нашем наших " +
    // The same in an English question («how do I add a button to a template»).
    "how what why where when which who whom whose can could should would will shall do does did done i me my we us our you your they their " +
    "there here need needs want wants please way ways able possible any some have has had am so just also about into than too very many much per " +
    "after without again once twice still yet them each every one nothing anything something anymore ever else another whether while both either same"
  ).split(" "),
)

/** An indefinite pronoun or adverb («почему-то», «кто-нибудь», «кое-где»): its particle makes a question word vaguer still. */
const INDEFINITE = /^(?:кое-(.+)|(.+)-(?:то|нибудь|либо|таки))$/

/** Whether a word of a query (normalized) says nothing of what is asked: a question word or its indefinite form. */
export function isQuestionWord(word: string): boolean {
  if (QUESTION_WORDS.has(word)) return true
  const base = INDEFINITE.exec(word)
  const bare = base?.[1] ?? base?.[2]
  return bare !== undefined && (QUESTION_WORDS.has(bare) || isStopWord(bare))
}

/** Hours of the clock in words, as the ends of a range put them («с девяти до шести», «до двадцати одного»). */
const HOUR_WORDS =
  "одного двух трех трёх четырех четырёх пяти шести семи восьми девяти десяти одиннадцати двенадцати тринадцати четырнадцати " +
  "пятнадцати шестнадцати семнадцати восемнадцати девятнадцати двадцати полуночи полудня"
/** An hour of the clock as a reader writes it: in digits («9», «21:00») or in words, with the part of the day or not. */
const HOUR = String.raw`(?:(?:[01]?\d|2[0-4])(?:[:.]\d{2})?|(?:${HOUR_WORDS.split(" ").join("|")})(?:\s+(?:одного|двух|трех|трёх))?)(?:\s+(?:утра|дня|вечера|ночи|часов|ч))?`
/** Units a range of numbers counts when it is not one of hours («с 5 до 10 процентов», «с 1 до 5 числа»). */
const NOT_HOURS = String.raw`%|процент|числ|штук|тенге|тг|лет|год|дн|день|недел|месяц|минут|секунд|сообщен|раз|символ|человек|клиент|получател|мб|кб|mb|kb`
/** A range of clock hours («с 9 до 21», «с девяти утра до шести вечера»): the hours of a day something may happen in. */
const CLOCK_RANGE = new RegExp(String.raw`(?<![${WORD_CHARS}])с\s+${HOUR}\s+до\s+${HOUR}(?![${WORD_CHARS}])(?!\s*(?:${NOT_HOURS}))`, "giu")
/** What a range of clock hours reads as: the pages say «часы отправки», «дневные часы». */
const CLOCK_WORD = " часы "

/** The words of a query as index terms, stop words left out (an identifier keeps its parts as a fallback). A range of
 * clock hours reads as «часы» (CLOCK_WORD): its numbers name no page. */
export function queryWords(query: string): QueryWord[] {
  const result: QueryWord[] = []
  const all = [...withoutClitics(query.replace(CLOCK_RANGE, CLOCK_WORD)).matchAll(WORD)].map((match) => match[0])
  const asked = all.filter((word) => !isQuestionWord(normalize(word)))
  for (const word of asked.length > 0 ? asked : all) {
    const normal = normalize(word)
    const parts =
      SEPARATOR.test(word) || CAMEL_CASE.test(word)
        ? identifierParts(word)
            .filter((part) => !SEPARATOR.test(part) && !isStopWord(part))
            .map(stem)
        : []
    if (parts.length === 0 && isStopWord(normal)) continue
    result.push({ term: stem(normal), parts })
  }
  return result
}

/** Stems of a query's words, for highlighting whole words that start with them on the target page. */
export function highlightTerms(query: string): string[] {
  return [
    ...new Set(
      words(query)
        .filter((word) => !isStopWord(word) && word.length > 1)
        .map(stem)
        .flatMap(withOwnForms),
    ),
  ].filter((term) => term.length > 1)
}

/**
 * A stem with the stem of the word's other forms when it is the genitive plural of a noun in -ка, which keeps a
 * fleeting vowel (`рассылок`: `рассылк` of «рассылки»), for marking the words a query found. Only a stem in -к:
 * withoutFleetingVowel, made for looking up index terms, also reads `шаблон` as `шаблн`.
 */
export function withOwnForms(term: string): string[] {
  const other = /к$/.test(term) ? withoutFleetingVowel(term) : null
  return other ? [term, other] : [term]
}

/** True when `a` and `b` differ by at most one edit (insert, delete, substitute, swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  if (a.length === b.length) {
    const diffs: number[] = []
    for (let i = 0; i < a.length && diffs.length <= 2; i += 1) if (a[i] !== b[i]) diffs.push(i)
    if (diffs.length === 1) return true
    return diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]]
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  let i = 0
  while (i < short.length && short[i] === long[i]) i += 1
  return short.slice(i) === long.slice(i + 1)
}

/** Minimum length of a word before one typo is forgiven. */
export const TYPO_MIN_LENGTH = 5
