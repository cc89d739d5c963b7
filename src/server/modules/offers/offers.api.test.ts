import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookings, offers } from '../../db/schema'
import { runJobOnce } from '../../../../tests/support/server/jobs'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { buildCar } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { holdPayment } from '../../../../tests/support/server/money'
import { notifiedKinds } from '../../../../tests/support/server/notified'
import { bookingSides } from '../../../../tests/support/server/people'
import {
  logIn,
  signedInAdmin,
  signedInConfirmed,
  signUp,
} from '../../../../tests/support/server/sessions'
import { usedCar } from '../../../../tests/support/listing'
import { appForFile, invariantsHoldAfterEach } from '../../../../tests/support/server/file-app'
import { OFFER_TIMERS } from './service'

/**
 * Offers and counter-offers (docs/api.md "Offers"): the limits, every move from every state for
 * each actor, the race of two answers, the expiry, the accepted price reaching the payment,
 * and `closed` when another buyer's money is held. After every test the invariants hold.
 */
const t = appForFile({ env: { JOB_POLL_INTERVAL: '500ms' } })
type Who = { token: string; user: { _id: string } }
let buyer: Who, buyer2: Who, seller: Who, stranger: Who, admin: Who, unconfirmed: Who
let category: string

beforeAll(async () => {
  ;({ category, buyer, seller } = await bookingSides(t, 'of'))
  buyer2 = await signedInConfirmed(t, 'of-buyer2@example.com', 'buyer')
  stranger = await signedInConfirmed(t, 'of-stranger@example.com', 'buyer')
  await signUp(t.app, { email: 'of-new@example.com', role: 'buyer' })
  unconfirmed = await logIn(t.app, 'of-new@example.com', 'secret123')
  admin = await signedInAdmin(t, 'of-admin@example.com')
})
invariantsHoldAfterEach(t, brokenBesidesBuilderPhotos)

// From many addresses: the matrix makes more offers a minute than one person may.
const send = sessionCalls(() => t.app, 6)
/** A car asking $20,000. */
const newCar = (name = 'Offer Car') =>
  buildCar(t.db, {
    sellerId: seller.user._id,
    categoryId: category,
    name,
    resalePriceCents: 2_000_000,
  })
