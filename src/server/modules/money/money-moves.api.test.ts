import { beforeAll, describe, expect, it } from 'vitest'
import { buildCar } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { goodCard } from '../../../../tests/support/server/money'
import { bookingSides } from '../../../../tests/support/server/people'
import { signedInAdmin, signedInConfirmed } from '../../../../tests/support/server/sessions'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'

/**
 * Every money move from every state of the payment, by each actor (docs/api.md "Money held until
 * the car changes hands"): the allowed ones succeed, the rest are refused with 403 (the wrong
 * side, or an admin where a side must act), 404 (someone with no tie to the booking) or 409
 * (the state does not allow it). A refusal changes nothing, so one booking in each state takes
 * every refused call; each allowed call gets a booking of its own.
 */
const t = appForFile({ env: { OPEN_BOOKINGS_PER_BUYER: '1000' } })
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who, stranger: Who, admin: Who
let category: string

beforeAll(async () => {
  ;({ category, buyer, seller } = await bookingSides(t, 'mm'))
  stranger = await signedInConfirmed(t, 'mm-other@example.com', 'buyer')
  admin = await signedInAdmin(t, 'mm-admin@example.com')
}, 60_000)
invariantsHoldAfterEach(t, brokenBesidesBuilderPhotos)

let calls = 0
// Each call from an address of its own: the table pays more often than a person may.
const send = (who: Who, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
    remoteAddress: `10.5.${(++calls >> 8) & 255}.${calls & 255}`,
  })
const ok = async (who: Who, url: string, payload?: object) => {
  const res = await send(who, url, payload)
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300)
  return res
}

/** A booking in each state of its payment, made through the API. */
const states = {
  async pending() {
    const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category })
    const res = await ok(buyer, '/api/bookings', {
      car_id: car.id,
      phone: '+1 555 010 4321',
      meeting_location: 'Depot',
    })
    return res.json().insertedId as string
  },
  async held() {
    const id = await states.pending()
    const { clientSecret } = (await ok(buyer, `/api/bookings/${id}/payment`)).json()
    await ok(buyer, '/api/payments/sandbox/confirm', { clientSecret, card: goodCard })
    return id
  },
  async 'handed over'() {
    const id = await states.held()
    await ok(seller, `/api/bookings/${id}/handover`)
    return id
  },
  async objected() {
    const id = await states['handed over']()
    await ok(buyer, `/api/bookings/${id}/object`, { reason: 'Not the car in the photos' })
    return id
  },
  async paid() {
    const id = await states['handed over']()
    await ok(buyer, `/api/bookings/${id}/confirm-handover`)
    return id
  },
  async released() {
    const id = await states.held()
    await ok(buyer, `/api/bookings/${id}/cancel`)
    return id
  },
  async refunded() {
    const id = await states.paid()
    await ok(admin, `/api/admin/bookings/${id}/refund`, { note: 'Returned' })
    return id
  },
}
type State = keyof typeof states
type Actor = 'buyer' | 'seller' | 'stranger' | 'admin'

/**
 * Each move: its path and body, who may make it, in which states (anyone else: `refused`),
 * and what it is for a person with no tie to the booking.
 */
const moves: {
  name: string
  path: (id: string) => string
  body?: object
  by: Partial<Record<Actor, State[]>>
  refused: Record<Actor, number>
}[] = [
  {
    name: 'pay',
    path: (id) => `/api/bookings/${id}/payment`,
    by: { buyer: ['pending'] },
    refused: { buyer: 409, seller: 404, stranger: 404, admin: 404 },
  },
  {
    name: 'handover',
    path: (id) => `/api/bookings/${id}/handover`,
    by: { seller: ['held'] },
    refused: { buyer: 403, seller: 409, stranger: 404, admin: 403 },
  },
  {
    name: 'confirm-handover',
    // Confirming a taken payment again is its answer again.
    path: (id) => `/api/bookings/${id}/confirm-handover`,
    by: { buyer: ['handed over', 'objected', 'paid'] },
    refused: { buyer: 409, seller: 403, stranger: 404, admin: 403 },
  },
  {
    name: 'object',
    path: (id) => `/api/bookings/${id}/object`,
    body: { reason: 'The spare key is missing' },
    by: { buyer: ['handed over'] },
    refused: { buyer: 409, seller: 403, stranger: 404, admin: 403 },
  },
  {
    name: 'cancel',
    path: (id) => `/api/bookings/${id}/cancel`,
    body: { reason: 'The car is no longer available' },
    by: {
      buyer: ['pending', 'held'],
      seller: ['pending', 'held', 'handed over', 'objected'],
    },
    refused: { buyer: 409, seller: 409, stranger: 404, admin: 403 },
  },
  ...(['release', 'capture'] as const).map((move) => ({
    name: `admin ${move}`,
    path: (id: string) => `/api/admin/bookings/${id}/${move}`,
    body: { note: 'Checked with both sides' },
    by: { admin: ['held', 'handed over', 'objected'] as State[] },
    refused: { buyer: 403, seller: 403, stranger: 403, admin: 409 },
  })),
  {
    name: 'admin refund',
    path: (id) => `/api/admin/bookings/${id}/refund`,
    body: { amount: 100, note: 'A scratch nobody mentioned' },
    by: { admin: ['paid'] },
    refused: { buyer: 403, seller: 403, stranger: 403, admin: 409 },
  },
]

const who = (actor: Actor) => ({ buyer, seller, stranger, admin })[actor]
const actors: Actor[] = ['stranger', 'admin', 'seller', 'buyer']

describe('every money move from every payment state, by each actor', () => {
  for (const state of Object.keys(states) as State[]) {
    it(`from ${state}`, async () => {
      for (const move of moves) {
        const call = async (actor: Actor, id: string, expected: number) => {
          const res = await send(who(actor), move.path(id), move.body)
          expect(res.statusCode, `${move.name} by ${actor} from ${state}: ${res.body}`).toBe(
            expected,
          )
        }
        const allowed = actors.filter((a) => move.by[a]?.includes(state))
        // The refused on one booking (a refusal changes nothing), each allowed on its own.
        const id = await states[state]()
        for (const actor of actors.filter((a) => !allowed.includes(a))) {
          await call(actor, id, move.refused[actor])
        }
        for (const actor of allowed) await call(actor, await states[state](), 200)
      }
    }, 90_000)
  }
})
