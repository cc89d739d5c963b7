export interface PaymentIntent {
  intentId: string
  clientSecret: string
}

/**
 * Where card payments happen. The sandbox (default, no network) and Stripe implement it; the
 * booking module never sees a card number from a real provider.
 */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe'
  publishableKey?: string
  createIntent(input: {
    amountCents: number
    currency: string
    bookingId: string
  }): Promise<PaymentIntent>
}
