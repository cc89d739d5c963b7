import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { bookings } from '../../db/schema'
import { MONEY_TIMERS } from './service'
import { testApp } from '../../../../tests/support/server/app'
import { jobSender } from '../../../../tests/support/server/jobs'
import { buildCar, buildCategory, carStatus } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { holdPayment } from '../../../../tests/support/server/money'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'

/**
 * The money's timers with their durations shortened by their settings, as an operator could:
 * a hold with no handover is released after 3 s, a handover nobody answers is taken 2 s later,
 * and an objected hold is released before the card authorisation would lapse. The job that
 * each hold and handover wakes runs the sweep; nothing here calls it by hand.
 */
let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who
let category: string

beforeAll(async () => {
  t = await testApp({
    env: { HOLD_FOR: '3s', HANDOVER_CONFIRM_WITHIN: '2s', JOB_POLL_INTERVAL: '500ms' },
  })
  category = (await buildCategory(t.db)).categoryId
  buyer = await signedInConfirmed(t, 'mt-buyer@example.com', 'buyer')
  seller = await signedInConfirmed(t, 'mt-seller@example.com', 'seller')
})
afterAll(() => t.close())
afterEach(async () => {
  expect(await brokenBesidesBuilderPhotos(t.db)).toEqual({})
})

const send = (who: Who, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const get = async (id: string) =>
  (await send(buyer, `/api/bookings/${id}`, undefined, 'GET')).json()
const heldSale = async () => {
  const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category })
  const res = await send(buyer, '/api/bookings', {
    car_id: car.id,
    phone: '+1 555 010 4321',
    meeting_location: 'Depot',
  })
  const id = res.json().insertedId as string
  expect((await holdPayment(t.app, id, buyer.token)).statusCode).toBe(200)
  return { id, carId: car.id }
}

it('releases a hold when the car is not handed over in time, and the car is for sale again', async () => {
  const { id, carId } = await heldSale()
  expect(await carStatus(t.db, carId)).toBe('Booked')
  await expect.poll(async () => (await get(id)).payment).toBe('released')
  expect(await carStatus(t.db, carId)).toBe('Active')
  expect((await get(id)).history.at(-1)).toMatchObject({
    status: 'released',
    by: 'system',
    note: 'The car was not handed over in time.',
  })
})

it('takes the money when the buyer says nothing after the handover', async () => {
  const { id, carId } = await heldSale()
  await send(seller, `/api/bookings/${id}/handover`)
  await expect.poll(async () => (await get(id)).payment).toBe('paid')
  expect(await carStatus(t.db, carId)).toBe('Sold')
})

it('keeps an objected hold for the admin, and releases it before the card authorisation lapses', async () => {
  const { id, carId } = await heldSale()
  await send(seller, `/api/bookings/${id}/handover`)
  await send(buyer, `/api/bookings/${id}/object`, { reason: 'Wrong car' })
  await new Promise((r) => setTimeout(r, 4_000))
  expect((await get(id)).payment).toBe('held')
  // Nearly seven days later (the authorisation's life, less the margin), nobody decided.
  await t.db
    .update(bookings)
    .set({ heldAt: sql`now() - interval '6 days 23 hours'` })
    .where(eq(bookings.id, id))
  // Its wake-up is days away: the sweep the app runs every minute, asked for now.
  const jobs = await jobSender(t.database, MONEY_TIMERS)
  await jobs.send()
  await expect.poll(async () => (await get(id)).payment).toBe('released')
  expect(await carStatus(t.db, carId)).toBe('Active')
  await jobs.stop()
})
