import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cars,
  categories,
  dealerApiKeys,
  dealerFeeds,
  dealerMembers,
  uploads,
} from '../../db/schema'
import { buildCar, dealerCivic } from '../../../../tests/support/server/builders'
import { bearerCalls } from '../../../../tests/support/server/inject'
import { signedInAdmin, signedInConfirmed } from '../../../../tests/support/server/sessions'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'

/**
 * A deleted account leaves its dealer (leaving.ts): a member's deletion only takes them out,
 * an owner's closes the dealer (keys revoked, feeds and members gone, cars withdrawn, kept),
 * and a deleted seller's car kept on record never goes on sale again (inventory's `forSale`).
 */
const t = appForFile({ env: { CATALOGUE_CACHE_TTL: '0s', IMPORT_ALLOW_PRIVATE_URLS: 'true' } })
type Person = { token: string; user: { _id: string } }
let admin: Person
let n = 0

const send = bearerCalls(() => t.app, 42)

const seller = (email: string) => signedInConfirmed(t, email)

/** A car for sale of `sellerId` (its photo their upload), in the dealer's stock if given. */
async function activeCar(sellerId: string, stock?: { dealerId: string; stockNumber: string }) {
  const key = `closing-${++n}`
  await t.db.insert(uploads).values({ key, ownerId: sellerId })
  return buildCar(t.db, {
    sellerId,
    categoryId: 'sedan',
    images: [`/media/${key}/800.webp`],
    ...stock,
  })
}

/** A dealer with a manager, an API key, a feed, a car for sale and one waiting for photos. */
async function dealerAt(name: string) {
  const owner = await seller(`${name}-owner@example.com`)
  const manager = await seller(`${name}-manager@example.com`)
  const made = await send('POST', '/api/dealers', owner.token, {
    name: `${name} Motors`,
    postalCode: '78704',
    city: 'Austin',
  })
  expect(made.statusCode, made.body).toBe(201)
  const dealerId = made.json()._id as string
  await t.db.insert(dealerMembers).values({ dealerId, userId: manager.user._id, role: 'manager' })
  const key = await send('POST', `/api/dealers/${dealerId}/api-keys`, owner.token, { name: 'DMS' })
  expect(key.statusCode, key.body).toBe(201)
  const feed = await send('POST', `/api/dealers/${dealerId}/feeds`, owner.token, {
    url: 'http://127.0.0.1:9/stock.csv',
    format: 'csv',
  })
  expect(feed.statusCode, feed.body).toBe(201)
  const onSale = await activeCar(owner.user._id, { dealerId, stockNumber: 'A-1' })
  const waiting = await send(
    'PUT',
    `/api/dealers/${dealerId}/inventory/W-1`,
    key.json().key,
    dealerCivic,
  )
  expect(waiting.statusCode, waiting.body).toBe(201)
  return {
    owner,
    manager,
    dealerId,
    key: key.json().key as string,
    carIds: [onSale.id, waiting.json()._id as string],
  }
}

const listedIds = async () => {
  const res = await send('GET', '/api/cars?pageSize=60')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as { _id: string }[]).map((c) => c._id)
}

/** What a closed dealer looks like to a client, and what is kept of it. */
async function expectClosed(d: Awaited<ReturnType<typeof dealerAt>>) {
  const put = await send('PUT', `/api/dealers/${d.dealerId}/inventory/W-2`, d.key, dealerCivic)
  expect(put.statusCode).toBe(401)
  expect(await listedIds()).not.toContain(d.carIds[0])
  // The manager no longer works there, and the public page is gone.
  expect((await send('GET', '/api/dealers/mine', d.manager.token)).json()).toEqual({
    dealer: null,
    role: null,
  })
  const asManager = await send(
    'PUT',
    `/api/dealers/${d.dealerId}/inventory/W-3`,
    d.manager.token,
    dealerCivic,
  )
  expect(asManager.statusCode).toBe(404)
  expect((await send('GET', `/api/dealers/${d.dealerId}`)).statusCode).toBe(404)
  // Withdrawn, not deleted: their bookings, offers and price history stay on record.
  const kept = await t.db
    .select({ status: cars.status, withdrawn: cars.withdrawn })
    .from(cars)
    .where(eq(cars.dealerId, d.dealerId))
  expect(kept).toHaveLength(2)
  for (const car of kept) expect(car).toEqual({ status: 'Hidden', withdrawn: true })
  expect(await t.db.select().from(dealerFeeds).where(eq(dealerFeeds.dealerId, d.dealerId))).toEqual(
    [],
  )
}

