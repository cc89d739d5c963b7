import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice, formatUtcDate } from './format-price'

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
    expect(formatUtcDate(Date.parse('2024-03-01'))).toBe('Mar 1, 2024')
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        expect(formatUtcDate(t)).toBe(intlDate.format(t))
      }),
    )
  })
})
