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

/** Whole dollars as on the wire (docs/api.md): 12500 -> "$12,500". */
export const formatPrice = (amount: number) =>
  amount <= -0.5 ? `-$${formatNumber(-amount)}` : `$${formatNumber(amount)}`

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A time's calendar fields in UTC (a server-rendered page) or in the reader's own zone. */
function fields(time: number, zone: 'utc' | 'local') {
  const d = new Date(time)
  const utc = zone === 'utc'
  return {
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
    month: months[utc ? d.getUTCMonth() : d.getMonth()],
    day: utc ? d.getUTCDate() : d.getDate(),
    weekday: weekdays[utc ? d.getUTCDay() : d.getDay()],
    hours: utc ? d.getUTCHours() : d.getHours(),
    minutes: utc ? d.getUTCMinutes() : d.getMinutes(),
  }
}

/** "3:30 PM" (Intl puts a narrow no-break space before PM; a plain one here). */
function formatClock(time: number, zone: 'utc' | 'local') {
  const { hours, minutes } = fields(time, zone)
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** "Nov 23, 2026" (en-US's medium date style). */
export function formatDate(time: number, zone: 'utc' | 'local'): string {
  const { year, month, day } = fields(time, zone)
  return `${month} ${day}, ${year}`
}

/** "Nov 23": a day within the next or last few days, where the year is noise. */
export function formatDay(time: number, zone: 'utc' | 'local'): string {
  const { month, day } = fields(time, zone)
  return `${month} ${day}`
}

/** "Nov 23, 2026, 3:30 PM" (medium date, short time). */
export const formatDateTime = (time: number, zone: 'utc' | 'local') =>
  `${formatDate(time, zone)}, ${formatClock(time, zone)}`

/** "Tue, Nov 25, 10:00 AM": a test drive's time, weekday and no year. */
export function formatAppointment(time: number, zone: 'utc' | 'local'): string {
  const { month, day, weekday } = fields(time, zone)
  return `${weekday}, ${month} ${day}, ${formatClock(time, zone)}`
}
