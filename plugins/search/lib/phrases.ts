/**
 * Exact phrases: texts a reader pastes whole from a log (an API error's text or code), each leading to one
 * section of one page. The index lists them (IndexMeta.phrases) in the form `pasteForm` gives, and a query that
 * is one of them, however it was pasted, puts that section first. Pure: the index build, the engine and the
 * assistants' `lookup_error` share it.
 */

import { normalize, WORD_CHARS } from "./tokenize"

/** A phrase of the index: its paste form, the page's id, the heading record it leads to, and its HTTP status if any. */
export type Phrase = [form: string, page: number, record: number, status?: number]

/** Runs of characters that are neither letters nor digits. */
const NOT_WORD = new RegExp(`[^${WORD_CHARS}]+`, "gu")

/** HTTP reason phrases a log writes after the status (`400 Bad Request: …`), left out with it. */
const REASONS = ["bad request", "unauthorized", "forbidden", "not found", "method not allowed", "conflict", "too many requests", "internal server error"]

/**
 * A text as it is compared: lower case, ё as е, apostrophes dropped (`doesn't`, `doesn’t`, `doesnt`), every other
 * run of characters that are neither letters nor digits (quotes, hyphens, colons) one space.
 */
export function pasteForm(text: string): string {
  return normalize(text)
    .replace(/['’ʼ`]/g, "")
    .replace(NOT_WORD, " ")
    .trim()
}

/** A pasted query without the HTTP status and reason a log puts in front (`HTTP 400 Bad Request: `), and that status. */
export function withoutStatus(form: string): { rest: string; status?: number } {
  const match = /^(?:http(?: [0-9])* )?([1-5][0-9][0-9])(?: |$)(.*)$/.exec(form)
  if (!match) return { rest: form }
  let rest = match[2]
  const reason = REASONS.find((phrase) => rest === phrase || rest.startsWith(`${phrase} `))
  if (reason) rest = rest.slice(reason.length).trim()
  return { rest, status: Number(match[1]) }
}

const wordsOf = (form: string): number => (form === "" ? 0 : form.split(" ").length)

/**
 * The phrase a pasted query stands for, or null: the query is the phrase (after the status in front, which must
 * agree with the phrase's); or its beginning cut off mid-word, of two words or more and at least half the phrase; or
 * the query holds the whole phrase among other words, for a phrase of three words or more. A query of a status
 * alone stands for the first phrase of that status. Of several, the exact one, then the longest.
 */
export function pastedPhrase(query: string, phrases: readonly Phrase[]): Phrase | null {
  const { rest, status } = withoutStatus(pasteForm(query))
  const agrees = (phrase: Phrase) => status === undefined || phrase[3] === undefined || phrase[3] === status
  if (rest === "") return status === undefined ? null : (phrases.find((phrase) => phrase[3] === status) ?? null)
  let best: { phrase: Phrase; rank: number } | null = null
  const consider = (phrase: Phrase, rank: number) => {
    if (!best || rank > best.rank) best = { phrase, rank }
  }
  for (const phrase of phrases) {
    const [form] = phrase
    if (!agrees(phrase)) continue
    if (form === rest) consider(phrase, 3000 + form.length)
    else if (form.startsWith(rest) && wordsOf(rest) >= 2 && rest.length * 2 >= form.length) consider(phrase, 1000 - form.length)
    else if (wordsOf(form) >= 3 && ` ${rest} `.includes(` ${form} `)) consider(phrase, 2000 + form.length)
  }
  return (best as { phrase: Phrase } | null)?.phrase ?? null
}
