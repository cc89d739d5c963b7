import { describe, expect, it } from 'vitest'
import { readWholeDollars } from './whole-dollars'

describe('readWholeDollars', () => {
  it('reads dollars as people type them', () => {
    expect(readWholeDollars('9500')).toEqual({ amount: 9500 })
    expect(readWholeDollars(' $9,500 ')).toEqual({ amount: 9500 })
  })

  it.each([
    ['', 'Enter an amount in whole dollars'],
    ['nine grand', 'Enter an amount in whole dollars'],
    ['9500.50', 'Enter an amount in whole dollars'],
    ['0', 'Enter an amount above zero'],
    ['-5', 'Enter an amount above zero'],
    ['200,000,000', 'Enter a realistic amount'],
  ])('names what is wrong with %j', (text, error) => {
    expect(readWholeDollars(text)).toEqual({ error })
  })
})
