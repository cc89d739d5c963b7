/**
 * The sandbox card form's input helpers. Card fields are typed as people read them (groups of
 * four, MM / YY) and sent as plain digits. Messages are Stripe's, as the server's are.
 */
const digits = (value: string) => value.replace(/\D/g, '')

// American Express numbers are 15 digits in groups of 4, 6 and 5; the rest up to 19 in fours.
const isAmex = (number: string) => /^3[47]/.test(number)

export function formatCardNumber(value: string): string {
  const number = digits(value).slice(0, isAmex(digits(value)) ? 15 : 19)
  if (isAmex(number)) {
    return [number.slice(0, 4), number.slice(4, 10), number.slice(10)].filter(Boolean).join(' ')
  }
  return number.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** '1' stays '1', '4' becomes '04' (no month starts with 4), '1234' becomes '12 / 34'. */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4)
  if (/^[2-9]/.test(d)) d = `0${d}`.slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d
}

export const formatCvc = (value: string) => digits(value).slice(0, 4)

export type CardFields = { number: string; expiry: string; cvc: string }
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string }

/**
 * The card as the server takes it, or the first thing still missing. Whether the card is
 * valid, expired or declined is the provider's call: its message is shown as it comes.
 */
export function readCard(
  fields: CardFields,
): { card: CardDetails; error?: never } | { card?: never; error: string } {
  const number = digits(fields.number)
  const expiry = digits(fields.expiry)
  const cvc = digits(fields.cvc)
  if (number.length < 12) return { error: 'Your card number is incomplete.' }
  if (expiry.length !== 4) return { error: 'Your card’s expiration date is incomplete.' }
  const expMonth = Number(expiry.slice(0, 2))
  if (expMonth < 1 || expMonth > 12) return { error: 'Your card’s expiration date is invalid.' }
  if (cvc.length < 3) return { error: 'Your card’s security code is incomplete.' }
  return { card: { number, expMonth, expYear: 2000 + Number(expiry.slice(2)), cvc } }
}
