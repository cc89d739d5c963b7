import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { cookieHeader, logIn, signUp } from '../../../../tests/support/server/sessions'
import { LOGIN_LIMITS } from './login-limits'

let t: TestApp

beforeAll(async () => {
  t = await testApp()
  for (const name of ['victim', 'guessed', 'targeted', 'owner']) {
    await signUp(t.app, { email: `${name}@example.com`, role: 'buyer' })
  }
})
afterAll(() => t?.close())

const login = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email, password },
  })

const FROM_NETWORK =
  'Too many failed sign-ins to this account from your network. Please wait and try again.'
const TO_ACCOUNT =
  'Too many failed sign-ins to this account. Please wait and try again, from a device you have signed in with before if you can.'

describe('login limits (docs/decisions/0088-login-limits.md)', () => {
  it('slows an address spraying many accounts, but lets an account it has not failed at in', async () => {
    // One password over 40 accounts, from addresses of one IPv6 /64 (one client).
    const sprayer = (i: number) => `2001:db8:36:1::${(i + 1).toString(16)}`
    const codes: number[] = []
    for (let i = 0; i < 40; i++) {
      codes.push((await login(`spray-${i}@example.com`, 'Summer2026!', sprayer(i))).statusCode)
    }
    expect(codes).toEqual(Array(40).fill(401))

    // The victim, behind the same address, has no failures of its own: the right password works.
    const victim = await login('victim@example.com', 'secret123', sprayer(40))
    expect(victim.statusCode).toBe(200)

    // A sprayed account gets 3 tries from there now, not 10.
    const again: number[] = []
    for (let i = 0; i < 3; i++) {
      again.push((await login('spray-0@example.com', `Autumn202${i}!`, sprayer(41 + i))).statusCode)
    }
    expect(again).toEqual([401, 401, 429])
    const slowed = await login('spray-0@example.com', 'Winter2026!', sprayer(50))
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json().message).toBe(FROM_NETWORK)
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)

    // Elsewhere the sprayed accounts are untouched.
    expect((await login('spray-0@example.com', 'Winter2026!', '10.36.0.1')).statusCode).toBe(401)
  })

  it('stops a guesser at one account from one address, and only there', async () => {
    // Each guess from its own address of one /64: the per-minute limit (per address) never
    // trips, the failures per client and account do.
    const guesser = (i: number) => `2001:db8:36:2::${(i + 1).toString(16)}`
    const codes: number[] = []
    for (let i = 0; i <= LOGIN_LIMITS.perAddressAndAccount; i++) {
      codes.push((await login('guessed@example.com', `guess-${i}`, guesser(i))).statusCode)
    }
    expect(codes).toEqual([...Array(LOGIN_LIMITS.perAddressAndAccount).fill(401), 429])
    // The right password waits there too ...
    const there = await login('guessed@example.com', 'secret123', guesser(20))
    expect(there.statusCode).toBe(429)
    expect(there.json().message).toBe(FROM_NETWORK)
    // ... but the owner at home signs in, and the guessing client may sign in to its own account.
    expect((await login('guessed@example.com', 'secret123', '10.36.1.1')).statusCode).toBe(200)
    expect((await login('owner@example.com', 'secret123', guesser(21))).statusCode).toBe(200)
  })

  it('limits an account guessed at from many addresses, except on a device that signed in before', async () => {
    // The owner signed in on their laptop last week: it keeps a cookie that says so.
    const laptop = await login('targeted@example.com', 'secret123', '10.36.2.1')
    expect(laptop.statusCode).toBe(200)
    const known = cookieHeader(laptop.headers['set-cookie'])
    expect(known).toMatch(/wheelanes\.known-device=/)

    // 45 guesses at once, each from an address of its own: every one is counted before it is
    // tried, so none slips under the limit.
    const guesses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        login('targeted@example.com', `guess-${i}`, `10.36.3.${i + 1}`),
      ),
    )
    const codes = guesses.map((g) => g.statusCode)
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMITS.perAccount)
    expect(codes.filter((c) => c === 429)).toHaveLength(45 - LOGIN_LIMITS.perAccount)

    // A new device waits, even with the right password ...
    const fresh = await login('targeted@example.com', 'secret123', '10.36.4.1')
    expect(fresh.statusCode).toBe(429)
    expect(fresh.json().message).toBe(TO_ACCOUNT)
    // ... the laptop does not, wherever it is; another account's cookie is no way past.
    expect(
      (await login('targeted@example.com', 'secret123', '10.36.4.2', { cookie: known })).statusCode,
    ).toBe(200)
    const other = cookieHeader(
      (await login('owner@example.com', 'secret123', '10.36.4.3')).headers['set-cookie'],
    )
    expect(
      (await login('targeted@example.com', 'secret123', '10.36.4.4', { cookie: other })).statusCode,
    ).toBe(429)
    // Other accounts sign in as ever.
    expect((await login('victim@example.com', 'secret123', '10.36.4.5')).statusCode).toBe(200)
  })

  it('keeps the device cookie to the sign-in route, out of reach of scripts', async () => {
    const res = await login('owner@example.com', 'secret123', '10.36.5.1')
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('wheelanes.known-device='))
    expect(cookie).toMatch(
      /; Path=\/api\/auth\/login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    )
  })
})

describe('limits per client address', () => {
  it('limits wrong passwords per account, whatever the address they come from', async () => {
    await signUp(t.app, { email: 'stolen@example.com', role: 'buyer' })
    const victim = await logIn(t.app, 'stolen@example.com', 'secret123')
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        remoteAddress: `10.44.0.${i + 1}`,
        headers: { cookie: victim.cookie },
        payload: { password: `guess-${i}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true)
    expect(codes[10]).toBe(429)
    // The right password waits too; the account is still there.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      remoteAddress: '10.44.1.1',
      headers: { cookie: victim.cookie },
      payload: { currentPassword: 'secret123', newPassword: 'new-secret-9' },
    })
    expect(right.statusCode).toBe(429)
    const account = {
      method: 'GET',
      url: '/api/account',
      headers: { cookie: victim.cookie },
    } as const
    expect((await t.app.inject(account)).statusCode).toBe(200)
  })

  it('limits reset requests from one address across many e-mail addresses', async () => {
    const codes: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '10.9.9.9',
        payload: { email: `reset-${i}@example.com` },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true)
    expect(codes[20]).toBe(429)
  })
})
