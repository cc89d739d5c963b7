// Dates in UTC, so that the server's render and the browser's hydration agree to the character.
import { MONTHS } from '#shared/months'

/** "March 2024": when someone joined. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** "March 3, 2024" (en-US's long date style): the day a review was written. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
