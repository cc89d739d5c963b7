export interface PaymentIntent {
  intentId: string
  clientSecret: string
}

/**
 * Where card payments happen. The sandbox (default, no network) and Stripe implement it; the
 * money module never sees a card number from a real provider.
 *
 * Paying is escrow: `createIntent` asks for an authorisation that is taken (`capture`) when the
 * buyer has the car, or voided (`cancel`). Every write carries an idempotency key, so a retried
 * job or request repeats the provider's first answer instead of moving money twice; `capture`
 * and `cancel` of an intent already in that state succeed.
 */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe'
  publishableKey?: string
  createIntent(input: {
    amountCents: number
    currency: string
    bookingId: string
  }): Promise<PaymentIntent>
  capture(intentId: string, key: string): Promise<void>
  cancel(intentId: string, key: string): Promise<void>
  refund(intentId: string, amountCents: number, key: string): Promise<void>
  /** The seller's share of a sale, to their payout account. */
  transfer(
    input: { amountCents: number; currency: string; accountId: string; bookingId: string },
    key: string,
  ): Promise<{ transferId: string }>
  /** A payout account for a seller (Stripe: a Connect Express account), and whether it is ready. */
  createPayoutAccount(input: {
    sellerId: string
    email: string
  }): Promise<{ accountId: string; ready: boolean }>
  /** Where the seller finishes setting the account up, coming back to `returnUrl`. */
  onboardingLink(accountId: string, returnUrl: string): Promise<string>
}
