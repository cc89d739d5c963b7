import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blocks, bookings, cars, dealers, leads, ledgerEntries, uploads } from '../../db/schema'
import { buildUser } from '../../../../tests/support/server/builders'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'
import { brokenInvariants } from '../../../../tests/support/server/invariants'

/** The invariant checker used after fuzzing must see each kind of damage, or it proves nothing. */
let t: TestApp
let f: Fixtures
let seller: Session, buyer: Session
let photo: string

beforeAll(async () => {
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  ;[seller, buyer] = await Promise.all([f.person('seller'), f.person('buyer')])
  photo = await f.upload(seller)
})
afterAll(() => t?.close())

describe('the invariant checker', () => {
  it('finds nothing wrong after a normal booking and payment', async () => {
    const id = await f.booking(buyer, await f.car(seller, photo))
    const secret = await f.paymentSecret(buyer, id)
    await f.send(buyer, 'POST', '/api/payments/sandbox/confirm', {
      clientSecret: secret,
      card: { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
    })
    expect(await brokenInvariants(t.db, t.mediaDir)).toEqual({})
  })

  it('reports each kind of inconsistency', async () => {
    // A paid booking with no payment record, time of payment, ledger entries or payout, whose
    // car was left for sale; and half a movement of money in the ledger.
    const carId = await f.car(seller, photo)
    const bookingId = await f.booking(buyer, carId)
    await t.db.update(bookings).set({ payment: 'paid' }).where(eq(bookings.id, bookingId))
    await t.db.insert(ledgerEntries).values({
      bookingId,
      movement: 'hold',
      key: 'hold',
      account: 'buyer',
      amountCents: -500,
    })
    // An Active car nobody booked marked Sold; a listing photo that is nobody's upload.
    await f
      .car(seller, photo)
      .then((id) => t.db.update(cars).set({ status: 'Sold' }).where(eq(cars.id, id)))
    await f.car(seller, '/media/not-an-upload/800.webp')
    // A listing photo left unattached, which the sweep of unused photos would delete.
    const unattached = await f.upload(seller)
    await f.car(seller, unattached)
    await t.db
      .update(uploads)
      .set({ attachedAt: null })
      .where(eq(uploads.key, unattached.split('/')[2]!))
    // Photo bytes with no upload record, and an upload record with no bytes.
    await mkdir(path.join(t.mediaDir, 'stray'), { recursive: true })
    await writeFile(path.join(t.mediaDir, 'stray', '800.webp'), 'x')
    await t.db.insert(uploads).values({ key: 'missing', ownerId: seller.id })
    // A block still held against a person who closed their account.
    const gone = await buildUser(t.db, { deletedAt: new Date() })
    await t.db.insert(blocks).values({ blockerId: seller.id, blockedId: gone.id })
    // A dealer without its owner (modules/dealers).
    const [ownerless] = await t.db
      .insert(dealers)
      .values({ name: 'Ownerless', postalCode: '78704', city: 'Austin' })
      .returning({ id: dealers.id })
    // A lead filed under another dealer than its car's, still naming its deleted buyer, whose
    // first message carries a phone number (modules/leads).
    const [other] = await t.db
      .insert(dealers)
      .values({ name: 'Other Motors', postalCode: '78704', city: 'Austin' })
      .returning({ id: dealers.id })
    const leadCar = await f.car(seller, photo)
    await t.db.update(cars).set({ dealerId: ownerless!.id }).where(eq(cars.id, leadCar))
    await t.db.insert(leads).values({
      dealerId: other!.id,
      kind: 'message',
      carId: leadCar,
      carName: 'A car',
      buyerId: gone.id,
      buyerName: 'Gone Person',
      buyerPhone: '+1 555 010 4455',
      remindAt: new Date(),
    })
    // A kept count of Active cars off by one.
    await t.db.execute(sql`update active_car_counts set cars = cars + 1`)

    expect(Object.keys(await brokenInvariants(t.db, t.mediaDir)).sort()).toEqual([
      'a deleted person still blocking or blocked, with a saved search, or an e-mail about messages due to them',
      'booking whose fields disagree with its status',
      'booking whose ledger entries do not sum to zero',
      'car status disagrees with its payments',
      "dealer car whose seller is not its dealer's owner, or a dealer without exactly one owner",
      'held or taken payment without its payment record',
      'kept count of Active cars differs from the cars',
      "lead filed under another dealer than its car's",
      'lead still naming a deleted buyer, or a forgotten buyer’s contact details',
      'lead whose fields disagree: kind, status, buyer, times, or contact details of a message',
      'ledger disagrees with where the booking says the money is',
      "listing photo that is not its seller's upload",
      'listing photo whose upload is not marked attached',
      'stored photo without an upload record',
      'taken payment whose payout is missing, or a payout the ledger disagrees with',
      'upload record with missing or partial files',
    ])
  })
})
