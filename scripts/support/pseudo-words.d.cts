/** A generator of deterministic pseudo-words from `seed` (default 20260101): see pseudo-words.cjs. */
export declare function pseudoWords(seed?: number): { random: () => number; word: () => string; sentence: () => string }
