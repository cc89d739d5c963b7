/*
 * Proposed test-drive times as `datetime-local` inputs hold them ("2026-11-25T10:00", the
 * browser's own clock) and as the API takes them (ISO instants). The server checks them again.
 */

import { SLOTS_DAYS_AHEAD } from '#shared/booking-limits'

const DAY = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Tomorrow at 10:00, the first time offered: always ahead, and an hour most people can make. */
export function firstSlot(now = new Date()): string {
  const at = new Date(now)
  at.setDate(at.getDate() + 1)
  at.setHours(10, 0, 0, 0)
  return toLocalInput(at)
}

/** The day after `last` at the same hour, or empty where that is out of range. */
export function nextSlot(last: string | undefined, now = new Date()): string {
  const at = last ? new Date(last) : new Date(Number.NaN)
  if (Number.isNaN(at.getTime())) return firstSlot(now)
  at.setDate(at.getDate() + 1)
  return at.getTime() <= now.getTime() + SLOTS_DAYS_AHEAD * DAY ? toLocalInput(at) : ''
}

/** The inputs' `min` and `max`: from now to the last day a time may be proposed for. */
export const slotBounds = (now = new Date()) => ({
  min: toLocalInput(now),
  max: toLocalInput(new Date(now.getTime() + SLOTS_DAYS_AHEAD * DAY)),
})

export type SlotCheck = { slots: string[]; errors?: never } | { slots?: never; errors: string[] }

/**
 * The times to send, as ISO instants, or a message for each input ('' where it is fine). A
 * `datetime-local` value has no offset, so `new Date` reads it in the browser's zone.
 */
export function checkSlots(values: string[], now = new Date()): SlotCheck {
  const times = values.map((value) => (value ? new Date(value).getTime() : Number.NaN))
  const errors = times.map((time, i) => {
    if (Number.isNaN(time)) return 'Choose a date and time'
    if (time <= now.getTime()) return 'Choose a time in the future'
    if (time > now.getTime() + SLOTS_DAYS_AHEAD * DAY) {
      return `Choose a time within ${SLOTS_DAYS_AHEAD} days`
    }
    if (times.indexOf(time) < i) return 'You chose this time already'
    return ''
  })
  if (errors.some(Boolean)) return { errors }
  return { slots: times.map((time) => new Date(time).toISOString()) }
}

/** The browser's IANA time zone ("Europe/Lisbon"), in which the server writes e-mailed times. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
