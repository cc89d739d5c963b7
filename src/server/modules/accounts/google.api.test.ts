import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertPasswordUser } from '../../auth/password-accounts'
import { accounts, users } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { startOidcProvider } from '../../../../tests/support/server/oidc-provider'
import { cookieHeader, logIn, signUp } from '../../../../tests/support/server/sessions'

const publicUrl = 'http://localhost:3999'
let oidc: Awaited<ReturnType<typeof startOidcProvider>>
let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  oidc = await startOidcProvider(`${publicUrl}/api/auth/callback/google`)
  t = await testApp({
    env: {
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    },
  })
})
afterAll(async () => {
  await t?.close()
  await oidc?.close()
})

/** Plays the browser at the identity provider: follows redirects, keeps cookies, fills its forms. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>()
  let url = authorizeUrl
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const [k, v] = pair!.split('=')
      jar.set(k!, v ?? '')
    }
    body = undefined
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url).toString()
      if (next.startsWith(publicUrl)) return next
      url = next
      continue
    }
    const html = await res.text()
    const action = /action="([^"]+)"/.exec(html)?.[1]
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
    if (!action || !prompt)
      throw new Error(`unexpected page at ${url}: ${res.status} ${html.slice(0, 200)}`)
    url = new URL(action.replaceAll('&amp;', '&'), url).toString()
    body = new URLSearchParams({ prompt, login, password: 'anything' })
  }
  throw new Error('too many redirects')
}

/** Back from the provider to our callback, with the cookies the browser holds. */
const backFromProvider = (callback: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: callback.slice(publicUrl.length), headers: { cookie } })

/** Starts a Google sign-in at `url`, signs in at the provider as `login`, and comes back. */
async function signInWithGoogle(url: string, login: string) {
  const start = await t.app.inject({ method: 'GET', url })
  expect(start.statusCode).toBe(302)
  const callback = await signInAtProvider(start.headers.location as string, login)
  return backFromProvider(callback, cookieHeader(start.headers['set-cookie']))
}

describe('Google sign-in through OpenID Connect', () => {
  it('walks the whole redirect flow and makes a new account a buyer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    })
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google?returnTo=/blog' })
    expect(start.statusCode).toBe(302)
    const authorizeUrl = start.headers.location as string
    expect(authorizeUrl.startsWith(oidc.issuer)).toBe(true)
    expect(authorizeUrl).toContain('code_challenge=')
    const stateCookie = cookieHeader(start.headers['set-cookie'])

    const callback = await signInAtProvider(authorizeUrl, 'grace')
    expect(callback).toContain('/api/auth/callback/google?')
    const done = await backFromProvider(callback, stateCookie)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/blog')
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookieHeader(done.headers['set-cookie']) },
    })
    expect(me.json().user).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Google',
      role: 'buyer',
    })
  })

  it('refuses a callback without the state cookie it started with', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' })
    const callback = await signInAtProvider(start.headers.location as string, 'mallory')
    const done = await t.app.inject({ method: 'GET', url: callback.slice(publicUrl.length) })
    expect(done.statusCode).toBe(302)
    // Back to our sign-in page, which says Google sign-in failed.
    expect(done.headers.location).toMatch(/^(http:\/\/[^/]+)?\/login\?error=/)
    expect(done.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]+/)
  })

  for (const [who, makeAccount] of [
    [
      'an admin',
      (email: string) =>
        upsertPasswordUser(t.db, { name: 'Root', email, role: 'admin', password: 'admin-pass-1' }),
    ],
    [
      'a password account',
      (email: string) => signUp(t.app, { email, role: 'seller', password: 'secret123' }),
    ],
  ] as const) {
    it(`never links Google to ${who} with the same e-mail on its own`, async () => {
      const login = who === 'an admin' ? 'root' : 'pat'
      const email = `${login}@example.com`
      await makeAccount(email)
      const done = await signInWithGoogle('/api/auth/google', login)
      expect(done.statusCode).toBe(302)
      expect(done.headers.location).toBe('/login?error=google&error=account_not_linked')
      expect([done.headers['set-cookie'] ?? []].flat().join('\n')).not.toMatch(
        /session_token=[^;]+/,
      )
      const [user] = await t.db.select().from(users).where(eq(users.email, email))
      const linked = await t.db.select().from(accounts).where(eq(accounts.userId, user!.id))
      expect(linked.map((a) => a.providerId)).toEqual(['credential'])
    })
  }

  it('links Google to a password account from the Account page, after its password, once', async () => {
    const email = 'lena@example.com'
    await signUp(t.app, { email, role: 'buyer', password: 'secret123' })
    const session = await logIn(t.app, email, 'secret123')
    const link = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/google',
        headers: { cookie: session.cookie },
        payload: { password },
      })
    const wrong = await link('not-it')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('That password is not right')

    // Meanwhile a plain Google sign-in with the same e-mail is still refused, intent or not.
    const started = await link('secret123')
    expect(started.statusCode).toBe(200)
    const refused = await signInWithGoogle('/api/auth/google', 'lena')
    expect(refused.headers.location).toBe('/login?error=google&error=account_not_linked')

    const callback = await signInAtProvider(started.json().url, 'lena')
    const done = await backFromProvider(
      callback,
      `${session.cookie}; ${cookieHeader(started.headers['set-cookie'])}`,
    )
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe('/dashboard/account?linked=google')
    const account = await t.app.inject({ url: '/api/account', headers: { cookie: session.cookie } })
    expect(account.json().user).toMatchObject({ hasPassword: true, hasGoogle: true })

    // From now on Google signs Lena in.
    const signedIn = await signInWithGoogle('/api/auth/google?returnTo=/blog', 'lena')
    expect(signedIn.headers.location).toBe('/blog')
  })

  it('does not take a return address off this site', async () => {
    const done = await signInWithGoogle('/api/auth/google?returnTo=//evil.example', 'olga')
    expect(done.headers.location).toBe('/')
  })
})