beforeAll(async () => {
  await t.db
    .insert(categories)
    .values({ categoryId: 'sedan', bodyType: 'Sedan', image: '/media/c-sedan/800.webp' })
    .onConflictDoNothing()
  admin = await signedInAdmin(t, 'closing-admin@example.com')
})
invariantsHoldAfterEach(t)

describe('deleting a dealer’s owner closes the dealer', () => {
  it('by an admin: the key is refused, the cars leave the marketplace, the manager is out', async () => {
    const d = await dealerAt('admin-closed')
    expect(await listedIds()).toContain(d.carIds[0])
    const gone = await send('DELETE', `/api/users/${d.owner.user._id}`, admin.token)
    expect(gone.statusCode, gone.body).toBe(200)
    await expectClosed(d)
  })

  it('by the owner themself, from their account', async () => {
    const d = await dealerAt('self-closed')
    const gone = await send('DELETE', '/api/account', d.owner.token, { password: 'secret123' })
    expect(gone.statusCode, gone.body).toBe(200)
    await expectClosed(d)
  })

  it('a key that outlived its owner (a call racing the deletion) saves nothing: 409', async () => {
    const d = await dealerAt('raced')
    await send('DELETE', `/api/users/${d.owner.user._id}`, admin.token)
    await t.db
      .update(dealerApiKeys)
      .set({ revokedAt: null })
      .where(eq(dealerApiKeys.dealerId, d.dealerId))
    const put = await send('PUT', `/api/dealers/${d.dealerId}/inventory/R-1`, d.key, dealerCivic)
    expect(put.statusCode, put.body).toBe(409)
    expect(put.json().message).toMatch(/closed/)
    const [made] = await t.db.select().from(cars).where(eq(cars.stockNumber, 'R-1'))
    expect(made).toBeUndefined()
    // Leave no live key of a closed dealer behind.
    await t.db
      .update(dealerApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(dealerApiKeys.dealerId, d.dealerId))
  })
})

describe('deleting a member', () => {
  it('takes only them out: the dealer, its key and its cars go on', async () => {
    const d = await dealerAt('member-left')
    const gone = await send('DELETE', `/api/users/${d.manager.user._id}`, admin.token)
    expect(gone.statusCode, gone.body).toBe(200)
    const members = await send('GET', `/api/dealers/${d.dealerId}/members`, d.owner.token)
    expect(members.json().members.map((m: { _id: string }) => m._id)).toEqual([d.owner.user._id])
    const put = await send('PUT', `/api/dealers/${d.dealerId}/inventory/M-1`, d.key, dealerCivic)
    expect(put.statusCode, put.body).toBe(201)
    expect(await listedIds()).toContain(d.carIds[0])
  })
})

describe('a deleted seller’s car kept on record', () => {
  it('stays off sale when an admin shows it again', async () => {
    const person = await seller('hidden-seller@example.com')
    const car = await activeCar(person.user._id)
    const hide = (hidden: boolean) =>
      send('PATCH', `/api/admin/cars/${car.id}`, admin.token, { hidden, note: 'Stock photo' })
    expect((await hide(true)).statusCode).toBe(200)
    // A hidden car is not for sale, so the deletion keeps it (as a booked or sold one).
    expect((await send('DELETE', `/api/users/${person.user._id}`, admin.token)).statusCode).toBe(
      200,
    )
    expect((await hide(false)).statusCode).toBe(200)
    expect(await listedIds()).not.toContain(car.id)
  })
})
