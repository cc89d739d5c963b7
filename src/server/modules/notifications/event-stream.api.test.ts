import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../test/app'
import { buildCar, buildCategory } from '../../test/builders'
import { openEventStream } from '../../test/event-stream'
import { logIn, signUp } from '../../test/sessions'

let t: TestApp
let base: string
type Who = Awaited<ReturnType<typeof logIn>>
let buyer: Who, seller: Who
let category: string

beforeAll(async () => {
  t = await testApp()
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  category = (await buildCategory(t.db)).categoryId
  await signUp(t.app, { email: 'es-buyer@example.com', role: 'buyer', firstName: 'Eve' })
  await signUp(t.app, { email: 'es-seller@example.com', role: 'seller', firstName: 'Sid' })
  buyer = await logIn(t.app, 'es-buyer@example.com', 'secret123')
  seller = await logIn(t.app, 'es-seller@example.com', 'secret123')
})
afterAll(() => t.close())

const stream = (who: Who, lastEventId?: string) =>
  openEventStream(`${base}/api/events`, {
    cookie: who.cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  })
async function book(name: string) {
  const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category, name })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${buyer.token}` },
    payload: { car_id: car.id, phone: '+1 555 010 2233', meeting_location: 'Depot' },
  })
  expect(res.statusCode).toBe(201)
}

describe('GET /api/events', () => {
  it("sends a person's new notifications as they happen, and only theirs", async () => {
    const sellers = await stream(seller)
    const buyers = await stream(buyer)
    expect(sellers.status).toBe(200)
    expect(sellers.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(sellers.headers['cache-control']).toBe('private, no-store')
    expect(sellers.headers['x-content-type-options']).toBe('nosniff')
    await book('2019 Ford Focus ST')
    const [event] = await sellers.waitFor(1)
    expect(event?.event).toBe('notification')
    expect(event?.id).toMatch(/^\d+$/)
    expect(JSON.parse(event!.data)).toMatchObject({
      kind: 'booking.requested',
      title: 'New booking: 2019 Ford Focus ST',
      readAt: null,
    })
    // The welcome from before the stream opened is not sent again; nothing is the buyer's.
    expect(sellers.events).toHaveLength(1)
    expect(buyers.events).toHaveLength(0)
    sellers.close()
    buyers.close()
  })

  it('sends a reconnection what it missed after its Last-Event-ID', async () => {
    const first = await stream(seller)
    await book('2017 Honda Fit EX')
    const [seen] = await first.waitFor(1)
    first.close()
    await book('2016 Mini Cooper S')
    await book('2018 VW Golf GTI')
    const again = await stream(seller, seen!.id)
    const missed = await again.waitFor(2)
    expect(missed.map((e) => JSON.parse(e.data).title)).toEqual([
      'New booking: 2016 Mini Cooper S',
      'New booking: 2018 VW Golf GTI',
    ])
    expect(Number(missed[1]!.id)).toBeGreaterThan(Number(missed[0]!.id))
    again.close()
  })

  it('refuses a visitor without a session, in the API shape', async () => {
    const res = await t.app.inject({ url: '/api/events' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toEqual(expect.any(String))
  })
})
