import { describe, expect, it } from 'vitest'
import { accounts } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { cookieHeader, logIn, signUp } from '../../../../tests/support/server/sessions'
import { appForFile } from '../../../../tests/support/server/file-app'

const t = appForFile()

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers })
// A filled sign-up form; each test names only what it is about.
const signupForm = (fields: object) => ({
  firstName: 'A',
  lastName: 'B',
  role: 'buyer',
  password: 'secret123',
  ...fields,
})
const login = (email: string, password: string) => post('/api/auth/login', { email, password })
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user

describe('POST /api/auth/signup', () => {
  it('creates a buyer with a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const res = await post(
      '/api/auth/signup',
      signupForm({ firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com' }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'buyer',
    })
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    const session = cookies.find((c) => c.includes('session_token'))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(await me({ cookie: cookieHeader(cookies) })).toMatchObject({
      email: 'ada@example.com',
      role: 'buyer',
    })
  })

  it('keeps only a salted scrypt hash of the password', async () => {
    const { user } = await signUp(t.app, {
      email: 'hash@example.com',
      role: 'buyer',
      password: 'same-password',
    })
    await signUp(t.app, { email: 'hash2@example.com', role: 'buyer', password: 'same-password' })
    const rows = await t.db
      .select({ userId: accounts.userId, password: accounts.password })
      .from(accounts)
    const hashes = rows.filter((r) => r.password).map((r) => r.password!)
    const mine = rows.find((r) => r.userId === user._id)!.password!
    expect(mine).not.toContain('same-password')
    // better-auth's scrypt format: 16-byte salt and 64-byte key, hex, "salt:key".
    expect(mine).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(new Set(hashes).size).toBe(hashes.length)
  })

  it('creates a seller', async () => {
    const { user } = await signUp(t.app, { email: 'seller1@example.com', role: 'seller' })
    expect(user.role).toBe('seller')
  })

  it('refuses the admin role, also through the auth library’s own sign-up path', async () => {
    const res = await post(
      '/api/auth/signup',
      signupForm({ email: 'eve@example.com', role: 'admin' }),
    )
    expect(res.statusCode).toBe(400)
    const raw = await post('/api/auth/sign-up/email', {
      name: 'Eve',
      email: 'eve2@example.com',
      password: 'secret123',
      role: 'admin',
    })
    expect(raw.statusCode).toBe(404)
    expect((await login('eve2@example.com', 'secret123')).statusCode).toBe(401)
  })

  it('names every missing field in the sign-up form’s words', async () => {
    const res = await post('/api/auth/signup', {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    })
    expect(res.statusCode).toBe(400)
    const messages = res.json().issues.map((i: { message: string }) => i.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        'First Name is required',
        'Last Name is required',
        'Email Address is required',
        'Type required',
        'Password is required',
      ]),
    )
    const short = await post(
      '/api/auth/signup',
      signupForm({ email: 'short@example.com', password: '12345' }),
    )
    expect(short.json().message).toBe('Password must be 6 characters or longer')
  })

  it('answers 409 for an address that already has an account', async () => {
    await signUp(t.app, { email: 'twice@example.com', role: 'buyer' })
    const res = await post('/api/auth/signup', signupForm({ email: 'TWICE@example.com' }))
    expect(res.statusCode).toBe(409)
  })
})

describe('POST /api/auth/login', () => {
  it('answers a token and the user, and both the token and the cookie identify them', async () => {
    await signUp(t.app, {
      email: 'login@example.com',
      role: 'seller',
      firstName: 'Lou',
      lastName: 'Gin',
    })
    const { token, user, cookie } = await logIn(t.app, 'login@example.com', 'secret123')
    expect(user).toMatchObject({ name: 'Lou Gin', email: 'login@example.com', role: 'seller' })
    expect(user._id).toBeTruthy()
    expect(await me({ authorization: `Bearer ${token}` })).toMatchObject({
      email: 'login@example.com',
    })
    expect(await me({ cookie })).toMatchObject({ email: 'login@example.com' })
  })

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await signUp(t.app, { email: 'known@example.com', role: 'buyer' })
    const wrong = await login('known@example.com', 'wrong-one')
    const unknown = await login('nobody@example.com', 'wrong-one')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe('Invalid email or password')
  })

  it('stops a burst of guesses with 429 and Retry-After, without blocking other accounts', async () => {
    await signUp(t.app, { email: 'target@example.com', role: 'buyer' })
    const codes: number[] = []
    for (let i = 0; i < 12; i++) {
      codes.push((await login('target@example.com', `guess-${i}`)).statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    const blocked = await login('target@example.com', 'secret123')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(blocked.json().message).toBeTruthy()
    expect((await login('known@example.com', 'secret123')).statusCode).toBe(200)
  })
})

describe('logout, me and jwt', () => {
  it('answers {user: null} when signed out', async () => {
    expect(await me({})).toBeNull()
    expect(await me({ authorization: 'Bearer not-a-token' })).toBeNull()
  })

  it('ends the session: the token and the cookie stop working', async () => {
    await signUp(t.app, { email: 'bye@example.com', role: 'buyer' })
    const { token, cookie } = await logIn(t.app, 'bye@example.com', 'secret123')
    const out = await post('/api/auth/logout', {}, { authorization: `Bearer ${token}` })
    expect(out.statusCode).toBe(200)
    expect(await me({ authorization: `Bearer ${token}` })).toBeNull()
    expect(await me({ cookie })).toBeNull()
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401)
  })

  it('hands a token only for the caller’s own email', async () => {
    await signUp(t.app, { email: 'jwt@example.com', role: 'seller' })
    const { cookie } = await logIn(t.app, 'jwt@example.com', 'secret123')
    const own = await post('/api/jwt', { email: 'JWT@example.com' }, { cookie })
    expect(own.statusCode).toBe(200)
    expect(own.json().user).toEqual({ role: 'seller' })
    expect(await me({ authorization: `Bearer ${own.json().token}` })).toMatchObject({
      email: 'jwt@example.com',
    })
    expect((await post('/api/jwt', { email: 'known@example.com' }, { cookie })).statusCode).toBe(
      403,
    )
    expect((await post('/api/jwt', { email: 'jwt@example.com' })).statusCode).toBe(401)
  })

  it('says Google sign-in is off when it is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Google sign-in is not configured')
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    })
  })
})

describe('demo accounts in production', () => {
  it('cannot sign in', async () => {
    const prod = await testApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } })
    try {
      const { upsertPasswordUser } = await import('../../auth/password-accounts')
      await upsertPasswordUser(prod.db, {
        name: 'Demo',
        email: 'demo@example.com',
        role: 'buyer',
        password: 'wheelanes-demo',
        isDemo: true,
      })
      await upsertPasswordUser(prod.db, {
        name: 'Real',
        email: 'real@example.com',
        role: 'buyer',
        password: 'wheelanes-real',
      })
      const login = (email: string, password: string) =>
        prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
      const demo = await login('demo@example.com', 'wheelanes-demo')
      expect(demo.statusCode).toBe(401)
      expect(demo.json().message).toBe('Invalid email or password')
      expect((await login('real@example.com', 'wheelanes-real')).statusCode).toBe(200)
    } finally {
      await prod.close()
    }
  })
})
