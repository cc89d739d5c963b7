import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ParsedMail } from 'mailparser'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { completeSale } from '../../../../tests/support/server/money'
import { signedInConfirmed } from '../../../../tests/support/server/sessions'
import { smtpSink, type SmtpSink } from '../../../../tests/support/server/smtp-sink'

/**
 * What each side of a test drive is told and asked (issue 40): the agreed time's calendar file
 * reaches both sides, whoever accepted it, through a real SMTP server; a buyer who closed their
 * account is "Deleted account" to the seller, and a finished booking of theirs asks the seller
 * for nothing more.
 */
let t: Awaited<ReturnType<typeof testApp>>
let sink: SmtpSink
type Who = { token: string; user: { _id: string; email: string } }
let buyer: Who, seller: Who
let category: string

const HOUR = 3_600_000
const later = (ms: number) => new Date(Date.now() + ms).toISOString()

beforeAll(async () => {
  sink = await smtpSink()
  t = await testApp({ env: { SMTP_URL: sink.url, JOB_POLL_INTERVAL: '500ms' } })
  category = (await buildCategory(t.db)).categoryId
  buyer = await signedInConfirmed(t, 'bs-buyer@example.com', 'buyer')
  seller = await signedInConfirmed(t, 'bs-seller@example.com', 'seller')
})
afterAll(async () => {
  await t.close()
  await sink.close()
})

const send = (who: Who, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const newCar = (name: string) =>
  buildCar(t.db, { sellerId: seller.user._id, categoryId: category, name })

async function request(carId: string, slots: string[], who: Who = buyer) {
  const res = await send(who, '/api/bookings', {
    car_id: carId,
    phone: '+1 555 010 2233',
    meeting_location: 'Elm St car park',
    slots,
    timeZone: 'America/Chicago',
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}

/** The "Test drive agreed" e-mail to `email` about `car`, once it has arrived. */
async function agreedMail(email: string, car: string): Promise<ParsedMail> {
  const find = () =>
    sink.received.find(
      (m) =>
        m.subject === `Test drive agreed: ${car}` &&
        (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text === email),
    )
  await expect.poll(find).toBeTruthy()
  return find()!
}

const calendarOf = (mail: ParsedMail) =>
  mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString()
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')

describe("the agreed appointment's calendar file", () => {
  it('reaches both sides when the buyer accepts a time the seller proposed', async () => {
    const car = await newCar('Calendar Civic')
    const id = await request(car.id, [later(50 * HOUR)])
    const other = later(70 * HOUR)
    expect((await send(seller, `/api/bookings/${id}/propose`, { slots: [other] })).statusCode).toBe(
      200,
    )
    expect((await send(buyer, `/api/bookings/${id}/accept`, { at: other })).statusCode).toBe(200)

    const toBuyer = await agreedMail(buyer.user.email, car.name)
    const toSeller = await agreedMail(seller.user.email, car.name)
    for (const mail of [toBuyer, toSeller]) {
      expect(calendarOf(mail)).toContain(`DTSTART:${icsTime(other)}`)
      expect(calendarOf(mail)).toContain('LOCATION:Elm St car park')
    }
    // Each in their own words, each linking to their own bookings page.
    expect(toBuyer.text).toContain('You agreed to meet on')
    expect(toSeller.text).toContain('Test Person agreed to meet on')
    expect(calendarOf(toBuyer)).toContain('/dashboard/myorders')
    expect(calendarOf(toSeller)).toContain('/dashboard/bookings')
  })

  it('reaches both sides when the seller accepts a time the buyer proposed', async () => {
    const car = await newCar('Calendar Golf')
    const at = later(30 * HOUR)
    const id = await request(car.id, [at])
    expect((await send(seller, `/api/bookings/${id}/accept`, { at })).statusCode).toBe(200)
    const toSeller = await agreedMail(seller.user.email, car.name)
    const toBuyer = await agreedMail(buyer.user.email, car.name)
    expect(calendarOf(toSeller)).toContain(`DTSTART:${icsTime(at)}`)
    expect(calendarOf(toBuyer)).toContain(`DTSTART:${icsTime(at)}`)
    expect(toSeller.text).toContain('You agreed to meet on')
    expect(toBuyer.text).toContain('The seller agreed to meet on')
  })
})

describe('a buyer who closed their account', () => {
  it('is "Deleted account" to the seller, whose finished bookings and offers ask nothing more', async () => {
    const leaving = await signedInConfirmed(t, 'bs-leaving@example.com', 'buyer')
    const bought = await newCar('Bought Accord')
    const paid = await request(bought.id, [later(40 * HOUR)], leaving)
    await completeSale(t.app, paid, { buyer: leaving.token, seller: seller.token })
    const asked = await newCar('Asked Corolla')
    const open = await request(asked.id, [later(40 * HOUR)], leaving)
    // A test drive both sides reviewed: the buyer's review of the seller is published.
    const reviewed = await request((await newCar('Reviewed Civic')).id, [later(40 * HOUR)], leaving)
    await completeSale(t.app, reviewed, { buyer: leaving.token, seller: seller.token })
    for (const who of [leaving, seller]) {
      const said = await send(who, `/api/bookings/${reviewed}/review`, { rating: 5, text: 'Fine.' })
      expect(said.statusCode, said.body).toBe(201)
    }
    const reviewers = async () =>
      (await send(seller, `/api/sellers/${seller.user._id}`, undefined, 'GET'))
        .json()
        .reviews.map((r: { author: string }) => r.author)
    expect(await reviewers()).toEqual(['Test'])
    const offered = await newCar('Offered Jazz')
    const offer = await send(leaving, '/api/offers', {
      car_id: offered.id,
      amount: Math.round((offered.resalePriceCents / 100) * 0.9),
    })
    expect(offer.statusCode, offer.body).toBe(201)

    const booking = async (id: string) =>
      (await send(seller, '/api/seller/bookings', undefined, 'GET'))
        .json()
        .find((b: { _id: string }) => b._id === id)
    // Before: the paid, completed booking asks the seller for a review.
    expect((await booking(paid)).actions).toEqual(['review'])

    const closed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'secret123' },
      headers: { authorization: `Bearer ${leaving.token}` },
    })
    expect(closed.statusCode, closed.body).toBe(200)

    for (const id of [paid, open]) {
      const b = await booking(id)
      expect(b).toMatchObject({ name: 'Deleted account', email: '', phone: '', actions: [] })
      expect(JSON.stringify(b)).not.toMatch(/deleted\.invalid|bs-leaving/)
    }
    expect((await booking(open)).status).toBe('cancelled')
    const review = await send(seller, `/api/bookings/${paid}/review`, {
      rating: 5,
      text: 'Smooth sale.',
    })
    expect(review.statusCode).toBe(409)
    expect(review.json().message).toBe('This buyer has closed their account')

    const offers = (await send(seller, '/api/offers?as=seller', undefined, 'GET')).json()
    const theirs = offers.find((o: { car_id: string }) => o.car_id === offered.id)
    expect(theirs).toMatchObject({ buyerName: 'Deleted account', actions: [] })
    // Their published review stays, by "Deleted account".
    expect(await reviewers()).toEqual(['Deleted account'])
    // Refused, whether or not the once-a-minute sweep has closed the offer by now.
    const accept = await send(seller, `/api/offers/${theirs._id}/accept`)
    expect(accept.statusCode).toBe(409)
    expect([
      'This buyer has closed their account',
      'This offer is closed; it can no longer be accepted',
    ]).toContain(accept.json().message)
  })
})
