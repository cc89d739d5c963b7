import { randomBytes } from 'node:crypto'
import type { PaymentProvider } from './provider'

/**
 * The built-in provider: the same steps and states as Stripe's manual capture, without a
 * network. Nothing leaves the machine, so capture, cancel and refund only have to succeed;
 * a seller's payout account is ready at once.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createIntent() {
    const intentId = `pi_sandbox_${randomBytes(12).toString('hex')}`
    return { intentId, clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}` }
  },
  async capture() {},
  async cancel() {},
  async refund() {},
  async transfer(_input, key) {
    return { transferId: `tr_sandbox_${key}` }
  },
  async createPayoutAccount({ sellerId }) {
    return { accountId: `acct_sandbox_${sellerId}`, ready: true }
  },
  async onboardingLink(_accountId, returnUrl) {
    return returnUrl
  },
}

function luhn(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Stripe's well-known test cards, answered with Stripe's own words. */
const outcomes: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
}

export interface SandboxCard {
  number: string
  expMonth: number
  expYear: number
  cvc: string
}

/** The sandbox's verdict on a card: null when it pays, otherwise the message to show in red. */
export function sandboxCardError(card: SandboxCard, now = new Date()): string | null {
  if (!luhn(card.number)) return 'Your card number is invalid.'
  const expired =
    card.expYear < now.getFullYear() ||
    (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1)
  if (expired) return 'Your card’s expiration date is in the past.'
  const amex = card.number.startsWith('34') || card.number.startsWith('37')
  if (card.cvc.length !== (amex ? 4 : 3)) return 'Your card’s security code is incomplete.'
  return outcomes[card.number] ?? null
}
