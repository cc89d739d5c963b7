import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatAppointment,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPrice,
} from './format-price'

// What the hand-written formats stand in for (format-price.ts).
const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const intlDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

describe('en-US formats without Intl', () => {
  it('groups digits as Intl does', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1234567)).toBe('1,234,567')
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en-US'))
      }),
    )
  })

  it('writes whole dollars as Intl does', () => {
    expect(formatPrice(12500)).toBe('$12,500')
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(formatPrice(n)).toBe(intlDollars.format(n))
      }),
    )
  })

  it('writes a UTC day as the medium date style does', () => {
    expect(formatDate(Date.parse('2024-03-01'), 'utc')).toBe('Mar 1, 2024')
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(formatDate(t, 'utc')).toBe(intlDate.format(t))
      }),
    )
  })

  it('writes a time in the reader’s own zone as Intl does, in zones east and west of UTC', () => {
    const zone = process.env.TZ
    const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const
    const appointment = { weekday: 'short', month: 'short', day: 'numeric' } as const
    const clock = { hour: 'numeric', minute: '2-digit' } as const
    // Intl writes a narrow no-break space before AM and PM; the hand-written one a plain space.
    const plain = (s: string) => s.replace(/\s/g, ' ')
    try {
      for (const tz of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC']) {
        process.env.TZ = tz
        fc.assert(
          fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
            const intl = (o: Intl.DateTimeFormatOptions) =>
              plain(new Date(t).toLocaleString('en-US', o))
            expect(formatDate(t, 'local')).toBe(intl({ dateStyle: 'medium' }))
            expect(formatDateTime(t, 'local')).toBe(intl(dateTime))
            expect(formatAppointment(t, 'local')).toBe(intl({ ...appointment, ...clock }))
            expect(formatDay(t, 'local')).toBe(intl({ month: 'short', day: 'numeric' }))
            expect(formatDateTime(t, 'utc')).toBe(intl({ ...dateTime, timeZone: 'UTC' }))
          }),
          { numRuns: 200 },
        )
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })
})
