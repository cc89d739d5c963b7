import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory, carStatus } from '../../../../tests/support/server/builders'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'

/**
 * The test drives' timers with the durations shortened by their settings, as an operator could:
 * a request unanswered for 2 s expires, an appointment closes 2 s after its time. A request
 * leaves the car for sale throughout ("Money held until the car changes hands").
 */
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who, stranger: Who
let category: string

beforeAll(async () => {
  t = await testApp({
    env: {
      BOOKING_ANSWER_WITHIN: '2s',
      BOOKING_CLOSE_AFTER: '2s',
      REVIEW_WITHIN: '4s',
      JOB_POLL_INTERVAL: '500ms',
      // Each search answers from the cars as they are now, not a cached page.
      CATALOGUE_CACHE_TTL: '0s',
    },
  })
  category = (await buildCategory(t.db)).categoryId
  // Confirmed addresses: each test's request counts on its own, whatever the other's became.
  buyer = await signedInConfirmed(t, 'tt-buyer@example.com', 'buyer')
  seller = await signedInConfirmed(t, 'tt-seller@example.com', 'seller')
  stranger = await signedInConfirmed(t, 'tt-other@example.com', 'buyer')
})
afterAll(() => t.close())

const send = (who: Who, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const get = async (id: string) =>
  (await send(buyer, `/api/bookings/${id}`, undefined, 'GET')).json()
const told = async (kind: string, carName: string) =>
  (
    await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(sql`${notifications.kind} = ${kind} and ${notifications.body} like ${`%${carName}%`}`)
  ).map((n) => n.userId)
const book = async (carId: string, slots?: string[]) => {
  const res = await send(buyer, '/api/bookings', {
    car_id: carId,
    phone: '+1 555 010 4321',
    meeting_location: 'Depot',
    slots,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}
const inSearch = async (carId: string) =>
  JSON.stringify((await send(stranger, '/api/cars?q=Expiring', undefined, 'GET')).json()).includes(
    carId,
  )

it('expires a request nobody answered, the car in search all along', async () => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: 'Expiring Civic',
  })
  const id = await book(car.id)
  expect(await carStatus(t.db, car.id)).toBe('Active')
  expect(await inSearch(car.id)).toBe(true)
  await expect.poll(async () => (await get(id)).status).toBe('expired')
  expect((await get(id)).history.at(-1)).toMatchObject({ status: 'expired', by: 'system' })
  expect(await carStatus(t.db, car.id)).toBe('Active')
  expect(await inSearch(car.id)).toBe(true)
  expect((await told('booking.expired', 'Expiring Civic')).sort()).toEqual(
    [buyer.user._id, seller.user._id].sort(),
  )
})

it('reminds both sides once before the appointment and closes it after', async () => {
  const car = await buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name: 'Reminded Golf',
  })
  const soon = new Date(Date.now() + 3000).toISOString()
  const id = await book(car.id, [soon])
  await send(seller, `/api/bookings/${id}/accept`, { at: soon })
  // Both reminders are due at once (the appointment is within two hours): one each, not two.
  await expect.poll(() => told('booking.reminder', 'Reminded Golf')).toHaveLength(2)
  expect((await told('booking.reminder', 'Reminded Golf')).sort()).toEqual(
    [buyer.user._id, seller.user._id].sort(),
  )
  await expect.poll(async () => (await get(id)).status).toBe('completed')
  expect((await get(id)).history.at(-1)).toMatchObject({ status: 'completed', by: 'system' })
  expect(await carStatus(t.db, car.id)).toBe('Active')
  expect(await told('booking.reminder', 'Reminded Golf')).toHaveLength(2)
  expect(await told('booking.completed', 'Reminded Golf')).toHaveLength(2)
  // Without SMTP_URL the e-mails wait in the outbox: one reminder for each side.
  const mails = await t.db.select({ kind: outbox.kind, subject: outbox.subject }).from(outbox)
  expect(mails.filter((m) => m.kind === 'booking.reminder')).toHaveLength(2)

  // A review the other side never answers is shown when the review window (4 s here) is over.
  const review = await send(buyer, `/api/bookings/${id}/review`, { rating: 3, text: 'Fine.' })
  expect(review.json()).toMatchObject({ published: false })
  const page = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/sellers/${seller.user._id}` })).json()
  expect((await page()).reviews).toEqual([])
  await expect.poll(async () => (await page()).reviews.length).toBe(1)
  expect((await page()).rating).toEqual({ average: 3, count: 1 })
  const late = await send(seller, `/api/bookings/${id}/review`, { rating: 5, text: 'Late' })
  expect(late.json().message).toBe('The time to review this test drive is over')
})
