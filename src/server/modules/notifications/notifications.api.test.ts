import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '#shared/notifications'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { signedInPeople } from '../../../../tests/support/server/people'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { holdPayment } from '../../../../tests/support/server/money'
import { logIn } from '../../../../tests/support/server/sessions'

let t: TestApp
type Who = Awaited<ReturnType<typeof logIn>>
let buyer: Who, rival: Who, seller: Who
let category: string

beforeAll(async () => {
  t = await testApp({ env: { CATALOGUE_CACHE_TTL: '0s' } })
  category = (await buildCategory(t.db)).categoryId
  // Confirmed addresses: a second request for one car is refused as such, not by the limit.
  ;[buyer, rival, seller] = await signedInPeople(
    t,
    [
      ['nt-buyer@example.com', 'buyer', 'Nora'],
      ['nt-rival@example.com', 'buyer', 'Rick'],
      ['nt-seller@example.com', 'seller', 'Sam'],
    ],
    { confirmed: true, lastName: 'Test' },
  )
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const inbox = async (who: Who, query = '') => {
  const res = await send('GET', `/api/notifications${query}`, who)
  expect(res.statusCode).toBe(200)
  return res.json() as { items: Notification[]; unread: number }
}
const car = (name: string) =>
  buildCar(t.db, { sellerId: seller.user._id, categoryId: category, name })
const book = (carId: string, who: Who) =>
  send('POST', '/api/bookings', who, {
    car_id: carId,
    phone: '+1 555 010 9999',
    meeting_location: 'Main St garage',
  })

describe('notifications', () => {
  it('welcomes a new person', async () => {
    const { items, unread } = await inbox(buyer)
    expect(items.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['account.welcome', 'Welcome to Wheelanes', '/car-categories'],
    ])
    expect(unread).toBe(1)
    expect((await inbox(seller)).items[0]?.link).toBe('/dashboard/addproduct')
  })

  it('tell the seller of a booking and its cancellation, and both sides of a payment', async () => {
    const first = await car('2018 Mazda 3 Touring')
    const booked = await book(first.id, buyer)
    expect(booked.statusCode).toBe(201)
    // Asking again for the same car fails, and tells nobody anything.
    const twice = await book(first.id, buyer)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('You have already asked for a test drive of this car')
    expect(
      (await send('POST', `/api/bookings/${booked.json().insertedId}/cancel`, buyer)).statusCode,
    ).toBe(200)

    const second = await car('2020 Kia Niro EX')
    const id = (await book(second.id, buyer)).json().insertedId as string
    const held = await holdPayment(t.app, id, buyer.token)
    expect(held.statusCode).toBe(200)
    // The rival's booking of the car the buyer's payment reserves fails, and tells nobody anything.
    expect((await book(second.id, rival)).statusCode).toBe(409)
    const handedOver = await send('POST', `/api/bookings/${id}/handover`, seller)
    expect(handedOver.statusCode).toBe(200)
    const taken = await send('POST', `/api/bookings/${id}/confirm-handover`, buyer)
    expect(taken.statusCode).toBe(200)
    // The seller's payout is sent by a background job: wait for it, so the list is complete.
    await expect.poll(async () => (await inbox(seller)).items[0]?.kind).toBe('payout.sent')

    const sellers = await inbox(seller)
    expect(sellers.items.map((n) => [n.kind, n.title])).toEqual([
      ['payout.sent', 'Payout sent: 2020 Kia Niro EX'],
      ['payment.captured', 'Sold: 2020 Kia Niro EX'],
      ['payment.held', 'Reserved: 2020 Kia Niro EX'],
      ['booking.requested', 'Test drive request: 2020 Kia Niro EX'],
      ['booking.cancelled', 'Test drive cancelled: 2018 Mazda 3 Touring'],
      ['booking.requested', 'Test drive request: 2018 Mazda 3 Touring'],
      ['account.welcome', 'Welcome to Wheelanes'],
    ])
    expect(sellers.items[3]?.body).toMatch(
      /^Nora Test would like to test-drive your 2020 Kia Niro EX at Main St garage\. They asked you to propose times\. Please answer by .+\.$/,
    )
    expect(sellers.items[2]?.link).toBe('/dashboard/bookings')
    expect(sellers.items[1]?.link).toBe('/dashboard/money')
    const buyers = await inbox(buyer)
    expect(buyers.items.map((n) => n.kind)).toEqual([
      'payment.captured',
      'handover.requested',
      'payment.held',
      'account.welcome',
    ])
    expect(buyers.items[0]?.link).toBe('/dashboard/myorders')
    expect((await inbox(rival)).items.map((n) => n.kind)).toEqual(['account.welcome'])
  })

  it("marks some or all read, only one's own, and pages by the last one seen", async () => {
    const { items, unread } = await inbox(seller)
    expect(unread).toBe(items.length)
    const read = await send('POST', '/api/notifications/read', seller, { ids: [items[0]!._id] })
    expect(read.json()).toEqual({ unread: unread - 1 })
    // Another person's ids change nothing of theirs.
    await send('POST', '/api/notifications/read', buyer, { ids: [items[1]!._id] })
    const after = await inbox(seller)
    expect(after.unread).toBe(unread - 1)
    expect(after.items[0]?.readAt).toEqual(expect.any(String))
    expect(after.items[1]?.readAt).toBeNull()

    const older = await inbox(seller, `?before=${items[1]!._id}`)
    expect(older.items.map((n) => n._id)).toEqual(items.slice(2).map((n) => n._id))
    expect((await send('POST', '/api/notifications/read', seller, {})).json()).toEqual({
      unread: 0,
    })
  })
})
