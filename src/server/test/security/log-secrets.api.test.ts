import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { bookings, outbox, verifications } from '../../db/schema'
import { loggableError } from '../../errors'
import { buildCategory } from '../../../../tests/support/server/builders'
import { multipart, png } from '../../../../tests/support/server/images'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { SITE_ORIGIN, validListing } from '../../../../tests/support/server/security/fixtures'

/**
 * A whole journey through the production logger (its real options, at the most talkative
 * level), then the captured log is searched for every secret and personal detail that passed
 * through: none may be there.
 */
const lines: string[] = []
let t: TestApp

beforeAll(async () => {
  t = await testApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  })
})
afterAll(() => t?.close())

const password = 'Correct-Horse-7731'
const wrongPassword = 'Wrong-Battery-5519'
const newPassword = 'Fresh-Staple-2290'
const phone = '+44 7700 900 461'
const card = { number: '4242 4242 4242 4242', expMonth: 11, expYear: 2097, cvc: '318' }

describe('logs of a full journey', () => {
  it('hold no password, token, cookie, card number, CVC, phone number or email address', async () => {
    const seen = { tokens: [] as string[], cookies: [] as string[] }
    const call = async (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      opts: { payload?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const res = await t.app.inject({
        method,
        url,
        payload: opts.payload as string,
        headers: opts.headers,
      })
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500)
      for (const c of [res.headers['set-cookie'] ?? []].flat()) {
        const value = c.split(';')[0]!.split('=').slice(1).join('=')
        if (value) seen.cookies.push(value)
      }
      return res
    }
    const category = (await buildCategory(t.db)).categoryId

    // Sign up a seller and a buyer, sign in (the buyer in the browser, the seller by API).
    for (const [email, role] of [
      ['log-seller@example.com', 'seller'],
      ['log-buyer@example.com', 'buyer'],
    ]) {
      const res = await call('POST', '/api/auth/signup', {
        payload: { firstName: 'Log', lastName: 'Person', email, role, password },
      })
      expect(res.statusCode).toBe(201)
    }
    const sellerToken = (
      await call('POST', '/api/auth/login', {
        payload: { email: 'log-seller@example.com', password },
      })
    ).json().token as string
    const buyerLogin = await call('POST', '/api/auth/login', {
      payload: { email: 'log-buyer@example.com', password },
    })
    const buyerToken = buyerLogin.json().token as string
    seen.tokens.push(sellerToken, buyerToken)
    const cookie = [buyerLogin.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ')
    const browser = { cookie, origin: SITE_ORIGIN }
    const api = { authorization: `Bearer ${sellerToken}` }

    // A bearer call (the dashboard's role check carries an email in its path), an upload and a
    // listing.
    expect((await call('GET', '/api/auth/me', { headers: api })).json().user.role).toBe('seller')
    const isSeller = await call('GET', '/api/users/seller/log-seller@example.com', { headers: api })
    expect(isSeller.json()).toEqual({ isSeller: true })
    const body = multipart('image', 'car.png', 'image/png', await png())
    const upload = await call('POST', '/api/uploads', {
      payload: body.payload,
      headers: { ...api, ...body.headers },
    })
    const listing = validListing(upload.json().data.url, category)
    const carId = (await call('POST', '/api/allcars', { payload: listing, headers: api })).json()
      .insertedId as string

    // The buyer books with a phone number, pays by card, saves a car, signs out.
    const booked = await call('POST', '/api/bookings', {
      payload: { car_id: carId, phone, meeting_location: 'Car park' },
      headers: browser,
    })
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json().insertedId as string
    const intent = await call('POST', `/api/bookings/${bookingId}/payment`, { headers: browser })
    const paid = await call('POST', '/api/payments/sandbox/confirm', {
      payload: { clientSecret: intent.json().clientSecret, card },
      headers: browser,
    })
    expect(paid.json()).toEqual({ status: 'succeeded' })
    await call('PUT', `/api/wishlist/${carId}`, { headers: browser })
    await call('GET', '/api/bookings', { headers: { authorization: `Bearer ${buyerToken}` } })
    expect((await call('POST', '/api/auth/logout', { headers: browser })).statusCode).toBe(200)
    const failed = await call('POST', '/api/auth/login', {
      payload: { email: 'log-buyer@example.com', password: wrongPassword },
    })
    expect(failed.statusCode).toBe(401)

    // The buyer asks for a reset link and sets a new password with it.
    await call('POST', '/api/auth/request-password-reset', {
      payload: { email: 'log-buyer@example.com' },
    })
    const [stored] = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password:%'))
    const resetToken = stored!.identifier.split(':')[1]!
    const reset = await call('POST', '/api/auth/reset-password', {
      payload: { token: resetToken, newPassword },
    })
    expect(reset.statusCode).toBe(200)

    // The confirmation links e-mailed at sign-up (a signed token each).
    const confirmations = await t.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.kind, 'email-verification'))
    const confirmTokens = confirmations.map((m) => /[?&]token=([^&\s]+)/.exec(m.text)![1]!)
    expect(confirmTokens).toHaveLength(2)

    const log = lines.join('')
    // The capture works and is detailed: every request is in it.
    expect(lines.length).toBeGreaterThan(15)
    expect(log).toContain('/api/payments/sandbox/confirm')
    const secrets: [string, string][] = [
      ['password', password],
      ['wrong password', wrongPassword],
      ['new password', newPassword],
      ['reset token', resetToken],
      ...confirmTokens.map((v) => ['confirmation token', v] as [string, string]),
      ['phone number', phone],
      ['email address', 'log-seller@example.com'],
      ['email address', 'log-buyer@example.com'],
      ['phone digits', phone.replace(/\D/g, '')],
      ['card number', card.number],
      ['card digits', card.number.replace(/\D/g, '')],
      ['CVC', `"${card.cvc}"`],
      ['client secret', intent.json().clientSecret],
      ...seen.tokens.map((v) => ['bearer token', v] as [string, string]),
      ...seen.cookies.map((v) => ['cookie', v] as [string, string]),
      ...seen.cookies.map((v) => ['cookie (decoded)', decodeURIComponent(v)] as [string, string]),
    ]
    expect(seen.cookies.length).toBeGreaterThan(2)
    for (const [what, value] of secrets) {
      expect(value.length, what).toBeGreaterThan(2)
      expect(
        log.includes(value),
        `${what} found in the logs: ${lines
          .filter((l) => l.includes(value))
          .join('')
          .slice(0, 1500)}`,
      ).toBe(false)
    }
    expect(log).not.toMatch(/"(cvc|password|phone)"\s*:/i)
  })

  it("keep a failed query's statement but not its values", async () => {
    // A real database error whose parameters hold a phone number and an email address.
    const err = await t.db
      .insert(bookings)
      .values({
        carId: null,
        buyerId: 'no-such-user',
        carName: 'Car',
        buyerName: 'Private Person',
        buyerEmail: 'private.person@example.com',
        phone: '+1 202 555 0147',
        meetingLocation: 'Home',
        amountCents: 100,
      })
      .catch((e: unknown) => e)
    expect(String((err as Error).message)).toContain('+1 202 555 0147')
    const before = lines.length
    t.app.log.error({ err: loggableError(err) }, 'request failed')
    const logged = lines.slice(before).join('')
    expect(logged).toContain('insert into')
    expect(logged).toContain('23503')
    expect(logged).not.toContain('+1 202 555 0147')
    expect(logged).not.toContain('private.person@example.com')
  })
})
