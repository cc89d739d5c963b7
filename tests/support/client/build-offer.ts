import type { Offer } from '#shared/offers'

/**
 * A valid wire offer for component tests, as its buyer sees it just after offering: $9,000 for a
 * car asking $12,500, the seller's turn, withdrawable. Override what the test is about
 * (`buildSellerOffer` for the seller's view of the same offer).
 */
export function buildOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'o0c1d2e3-0000-4000-8000-000000000001',
    car_id: '7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60',
    car: 'Toyota RAV4 XLE',
    image: '/media/rav4-front/800.webp',
    askingPrice: 12500,
    buyerName: 'Ana Buyer',
    sellerName: 'Alex Seller',
    status: 'pending',
    awaiting: 'seller',
    amount: 9000,
    round: 1,
    expiresAt: '2024-05-03T10:00:00.000Z',
    reason: null,
    history: [{ amount: 9000, by: 'buyer', at: '2024-05-01T10:00:00.000Z' }],
    createdAt: '2024-05-01T10:00:00.000Z',
    you: 'buyer',
    actions: ['withdraw'],
    bookingId: null,
    ...overrides,
  }
}

/** The same offer as the car's seller sees it: their turn to answer. */
export const buildSellerOffer = (overrides: Partial<Offer> = {}) =>
  buildOffer({ you: 'seller', actions: ['counter', 'accept', 'decline'], ...overrides })

/** The seller answered $9,000 with $11,000: the buyer's turn, in round 2. */
export const buildCounteredOffer = (overrides: Partial<Offer> = {}) =>
  buildOffer({
    awaiting: 'buyer',
    amount: 11000,
    round: 2,
    history: [
      { amount: 9000, by: 'buyer', at: '2024-05-01T10:00:00.000Z' },
      { amount: 11000, by: 'seller', at: '2024-05-02T09:00:00.000Z' },
    ],
    actions: ['counter', 'accept', 'decline', 'withdraw'],
    ...overrides,
  })
