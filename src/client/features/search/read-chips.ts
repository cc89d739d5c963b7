import type { Interpreted } from '#shared/cars'
import { formatNumber, formatPrice } from '../../lib/format-price'

/** One filter the server read from the typed words, as the page shows it. */
export type Chip = {
  key: string
  label: string
  /** The words as typed that it was read from: removing the chip removes them from the query. */
  words: string[]
}

/**
 * The chips of a search's `interpreted` (docs/api.md "Search that understands people"), in the
 * order people say them: what, how much, where, then the rest. `bodyType` names a category id
 * ('suv' -> 'SUV') from the server's list.
 */
export function readChips(read: Interpreted, bodyType: (id: string) => string): Chip[] {
  const chips: Chip[] = []
  const from = (...keys: string[]) =>
    keys.map((key) => read.from[key]).filter((words): words is string => Boolean(words))
  const add = (key: string, label: string, words = from(key)) => chips.push({ key, label, words })

  if (read.category) add('category', bodyType(read.category))
  if (read.make) add('make', read.make)
  if (read.model) add('model', read.model)
  if (read.maxPrice !== undefined) add('maxPrice', `Under ${formatPrice(read.maxPrice)}`)
  if (read.near) {
    const place = read.place ?? read.near
    // The server's own radius for a place it read is no news; one the words named is.
    const label =
      read.radius !== undefined && read.from.radius
        ? `Within ${read.radius} mi of ${place}`
        : `Near ${place}`
    // The distance goes with its place: "within 10 miles" alone means nothing.
    add('near', label, from('near', 'place', 'radius'))
  }
  if (read.minModelYear !== undefined) add('minModelYear', `${read.minModelYear} or newer`)
  if (read.maxMileage !== undefined) add('maxMileage', `Under ${formatNumber(read.maxMileage)} mi`)
  if (read.fuel) add('fuel', read.fuel)
  if (read.drivetrain) add('drivetrain', read.drivetrain)
  if (read.minSeats !== undefined) add('minSeats', `${read.minSeats}+ seats`)
  if (read.sort === 'price_asc') add('sort', 'Lowest price first')
  // The words left as words come last, quoted: they are searched as typed. A make or model
  // stays a word of the search too, but has its own chip already.
  const left = [read.from.make, read.from.model].reduce<string>(
    (rest, words) => (words ? dropWords(rest, words) : rest),
    read.q,
  )
  if (left) add('q', `“${left}”`, [left])
  return chips
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The query as typed without `words` (case and spacing aside), e.g. "suv under 20k near 60601"
 * without "under 20k" is "suv near 60601". Words it cannot find as one phrase are dropped one by
 * one, so a chip's removal always changes the search.
 */
export function dropWords(q: string, words: string): string {
  const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/^[\s,;]+|[\s,;]+$/g, '')
  const phrase = (text: string) =>
    new RegExp(
      `(^|[\\s,;])${text.trim().split(/\s+/).map(escape).join('\\s+')}(?=[\\s,;.!?]|$)`,
      'i',
    )
  if (!words.trim()) return tidy(q)
  const whole = phrase(words)
  if (whole.test(q)) return tidy(q.replace(whole, '$1'))
  return tidy(
    words
      .trim()
      .split(/\s+/)
      .reduce((rest, word) => rest.replace(phrase(word), '$1'), q),
  )
}
