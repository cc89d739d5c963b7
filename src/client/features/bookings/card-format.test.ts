import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatCvc, formatExpiry, readCard } from './card-format'

describe('card input helpers', () => {
  it('groups card numbers as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242 42')).toBe('4242 42')
    expect(formatCardNumber('4000-0000-0000-0002-999')).toBe('4000 0000 0000 0002 999')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005')
  })

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12 / 3')
    expect(formatExpiry('12/345')).toBe('12 / 34')
    expect(formatExpiry('4')).toBe('04')
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
