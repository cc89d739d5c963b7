import { and, desc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../db/schema'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { makeFixtures, type Fixtures } from '../../../../tests/support/server/security/fixtures'
import type { Session } from '../../../../tests/support/server/security/fixtures'
import { brokenInvariants } from '../../../../tests/support/server/invariants'

/**
 * Generated mixes of bookings, cancellations, payments, deletions and wish-list saves, all sent
 * at once: whatever interleaving the server sees, no request fails with a 5xx and the database
 * invariants (one open booking per car, paid means a succeeded payment, car status matches its
 * bookings, no orphaned photos) hold afterwards.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30) / 2

let t: TestApp
let f: Fixtures
let buyers: Session[]
let admin: Session
let current: { seller: Session; photo: string; deleted: boolean } | undefined

beforeAll(async () => {
  t = await testApp()
  f = await makeFixtures(t.app, t.db)
  buyers = await Promise.all([f.person('buyer'), f.person('buyer'), f.person('buyer')])
  admin = await f.person('admin')
}, 60_000)
afterAll(() => t?.close())

const action = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), buyer: fc.nat(2), car: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancel' as const), buyer: fc.nat(2), car: fc.nat(1) }),
  fc.record({ kind: fc.constant('pay' as const), buyer: fc.nat(2), car: fc.nat(1) }),
  fc.record({ kind: fc.constant('wish' as const), buyer: fc.nat(2), car: fc.nat(1) }),
  fc.record({ kind: fc.constant('deleteCar' as const), byAdmin: fc.boolean(), car: fc.nat(1) }),
  fc.record({ kind: fc.constant('deleteSeller' as const) }),
)

describe('concurrent bookings, payments and deletions', () => {
  it('never fail with a 5xx and leave the data consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 2, maxLength: 10 }), async (actions) => {
        // A new seller only when the last one was deleted: signing up and uploading are slow.
        if (!current || current.deleted) {
          const person = await f.person('seller')
          current = { seller: person, photo: await f.upload(person), deleted: false }
        }
        const { seller, photo } = current
        const cars = [await f.car(seller, photo), await f.car(seller, photo)]
        const failures: string[] = []
        const send = async (
          who: Session,
          method: 'POST' | 'PUT' | 'DELETE',
          url: string,
          payload?: object,
        ) => {
          const res = await t.app.inject({
            method,
            url,
            payload,
            headers: { authorization: `Bearer ${who.token}` },
          })
          if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.body}`)
          return res
        }
        const latestBooking = async (buyer: Session, carId: string) => {
          const [row] = await t.db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.buyerId, buyer.id), eq(bookings.carId, carId)))
            .orderBy(desc(bookings.createdAt))
          return row?.id
        }
        await Promise.all(
          actions.map(async (a) => {
            if (a.kind === 'deleteSeller') {
              current!.deleted = true
              return send(admin, 'DELETE', `/api/users/${seller.id}`)
            }
            const carId = cars[a.car]!
            if (a.kind === 'deleteCar') {
              return send(a.byAdmin ? admin : seller, 'DELETE', `/api/allcars/${carId}`)
            }
            const buyer = buyers[a.buyer]!
            if (a.kind === 'wish') return send(buyer, 'PUT', `/api/wishlist/${carId}`)
            if (a.kind === 'book') {
              const body = { car_id: carId, phone: '555 010 9999', meeting_location: 'Depot' }
              return send(buyer, 'POST', '/api/bookings', body)
            }
            const id = await latestBooking(buyer, carId)
            if (!id) return
            if (a.kind === 'cancel') return send(buyer, 'POST', `/api/bookings/${id}/cancel`)
            const started = await send(buyer, 'POST', `/api/bookings/${id}/payment`)
            if (started.statusCode !== 200) return
            const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }
            return send(buyer, 'POST', '/api/payments/sandbox/confirm', {
              clientSecret: started.json().clientSecret,
              card,
            })
          }),
        )
        expect(failures).toEqual([])
        expect(await brokenInvariants(t.db, t.mediaDir)).toEqual({})
      }),
      { numRuns: RUNS },
    )
  }, 120_000)
})
