import { eq, sql } from 'drizzle-orm'
import { blocks } from '../../db/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInPeople } from '../../../../tests/support/server/people'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenBesidesBuilderPhotos } from '../../../../tests/support/server/invariants'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { appForFile } from '../../../../tests/support/server/file-app'

const t = appForFile()
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who, stranger: Who, unverified: Who
let carId: string

beforeAll(async () => {
  const category = (await buildCategory(t.db)).categoryId
  ;[buyer, seller, stranger] = await signedInPeople(
    t,
    [
      ['ms-buyer@example.com', 'buyer', 'Bea'],
      ['ms-seller@example.com', 'seller', 'Sam'],
      ['ms-other@example.com', 'buyer', 'Olly'],
    ],
    { confirmed: true },
  )
  ;[unverified] = await signedInPeople(t, [['ms-new@example.com', 'buyer', 'Nia']])
  carId = (await buildCar(t.db, { sellerId: seller.user._id, categoryId: category })).id
})

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })
const texts = async (who: Who, id: string, before = '') =>
  (await call(who, 'GET', `/api/conversations/${id}/messages${before}`, undefined))
    .json()
    .map((m: { text: string; fromMe: boolean }) => `${m.fromMe ? 'me' : 'them'}: ${m.text}`)

describe('messages between a buyer and a seller', () => {
  it('keeps one conversation per car and buyer, readable and writable by its two sides only', async () => {
    const first = await call(buyer, 'POST', '/api/conversations', {
      car_id: carId,
      text: 'Is the timing belt done?',
    })
    expect(first.statusCode).toBe(201)
    const id = first.json().conversationId
    const again = await call(buyer, 'POST', '/api/conversations', { car_id: carId, text: 'Hello?' })
    expect(again.json().conversationId).toBe(id)
    expect(
      (await call(seller, 'POST', `/api/conversations/${id}/messages`, { text: 'Yes, at 60k.' }))
        .statusCode,
    ).toBe(201)

    expect(await texts(buyer, id)).toEqual([
      'me: Is the timing belt done?',
      'me: Hello?',
      'them: Yes, at 60k.',
    ])
    expect(await texts(seller, id)).toEqual([
      'them: Is the timing belt done?',
      'them: Hello?',
      'me: Yes, at 60k.',
    ])
    for (const url of [`/api/conversations/${id}/messages`]) {
      expect((await call(stranger, 'GET', url)).statusCode).toBe(404)
      expect((await call(stranger, 'POST', url, { text: 'Me too' })).statusCode).toBe(404)
    }
    expect((await call(stranger, 'POST', `/api/conversations/${id}/read`)).statusCode).toBe(404)

    // The inbox: the buyer by first name only, the last message, what is unread; the seller by
    // their public name, in full, as the car's page names them.
    const [mine] = (await call(seller, 'GET', '/api/conversations')).json()
    expect(mine).toMatchObject({
      _id: id,
      other: { name: 'Bea' },
      lastMessage: { text: 'Yes, at 60k.', fromMe: true },
      unread: 2,
    })
    expect(JSON.stringify(mine)).not.toContain('@')
    expect((await call(seller, 'POST', `/api/conversations/${id}/read`)).json()).toEqual({
      unread: 0,
    })
    const [theirs] = (await call(buyer, 'GET', '/api/conversations')).json()
    expect(theirs).toMatchObject({ other: { name: 'Sam Person' }, unread: 1 })
    const read = (await call(buyer, 'GET', `/api/conversations/${id}/messages`)).json()
    expect(read[0].readAt).not.toBeNull()
    expect(await brokenBesidesBuilderPhotos(t.db)).toEqual({})
  })

  it('refuses the unverified, one’s own car, empty and overlong messages', async () => {
    const unconfirmed = await call(unverified, 'POST', '/api/conversations', {
      car_id: carId,
      text: 'Hi',
    })
    expect(unconfirmed.statusCode).toBe(403)
    expect(unconfirmed.json().message).toBe('Confirm your e-mail address before writing to sellers')
    const own = await call(seller, 'POST', '/api/conversations', { car_id: carId, text: 'Hi' })
    expect(own.json().message).toBe('This is your own car')
    const empty = await call(buyer, 'POST', '/api/conversations', { car_id: carId, text: '  ' })
    expect(empty.json().issues[0].message).toBe('Write a message')
    const long = await call(buyer, 'POST', '/api/conversations', {
      car_id: carId,
      text: 'x'.repeat(2001),
    })
    expect(long.json().issues[0].message).toBe('Keep it under 2,000 characters')
    const gone = await call(buyer, 'POST', '/api/conversations', {
      car_id: '00000000-0000-4000-8000-000000000000',
      text: 'Hi',
    })
    expect(gone.statusCode).toBe(404)
  })

  it('pages a long thread from the newest back', async () => {
    const id = (
      await call(stranger, 'POST', '/api/conversations', { car_id: carId, text: 'm0' })
    ).json().conversationId
    await t.db.execute(sql`insert into messages (conversation_id, sender_id, text)
      select ${id}, ${stranger.user._id}, 'm' || i from generate_series(1, 59) i`)
    const newest = (await call(stranger, 'GET', `/api/conversations/${id}/messages`)).json()
    expect(newest).toHaveLength(50)
    expect(newest.at(-1).text).toBe('m59')
    expect(newest[0].text).toBe('m10')
    const older = await texts(stranger, id, `?before=${newest[0]._id}`)
    expect(older).toEqual(Array.from({ length: 10 }, (_, i) => `me: m${i}`))
  })

  it('stops a blocked person’s messages, takes reports, and limits how fast one writes', async () => {
    const id = (await call(stranger, 'GET', '/api/conversations')).json()[0]._id
    const [message] = (await call(seller, 'GET', `/api/conversations/${id}/messages`)).json()
    const reportOf = (reason: string) => ({
      targetType: 'message',
      targetId: message._id,
      reason,
    })
    const report = await call(seller, 'POST', '/api/reports', reportOf('offensive'))
    expect(report.statusCode).toBe(201)
    expect((await call(seller, 'POST', '/api/reports', reportOf('scam'))).statusCode).toBe(409)
    expect((await call(stranger, 'POST', '/api/reports', reportOf('other'))).json().message).toBe(
      'You cannot report your own message',
    )
    expect((await call(buyer, 'POST', '/api/reports', reportOf('other'))).statusCode).toBe(404)

    expect((await call(seller, 'POST', `/api/conversations/${id}/block`)).json()).toEqual({
      blocked: true,
    })
    const blocked = await call(stranger, 'POST', `/api/conversations/${id}/messages`, {
      text: 'Hello?',
    })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().message).toBe('This person is not taking messages from you')
    // The blocker can still write (to say goodbye, say), and others still reach the seller.
    expect(
      (await call(seller, 'POST', `/api/conversations/${id}/messages`, { text: 'Bye' })).statusCode,
    ).toBe(201)

    const conversation = (await call(buyer, 'GET', '/api/conversations')).json()[0]._id
    const codes: number[] = []
    for (let i = 0; i < 32; i++) {
      codes.push(
        (
          await call(buyer, 'POST', `/api/conversations/${conversation}/messages`, {
            text: `n${i}`,
          })
        ).statusCode,
      )
    }
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0)
    // Counted per sender: the seller still writes.
    expect(
      (
        await call(seller, 'POST', `/api/conversations/${conversation}/messages`, {
          text: 'Slow down',
        })
      ).statusCode,
    ).toBe(201)
  })
})

