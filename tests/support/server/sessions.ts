import { eq } from 'drizzle-orm'
import { upsertPasswordUser } from '../../../src/server/auth/password-accounts'
import { users } from '../../../src/server/db/schema'
import type { App, TestApp } from './app'

/** Signs a person up through the API and returns what a client would keep. */
export async function signUp(
  app: App,
  body: {
    firstName?: string
    lastName?: string
    email: string
    role: 'buyer' | 'seller'
    password?: string
  },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { firstName: 'Test', lastName: 'Person', password: 'secret123', ...body },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  return { user: res.json().user, cookie: cookieHeader(res.headers['set-cookie']) }
}

export async function logIn(app: App, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
  const { token, user } = res.json()
  return { token: token as string, user, cookie: cookieHeader(res.headers['set-cookie']) }
}

/** The Cookie request header a browser would send back for these Set-Cookie headers. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((c) => c.split(';')[0]).join('; ')
}

/** An admin, made in the database as `npm run admin` does (nobody signs up as one), signed in. */
export async function signedInAdmin(
  t: Pick<TestApp, 'app' | 'db'>,
  email: string,
  name = 'Ada Admin',
) {
  await upsertPasswordUser(t.db, { name, email, role: 'admin', password: 'admin-pass' })
  return logIn(t.app, email, 'admin-pass')
}

/** A person signed up with a confirmed e-mail address (messages, offers and dealers ask one), signed in. */
export async function signedInConfirmed(
  t: Pick<TestApp, 'app' | 'db'>,
  email: string,
  role: 'buyer' | 'seller' = 'seller',
) {
  await signUp(t.app, { email, role })
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email))
  return logIn(t.app, email, 'secret123')
}
