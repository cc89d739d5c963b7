/**
 * The months' English names, written out rather than asked of Intl (client/lib/format-price.ts
 * says why), for the dates the contract's messages and the pages write out.
 */
export const MONTHS = [
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
] as const
