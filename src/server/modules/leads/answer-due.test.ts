import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '#shared/opening-hours'
import { answerDue } from './answer-due'

/**
 * When an unanswered lead's reminder is due: two hours later, or two hours of the dealer's
 * opening hours later, counted on the dealer's own clock. Each instant is written in UTC with
 * the dealer's local time beside it.
 */
const nineToSix = { opens: '09:00', closes: '18:00' }
/** Monday to Friday, 09:00–18:00; closed at weekends. */
const weekdays = (timeZone: string): OpeningHours => ({
  timeZone,
  days: [null, nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null],
})
const everyDay = (timeZone: string): OpeningHours => ({
  timeZone,
  days: Array.from({ length: 7 }, () => nineToSix),
})
/** Open on Sundays only, from `opens` to `closes`. */
const sundays = (timeZone: string, opens: string, closes: string): OpeningHours => ({
  timeZone,
  days: [{ opens, closes }, null, null, null, null, null, null],
})
const chicago = weekdays('America/Chicago')
const newYork = weekdays('America/New_York')
const newYorkDaily = everyDay('America/New_York')
const due = (from: string, hours: OpeningHours | null) =>
  answerDue(new Date(from), hours).toISOString()

describe('answerDue', () => {
  it('is two hours later for a dealer without opening hours', () => {
    expect(due('2026-11-27T23:30:00Z', null)).toBe('2026-11-28T01:30:00.000Z')
  })

  it('is two hours later during opening hours', () => {
    // Wednesday 10:00 in Chicago → 12:00.
    expect(due('2026-11-25T16:00:00Z', chicago)).toBe('2026-11-25T18:00:00.000Z')
  })

  it('counts from the opening when the lead came before it', () => {
    // Wednesday 07:15 → 11:00.
    expect(due('2026-11-25T13:15:00Z', chicago)).toBe('2026-11-25T17:00:00.000Z')
  })

  it('carries on the next morning when the lead came after closing', () => {
    // Wednesday 19:00 → Thursday 11:00.
    expect(due('2026-11-26T01:00:00Z', chicago)).toBe('2026-11-26T17:00:00.000Z')
    // At 18:00 sharp the day is over too.
    expect(due('2026-11-26T00:00:00Z', chicago)).toBe('2026-11-26T17:00:00.000Z')
  })

  it('splits the two hours across a weekend: Friday 17:30 is due Monday 10:30', () => {
    expect(due('2026-11-27T23:30:00Z', chicago)).toBe('2026-11-30T16:30:00.000Z')
  })

  it('opens at 09:00 local on the day New York moves its clocks forward (March)', () => {
    // Saturday 7 March 17:30 EST (UTC−5) → Sunday 8 March 10:30 EDT (UTC−4), not 11:30.
    expect(due('2026-03-07T22:30:00Z', newYorkDaily)).toBe('2026-03-08T14:30:00.000Z')
    // Friday 6 March 17:30 EST, closed at weekends → Monday 9 March 10:30 EDT.
    expect(due('2026-03-06T22:30:00Z', newYork)).toBe('2026-03-09T14:30:00.000Z')
  })

  it('opens at 09:00 local on the day New York moves its clocks back (November)', () => {
    // Saturday 31 October 17:30 EDT (UTC−4) → Sunday 1 November 10:30 EST (UTC−5).
    expect(due('2026-10-31T21:30:00Z', newYorkDaily)).toBe('2026-11-01T15:30:00.000Z')
  })

  it('reads an opening time the spring change skips as the clocks then show it', () => {
    // Open on Sundays only, 02:30–06:00: on 8 March 02:30 never happens; it opens at 03:30 EDT.
    const sundayNight = sundays('America/New_York', '02:30', '06:00')
    expect(due('2026-03-07T12:00:00Z', sundayNight)).toBe('2026-03-08T09:30:00.000Z')
  })

  it('works in a zone half an hour off the hour (Asia/Kolkata, UTC+05:30)', () => {
    const kolkata: OpeningHours = {
      timeZone: 'Asia/Kolkata',
      days: [null, ...Array.from({ length: 6 }, () => ({ opens: '10:00', closes: '19:00' }))],
    }
    // Friday 18:00 IST: one hour on Friday, one on Saturday from 10:00 → Saturday 11:00 IST.
    expect(due('2026-11-27T12:30:00Z', kolkata)).toBe('2026-11-28T05:30:00.000Z')
  })

  it('is two hours later when the dealer is open on no day', () => {
    const closed: OpeningHours = { timeZone: 'Europe/Berlin', days: Array(7).fill(null) }
    expect(due('2026-11-27T23:30:00Z', closed)).toBe('2026-11-28T01:30:00.000Z')
  })

  it('is two hours later in a zone this runtime does not know', () => {
    const nowhere = weekdays('Mars/Olympus_Mons')
    expect(due('2026-11-25T16:00:00Z', nowhere)).toBe('2026-11-25T18:00:00.000Z')
  })

  it('is two hours later for hours the schema would have refused', () => {
    const garbled = { timeZone: 'UTC', days: Array(7).fill({ opens: '9am', closes: '6pm' }) }
    expect(due('2026-11-25T16:00:00Z', garbled)).toBe('2026-11-25T18:00:00.000Z')
  })

  it('stops at the last close within fourteen days when they hold less than two hours', () => {
    // Open Sundays 10:00–10:30 UTC: two Sundays hold one hour; the second one's close it is.
    const halfHour = sundays('UTC', '10:00', '10:30')
    expect(due('2026-11-23T12:00:00Z', halfHour)).toBe('2026-12-06T10:30:00.000Z')
  })

  it('answers quickly even for a dealer open half an hour a week', () => {
    const halfHour = sundays('America/New_York', '10:00', '10:30')
    const started = performance.now()
    for (let i = 0; i < 1000; i++)
      answerDue(new Date(Date.UTC(2026, 0, 1) + i * 3_600_000), halfHour)
    // About a millisecond each on a slow machine; a regression to seconds would show here.
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
