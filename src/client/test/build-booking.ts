import type { Booking } from '#shared/bookings'

/** A valid wire booking for component tests; override what the test is about. */
export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b0c1d2e3-0000-4000-8000-000000000001',
    car_id: '7f3c2a1e-5b6d-4c8e-9a0f-1b2c3d4e5f60',
    car: 'Toyota RAV4 XLE',
    image: '/media/rav4-front/800.webp',
    name: 'Ana Buyer',
    email: 'ana@example.com',
    phone: '+1 555 010 2030',
    price: 12500,
    meeting_location: 'Main St car park',
    payment: 'pending',
    createdAt: '2024-05-01T10:00:00.000Z',
    paidAt: null,
    ...overrides,
  }
}
