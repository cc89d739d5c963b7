import { describe, expect, it } from 'vitest'
import { formatElapsed } from './elapsed'

const min = 60_000

describe('formatElapsed', () => {
  it.each([
    [-5 * min, 'under 1 min'],
    [30_000, 'under 1 min'],
    [12 * min, '12 min'],
    [12 * min + 59_000, '12 min'],
    [60 * min, '1 h'],
    [80 * min, '1 h 20 min'],
    [24 * 60 * min, '1 d'],
    [51 * 60 * min + 5 * min, '2 d 3 h'],
  ])('%s ms reads “%s”', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text)
  })
})
