import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { openEventStream } from '../../../../tests/support/server/event-stream'
import { sessionCalls } from '../../../../tests/support/server/inject'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import type { MailService } from '../mail/service'
import { notificationsService, type NewNotification, type NotificationsService } from './service'

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

// The service itself, for notifications of a kind that is not e-mailed (no mail is queued).
const direct = {
  notify: (n: NewNotification, tx?: Parameters<NotificationsService['notify']>[1]) =>
    notificationsService(t.db, {
      mail: { queueMany: async () => [] } as unknown as MailService,
      publicUrl: 'http://127.0.0.1',
      secret: 'unused',
    }).notify(n, tx),
}
const note = (who: Who, title: string): NewNotification => ({
  userId: who.user._id,
  kind: 'account.verified',
  title,
  body: 'A test notification',
  link: '/',
})

const as = sessionCalls(() => t.app, 43)
const notificationSeq = (id?: string) => Number(id?.split('-')[0])
const stream = (who: Who, lastEventId?: string) =>
  openEventStream(`${base}/api/events`, {
    cookie: who.cookie,
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  })
async function book(name: string, who: Who = buyer) {
  const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category, name })
  const res = await as(who, 'POST', '/api/bookings', {
    car_id: car.id,
    phone: '+1 555 010 2233',
    meeting_location: 'Depot',
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
    // Each feed's position: notifications, then messages.
    expect(event?.id).toMatch(/^\d+-\d+$/)
    expect(JSON.parse(event!.data)).toMatchObject({
      kind: 'booking.requested',
      title: 'Test drive request: 2019 Ford Focus ST',
      readAt: null,
    })
    // The welcome from before the stream opened is not sent again; nothing is the buyer's.
    expect(sellers.events).toHaveLength(1)
    expect(buyers.events).toHaveLength(0)
    sellers.close()
    buyers.close()
  })

  it('sends a reconnection what it missed after its Last-Event-ID', async () => {
    // Three open requests: a buyer of their own, with a confirmed address (the limit is 3).
    await signUp(t.app, { email: 'es-shopper@example.com', role: 'buyer', firstName: 'Sue' })
    await t.db.execute(
      sql`update users set email_verified = true where email = 'es-shopper@example.com'`,
    )
    const shopper = await logIn(t.app, 'es-shopper@example.com', 'secret123')
    const first = await stream(seller)
    await book('2017 Honda Fit EX', shopper)
    const [seen] = await first.waitFor(1)
    first.close()
    await book('2016 Mini Cooper S', shopper)
    await book('2018 VW Golf GTI', shopper)
    const again = await stream(seller, seen!.id)
    const missed = await again.waitFor(2)
    expect(missed.map((e) => JSON.parse(e.data).title)).toEqual([
      'Test drive request: 2016 Mini Cooper S',
      'Test drive request: 2018 VW Golf GTI',
    ])
    expect(notificationSeq(missed[1]!.id)).toBeGreaterThan(notificationSeq(missed[0]!.id))
    again.close()
  })

  it('sends a reconnection everything it missed, more than one page of it', async () => {
    const first = await stream(buyer)
    await direct.notify(note(buyer, 'before'))
    const [seen] = await first.waitFor(1)
    first.close()
    for (let i = 0; i < 130; i++) await direct.notify(note(buyer, `missed ${i}`))
    const again = await stream(buyer, seen!.id)
    const missed = await again.waitFor(130)
    expect(missed.map((e) => JSON.parse(e.data).title)).toEqual(
      Array.from({ length: 130 }, (_, i) => `missed ${i}`),
    )
    again.close()
  })

  // Two transactions notify one person; the one that took its `seq` first commits last.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends every notification when their transactions commit out of order',
    async () => {
      const open = await stream(buyer)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const first = t.db.transaction(async (tx) => {
        await direct.notify(note(buyer, 'first'), tx)
        await held
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      const second = t.db.transaction((tx) => direct.notify(note(buyer, 'second'), tx))
      await new Promise((resolve) => setTimeout(resolve, 200))
      release()
      await Promise.all([first, second])
      const events = await open.waitFor(2)
      expect(events.map((e) => JSON.parse(e.data).title)).toEqual(['first', 'second'])
      open.close()
    },
  )

  it('ends a stream when its session ends: signed out, or suspended by an admin', async () => {
    const admin = await signedInAdmin(t, 'es-admin@example.com')
    await signUp(t.app, { email: 'es-leaver@example.com', role: 'buyer', firstName: 'Lee' })
    const phone = await logIn(t.app, 'es-leaver@example.com', 'secret123')
    const laptop = await logIn(t.app, 'es-leaver@example.com', 'secret123')
    const onPhone = await stream(phone)
    const onLaptop = await stream(laptop)
    const signedOut = await as(phone, 'POST', '/api/auth/logout')
    expect(signedOut.statusCode).toBe(200)
    await direct.notify(note(phone, 'For whoever is still signed in'))
    await onPhone.ended
    expect(onPhone.events).toEqual([])
    const [kept] = await onLaptop.waitFor(1)
    expect(JSON.parse(kept!.data).title).toBe('For whoever is still signed in')

    const suspended = await as(admin, 'POST', `/api/admin/users/${laptop.user._id}/suspend`, {
      note: 'Asked buyers to pay by gift card',
    })
    expect(suspended.statusCode).toBe(200)
    await direct.notify(note(laptop, 'Not for a suspended account'))
    await onLaptop.ended
    expect(onLaptop.events).toHaveLength(1)
  })

  it('refuses a visitor without a session, in the API shape', async () => {
    const res = await t.app.inject({ url: '/api/events' })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toEqual(expect.any(String))
  })

  it('sends a message to both sides at once, and what a reconnection missed', async () => {
    await t.db.execute(sql`update users set email_verified = true`)
    const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category })
    const sellers = await stream(seller)
    const buyers = await stream(buyer)
    const first = await as(buyer, 'POST', '/api/conversations', {
      car_id: car.id,
      text: 'Is the timing belt done?',
    })
    const conversationId = first.json().conversationId
    const [toSeller] = await sellers.waitFor(1)
    expect(toSeller?.event).toBe('message')
    expect(JSON.parse(toSeller!.data)).toMatchObject({
      conversationId,
      message: { fromMe: false, text: 'Is the timing belt done?', readAt: null },
    })
    const [toBuyer] = await buyers.waitFor(1)
    expect(JSON.parse(toBuyer!.data).message.fromMe).toBe(true)
    buyers.close()

    sellers.close()
    await as(buyer, 'POST', `/api/conversations/${conversationId}/messages`, {
      text: 'Or the water pump?',
    })
    const again = await stream(seller, toSeller!.id)
    const [missed] = await again.waitFor(1)
    expect(JSON.parse(missed!.data).message.text).toBe('Or the water pump?')
    again.close()
  })
})
