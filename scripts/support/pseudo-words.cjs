"use strict"
/**
 * Deterministic pseudo-words from Russian syllables, the vocabulary a grown site's copied pages get: words no
 * real page has, different from copy to copy, the same on every run for one seed. Used by
 * scripts/generate-site.mjs (the generated sites), scripts/search-scale.mjs (the same copies made in memory)
 * and plugins/search/node/key-directories.test.ts.
 */
const SYLLABLES = "ба ве ги до ку ле ми но пу ра се ти фо ху це ча ши бро вла гре дру зна кро пла сто тра шко ан ер ил ок ус".split(" ")

/** A generator from `seed`: `random` in [0, 1), `word` of 2–4 syllables, `sentence` of 6–13 words, capitalised. */
function pseudoWords(seed = 20260101) {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join("")
  const sentence = () => {
    const words = Array.from({ length: 6 + Math.floor(random() * 8) }, word)
    return `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(" ")}.`
  }
  return { random, word, sentence }
}

module.exports = { pseudoWords }
