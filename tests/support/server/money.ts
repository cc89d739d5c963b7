import type { App } from './app'

/** A card the sandbox authorises, valid for two more years. */
export const goodCard = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
}

const post = (app: App, url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })

/** The buyer pays for their booking with the sandbox: the money is held. The confirm answer. */
export async function holdPayment(app: App, bookingId: string, buyerToken: string) {
  const start = await post(app, `/api/bookings/${bookingId}/payment`, buyerToken)
  if (start.statusCode !== 200) return start
  const { clientSecret } = start.json()
  return post(app, '/api/payments/sandbox/confirm', buyerToken, { clientSecret, card: goodCard })
}

/** Pay, hand over, confirm: the sale as the two sides make it, checked at each step. */
export async function completeSale(
  app: App,
  bookingId: string,
  { buyer, seller }: { buyer: string; seller: string },
) {
  const steps = [
    await holdPayment(app, bookingId, buyer),
    await post(app, `/api/bookings/${bookingId}/handover`, seller),
    await post(app, `/api/bookings/${bookingId}/confirm-handover`, buyer),
  ]
  const failed = steps.find((s) => s.statusCode !== 200)
  if (failed) throw new Error(`sale failed: ${failed.statusCode} ${failed.body}`)
  return steps[2]!.json()
}
