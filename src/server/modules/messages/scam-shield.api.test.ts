import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildBooking, buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { openEventStream } from '../../../../tests/support/server/event-stream'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { scamWarnings } from '../trust/scam-rules'

/**
 * The scam shield in messages (docs/api.md "Trust and safety"), as the two sides and the admin see
 * it.
 */
let t: Awaited<ReturnType<typeof testApp>>
let base: string
type Who = Awaited<ReturnType<typeof logIn>>
let seller: Who, admin: Who
let category: string
let calls = 0

beforeAll(async () => {
  t = await testApp()
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  category = (await buildCategory(t.db)).categoryId
  await signUp(t.app, { email: 'sh-seller@example.com', role: 'seller', firstName: 'Sam' })
  seller = await logIn(t.app, 'sh-seller@example.com', 'secret123')
  // A seller of long standing: the slow-down of new accounts is tried on a buyer.
  await t.db
    .update(users)
    .set({ createdAt: sql`now() - interval '1 year'` })
    .where(eq(users.id, seller.user._id))
  admin = await signedInAdmin(t, 'sh-admin@example.com')
})
afterAll(() => t.close())

/** A buyer, signed up now (a new account) unless `daysOld` says otherwise, address confirmed. */
async function buyer(email: string, daysOld = 0): Promise<Who> {
  await signUp(t.app, { email, role: 'buyer', firstName: 'Bo' })
  await t.db
    .update(users)
    .set({ emailVerified: true, createdAt: sql`now() - make_interval(days => ${daysOld})` })
    .where(eq(users.email, email))
  return logIn(t.app, email, 'secret123')
}
// Each call from its own address: the rate limits per address stay out of the way.
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${who.token}` },
    remoteAddress: `10.36.${(++calls >> 8) & 255}.${calls & 255}`,
  })
const car = (name: string) =>
  buildCar(t.db, { sellerId: seller.user._id, categoryId: category, name })
async function start(who: Who, carId: string, text: string) {
  const res = await call(who, 'POST', '/api/conversations', { car_id: carId, text })
  expect(res.statusCode).toBe(201)
  return res.json().conversationId as string
}
const send = (who: Who, id: string, text: string) =>
  call(who, 'POST', `/api/conversations/${id}/messages`, { text })
const thread = async (who: Who, id: string) =>
  (await call(who, 'GET', `/api/conversations/${id}/messages`))
    .json()
    .map((m: { text: string; warning: string | null }) => [m.text, m.warning])

describe('the scam shield in messages', () => {
  it('delivers a scam message with its safety note to the recipient only, live too', async () => {
    const bo = await buyer('sh-wire@example.com', 30)
    const golf = await car('2017 VW Golf')
    const id = await start(bo, golf.id, 'Is the Golf still for sale?')
    const sellers = await openEventStream(`${base}/api/events`, { cookie: seller.cookie })

    const sent = await send(seller, id, 'Yes! Send a $300 deposit by Zelle and it is yours.')
    expect(sent.statusCode).toBe(201)
    // The sender is not told which words gave them away.
    expect(sent.json().warning).toBeNull()
    expect(await thread(bo, id)).toEqual([
      ['Is the Golf still for sale?', null],
      ['Yes! Send a $300 deposit by Zelle and it is yours.', scamWarnings.money],
    ])
    expect((await thread(seller, id))[1]).toEqual([
      'Yes! Send a $300 deposit by Zelle and it is yours.',
      null,
    ])

    // The event stream: the recipient's open tabs get the note with the message.
    const buyers = await openEventStream(`${base}/api/events`, { cookie: bo.cookie })
    await send(seller, id, 'Or text me at 312-555-0147')
    const [live] = await buyers.waitFor(1)
    expect(JSON.parse(live!.data).message).toMatchObject({
      text: 'Or text me at 312-555-0147',
      fromMe: false,
      warning: scamWarnings.contact,
    })
    const own = (await sellers.waitFor(2)).map((e) => JSON.parse(e.data).message)
    expect(own.at(-1)).toMatchObject({ text: 'Or text me at 312-555-0147', warning: null })
    buyers.close()
    sellers.close()
  })

  it('leaves honest talk alone: figures, a ZIP, a VIN, paying on the site', async () => {
    const bo = await buyer('sh-honest@example.com', 30)
    const id = await start(
      bo,
      (await car('2019 Honda Civic')).id,
      'Is it the 2019 with 45,000 miles? I am in 60601.',
    )
    for (const text of [
      'Yes, $12,500, VIN ends in 004352.',
      'Text me when you are outside.',
      "I'll wire... no wait, I'll just pay through the site.",
    ]) {
      expect((await send(seller, id, text)).statusCode).toBe(201)
    }
    expect((await thread(bo, id)).every(([, warning]: string[]) => warning === null)).toBe(true)
  })

  it('lets a phone number through once a test drive is agreed, never money off the site', async () => {
    const bo = await buyer('sh-agreed@example.com', 30)
    const focus = await car('2016 Ford Focus')
    const id = await start(bo, focus.id, 'Could I test drive it?')
    expect((await send(seller, id, 'Sure, call me on 312 555 0188')).json().warning).toBeNull()
    expect((await thread(bo, id)).at(-1)[1]).toBe(scamWarnings.contact)

    const slot = new Date(Date.now() + 3 * 86_400_000)
    slot.setUTCMinutes(0, 0, 0)
    const booking = await buildBooking(t.db, {
      carId: focus.id,
      buyerId: bo.user._id,
      slots: [slot],
    })
    const accepted = await call(seller, 'POST', `/api/bookings/${booking.id}/accept`, {
      at: slot.toISOString(),
    })
    expect(accepted.statusCode).toBe(200)

    await send(seller, id, 'See you Saturday! If you get lost, call me on 312 555 0188.')
    await send(bo, id, 'Great, my cell is (773) 555-0182.')
    await send(seller, id, 'Bring the deposit in gift cards please.')
    expect((await thread(bo, id)).slice(-3)).toEqual([
      ['See you Saturday! If you get lost, call me on 312 555 0188.', null],
      ['Great, my cell is (773) 555-0182.', null],
      ['Bring the deposit in gift cards please.', scamWarnings.money],
    ])
    expect((await thread(seller, id)).at(-2)).toEqual(['Great, my cell is (773) 555-0182.', null])
  })

  it('holds a new account that trips it twice to 5 messages a day and queues it for review', async () => {
    const newcomer = await buyer('sh-newcomer@example.com')
    const camry = await car('2015 Toyota Camry')
    const id = await start(newcomer, camry.id, 'Pay me by Western Union and I ship it.')
    const queue = async () =>
      (await call(admin, 'GET', '/api/admin/reports?status=open'))
        .json()
        .filter((r: { targetId: string }) => r.targetId === newcomer.user._id)
    expect(await queue()).toEqual([])

    expect((await send(newcomer, id, 'Or email me at bo at gmail dot com')).statusCode).toBe(201)
    const [queued] = await queue()
    expect(queued).toMatchObject({
      targetType: 'user',
      reason: 'check',
      reporter: null,
      status: 'open',
    })
    expect(queued.details).toContain(id)
    expect(queued.details).toContain('2015 Toyota Camry')

    // Five messages in the day in all (clean ones count too); the sixth is refused.
    for (const text of ['Still there?', 'Hello?', 'Any news?']) {
      expect((await send(newcomer, id, text)).statusCode).toBe(201)
    }
    const held = await send(newcomer, id, 'Hello??')
    expect(held.statusCode).toBe(429)
    expect(held.json().message).toBe(
      'New accounts whose messages looked like a scam can send 5 messages a day; try again tomorrow',
    )
    const other = await call(newcomer, 'POST', '/api/conversations', {
      car_id: (await car('2014 Mazda 3')).id,
      text: 'Is this one available?',
    })
    expect(other.statusCode).toBe(429)
    expect((await thread(seller, id)).map(([text]: string[]) => text)).not.toContain('Hello??')
    // One case while it is open, however often it trips the shield.
    expect(await queue()).toHaveLength(1)
  })

  it('neither slows nor queues an account older than 7 days', async () => {
    const regular = await buyer('sh-regular@example.com', 8)
    const id = await start(regular, (await car('2012 Subaru Outback')).id, 'Zelle ok?')
    for (const text of ['Or Venmo?', 'Text me 312-555-0111', 'a', 'b', 'c', 'd']) {
      expect((await send(regular, id, text)).statusCode).toBe(201)
    }
    const reports = (await call(admin, 'GET', '/api/admin/reports?status=open')).json()
    expect(reports.filter((r: { targetId: string }) => r.targetId === regular.user._id)).toEqual([])
  })
})
