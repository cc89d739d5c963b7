import { describe, expect, it } from 'vitest'
import { slotsSchema } from '#shared/bookings'
import { checkSlots, firstSlot, nextSlot, slotBounds, toLocalInput } from './slots'

// An afternoon in the zone the tests run in (the inputs speak local time), and a month in which
// no clock changes, in either hemisphere.
const now = new Date(2026, 5, 10, 15, 30)

describe('proposed times', () => {
  it('offers tomorrow at 10:00 first, then the day after each time', () => {
    expect(firstSlot(now)).toBe('2026-06-11T10:00')
    expect(nextSlot('2026-06-11T10:00', now)).toBe('2026-06-12T10:00')
    expect(nextSlot('', now)).toBe('2026-06-11T10:00')
    // The day after the last day allowed is out of range: left for the buyer to choose.
    expect(nextSlot('2026-07-10T10:00', now)).toBe('')
  })

  it('lets the inputs choose from now to 30 days ahead', () => {
    expect(slotBounds(now)).toEqual({ min: '2026-06-10T15:30', max: '2026-07-10T15:30' })
  })

  it('sends local times as instants', () => {
    expect(checkSlots(['2026-06-11T10:00', '2026-06-12T18:45'], now)).toEqual({
      slots: [
        new Date(2026, 5, 11, 10, 0).toISOString(),
        new Date(2026, 5, 12, 18, 45).toISOString(),
      ],
    })
    expect(toLocalInput(new Date(2026, 0, 5, 9, 7))).toBe('2026-01-05T09:07')
  })

  it('names what is wrong with each time, as the server would', () => {
    expect(
      checkSlots(['', '2026-06-10T09:00', '2026-08-01T10:00', '2026-06-11T10:00'], now),
    ).toEqual({
      errors: [
        'Choose a date and time',
        'Choose a time in the future',
        'Choose a time within 30 days',
        '',
      ],
    })
    expect(checkSlots(['2026-06-11T10:00', '2026-06-11T10:00'], now)).toEqual({
      errors: ['', 'You chose this time already'],
    })
  })

  it('refuses what the API refuses, with its words', () => {
    const at = (ms: number) => toLocalInput(new Date(Date.now() + ms))
    const hour = 3_600_000
    for (const values of [
      [at(-hour)],
      [at(31 * 24 * hour)],
      [at(2 * hour), at(2 * hour)],
      [at(2 * hour), at(26 * hour)],
    ]) {
      const mine = checkSlots(values)
      const theirs = slotsSchema.safeParse(values.map((v) => new Date(v).toISOString()))
      expect(mine.errors?.find(Boolean) ?? null).toBe(theirs.error?.issues[0]?.message ?? null)
    }
  })
})