const offer = async (carId: string, amount: number, who: Who = buyer) => {
  const res = await send(who, 'POST', '/api/offers', { car_id: carId, amount })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { _id: string; round: number; awaiting: string; status: string }
}
const moveOk = async (who: Who, id: string, move: string, payload?: object) => {
  const res = await send(who, 'POST', `/api/offers/${id}/${move}`, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const statusOf = async (id: string) =>
  (await t.db.select({ s: offers.status }).from(offers).where(eq(offers.id, id)))[0]!.s
const kindsFor = (who: Who) => notifiedKinds(t.db, who.user._id)
/** Runs the offers' timers once through the app's job worker, and waits for `until`. */
const runTimers = (until: () => Promise<boolean>) => runJobOnce(t.database, OFFER_TIMERS, until)

describe('making an offer', () => {
  it('is refused below OFFER_MIN_PERCENT, at or above the asking price, twice, to sellers and before the address is confirmed', async () => {
    const car = await newCar('Limits Car')
    const tries: [Who, number, number, string][] = [
      [buyer, 9_999, 409, 'Offer at least $10,000 (50% of the asking price)'],
      [
        buyer,
        20_000,
        409,
        'Offer less than the asking price of $20,000, or book the car at that price',
      ],
      [seller, 15_000, 403, 'You are not allowed to do that'],
      [unconfirmed, 15_000, 403, 'Confirm your e-mail address before making offers'],
    ]
    for (const [who, amount, code, message] of tries) {
      const res = await send(who, 'POST', '/api/offers', { car_id: car.id, amount })
      expect([res.statusCode, res.json().message]).toEqual([code, message])
    }
    const bad = await send(buyer, 'POST', '/api/offers', { car_id: car.id, amount: 12.5 })
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Enter an amount in whole dollars'])

    const made = await offer(car.id, 10_000)
    expect(made).toMatchObject({ status: 'pending', awaiting: 'seller', round: 1, amount: 10_000 })
    const again = await send(buyer, 'POST', '/api/offers', { car_id: car.id, amount: 11_000 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already have an open offer/)
    expect(await kindsFor(seller)).toContain('offer.received')
    // The seller sees it with their moves; the buyer with theirs.
    const theirs = (await send(seller, 'GET', '/api/offers?as=seller')).json()
    expect(theirs.find((o: { _id: string }) => o._id === made._id).actions).toEqual([
      'counter',
      'accept',
      'decline',
    ])
    const mine = (await send(buyer, 'GET', `/api/offers?as=buyer&car_id=${car.id}`)).json()
    expect(mine.map((o: { _id: string; actions: string[] }) => [o._id, o.actions])).toEqual([
      [made._id, ['withdraw']],
    ])
  })

  it('counters move towards each other, for at most five amounts', async () => {
    const car = await newCar('Haggle Car')
    const o = await offer(car.id, 11_000)
    const tooLow = await send(seller, 'POST', `/api/offers/${o._id}/counter`, { amount: 11_000 })
    expect(tooLow.json().message).toBe('Ask more than the buyer’s $11,000, or accept it')
    const tooHigh = await send(seller, 'POST', `/api/offers/${o._id}/counter`, { amount: 21_000 })
    expect(tooHigh.json().message).toBe('Ask at most your asking price of $20,000')
    await moveOk(seller, o._id, 'counter', { amount: 19_000 })
    const up = await send(buyer, 'POST', `/api/offers/${o._id}/counter`, { amount: 19_500 })
    expect(up.json().message).toBe('Offer less than the seller’s $19,000, or accept it')
    await moveOk(buyer, o._id, 'counter', { amount: 12_000 })
    await moveOk(seller, o._id, 'counter', { amount: 18_000 })
    const last = await moveOk(buyer, o._id, 'counter', { amount: 13_000 })
    expect(last).toMatchObject({ round: 5, awaiting: 'seller', amount: 13_000 })
    expect(last.history.map((h: { amount: number; by: string }) => `${h.by} ${h.amount}`)).toEqual([
      'buyer 11000',
      'seller 19000',
      'buyer 12000',
      'seller 18000',
      'buyer 13000',
    ])
    const sixth = await send(seller, 'POST', `/api/offers/${o._id}/counter`, { amount: 17_000 })
    expect([sixth.statusCode, sixth.json().message]).toEqual([
      409,
      'That was the last round: accept or decline this amount',
    ])
    expect(await kindsFor(buyer)).toContain('offer.countered')
    await moveOk(seller, o._id, 'decline', { reason: 'Too low for me' })
    expect(await kindsFor(buyer)).toContain('offer.declined')
  })
})

describe('every move from every state, for each actor', () => {
  type State =
    | 'pending, seller’s turn'
    | 'pending, buyer’s turn'
    | 'pending, last round'
    | 'accepted'
    | 'declined'
    | 'withdrawn'
    | 'expired'
    | 'closed'
  const moves = ['counter', 'accept', 'decline', 'withdraw'] as const
  type Move = (typeof moves)[number]
  const actors = ['buyer', 'seller', 'stranger', 'admin'] as const
  const who = () => ({ buyer, seller, stranger, admin })

  /** An offer in `state`, on a car of its own; its id. */
  async function inState(state: State): Promise<string> {
    const car = await newCar(`Matrix ${state}`)
    const o = await offer(car.id, 11_000)
    if (state === 'pending, seller’s turn') return o._id
    if (state === 'pending, buyer’s turn') {
      await moveOk(seller, o._id, 'counter', { amount: 19_000 })
      return o._id
    }
    if (state === 'pending, last round') {
      for (const [side, amount] of [
        [seller, 19_000],
        [buyer, 12_000],
        [seller, 18_000],
        [buyer, 13_000],
      ] as const) {
        await moveOk(side, o._id, 'counter', { amount })
      }
      return o._id
    }
    if (state === 'accepted') await moveOk(seller, o._id, 'accept')
    if (state === 'declined') await moveOk(seller, o._id, 'decline')
    if (state === 'withdrawn') await moveOk(buyer, o._id, 'withdraw')
    if (state === 'expired') {
      await t.db.execute(
        sql`update offers set expires_at = now() - interval '1 second' where id = ${o._id}`,
      )
      await runTimers(async () => (await statusOf(o._id)) === 'expired')
    }
    if (state === 'closed') {
      const theirs = await send(buyer2, 'POST', '/api/bookings', {
        car_id: car.id,
        phone: '+1 555 010 2222',
        meeting_location: 'Depot',
      })
      expect((await holdPayment(t.app, theirs.json().insertedId, buyer2.token)).statusCode).toBe(
        200,
      )
    }
    expect(await statusOf(o._id)).toBe(state.startsWith('pending') ? 'pending' : state)
    return o._id
  }

  // What each actor gets; anyone else than the two sides is told the offer does not exist.
  const others = { stranger: 404, admin: 404 }
  const ended = { buyer: 409, seller: 409, ...others }
  // An offer that has ended answers every move alike: only the buyer may try to withdraw it.
  const endedOffer = {
    counter: ended,
    accept: ended,
    decline: ended,
    withdraw: { ...ended, seller: 403 },
  }
  const expected: Record<State, Record<Move, Record<(typeof actors)[number], number>>> = {
    'pending, seller’s turn': {
      counter: { buyer: 409, seller: 200, ...others },
      accept: { buyer: 409, seller: 200, ...others },
      decline: { buyer: 409, seller: 200, ...others },
      withdraw: { buyer: 200, seller: 403, ...others },
    },
    'pending, buyer’s turn': {
      counter: { buyer: 200, seller: 409, ...others },
      accept: { buyer: 200, seller: 409, ...others },
      decline: { buyer: 200, seller: 409, ...others },
      withdraw: { buyer: 200, seller: 403, ...others },
    },
    'pending, last round': {
      counter: { buyer: 409, seller: 409, ...others },
      accept: { buyer: 409, seller: 200, ...others },
      decline: { buyer: 409, seller: 200, ...others },
      withdraw: { buyer: 200, seller: 403, ...others },
    },
    accepted: endedOffer,
    declined: endedOffer,
    withdrawn: endedOffer,
    expired: endedOffer,
    closed: endedOffer,
  }
  // A counter that would be allowed by amount: towards the other side's.
  const counterBy = { buyer: 10_500, seller: 19_500 } as Record<string, number>

  for (const state of Object.keys(expected) as State[]) {
    it(`from ${state}`, async () => {
      const ended = !state.startsWith('pending')
      // An ended offer is the same for every try (nothing changes it): made once.
      const shared = ended ? await inState(state) : undefined
      const got: Record<string, Record<string, number>> = {}
      for (const move of moves) {
        got[move] = {}
        for (const actor of actors) {
          const id = shared ?? (await inState(state))
          const payload = move === 'counter' ? { amount: counterBy[actor] ?? 15_000 } : undefined
          const res = await send(who()[actor], 'POST', `/api/offers/${id}/${move}`, payload)
          got[move][actor] = res.statusCode
          if (res.statusCode === 200) {
            const after = {
              counter: 'pending',
              accept: 'accepted',
              decline: 'declined',
              withdraw: 'withdrawn',
            }
            expect(res.json().status).toBe(after[move])
          }
          if (res.statusCode >= 400) expect(res.json().message).toBeTruthy()
        }
      }
      expect(got).toEqual(expected[state])
    })
  }
})

describe('an accepted offer', () => {
  it('sets the price of the buyer’s booking, which Pay then charges', async () => {
    const car = await newCar('Agreed Car')
    // A buyer with no other requests open (the matrix above made many).
    const booked = await send(stranger, 'POST', '/api/bookings', {
      car_id: car.id,
      phone: '+1 555 010 2222',
      meeting_location: 'Depot',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const bookingId = booked.json().insertedId as string
    const o = await offer(car.id, 15_000, stranger)
    await moveOk(seller, o._id, 'counter', { amount: 17_000 })
    const accepted = await moveOk(stranger, o._id, 'accept')
    expect(accepted).toMatchObject({ status: 'accepted', bookingId, amount: 17_000 })
    const booking = (await send(stranger, 'GET', `/api/bookings/${bookingId}`)).json()
    expect(booking).toMatchObject({ price: 17_000, offer_id: o._id })
    const start = await send(stranger, 'POST', `/api/bookings/${bookingId}/payment`)
    expect(start.json().amount).toBe(17_000)
    expect(await kindsFor(seller)).toContain('offer.accepted')
    expect(await kindsFor(stranger)).toContain('offer.accepted')
  })

  it('makes a booking when the buyer has none, and the seller proposes times', async () => {
    const car = await newCar('Fresh Deal Car')
    const o = await offer(car.id, 16_000)
    const accepted = await moveOk(seller, o._id, 'accept')
    const booking = (await send(buyer, 'GET', `/api/bookings/${accepted.bookingId}`)).json()
    expect(booking).toMatchObject({
      price: 16_000,
      offer_id: o._id,
      status: 'requested',
      awaiting: 'seller',
      payment: 'pending',
    })
    const asSeller = (await send(seller, 'GET', `/api/bookings/${accepted.bookingId}`)).json()
    expect(asSeller.actions).toContain('propose')
  })

  it('keeps its price when the asking price rises, and yields to a lower one', async () => {
    const photo = await uploadedPhoto(t.app, seller.token)
    const listing = (resale: number) => ({
      ...usedCar,
      carCategory: category,
      carName: '2019 Honda Civic EX',
      resale_price: resale,
      image: photo,
    })
    const listed = await send(seller, 'POST', '/api/allcars', listing(20_000))
    expect(listed.statusCode, listed.body).toBe(201)
    const carId = listed.json().insertedId as string
    const o = await offer(carId, 15_000)
    const agreed = (await moveOk(seller, o._id, 'accept')).bookingId as string
    const asking = (
      await send(buyer2, 'POST', '/api/bookings', {
        car_id: carId,
        phone: '+1 555 010 2222',
        meeting_location: 'Depot',
      })
    ).json().insertedId as string
    const prices = async () =>
      Promise.all(
        [agreed, asking].map(async (id) => {
          const b = (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
          return [b.amountCents / 100, b.offerId]
        }),
      )
    const edit = async (resale: number) =>
      expect(
        (await send(seller, 'PATCH', `/api/allcars/${carId}`, listing(resale))).statusCode,
      ).toBe(200)

    await edit(21_000)
    expect(await prices()).toEqual([
      [15_000, o._id],
      [21_000, null],
    ])
    await edit(14_000)
    expect(await prices()).toEqual([
      [14_000, null],
      [14_000, null],
    ])
  })

  it('is refused once another buyer’s money holds the car, and the others’ offers are closed', async () => {
    const car = await newCar('Contested Car')
    const mine = await offer(car.id, 15_000)
    const theirs = await send(buyer2, 'POST', '/api/bookings', {
      car_id: car.id,
      phone: '+1 555 010 2222',
      meeting_location: 'Depot',
    })
    expect((await holdPayment(t.app, theirs.json().insertedId, buyer2.token)).statusCode).toBe(200)
    expect(await statusOf(mine._id)).toBe('closed')
    expect(await kindsFor(buyer)).toContain('offer.closed')
    const late = await send(seller, 'POST', `/api/offers/${mine._id}/accept`)
    expect(late.statusCode).toBe(409)
    const another = await send(stranger, 'POST', '/api/offers', { car_id: car.id, amount: 15_000 })
    expect(another.statusCode).toBe(409)
  })

  it('of two racing answers, one wins', async () => {
    const car = await newCar('Race Car')
    const o = await offer(car.id, 15_000)
    const answers = await Promise.all([
      send(seller, 'POST', `/api/offers/${o._id}/accept`),
      send(seller, 'POST', `/api/offers/${o._id}/decline`),
      send(buyer, 'POST', `/api/offers/${o._id}/withdraw`),
      send(seller, 'POST', `/api/offers/${o._id}/counter`, { amount: 18_000 }),
    ])
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true)
  })
})

describe('the timers', () => {
  it('expire an unanswered offer and tell both sides', async () => {
    const car = await newCar('Expiring Car')
    const o = await offer(car.id, 15_000, buyer2)
    await t.db.execute(
      sql`update offers set expires_at = now() - interval '1 second' where id = ${o._id}`,
    )
    await runTimers(async () => (await statusOf(o._id)) === 'expired')
    expect(await kindsFor(buyer2)).toContain('offer.expired')
    const late = await send(seller, 'POST', `/api/offers/${o._id}/accept`)
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'This offer is expired; it can no longer be accepted',
    ])
  })
})
