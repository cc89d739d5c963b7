import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { upsertPasswordUser } from '../../../../src/server/auth/password-accounts'
import type { App } from '../app'
import type { Db } from '../../../../src/server/db/client'
import { users } from '../../../../src/server/db/schema'
import { buildCar, buildCategory } from '../builders'
import { multipart, png } from '../images'
import { cookieHeader } from '../sessions'

/** How a client proves who it is: the web app's cookie, or an API client's bearer token. */
export type Transport = 'cookie' | 'bearer'

export interface Session {
  id: string
  email: string
  password: string
  cookie: string
  token: string
}

/** The origin the browser names on writes; testApp's PUBLIC_URL default. */
export const SITE_ORIGIN = 'http://localhost:3000'

/** Stripe as the payment provider, with keys no call ever uses (its API is unreachable). */
export const unusedStripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
}

/** Request headers a real client would send for this session (a browser adds Origin on writes). */
export function authHeaders(
  s: Session | null,
  transport: Transport,
  method: string,
): Record<string, string> {
  if (!s) return {}
  if (transport === 'bearer') return { authorization: `Bearer ${s.token}` }
  return { cookie: s.cookie, ...(method === 'GET' ? {} : { origin: SITE_ORIGIN }) }
}

export const validListing = (image: string, category: string) => ({
  carName: '2019 Honda Civic EX',
  origin: 'Japan',
  price: 24000,
  resale_price: 18500,
  years_of_used: 5,
  carCategory: category,
  description: 'One careful owner, full service history, new tyres last spring.',
  milespergallon: 36,
  buyingyear: '2019-04-01',
  company: 'Honda',
  model: 'Civic',
  modelYear: 2019,
  postalCode: '78704',
  city: 'Austin',
  condition: 'Good',
  mileage: 48000,
  // Optional fields too, so that the fuzz tests' bodies put hostile values in them.
  drivetrain: 'FWD',
  seats: 5,
  image,
})

/**
 * Real people, listings and bookings for the security tests, made through the API (sign-up,
 * sign-in, upload, booking, payment) and, where only a row is needed, with the test builders.
 */
export async function makeFixtures(app: App, db: Db) {
  let n = 0
  const category = (await buildCategory(db)).categoryId
  const photo = await png()

  let signIns = 0
  async function signIn(email: string, password: string): Promise<Session> {
    // From an address of its own each time: the tests sign in more often than a person may.
    const i = ++signIns
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.77.${(i >> 8) & 255}.${i & 255}`,
    })
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`)
    const { token, user } = res.json()
    return { id: user._id, email, password, token, cookie: cookieHeader(res.headers['set-cookie']) }
  }

  async function person(role: 'buyer' | 'seller' | 'admin'): Promise<Session> {
    const email = `sec-${role}-${++n}-${randomUUID().slice(0, 8)}@example.com`
    const password = `pw-${randomUUID()}`
    if (role === 'admin') {
      await upsertPasswordUser(db, { name: 'Admin Person', email, role, password })
    } else {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { firstName: 'Sec', lastName: `Person ${n}`, email, role, password },
        remoteAddress: `10.78.${(n >> 8) & 255}.${n & 255}`,
      })
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`)
    }
    return signIn(email, password)
  }

  /** A person whose e-mail address is confirmed (messages, offers and dealers ask one). */
  async function confirmed(role: 'buyer' | 'seller' = 'buyer'): Promise<Session> {
    const s = await person(role)
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, s.id))
    return s
  }

  let uploads = 0
  async function upload(s: Session): Promise<string> {
    const body = multipart('image', 'car.png', 'image/png', photo)
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${s.token}` },
      remoteAddress: `10.79.${(++uploads >> 8) & 255}.${uploads & 255}`,
    })
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`)
    return res.json().data.url as string
  }

  async function car(seller: Session, image: string): Promise<string> {
    return (await buildCar(db, { sellerId: seller.id, categoryId: category, images: [image] })).id
  }

  let sends = 0
  const send = async (s: Session, method: 'POST' | 'GET', url: string, payload?: object) => {
    // Setting a scene is not what the rate limits guard: each call from an address of its own.
    const i = ++sends
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${s.token}` },
      remoteAddress: `10.79.${(i >> 8) & 255}.${i & 255}`,
    })
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }

  /** A car listed by the seller through the API (POST /api/allcars), with a photo of its own. */
  async function listed(seller: Session, extra: object = {}): Promise<string> {
    const body = { ...validListing(await upload(seller), category), ...extra }
    return (await send(seller, 'POST', '/api/allcars', body)).insertedId as string
  }

  /** Books a car as the buyer; `extra` adds to the body (proposed `slots`). */
  async function booking(buyer: Session, carId: string, extra: object = {}): Promise<string> {
    const body = {
      car_id: carId,
      phone: '+1 555 010 7788',
      meeting_location: 'Main St garage',
      ...extra,
    }
    return (await send(buyer, 'POST', '/api/bookings', body)).insertedId as string
  }

  /** Starts payment as the booking's buyer and answers the client secret. */
  async function paymentSecret(buyer: Session, bookingId: string): Promise<string> {
    return (await send(buyer, 'POST', `/api/bookings/${bookingId}/payment`)).clientSecret as string
  }

  return { category, person, confirmed, signIn, upload, listed, car, booking, paymentSecret, send }
}
export type Fixtures = Awaited<ReturnType<typeof makeFixtures>>
