import { describe, expect, it } from 'vitest'
import { calendarDay, dayProblem, isoInstant } from './dates'

describe('dayProblem', () => {
  it('finds nothing wrong with real days, leap days included', () => {
    for (const day of ['2019-02-28', '2020-02-29', '2000-02-29', '2019-04-30', '2019-12-31']) {
      expect(dayProblem(day), day).toBeNull()
    }
  })

  it('says what is wrong with a day the calendar does not have', () => {
    for (const [day, problem] of [
      ['2019-02-30', 'February 2019 has 28 days'],
      ['2019-02-29', 'February 2019 has 28 days'],
      ['1900-02-29', 'February 1900 has 28 days'],
      ['2019-04-31', 'April has 30 days'],
      ['2019-01-00', 'January has 31 days'],
      ['2019-13-01', 'there is no month 13'],
      ['2019-00-10', 'there is no month 0'],
      ['2019-02-30T10:00:00Z', 'February 2019 has 28 days'],
    ] as const) {
      expect(dayProblem(day), day).toBe(problem)
    }
  })
})

describe('calendarDay and isoInstant', () => {
  const message = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message

  it('refuse an impossible day with a message naming the field', () => {
    const day = calendarDay('Year of buying')
    expect(day.safeParse('2019-04-12').success).toBe(true)
    expect(message(day.safeParse('2019-02-30'))).toBe(
      'Year of buying must be a real date: February 2019 has 28 days',
    )
    expect(message(day.safeParse('12/04/2019'))).toBe('Year of buying must be a date')

    const at = isoInstant('The time', 'Choose a time')
    expect(at.safeParse('2020-02-29T10:00:00Z').success).toBe(true)
    expect(message(at.safeParse('2021-04-31T10:00:00+02:00'))).toBe(
      'The time must be a real date: April has 30 days',
    )
    expect(message(at.safeParse('tomorrow'))).toBe('Choose a time')
    expect(message(at.safeParse(42))).toBe('Choose a time')
  })
})
