import type { Booking } from '#shared/bookings'

/**
 * A valid wire booking for component tests, as its buyer sees it just after booking: a request
 * with one proposed time, waiting for the seller, payable. Override what the test is about
 * (`buildSellerBooking` for the seller's view of the same request).
 */
export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b0c1d2e3-0000-4000-8000-000000000001',
    car_id: '7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60',
    car: 'Toyota RAV4 XLE',
    image: '/media/rav4-front/800.webp',
    vin: '2T3P1RFV8KW012345',
    sellerName: 'Northside Motors',
    name: 'Ana Buyer',
    email: 'ana@example.com',
    phone: '+1 555 010 2030',
    price: 12500,
    offer_id: null,
    meeting_location: 'Main St car park',
    payment: 'pending',
    createdAt: '2024-05-01T10:00:00.000Z',
    paidAt: null,
    heldUntil: null,
    handover: null,
    refundedAmount: 0,
    status: 'requested',
    awaiting: 'seller',
    slots: ['2024-05-03T14:00:00.000Z'],
    appointmentAt: null,
    answerBy: '2024-05-03T10:00:00.000Z',
    timeZone: 'America/New_York',
    history: [{ status: 'requested', at: '2024-05-01T10:00:00.000Z', by: 'buyer' }],
    you: 'buyer',
    actions: ['propose', 'cancel', 'pay'],
    conversationId: null,
    ...overrides,
  }
}

/** The same request as the car's seller sees it: their turn to answer. */
export const buildSellerBooking = (overrides: Partial<Booking> = {}) =>
  buildBooking({ you: 'seller', actions: ['accept', 'propose', 'decline', 'cancel'], ...overrides })

/**
 * A sale whose money is held, as its buyer sees it: the test drive agreed, the car reserved
 * until `heldUntil`, the seller yet to hand it over (`buildHeldBooking({ you: 'seller', ... })`
 * for the seller's view).
 */
export const buildHeldBooking = (overrides: Partial<Booking> = {}) =>
  buildBooking({
    status: 'accepted',
    awaiting: null,
    slots: [],
    answerBy: null,
    appointmentAt: '2024-05-03T14:00:00.000Z',
    payment: 'held',
    heldUntil: '2024-05-09T12:00:00.000Z',
    actions: ['cancel'],
    ...overrides,
  })
