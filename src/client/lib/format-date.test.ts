import { describe, expect, it } from 'vitest'
import { formatLongDate, formatMonthYear } from './format-date'

const intl = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' })

describe('seller page dates', () => {
  it.each(['2024-03-03T10:00:00.000Z', '2023-12-31T23:59:59.000Z', '2025-01-01T00:00:00.000Z'])(
    'agree with Intl in UTC: %s',
    (iso) => {
      expect(formatMonthYear(iso)).toBe(intl(iso, { month: 'long', year: 'numeric' }))
      expect(formatLongDate(iso)).toBe(intl(iso, { dateStyle: 'long' }))
    },
  )
})
