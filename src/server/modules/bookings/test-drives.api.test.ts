import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStatuses } from '#shared/bookings'
import { cars, notifications } from '../../db/schema'
import { TIMERS } from './deadlines'
import { testApp } from '../../../../tests/support/server/app'
import {
  buildBooking,
  buildCar,
  buildCategory,
  carStatus,
} from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { runJobOnce } from '../../../../tests/support/server/jobs'
import { completeSale, holdPayment } from '../../../../tests/support/server/money'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { smtpSink, type SmtpSink } from '../../../../tests/support/server/smtp-sink'

/**
 * Test drives as an agreement (docs/api.md "Test drives", as changed by "Money held until the car
 * changes hands"): every move from every state by each side, the car's status through each
 * ending (only a held payment reserves it), races, the timers with short durations, and the
 * e-mails (the agreed time's calendar file).
 */
let t: Awaited<ReturnType<typeof testApp>>
let sink: SmtpSink
type Who = { token: string; user: { _id: string; email: string } }
let buyer: Who, seller: Who, stranger: Who, admin: Who, walker: Who
let category: string

const HOUR = 3_600_000
const later = (ms: number) => new Date(Date.now() + ms)

beforeAll(async () => {
  sink = await smtpSink()
  t = await testApp({
    env: {
      SMTP_URL: sink.url,
      JOB_POLL_INTERVAL: '500ms',
    },
  })
  category = (await buildCategory(t.db)).categoryId
  await signUp(t.app, { email: 'td-buyer@example.com', role: 'buyer', firstName: 'Bea' })
  await signUp(t.app, { email: 'td-seller@example.com', role: 'seller', firstName: 'Sam' })
  await signUp(t.app, { email: 'td-other@example.com', role: 'buyer', firstName: 'Olly' })
  // Asks through the API, with none of the builder's open requests counting against its limit.
  await signUp(t.app, { email: 'td-walker@example.com', role: 'buyer', firstName: 'Wes' })
  buyer = await logIn(t.app, 'td-buyer@example.com', 'secret123')
  seller = await logIn(t.app, 'td-seller@example.com', 'secret123')
  stranger = await logIn(t.app, 'td-other@example.com', 'secret123')
  walker = await logIn(t.app, 'td-walker@example.com', 'secret123')
  admin = await signedInAdmin(t, 'td-admin@example.com')
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

const send = (
  who: Who,
  url: string,
  payload?: object,
  method: 'GET' | 'POST' | 'DELETE' = 'POST',
) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const get = async (id: string, who: Who = buyer) =>
  (await send(who, `/api/bookings/${id}`, undefined, 'GET')).json()
const newCar = () => buildCar(t.db, { sellerId: seller.user._id, categoryId: category })

/** The data's invariants, but for the made-up photos of builder cars. */
const consistent = () => brokenBesidesBuilderPhotos(t.db)

/** Moves a booking's times as if they had passed (the API refuses times in the past). */
const pastAppointment = (id: string) =>
  t.db.execute(sql`update bookings set appointment_at = now() - interval '1 hour' where id = ${id}`)

/** A booking in each state, made through the API wherever the API can make it. */
const states = {
  async "requested, the seller's turn"() {
    const car = await newCar()
    return (
      await buildBooking(t.db, {
        carId: car.id,
        buyerId: buyer.user._id,
        slots: [later(30 * HOUR)],
      })
    ).id
  },
  async "requested, the buyer's turn"() {
    const id = await states["requested, the seller's turn"]()
    await send(seller, `/api/bookings/${id}/propose`, { slots: [later(48 * HOUR).toISOString()] })
    return id
  },
  async accepted() {
    const id = await states["requested, the seller's turn"]()
    const { slots } = await get(id)
    await send(seller, `/api/bookings/${id}/accept`, { at: slots[0] })
    return id
  },
  async 'accepted, its time passed'() {
    const id = await states.accepted()
    await pastAppointment(id)
    return id
  },
  async declined() {
    const id = await states["requested, the seller's turn"]()
    await send(seller, `/api/bookings/${id}/decline`, { reason: 'Sold privately' })
    return id
  },
  async cancelled() {
    const id = await states["requested, the seller's turn"]()
    await send(buyer, `/api/bookings/${id}/cancel`)
    return id
  },
  /**
   * A request past its last proposed time expires (the timers' job). The time is proposed an
   * hour ahead and then moved into the past: a proposal seconds ahead was refused as past on a
   * loaded host (5 s had gone by before it was read). Waking at the time: test-drive-timers.
   */
  async expired() {
    const id = await states["requested, the seller's turn"]()
    const proposed = await send(buyer, `/api/bookings/${id}/propose`, {
      slots: [later(HOUR).toISOString()],
    })
    expect(proposed.statusCode, proposed.body).toBe(200)
    await t.db.execute(
      sql`update bookings set answer_by = now() - interval '1 second' where id = ${id}`,
    )
    await runJobOnce(t.database, TIMERS, async () => (await get(id)).status === 'expired')
    return id
  },
  async completed() {
    const id = await states['accepted, its time passed']()
    await send(seller, `/api/bookings/${id}/complete`, { outcome: 'completed' })
    return id
  },
  async no_show() {
    const id = await states['accepted, its time passed']()
    await send(seller, `/api/bookings/${id}/complete`, { outcome: 'no_show' })
    return id
  },
  /** Paid for and handed over: the money is taken, which completes the test drive. */
  async 'accepted and paid'() {
    const id = await states.accepted()
    await completeSale(t.app, id, { buyer: buyer.token, seller: seller.token })
    return id
  },
}
type State = keyof typeof states
/** The booking's status in each state (taking the money completes the test drive). */
const statusIn = (state: State) =>
  state === 'accepted and paid' ? 'completed' : state.split(',')[0]!

/** Each move's body; `accept` takes the booking's first proposed time. */
const bodies = {
  accept: (b: { slots: string[] }) => ({ at: b.slots[0] ?? later(HOUR).toISOString() }),
  propose: () => ({ slots: [later(72 * HOUR).toISOString(), later(96 * HOUR).toISOString()] }),
  decline: () => ({ reason: 'The car is at the body shop' }),
  cancel: () => ({ reason: 'Something came up' }),
  complete: () => ({ outcome: 'completed' }),
}
type Move = keyof typeof bodies

/**
 * What the buyer and the seller get for each move from each state: written out by hand from
 * docs/api.md, not derived from the code under test. Anyone else: 404; an admin: 403.
 */
const E = { buyer: 409, seller: 409 }
/** From every state where the test drive has ended (or the money is taken): nothing, whoever asks. */
const ended = {
  accept: E,
  propose: E,
  decline: { buyer: 403, seller: 409 },
  cancel: E,
  complete: { buyer: 403, seller: 409 },
}
const expected: Record<State, Record<Move, { buyer: number; seller: number }>> = {
  "requested, the seller's turn": {
    accept: { buyer: 409, seller: 200 },
    propose: { buyer: 200, seller: 200 },
    decline: { buyer: 403, seller: 200 },
    cancel: { buyer: 200, seller: 200 },
    complete: { buyer: 403, seller: 409 },
  },
  "requested, the buyer's turn": {
    accept: { buyer: 200, seller: 409 },
    propose: { buyer: 200, seller: 200 },
    decline: { buyer: 403, seller: 200 },
    cancel: { buyer: 200, seller: 200 },
    complete: { buyer: 403, seller: 409 },
  },
  accepted: {
    accept: E,
    propose: E,
    decline: { buyer: 403, seller: 409 },
    cancel: { buyer: 200, seller: 200 },
    complete: { buyer: 403, seller: 409 },
  },
  'accepted, its time passed': {
    accept: E,
    propose: E,
    decline: { buyer: 403, seller: 409 },
    cancel: { buyer: 200, seller: 200 },
    complete: { buyer: 403, seller: 200 },
  },
  declined: ended,
  cancelled: ended,
  expired: ended,
  completed: ended,
  no_show: ended,
  'accepted and paid': ended,
}

describe('every move from every state, by each side', () => {
  for (const state of Object.keys(states) as State[]) {
    it(`from ${state}`, { timeout: 60_000 }, async () => {
      // Every case gets a booking of its own, made up front (an expiry waits for its timer).
      const made = await Promise.all(Array.from({ length: 15 }, () => states[state]()))
      for (const move of Object.keys(bodies) as Move[]) {
        for (const side of ['buyer', 'seller'] as const) {
          const id = made.pop()!
          const before = await get(id)
          expect(before.status, `${state} was made`).toBe(statusIn(state))
          const who = side === 'buyer' ? buyer : seller
          const res = await send(who, `/api/bookings/${id}/${move}`, bodies[move](before))
          expect(res.statusCode, `${side} ${move} from ${state}: ${res.body}`).toBe(
            expected[state][move][side],
          )
          if (res.statusCode !== 200) {
            expect(res.json().message).toEqual(expect.any(String))
            expect((await get(id)).history).toEqual(before.history)
          }
        }
        // Anyone else learns nothing; an admin sees the booking but does not answer it.
        const id = made.pop()!
        const before = await get(id)
        const url = `/api/bookings/${id}/${move}`
        expect((await send(stranger, url, bodies[move](before))).statusCode).toBe(404)
        expect((await send(admin, url, bodies[move](before))).statusCode).toBe(403)
      }
      expect(await consistent()).toEqual({})
    })
  }
})

describe('a test drive agreed and ended', () => {
  it('walks request → new times → accepted → completed, telling the other side each time', async () => {
    const car = await newCar()
    const slots = [later(30 * HOUR), later(50 * HOUR)].map((d) => d.toISOString())
    const created = await send(walker, '/api/bookings', {
      car_id: car.id,
      phone: '+1 555 010 4321',
      meeting_location: 'Elm St car park',
      slots,
      timeZone: 'America/New_York',
    })
    expect(created.json()).toMatchObject({ acknowledged: true, message: 'Booking Confirmed' })
    const id = created.json().insertedId
    expect(await get(id, walker)).toMatchObject({
      status: 'requested',
      awaiting: 'seller',
      slots,
      you: 'buyer',
      actions: ['propose', 'cancel', 'pay'],
      timeZone: 'America/New_York',
    })
    expect((await get(id, seller)).actions).toEqual(['accept', 'propose', 'decline', 'cancel'])
    // A request does not take the car off the market.
    expect(await carStatus(t.db, car.id)).toBe('Active')

    const other = [later(70 * HOUR).toISOString()]
    const proposed = await send(seller, `/api/bookings/${id}/propose`, { slots: other })
    expect(proposed.json()).toMatchObject({ awaiting: 'buyer', slots: other, you: 'seller' })
    const accepted = await send(walker, `/api/bookings/${id}/accept`, { at: other[0] })
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      appointmentAt: other[0],
      awaiting: null,
    })
    expect(await carStatus(t.db, car.id)).toBe('Active')

    const told = await t.db
      .select({ kind: notifications.kind, userId: notifications.userId })
      .from(notifications)
      .where(sql`${notifications.body} like '%Elm St car park%' or ${notifications.link} <> ''`)
    const kinds = (userId: string) => told.filter((n) => n.userId === userId).map((n) => n.kind)
    expect(kinds(seller.user._id)).toEqual(
      expect.arrayContaining(['booking.requested', 'booking.accepted']),
    )
    expect(kinds(walker.user._id)).toContain('booking.proposed')

    // The accepted e-mail carries the appointment as a calendar file, in the buyer's zone's words.
    // The seller's copy (the buyer who accepted gets one too: both-sides.api.test.ts).
    const toSeller = () =>
      sink.received.find(
        (m) =>
          m.subject === 'Test drive agreed: ' + car.name &&
          JSON.stringify(m.to).includes('td-seller@example.com'),
      )
    const mail = await expect
      .poll(toSeller)
      .toBeTruthy()
      .then(() => toSeller()!)
    expect(mail.to).toMatchObject({ text: 'td-seller@example.com' })
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))
    expect(ics?.content.toString()).toContain(
      `DTSTART:${other[0]!.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    )
    expect(ics?.content.toString()).toContain('LOCATION:Elm St car park')
    expect(mail.text).toMatch(/ (EST|EDT)\b/)

    await pastAppointment(id)
    const done = await send(seller, `/api/bookings/${id}/complete`, { outcome: 'completed' })
    expect(done.json()).toMatchObject({ status: 'completed', actions: ['review'] })
    expect(done.json().history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'proposed',
      'accepted',
      'completed',
    ])
    expect(await carStatus(t.db, car.id)).toBe('Active')
  })

  it('keeps the car on sale through every unpaid state and ending, reserved while held, Sold once paid', async () => {
    const asked = "requested, the seller's turn" as const
    for (const state of bookingStatuses.map((s) => (s === 'requested' ? asked : s))) {
      const id = await states[state]()
      const { car_id } = await get(id)
      expect(await carStatus(t.db, car_id), state).toBe('Active')
    }
    // A held payment reserves the car; the test drive's ending does not change that, and
    // cancelling releases the money and puts the car back on sale.
    const held = await states.accepted()
    const hold = await holdPayment(t.app, held, buyer.token)
    expect(hold.statusCode, hold.body).toBe(200)
    const heldCar = (await get(held)).car_id
    expect(await carStatus(t.db, heldCar)).toBe('Booked')
    await pastAppointment(held)
    const done = await send(seller, `/api/bookings/${held}/complete`, { outcome: 'completed' })
    expect(done.json()).toMatchObject({ status: 'completed', payment: 'held' })
    expect(await carStatus(t.db, heldCar)).toBe('Booked')
    const off = await send(buyer, `/api/bookings/${held}/cancel`)
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ status: 'cancelled', payment: 'released' })
    expect(await carStatus(t.db, heldCar)).toBe('Active')

    const paid = await states['accepted and paid']()
    expect(await get(paid)).toMatchObject({ status: 'completed', payment: 'paid' })
    expect(await carStatus(t.db, (await get(paid)).car_id)).toBe('Sold')
    expect(await consistent()).toEqual({})
  })

  it('needs a reason to decline, and from a seller to cancel', async () => {
    const id = await states["requested, the seller's turn"]()
    expect((await send(seller, `/api/bookings/${id}/decline`, { reason: '  ' })).statusCode).toBe(
      400,
    )
    const cancel = await send(seller, `/api/bookings/${id}/cancel`)
    expect(cancel.statusCode).toBe(400)
    expect(cancel.json().message).toBe('Say why you cancel the test drive')
    const past = await send(buyer, `/api/bookings/${id}/propose`, {
      slots: [new Date(Date.now() - HOUR).toISOString()],
    })
    expect(past.json().issues[0].message).toBe('Choose a time in the future')
    const far = await send(buyer, `/api/bookings/${id}/propose`, { slots: [later(31 * 24 * HOUR)] })
    expect(far.json().issues[0].message).toBe('Choose a time within 30 days')
    const notProposed = await send(seller, `/api/bookings/${id}/accept`, { at: later(5 * HOUR) })
    expect(notProposed.statusCode).toBe(409)
    expect((await get(id)).status).toBe('requested')
  })
})

describe('racing answers', () => {
  it('20 simultaneous moves on one booking end in exactly one valid state', async () => {
    const id = await states["requested, the seller's turn"]()
    const b = await get(id)
    const moves = Array.from({ length: 20 }, (_, i) => {
      const pick = i % 4
      if (pick === 0) return send(seller, `/api/bookings/${id}/accept`, bodies.accept(b))
      if (pick === 1) return send(seller, `/api/bookings/${id}/decline`, bodies.decline())
      if (pick === 2) return send(buyer, `/api/bookings/${id}/cancel`)
      return send(seller, `/api/bookings/${id}/cancel`, bodies.cancel())
    })
    const codes = (await Promise.all(moves)).map((r) => r.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true)
    const after = await get(id)
    expect(after.history).toHaveLength(2)
    expect(['accepted', 'declined', 'cancelled']).toContain(after.status)
    expect(await consistent()).toEqual({})
  })
})

describe('reviews and the seller page', () => {
  const anyone = async (url: string) => (await t.app.inject({ method: 'GET', url })).json()

  it('shows both reviews only once both are written, on a page without contact details', async () => {
    const early = await states["requested, the seller's turn"]()
    const tooEarly = await send(buyer, `/api/bookings/${early}/review`, { rating: 5, text: 'Hi' })
    expect(tooEarly.statusCode).toBe(409)
    expect(tooEarly.json().message).toBe('You can review a test drive once it has taken place')

    const id = await states.completed()
    // The buyer may still buy the car for a while after the test drive.
    expect((await get(id)).actions).toEqual(['pay', 'review'])
    expect((await get(id, seller)).actions).toEqual(['review'])
    const bad = await send(buyer, `/api/bookings/${id}/review`, { rating: 6, text: ' ' })
    expect(
      bad
        .json()
        .issues.map((i: { message: string }) => i.message)
        .sort(),
    ).toEqual(['Choose a rating from 1 to 5 stars', 'Write a few words about the test drive'])
    const noOne = { rating: 1, text: 'x' }
    expect((await send(stranger, `/api/bookings/${id}/review`, noOne)).statusCode).toBe(404)
    expect((await send(admin, `/api/bookings/${id}/review`, noOne)).statusCode).toBe(403)

    const words = 'Sam was on time and the car was spotless.'
    const mine = await send(buyer, `/api/bookings/${id}/review`, { rating: 5, text: words })
    expect(mine.statusCode).toBe(201)
    expect(mine.json().published).toBe(false)
    const again = await send(buyer, `/api/bookings/${id}/review`, { rating: 1, text: 'Hmm' })
    expect(again.statusCode).toBe(409)
    expect((await get(id)).actions).toEqual(['pay'])

    // Double-blind: nothing shows, and the seller is told of a review but not what it says.
    const page = `/api/sellers/${seller.user._id}`
    expect((await anyone(page)).reviews).toEqual([])
    expect((await anyone(page)).rating).toEqual({ average: null, count: 0 })
    const [told] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        sql`${notifications.kind} = 'review.received' and ${notifications.userId} = ${seller.user._id}`,
      )
    expect(told?.body).toMatch(/^Bea wrote a review of the test drive of the .+\. Write yours/)
    expect(told?.body).not.toContain(words)

    const theirs = await send(seller, `/api/bookings/${id}/review`, {
      rating: 4,
      text: 'Bea knew what she wanted; a pleasure.',
    })
    expect(theirs.json().published).toBe(true)
    const profile = await anyone(page)
    expect(profile).toMatchObject({
      _id: seller.user._id,
      name: 'Sam Person',
      rating: { average: 5, count: 1 },
      reviews: [{ rating: 5, text: words, author: 'Bea', createdAt: expect.any(String) }],
    })
    expect(Date.parse(profile.memberSince)).toBeLessThanOrEqual(Date.now())
    // Public: no e-mail address or phone number anywhere on it.
    const shown = JSON.stringify(profile)
    expect(shown).not.toContain('@')
    expect(shown).not.toContain('555 010')
    expect(shown).not.toMatch(/"(email|phone|seller)"/)
    expect(profile.cars.length).toBeGreaterThan(0)
    for (const car of profile.cars) {
      expect(car).toMatchObject({ status: 'Active', sellerId: seller.user._id })
      expect(car.sellerRating).toEqual({ average: 5, count: 1 })
    }
    // The reviewer's data export holds what they wrote.
    const exported = (await send(buyer, '/api/account/export', undefined, 'GET')).json()
    expect(exported.reviews).toContainEqual(
      expect.objectContaining({ bookingId: id, rating: 5, text: words }),
    )
    const missing = await t.app.inject({ method: 'GET', url: '/api/sellers/nobody' })
    expect(missing.statusCode).toBe(404)
    const notASeller = await t.app.inject({ method: 'GET', url: `/api/sellers/${buyer.user._id}` })
    expect(notASeller.statusCode).toBe(404)
    expect(await consistent()).toEqual({})
  })
})

describe('when a car or a seller goes', () => {
  it('keeps a deleted car’s test drive between its two sides, who can still review it', async () => {
    const id = await states.completed()
    const { car_id } = await get(id)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/allcars/${car_id}`,
      headers: { authorization: `Bearer ${seller.token}` },
    })
    expect(del.json()).toEqual({ deletedCount: 1 })
    expect((await get(id, seller)).you).toBe('seller')
    const review = await send(buyer, `/api/bookings/${id}/review`, { rating: 2, text: 'Meh.' })
    expect(review.statusCode).toBe(201)
  })

  it('publishes two reviews written at the same moment together', async () => {
    const id = await states.completed()
    const [a, b] = await Promise.all([
      send(buyer, `/api/bookings/${id}/review`, { rating: 4, text: 'Good.' }),
      send(seller, `/api/bookings/${id}/review`, { rating: 5, text: 'Great buyer.' }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect([a.json().published, b.json().published]).toContain(true)
    const shown = await t.db.execute(
      sql`select count(*)::int as n from reviews where booking_id = ${id} and published_at is not null`,
    )
    expect((shown as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
    expect(await consistent()).toEqual({})
  })

  it('cancels a deleted seller’s open test drives, tells the buyers, and takes the cars off sale', async () => {
    await signUp(t.app, { email: 'td-leaving@example.com', role: 'seller', firstName: 'Lee' })
    const leaving = await logIn(t.app, 'td-leaving@example.com', 'secret123')
    const car = await buildCar(t.db, { sellerId: leaving.user._id, categoryId: category })
    const { id } = await buildBooking(t.db, { carId: car.id, buyerId: buyer.user._id })
    const gone = await send(admin, `/api/users/${leaving.user._id}`, undefined, 'DELETE')
    expect(gone.statusCode).toBe(200)
    expect(await get(id)).toMatchObject({ status: 'cancelled', actions: [] })
    const cars_ = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(cars_).toEqual([])
    const told = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        sql`${notifications.userId} = ${buyer.user._id} and ${notifications.body} like ${`%${car.name}%closed their account%`}`,
      )
    expect(told).toHaveLength(1)
    expect(await consistent()).toEqual({})
  })
})