describe('a conversation and the test drive it is about', () => {
  it('links the buyer’s booking and the conversation both ways, and closes one to a deleted person', async () => {
    const category = (await buildCategory(t.db)).categoryId
    const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId: category })
    await signUp(t.app, { email: 'ms-leaving@example.com', role: 'buyer', firstName: 'Lee' })
    const leaving = await logIn(t.app, 'ms-leaving@example.com', 'secret123')
    await t.db.execute(
      sql`update users set email_verified = true where email = 'ms-leaving@example.com'`,
    )
    const booked = await call(leaving, 'POST', '/api/bookings', {
      car_id: car.id,
      phone: '+1 555 010 4321',
      meeting_location: 'Elm St car park',
      slots: [new Date(Date.now() + 30 * 3_600_000).toISOString()],
      timeZone: 'America/New_York',
    })
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json().insertedId
    const bookingOf = async (who: Who, url: string) =>
      (await call(who, 'GET', url)).json().find((b: { _id: string }) => b._id === bookingId)
    // No conversation yet: the booking says so.
    expect((await bookingOf(leaving, '/api/bookings')).conversationId).toBeNull()

    const id = (
      await call(leaving, 'POST', '/api/conversations', {
        car_id: car.id,
        text: 'Can I bring my mechanic?',
      })
    ).json().conversationId
    expect((await bookingOf(leaving, '/api/bookings')).conversationId).toBe(id)
    expect((await bookingOf(seller, '/api/seller/bookings')).conversationId).toBe(id)
    const about = async (who: Who) =>
      (await call(who, 'GET', '/api/conversations'))
        .json()
        .find((c: { _id: string }) => c._id === id)
    expect(await about(seller)).toMatchObject({
      you: 'seller',
      other: { name: 'Lee', deleted: false },
      booking: { _id: bookingId, status: 'requested', payment: 'pending', appointmentAt: null },
    })
    expect((await about(leaving)).you).toBe('buyer')

    // The seller blocks Lee, then Lee closes the account: the blocks go, the conversation
    // stays readable to the seller, and nobody can write into it any more.
    await call(seller, 'POST', `/api/conversations/${id}/block`)
    const closed = await call(leaving, 'DELETE', '/api/account', { password: 'secret123' })
    expect(closed.statusCode).toBe(200)
    expect(await about(seller)).toMatchObject({
      other: { name: 'Deleted account', deleted: true },
      booking: { _id: bookingId, status: 'cancelled' },
    })
    expect(await texts(seller, id)).toEqual(['them: Can I bring my mechanic?'])
    const answer = await call(seller, 'POST', `/api/conversations/${id}/messages`, { text: 'Sure' })
    expect(answer.statusCode).toBe(409)
    expect(answer.json().message).toBe('This person has closed their account')
    expect(await t.db.select().from(blocks).where(eq(blocks.blockedId, leaving.user._id))).toEqual(
      [],
    )
  })
})
