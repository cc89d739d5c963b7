/*
 * Numbers and dates as en-US shows them, written out rather than asked of Intl: a page's first
 * Intl call loads the browser's locale data, which measured 160-215 ms of main thread at
 * Lighthouse's 4x phone throttling, all of it inside hydration (docs/performance.md). The tests
 * hold these to Intl's output.
 */

/** 1234567.4 -> "1,234,567" (rounded to a whole number). */
export function formatNumber(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value <= -0.5 ? `-${digits}` : digits
}

/** Whole dollars as on the wire (API.md): 12500 -> "$12,500". */
export const formatPrice = (amount: number) =>
  amount <= -0.5 ? `-$${formatNumber(-amount)}` : `$${formatNumber(amount)}`

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A time as its UTC day, "Nov 23, 2026" (en-US's medium date style). */
export function formatUtcDate(time: number): string {
  const date = new Date(time)
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
