import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatCvc, formatExpiry, readCard } from './card-format'

describe('card input helpers', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['4000-0000-0000-0002-999', '4000 0000 0000 0002 999'],
    ['378282246310005', '3782 822463 10005'],
    ['37828224631000599', '3782 822463 10005'],
  ])('groups card number %s as printed on the card: %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown)
  })

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12 / 3'],
    ['12/345', '12 / 34'],
    ['4', '04'],
  ])('writes the expiry %s as MM / YY: %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown)
  })

  it('keeps only the digits of the security code', () => {
    expect(formatCvc('12a34')).toBe('1234')
  })

  it('reads a complete card into what the server takes', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' })).toEqual({
      card: { number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '123' },
    })
  })

  it('names the first thing missing', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' }
    expect(readCard({ ...card, number: '4242' }).error).toBe('Your card number is incomplete.')
    expect(readCard({ ...card, expiry: '04' }).error).toBe(
      'Your card’s expiration date is incomplete.',
    )
    expect(readCard({ ...card, expiry: '13 / 31' }).error).toBe(
      'Your card’s expiration date is invalid.',
    )
    expect(readCard({ ...card, cvc: '1' }).error).toBe('Your card’s security code is incomplete.')
  })
})
