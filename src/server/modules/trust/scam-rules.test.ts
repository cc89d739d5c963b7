import { describe, expect, it } from 'vitest'
import { scamWarning, scamWarnings } from './scam-rules'

const before = (text: string) => scamWarning({ text, testDriveAgreed: false })
const after = (text: string) => scamWarning({ text, testDriveAgreed: true })

describe('scamWarning', () => {
  it('warns of money asked off the site, whether or not a method is named', () => {
    expect(before('Send the $500 deposit by Zelle to hold it')).toBe(scamWarnings.money)
    expect(before('Can you pay in g i f t cards?')).toBe(scamWarnings.money)
    expect(before('We use an escrow service, I will send the link')).toBe(scamWarnings.money)
    expect(before('Just pay me directly, the site takes too long')).toBe(scamWarnings.money)
    expect(before("I'll send a cashier's check, refund me the difference")).toBe(scamWarnings.money)
    expect(before('Pay the shipping company first and they deliver')).toBe(scamWarnings.money)
    expect(before('I need a refundable deposit before the test drive')).toBe(scamWarnings.money)
  })

  it('still warns of money off the site once a test drive is agreed', () => {
    expect(after('See you Saturday. Bring the deposit as a Zelle transfer')).toBe(
      scamWarnings.money,
    )
    expect(after("I'd rather be paid by Western Union than through the site")).toBe(
      scamWarnings.money,
    )
  })

  it('warns of a phone number or e-mail address only before a test drive is agreed', () => {
    expect(before('Text me at 312-555-0147')).toBe(scamWarnings.contact)
    expect(before('my number is five five five, one two three, four five six seven')).toBe(
      scamWarnings.contact,
    )
    expect(before('email me: jo at gmail dot com')).toBe(scamWarnings.contact)
    expect(after('See you at 10, my cell is 312-555-0147')).toBeNull()
    expect(after('Reach me at jo@example.com if you are late')).toBeNull()
  })

  it('leaves honest talk alone: figures, refusals, paying on the site', () => {
    for (const text of [
      'It is a 2019 model with 45,000 miles, asking $12,500, I am in 60601',
      'The VIN ends in 004352',
      'Text me when you get there',
      "I'll wire... no wait, I'll just pay through the site like it says.",
      "I don't do Zelle or gift cards, only payment through the site, sorry.",
      'I will never pay with gift cards or Western Union, I have read about those scams.',
      'The new wiring harness came with the tow package',
      'Offer sent through the site, $11,000',
    ]) {
      expect(before(text), text).toBeNull()
    }
  })
})
