// Written out rather than asked of Intl (lib/format-price.ts says why), and in UTC so that the
// server's render and the browser's hydration agree to the character.
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "March 2024": when someone joined. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso)
  return `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** "March 3, 2024" (en-US's long date style): the day a review was written. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
