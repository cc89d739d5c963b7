import { vehicleMakes } from '#shared/vehicles'
import { bodyWords, fold, type BodyType } from './query-reader'

/**
 * A typed word read as the make, model or body type it was most likely meant as ("toyta" a
 * Toyota), as pg_trgm would compare them: the catalogue's search (read-search.ts) corrects the
 * words no car has with it.
 */

/** A word's three-letter pieces, as pg_trgm pads it. */
function gramsOf(word: string): Set<string> {
  const padded = `  ${word} `
  const set = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3))
  return set
}

function shareOf(x: Set<string>, y: Set<string>) {
  let shared = 0
  for (const g of x) if (y.has(g)) shared++
  return shared / (x.size + y.size - shared)
}

/**
 * pg_trgm's similarity (the share of three-letter pieces two words have in common), for the
 * few hundred words a typo may be corrected to.
 */
export function similarity(a: string, b: string): number {
  return shareOf(gramsOf(a), gramsOf(b))
}

/** The pieces of the words a typo may be corrected to, cut once: a search compares hundreds. */
const knownGrams = new Map<string, Set<string>>()
function gramsOfKnown(word: string) {
  let grams = knownGrams.get(word)
  if (!grams) knownGrams.set(word, (grams = gramsOf(word)))
  return grams
}

/**
 * Whether `typed` is `word` with one letter left out or two swapped, the first letter kept:
 * the short typos ("hnda", "hodna") that share too few pieces to be alike. A letter changed
 * is not one of them: it turns everyday words into names ("boat" a Bolt, "flat" a Fiat).
 */
export function oneSlipFrom(typed: string, word: string): boolean {
  if (typed === word || typed[0] !== word[0]) return false
  let i = 0
  while (i < typed.length && typed[i] === word[i]) i++
  if (typed.length === word.length - 1) return typed.slice(i) === word.slice(i + 1)
  return (
    typed.length === word.length &&
    typed[i] === word[i + 1] &&
    typed[i + 1] === word[i] &&
    typed.slice(i + 2) === word.slice(i + 2)
  )
}

/**
 * The least similarity at which a word is read as another: above pg_trgm's default of 0.3,
 * at which "leather" would be read as a Leaf. Everyday typos score 0.44 and more ("toyta",
 * "camery"; "acord" 0.63).
 */
export const TYPO_SIMILARITY = 0.4

/**
 * The words a typo may be corrected to: makes (and the names people use for them), the words
 * of models, and body types. Nothing else: a word of a listing's name or trim is no guide to
 * what a person meant.
 */
export function correctableWords(bodyTypes: BodyType[]): string[] {
  const words = new Set<string>()
  const add = (text: string) => {
    for (const w of text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (w.length >= 3 && !/^\d+$/.test(w)) words.add(w)
    }
    const joined = fold(text)
    if (joined.length >= 3 && !/^\d+$/.test(joined)) words.add(joined)
  }
  for (const { make, models } of vehicleMakes) {
    add(make)
    models.forEach(add)
  }
  for (const alias of ['chevy', 'mercedes', 'benz', 'merc', 'alfa']) words.add(alias)
  for (const names of Object.values(bodyWords)) names.forEach(add)
  for (const b of bodyTypes) add(b.bodyType)
  return [...words]
}

/**
 * The word a typed word was most likely meant as, of `known`; null when the word is itself
 * known (it is then no typo, only something no car has now) or nothing is close enough.
 */
export function meantWord(typed: string, known: readonly string[]): string | null {
  if (known.includes(typed)) return null
  const grams = gramsOf(typed)
  let best: string | null = null
  let score = 0
  for (const word of known) {
    const s = shareOf(grams, gramsOfKnown(word))
    if (s < TYPO_SIMILARITY && !(typed.length >= 4 && oneSlipFrom(typed, word))) continue
    if (s > score || (s === score && best !== null && word < best)) {
      best = word
      score = s
    }
  }
  return best
}
