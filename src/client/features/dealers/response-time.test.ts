import { describe, expect, it } from 'vitest'
import { formatResponseTime } from './response-time'

describe('formatResponseTime', () => {
  it.each([
    [0, 'within 1 minute'],
    [1, 'within 1 minute'],
    [25, 'within 25 minutes'],
    [59, 'within 59 minutes'],
    [60, 'within 1 hour'],
    [61, 'within 2 hours'],
    [120, 'within 2 hours'],
    [23 * 60 + 1, 'within 24 hours'],
    [24 * 60, 'within 24 hours'],
    [24 * 60 + 1, 'within 2 days'],
    [3 * 24 * 60, 'within 3 days'],
  ])('%s minutes reads “%s”', (minutes, text) => {
    expect(formatResponseTime(minutes)).toBe(text)
  })
})
