import { describe, expect, it } from 'vitest'
import { contactDetails, paymentWords } from './words'

describe('contactDetails', () => {
  it('finds phone numbers in the ways people write them, as written', () => {
    expect(contactDetails('Call me at 555-123-4567 after six')).toEqual(['555-123-4567'])
    expect(contactDetails('(312) 555-0199 is my cell')).toEqual(['(312) 555-0199'])
    expect(contactDetails('text +1 312 555 0199')).toEqual(['+1 312 555 0199'])
    expect(contactDetails('3125550199')).toEqual(['3125550199'])
    expect(contactDetails('312.555.0199 or 1-312-555-0198')).toEqual([
      '312.555.0199',
      '1-312-555-0198',
    ])
    expect(contactDetails('my cell 555-0199')).toEqual(['555-0199'])
    expect(contactDetails('UK mobile +44 7700 900123')).toEqual(['+44 7700 900123'])
    expect(contactDetails('reach me on 312 555 01 22')).toEqual(['312 555 01 22'])
    expect(contactDetails('Txt 8155550190 4 pics')).toEqual(['8155550190'])
  })

  it('finds numbers spelled out or spaced to slip past a filter', () => {
    expect(
      contactDetails('my number is five five five, one two three, four five six seven'),
    ).toEqual(['five five five, one two three, four five six seven'])
    expect(contactDetails('5 5 5 1 2 3 4 5 6 7')).toEqual(['5 5 5 1 2 3 4 5 6 7'])
    expect(contactDetails('triple five 123 four five six seven')).toHaveLength(1)
    expect(contactDetails('eight oh eight-555-one two one two')).toHaveLength(1)
  })

  it('finds e-mail addresses, also written with "at" and "dot"', () => {
    expect(contactDetails('write to jo.smith+cars@example.com please')).toEqual([
      'jo.smith+cars@example.com',
    ])
    expect(contactDetails('jo at gmail dot com')).toEqual(['jo at gmail dot com'])
    expect(contactDetails('jsmith (at) yahoo (dot) com')).toEqual(['jsmith (at) yahoo (dot) com'])
    expect(contactDetails('mike[at]outlook[dot]com')).toEqual(['mike[at]outlook[dot]com'])
    expect(contactDetails('reach me: dave88 at gmail')).toEqual(['dave88 at gmail'])
  })

  it('reads a message-long run of figures in one pass, not in seconds', () => {
    for (const text of ['1 '.repeat(1000), '1-'.repeat(1000), '5 five, '.repeat(250)]) {
      const started = performance.now()
      contactDetails(text)
      expect(performance.now() - started).toBeLessThan(1000)
    }
  })

  it('leaves alone the figures of car talk', () => {
    for (const text of [
      '2019 model with 45,000 miles',
      'Asking $12,500, firm',
      'I am in 60601, ZIP 60601-1234',
      'VIN 1HGCM82633A004352, ends in 004352',
      'between 11500-12500 depending on the tires',
      '2019 with 123456 miles',
      '2015, 2016 or 2017 would all work',
      'Saturday 10/12 at 3:30, 123 Main St',
      'stock #1234567890',
      'one owner, two keys, three new tires',
      'Text me when you get there',
      'meet at noon. Come early',
      'look at this dot pattern on the hood',
    ]) {
      expect(contactDetails(text), text).toEqual([])
    }
  })
})

describe('paymentWords', () => {
  it('names the payment methods, as canonical words', () => {
    expect(paymentWords('Send the deposit in Google Play cards or a gift card')).toEqual([
      'gift card',
    ])
    expect(paymentWords('I need a wire transfer; Western Union works too')).toEqual([
      'wire',
      'western union',
    ])
    expect(paymentWords('zelle, venmo, cash app or paypal')).toEqual([
      'zelle',
      'venmo',
      'cash app',
      'paypal',
    ])
    expect(paymentWords('pay in bitcoin or USDT')).toEqual(['crypto'])
    expect(paymentWords('we use an escrow service')).toEqual(['escrow'])
    expect(paymentWords('MoneyGram is fine')).toEqual(['moneygram'])
  })

  it('reads them through gaps and look-alike digits', () => {
    expect(paymentWords('g i f t card')).toEqual(['gift card'])
    expect(paymentWords('zel le')).toEqual(['zelle'])
    expect(paymentWords('z3lle')).toEqual(['zelle'])
    expect(paymentWords('w-e-s-t-e-r-n union')).toEqual(['western union'])
    expect(paymentWords('b1tc0in')).toEqual(['crypto'])
  })

  it('reads "wire" only where it moves money', () => {
    expect(paymentWords("I'll wire the deposit tonight")).toEqual(['wire'])
    expect(paymentWords('pay by wire')).toEqual(['wire'])
    expect(paymentWords('Send it by wire')).toEqual(['wire'])
    expect(paymentWords('a bank wire is fastest')).toEqual(['wire'])
    for (const text of [
      'new wiring harness',
      'the wire mesh grille',
      'drive by wire throttle',
      'I can wire it up to the dash cam',
      'I can wire it back to stock',
      'Can I pay with my Visa card?',
      'even more room than the 2019',
    ]) {
      expect(paymentWords(text), text).toEqual([])
    }
  })
})
