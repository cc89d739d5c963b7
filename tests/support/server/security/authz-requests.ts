import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { TEST_AUTH_SECRET, type App } from '../app'
import { unsubscribeToken } from '../../../../src/server/modules/mail/unsubscribe'
import type { Db } from '../../../../src/server/db/client'
import {
  conversations,
  dealerApiKeys,
  dealerFeeds,
  dealerInvites,
  dealerMembers,
  dealers,
  leads,
  messages,
  offers,
  reports,
  savedSearches,
  sessions,
  users,
} from '../../../../src/server/db/schema'
import { buildBooking, buildCar } from '../builders'
import { API_KEY_PREFIX, hashApiKey } from '../../../../src/server/modules/dealers/access'
import { multipart, png } from '../images'
import { relatedActors, type Actor } from './authz-matrix'
import { makeFixtures, validListing, type Fixtures, type Session } from './fixtures'

/** The standing cast: one person per caller kind, plus the owners of the resources. */
export async function makeWorld(app: App, db: Db) {
  const f = await makeFixtures(app, db)
  const [buyer, seller, otherSeller, admin, ownerSeller, ownerBuyer] = await Promise.all([
    f.person('buyer'),
    f.person('seller'),
    f.person('seller'),
    f.person('admin'),
    f.person('seller'),
    f.person('buyer'),
  ])
  const photo = await f.upload(ownerSeller)
  const standingCar = await f.car(ownerSeller, photo)
  await f.car(otherSeller, await f.upload(otherSeller))
  const people = { buyer, seller, otherSeller, admin, ownerSeller, ownerBuyer }
  const leadDealer = await makeLeadDealer(f, db, ownerBuyer)
  return { f, db, people, photo, standingCar, leadDealer, uploadBytes: await png() }
}

/**
 * A dealer with one person of each role, an API key (as a session whose bearer token is the
 * key), a car and a buyer's lead about it: the leads routes' resource. One per world: those
 * routes only read, or set a lead's status.
 */
async function makeLeadDealer(f: Fixtures, db: Db, buyer: Session) {
  const [owner, manager, sales] = await Promise.all([
    f.person('seller'),
    f.person('seller'),
    f.person('seller'),
  ])
  const [d] = await db
    .insert(dealers)
    .values({ name: 'Lead Motors', postalCode: '78704', city: 'Austin' })
    .returning({ id: dealers.id })
  const id = d!.id
  await db.insert(dealerMembers).values([
    { dealerId: id, userId: owner.id, role: 'owner' },
    { dealerId: id, userId: manager.id, role: 'manager' },
    { dealerId: id, userId: sales.id, role: 'sales' },
  ])
  const key = API_KEY_PREFIX + randomUUID().replaceAll('-', '')
  await db.insert(dealerApiKeys).values({
    dealerId: id,
    name: 'CRM sync',
    keyHash: hashApiKey(key),
    prefix: key.slice(0, API_KEY_PREFIX.length + 6),
    createdBy: owner.id,
  })
  const apiKey: Session = { id: `key of ${id}`, email: '', password: '', cookie: '', token: key }
  const car = await buildCar(db, {
    sellerId: owner.id,
    categoryId: f.category,
    dealerId: id,
    stockNumber: 'LEAD-1',
    images: [await f.upload(owner)],
  })
  const [lead] = await db
    .insert(leads)
    .values({
      dealerId: id,
      kind: 'message',
      carId: car.id,
      carName: car.name,
      stockNumber: 'LEAD-1',
      buyerId: buyer.id,
      buyerName: 'Sec Person',
      remindAt: new Date(Date.now() + 2 * 3_600_000),
    })
    .returning({ id: leads.id })
  return { id, owner, manager, sales, apiKey, leadId: lead!.id }
}
export type World = Awaited<ReturnType<typeof makeWorld>>

export interface Cell {
  url: string
  payload?: unknown
  headers?: Record<string, string>
  /** Who the "owner" (and "carSeller", a dealer's "manager", ...) caller is for this resource. */
  owner?: Session
  carSeller?: Session
  manager?: Session
  sales?: Session
  apiKey?: Session
  /** Acts with this session instead (logout ends the session it is given). */
  as?: Session
  /** The caller's address, for a route whose rate limit a few cells would use up. */
  remoteAddress?: string
}

/** The caller's standing session, before a row names the owner. */
export function standing(w: World, actor: Actor): Session | null {
  if (actor === 'anonymous' || actor === 'owner') return null
  if ((relatedActors as readonly string[]).includes(actor)) return null
  return w.people[actor as keyof World['people']]
}

const roleOf = (actor: Actor) =>
  actor === 'admin' ? 'admin' : actor === 'buyer' ? 'buyer' : ('seller' as const)

type Build = (w: World, actor: Actor, me: Session | null) => Promise<Cell> | Cell

const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }
const bookingBody = (carId: string) => ({
  car_id: carId,
  phone: '+1 555 010 2233',
  meeting_location: 'Station car park',
})

/**
 * A fresh booking of a fresh car: ownerBuyer asked for a test drive of ownerSeller's car,
 * proposing a time. Written as POST /api/bookings would, without going through its rate limit
 * (that route's own cells do).
 */
async function freshBooking(w: World) {
  const carId = await w.f.car(w.people.ownerSeller, w.photo)
  const { buyer, slots } = { buyer: w.people.ownerBuyer, slots: [new Date(inADay())] }
  const { id } = await buildBooking(w.db, { carId, buyerId: buyer.id, slots })
  return { id, owner: buyer, carSeller: w.people.ownerSeller }
}
/** ownerBuyer asked ownerSeller about a fresh car: a conversation of one message. */
async function freshConversation(w: World) {
  const carId = await w.f.car(w.people.ownerSeller, w.photo)
  const [c] = await w.db
    .insert(conversations)
    .values({
      carId,
      carName: 'A car',
      buyerId: w.people.ownerBuyer.id,
      sellerId: w.people.ownerSeller.id,
    })
    .returning()
  const [m] = await w.db
    .insert(messages)
    .values({
      conversationId: c!.id,
      senderId: w.people.ownerBuyer.id,
      text: 'Is it still for sale?',
    })
    .returning()
  return {
    id: c!.id,
    messageId: m!.id,
    owner: w.people.ownerBuyer,
    carSeller: w.people.ownerSeller,
  }
}
const inADay = (days = 1) => new Date(Date.now() + days * 86_400_000).toISOString()
/** A test drive both agreed on, whose time has come (the seller may say how it went). */
async function pastAppointment(w: World) {
  const b = await freshBooking(w)
  const { slots } = (await w.f.send(b.carSeller, 'GET', `/api/bookings/${b.id}`)) as {
    slots: string[]
  }
  await w.f.send(b.carSeller, 'POST', `/api/bookings/${b.id}/accept`, { at: slots[0] })
  await w.db.execute(
    sql`update bookings set appointment_at = now() - interval '1 hour' where id = ${b.id}`,
  )
  return b
}
/** A fresh booking whose buyer's payment is held (the sandbox authorised the card). */
async function heldBooking(w: World) {
  const b = await freshBooking(w)
  const clientSecret = await w.f.paymentSecret(b.owner, b.id)
  await w.f.send(b.owner, 'POST', '/api/payments/sandbox/confirm', { clientSecret, card: goodCard })
  return b
}
/** A held booking whose car the seller says they handed over. */
async function handedOver(w: World) {
  const b = await heldBooking(w)
  await w.f.send(b.carSeller, 'POST', `/api/bookings/${b.id}/handover`)
  return b
}
/** A booking whose money was taken: the buyer confirmed the handover. */
async function paidBooking(w: World) {
  const b = await handedOver(w)
  await w.f.send(b.owner, 'POST', `/api/bookings/${b.id}/confirm-handover`)
  return b
}
/** ownerBuyer's offer on a fresh car of ownerSeller's, waiting for the seller. */
async function freshOffer(w: World) {
  const carId = await w.f.car(w.people.ownerSeller, w.photo)
  const now = new Date()
  const [o] = await w.db
    .insert(offers)
    .values({
      carId,
      buyerId: w.people.ownerBuyer.id,
      sellerId: w.people.ownerSeller.id,
      carName: 'A car',
      askingCents: 1_850_000,
      amountCents: 1_200_000,
      awaiting: 'seller',
      expiresAt: new Date(now.getTime() + 86_400_000),
      history: [{ cents: 1_200_000, by: 'buyer', at: now.toISOString() }],
    })
    .returning()
  return { id: o!.id, owner: w.people.ownerBuyer, carSeller: w.people.ownerSeller }
}
/** A buyer whose address is confirmed (offers ask for it), signed in afresh. */
async function confirmedBuyer(w: World) {
  const p = await w.f.person('buyer')
  await w.db.update(users).set({ emailVerified: true }).where(eq(users.id, p.id))
  return w.f.signIn(p.email, p.password)
}
async function freshCar(w: World) {
  return { id: await w.f.car(w.people.ownerSeller, w.photo), owner: w.people.ownerSeller }
}
const email = () => `sec-new-${randomUUID()}@example.com`
let contacts = 0
let dealerCalls = 0

/** A fresh dealer of a fresh seller (its owner), written as POST /api/dealers would. */
async function freshDealer(w: World) {
  const owner = await w.f.person('seller')
  const [d] = await w.db
    .insert(dealers)
    .values({ name: 'Sec Motors', postalCode: '78704', city: 'Austin' })
    .returning({ id: dealers.id })
  await w.db.insert(dealerMembers).values({ dealerId: d!.id, userId: owner.id, role: 'owner' })
  return { id: d!.id, owner }
}
/** An open invitation of a fresh dealer to `email`, and its token. */
async function freshInvite(w: World, email: string) {
  const dealer = await freshDealer(w)
  const token = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '')
  const [i] = await w.db
    .insert(dealerInvites)
    .values({
      dealerId: dealer.id,
      email,
      role: 'sales',
      tokenHash: hashApiKey(token),
      invitedBy: dealer.owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: dealerInvites.id })
  return { ...dealer, token, inviteId: i!.id }
}

/** The lead dealer's people, as the leads routes' cells name them. */
const leadPeople = ({ leadDealer: d }: World) => ({
  owner: d.owner,
  manager: d.manager,
  sales: d.sales,
  apiKey: d.apiKey,
})

/** How to call each route of the matrix as a given caller, with a real resource to act on. */
export const requests: Record<string, Build> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/ready': () => ({ url: '/api/ready' }),
  'GET /api/docs': () => ({ url: '/api/docs' }),
  'GET /api/docs/json': () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': () => ({ url: '/api/docs/yaml' }),
  'GET /api/docs/static/index.html': () => ({ url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': () => ({
    url: '/api/docs/static/swagger-initializer.js',
  }),
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),

  'POST /api/auth/signup': () => ({
    url: '/api/auth/signup',
    payload: {
      firstName: 'New',
      lastName: 'Person',
      email: email(),
      role: 'buyer',
      password: 'pw-123456',
    },
  }),
  'POST /api/auth/login': (w, _a, me) => {
    const who = me ?? w.people.ownerBuyer
    return { url: '/api/auth/login', payload: { email: who.email, password: who.password } }
  },
  'POST /api/auth/request-password-reset': (w, actor) => ({
    url: '/api/auth/request-password-reset',
    payload: { email: `${actor}-${randomUUID()}@example.com` },
  }),
  'POST /api/auth/reset-password': () => ({
    url: '/api/auth/reset-password',
    payload: { token: 'made-up-token', newPassword: 'secret123' },
  }),
  'GET /api/auth/verify-email': () => ({
    url: '/api/auth/verify-email?token=made-up&callbackURL=%2Femail-verified',
  }),
  'POST /api/auth/send-verification-email': (w, _a, me) => ({
    url: '/api/auth/send-verification-email',
    payload: { email: (me ?? w.people.buyer).email },
  }),
  'POST /api/auth/logout': async (w, _a, me) => ({
    url: '/api/auth/logout',
    ...(me ? { as: await w.f.signIn(me.email, me.password) } : {}),
  }),
  'GET /api/auth/me': () => ({ url: '/api/auth/me' }),
  'GET /api/auth/providers': () => ({ url: '/api/auth/providers' }),
  'GET /api/auth/google': () => ({ url: '/api/auth/google?returnTo=/mywishlist' }),
  'GET /api/auth/callback/:providerId': () => ({ url: '/api/auth/callback/google?code=x&state=y' }),
  'POST /api/jwt': (w) => ({
    url: '/api/jwt',
    payload: { email: w.people.ownerSeller.email },
    owner: w.people.ownerSeller,
  }),

  'GET /api/account': () => ({ url: '/api/account' }),
  'PATCH /api/account': () => ({
    url: '/api/account',
    payload: { notifications: { alerts: true } },
  }),
  // These two change the account: each caller acts as a fresh person of its kind.
  'POST /api/account/password': async (w, actor) => {
    const fresh = actor === 'anonymous' ? null : await w.f.person(roleOf(actor))
    return {
      url: '/api/account/password',
      payload: { currentPassword: fresh?.password ?? 'secret123', newPassword: 'new-secret-1' },
      ...(fresh ? { as: fresh } : {}),
    }
  },
  'GET /api/account/export': () => ({ url: '/api/account/export' }),
  'POST /api/account/google': (_w, _a, me) => ({
    url: '/api/account/google',
    payload: { password: me?.password ?? 'secret123' },
  }),
  'DELETE /api/account': async (w, actor) => {
    const fresh = actor === 'anonymous' ? null : await w.f.person(roleOf(actor))
    return {
      url: '/api/account',
      payload: { password: fresh?.password ?? 'secret123' },
      ...(fresh ? { as: fresh } : {}),
    }
  },
  'GET /api/unsubscribe': () => ({ url: '/api/unsubscribe?token=abc.def' }),
  'POST /api/unsubscribe': async (w) => {
    const someone = await w.f.person('buyer')
    return {
      url: `/api/unsubscribe?token=${unsubscribeToken(TEST_AUTH_SECRET, someone.id, 'alerts')}`,
    }
  },

  'GET /api/users/admin/:email': (w) => ({
    url: `/api/users/admin/${encodeURIComponent(w.people.ownerSeller.email)}`,
    owner: w.people.ownerSeller,
  }),
  'GET /api/users/seller/:email': (w) => ({
    url: `/api/users/seller/${encodeURIComponent(w.people.ownerSeller.email)}`,
    owner: w.people.ownerSeller,
  }),
  'GET /api/users': () => ({ url: '/api/users?role=seller' }),
  'GET /api/admin/outbox': () => ({ url: '/api/admin/outbox?limit=20' }),
  'POST /api/reports': async (w) => ({
    url: '/api/reports',
    payload: {
      targetType: 'car',
      targetId: await w.f.car(w.people.ownerSeller, w.photo),
      reason: 'scam',
    },
  }),
  'GET /api/admin/reports': () => ({ url: '/api/admin/reports?status=open' }),
  'POST /api/admin/reports/:id/resolve': async (w) => {
    const carId = await w.f.car(w.people.ownerSeller, w.photo)
    const [report] = await w.db
      .insert(reports)
      .values({ targetType: 'car', targetId: carId, reason: 'scam', reporterId: w.people.buyer.id })
      .returning()
    return {
      url: `/api/admin/reports/${report!.id}/resolve`,
      payload: { action: 'hide_listing', note: 'Asks for a deposit by wire' },
    }
  },
  'GET /api/admin/users': () => ({ url: '/api/admin/users?q=example&role=seller' }),
  'POST /api/admin/users/:id/suspend': async (w) => ({
    url: `/api/admin/users/${(await w.f.person('seller')).id}/suspend`,
    payload: { note: 'Sells cars that do not exist' },
  }),
  'POST /api/admin/users/:id/unsuspend': async (w) => {
    const person = await w.f.person('buyer')
    // Suspended as the admin would: no session left.
    await w.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.id))
    await w.db.delete(sessions).where(eq(sessions.userId, person.id))
    return { url: `/api/admin/users/${person.id}/unsuspend`, payload: {} }
  },
  'GET /api/admin/cars': () => ({ url: '/api/admin/cars?status=Active&q=a' }),
  'PATCH /api/admin/cars/:id': async (w) => ({
    url: `/api/admin/cars/${await w.f.car(w.people.ownerSeller, w.photo)}`,
    payload: { hidden: true, note: 'The photos are of another car' },
  }),
  'GET /api/admin/audit': () => ({ url: '/api/admin/audit' }),
  'GET /api/admin/stats': () => ({ url: '/api/admin/stats?days=30' }),
  'GET /api/seller/stats': () => ({ url: '/api/seller/stats?days=30' }),
  'GET /api/notifications': () => ({ url: '/api/notifications' }),
  'POST /api/notifications/read': () => ({ url: '/api/notifications/read', payload: {} }),
  'GET /api/events': () => ({ url: '/api/events' }),
  'DELETE /api/users/:id': async (w) => {
    const victim = await w.f.person('seller')
    return { url: `/api/users/${victim.id}`, owner: victim }
  },

  'GET /api/car-categories': () => ({ url: '/api/car-categories' }),
  'GET /api/featured-cars': () => ({ url: '/api/featured-cars' }),
  'GET /api/featured-cars/:id': (w) => ({ url: `/api/featured-cars/${w.standingCar}` }),
  'POST /api/cars/:id/views': (w) => ({ url: `/api/cars/${w.standingCar}/views` }),
  'GET /api/allcars/byCategory/:id': (w) => ({ url: `/api/allcars/byCategory/${w.f.category}` }),
  'GET /api/cars': () => ({
    url: `/api/cars?q=${encodeURIComponent('cheap tset under 30k awd 5 seats in chicago')}&make=Toyota&minModelYear=2015&drivetrain=AWD&minSeats=2`,
  }),
  'GET /api/cars/suggest': () => ({ url: '/api/cars/suggest?q=toyta' }),
  'GET /api/postal-codes/:zip': () => ({ url: '/api/postal-codes/78704' }),
  'GET /api/cars/:id/similar': (w) => ({ url: `/api/cars/${w.standingCar}/similar` }),

  'POST /api/uploads': (w) => {
    const body = multipart('image', 'car.png', 'image/png', w.uploadBytes)
    return { url: '/api/uploads', payload: body.payload, headers: body.headers }
  },
  'POST /api/allcars': async (w, actor, me) => {
    // A seller lists with a photo of their own; others are refused before it matters.
    const image =
      me && (actor === 'seller' || actor === 'otherSeller') ? await w.f.upload(me) : w.photo
    return { url: '/api/allcars', payload: validListing(image, w.f.category) }
  },
  'GET /api/allcars': () => ({ url: '/api/allcars' }),
  'PUT /api/allcars/:id': async (w) => {
    const car = await freshCar(w)
    return { url: `/api/allcars/${car.id}`, owner: car.owner }
  },
  'DELETE /api/allcars/:id/featured': async (w) => {
    const car = await freshCar(w)
    return { url: `/api/allcars/${car.id}/featured`, owner: car.owner }
  },
  'PATCH /api/allcars/:id': async (w) => {
    const car = await freshCar(w)
    return {
      url: `/api/allcars/${car.id}`,
      payload: validListing(w.photo, w.f.category),
      owner: car.owner,
    }
  },
  'DELETE /api/allcars/:id': async (w) => {
    const car = await freshCar(w)
    return { url: `/api/allcars/${car.id}`, owner: car.owner }
  },

  'GET /api/wishlist': () => ({ url: '/api/wishlist' }),
  'PUT /api/wishlist/:carId': (w) => ({ url: `/api/wishlist/${w.standingCar}` }),
  'DELETE /api/wishlist/:carId': (w) => ({ url: `/api/wishlist/${w.standingCar}` }),
  'POST /api/newsletter': () => ({ url: '/api/newsletter', payload: { email: email() } }),
  'POST /api/contact': () => ({
    url: '/api/contact',
    payload: { name: 'Ada', email: email(), message: 'Is the blue Civic still for sale?' },
    remoteAddress: `10.80.0.${++contacts}`,
  }),
  'POST /api/saved-searches': () => ({
    url: '/api/saved-searches',
    payload: { name: 'Cheap SUVs', query: 'category=suv&maxPrice=20000', frequency: 'daily' },
  }),
  'GET /api/saved-searches': () => ({ url: '/api/saved-searches' }),
  'DELETE /api/saved-searches/:id': async (w) => {
    const owner = w.people.ownerBuyer
    const [saved] = await w.db
      .insert(savedSearches)
      .values({ userId: owner.id, name: 'Pickups', query: 'category=pickup', frequency: 'instant' })
      .returning()
    return { url: `/api/saved-searches/${saved!.id}`, owner }
  },

  'POST /api/bookings': async (w) => {
    const car = await freshCar(w)
    return { url: '/api/bookings', payload: bookingBody(car.id), carSeller: car.owner }
  },
  'POST /api/offers': async (w, actor) => {
    const car = await freshCar(w)
    return {
      url: '/api/offers',
      payload: { car_id: car.id, amount: 12_000 },
      carSeller: car.owner,
      ...(actor === 'buyer' && { as: await confirmedBuyer(w) }),
    }
  },
  'GET /api/offers': () => ({ url: '/api/offers?as=seller' }),
  'POST /api/offers/:id/counter': async (w, actor) => {
    const o = await freshOffer(w)
    const amount = actor === 'carSeller' ? 15_000 : 11_000
    return { url: `/api/offers/${o.id}/counter`, payload: { amount }, ...o }
  },
  'POST /api/offers/:id/accept': async (w) => {
    const o = await freshOffer(w)
    return { url: `/api/offers/${o.id}/accept`, ...o }
  },
  'POST /api/offers/:id/decline': async (w) => {
    const o = await freshOffer(w)
    return { url: `/api/offers/${o.id}/decline`, payload: { reason: 'Too low' }, ...o }
  },
  'POST /api/offers/:id/withdraw': async (w) => {
    const o = await freshOffer(w)
    return { url: `/api/offers/${o.id}/withdraw`, ...o }
  },
  'GET /api/sellers/:id': (w) => ({ url: `/api/sellers/${w.people.ownerSeller.id}` }),
  'GET /api/bookings': () => ({ url: '/api/bookings' }),
  'GET /api/seller/bookings': () => ({ url: '/api/seller/bookings' }),
  'GET /api/bookings/:id': async (w) => {
    const b = await freshBooking(w)
    return { url: `/api/bookings/${b.id}`, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/accept': async (w) => {
    const b = await freshBooking(w)
    const at = ((await w.f.send(b.owner, 'GET', `/api/bookings/${b.id}`)) as { slots: string[] })
      .slots[0]
    return {
      url: `/api/bookings/${b.id}/accept`,
      payload: { at },
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'POST /api/bookings/:id/propose': async (w) => {
    const b = await freshBooking(w)
    const payload = { slots: [inADay(2), inADay(3)] }
    return { url: `/api/bookings/${b.id}/propose`, payload, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/decline': async (w) => {
    const b = await freshBooking(w)
    const payload = { reason: 'The car is at the garage that week' }
    return { url: `/api/bookings/${b.id}/decline`, payload, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/cancel': async (w) => {
    const b = await freshBooking(w)
    const payload = { reason: 'Plans changed' }
    return { url: `/api/bookings/${b.id}/cancel`, payload, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/complete': async (w) => {
    const b = await pastAppointment(w)
    const payload = { outcome: 'completed' }
    return {
      url: `/api/bookings/${b.id}/complete`,
      payload,
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'POST /api/bookings/:id/review': async (w) => {
    const b = await pastAppointment(w)
    await w.f.send(b.carSeller, 'POST', `/api/bookings/${b.id}/complete`, { outcome: 'completed' })
    const payload = { rating: 4, text: 'On time and friendly.' }
    return { url: `/api/bookings/${b.id}/review`, payload, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/payment': async (w) => {
    const b = await freshBooking(w)
    return { url: `/api/bookings/${b.id}/payment`, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/handover': async (w) => {
    const b = await heldBooking(w)
    return { url: `/api/bookings/${b.id}/handover`, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/confirm-handover': async (w) => {
    const b = await handedOver(w)
    return { url: `/api/bookings/${b.id}/confirm-handover`, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/bookings/:id/object': async (w) => {
    const b = await handedOver(w)
    const payload = { reason: 'The car has a dent that was not in the photos' }
    return { url: `/api/bookings/${b.id}/object`, payload, owner: b.owner, carSeller: b.carSeller }
  },
  'POST /api/admin/bookings/:id/release': async (w) => {
    const b = await heldBooking(w)
    const payload = { note: 'The seller asked us to' }
    return {
      url: `/api/admin/bookings/${b.id}/release`,
      payload,
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'POST /api/admin/bookings/:id/capture': async (w) => {
    const b = await handedOver(w)
    const payload = { note: 'The buyer confirmed by phone' }
    return {
      url: `/api/admin/bookings/${b.id}/capture`,
      payload,
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'POST /api/admin/bookings/:id/refund': async (w) => {
    const b = await paidBooking(w)
    const payload = { amount: 100, note: 'A scratch the seller did not mention' }
    return {
      url: `/api/admin/bookings/${b.id}/refund`,
      payload,
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'GET /api/seller/money': () => ({ url: '/api/seller/money' }),
  'GET /api/seller/payouts': () => ({ url: '/api/seller/payouts' }),
  'POST /api/seller/payouts/onboarding': () => ({ url: '/api/seller/payouts/onboarding' }),
  'GET /api/admin/money': () => ({ url: '/api/admin/money' }),
  'POST /api/conversations': (w) => ({
    url: '/api/conversations',
    payload: { car_id: w.standingCar, text: 'Is the timing belt done?' },
  }),
  'GET /api/conversations': () => ({ url: '/api/conversations' }),
  'GET /api/conversations/:id/messages': async (w) => {
    const c = await freshConversation(w)
    return { url: `/api/conversations/${c.id}/messages`, owner: c.owner, carSeller: c.carSeller }
  },
  'POST /api/conversations/:id/messages': async (w) => {
    const c = await freshConversation(w)
    const payload = { text: 'Yes, last spring.' }
    return {
      url: `/api/conversations/${c.id}/messages`,
      payload,
      owner: c.owner,
      carSeller: c.carSeller,
    }
  },
  'POST /api/conversations/:id/read': async (w) => {
    const c = await freshConversation(w)
    return { url: `/api/conversations/${c.id}/read`, owner: c.owner, carSeller: c.carSeller }
  },
  'POST /api/conversations/:id/block': async (w) => {
    const c = await freshConversation(w)
    return { url: `/api/conversations/${c.id}/block`, owner: c.owner, carSeller: c.carSeller }
  },
  'POST /api/payments/sandbox/confirm': async (w) => {
    const b = await freshBooking(w)
    const clientSecret = await w.f.paymentSecret(b.owner, b.id)
    return {
      url: '/api/payments/sandbox/confirm',
      payload: { clientSecret, card: goodCard },
      owner: b.owner,
      carSeller: b.carSeller,
    }
  },
  'POST /api/payments/stripe/webhook': () => ({
    url: '/api/payments/stripe/webhook',
    payload: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged' } } },
  }),

  'POST /api/dealers': async (w, actor) => {
    const payload = { name: 'Sec Motors', postalCode: '78704', city: 'Austin' }
    const cell = { url: '/api/dealers', payload, remoteAddress: `10.78.0.${++dealerCalls}` }
    // Each seller once: a second dealer of the same person is 409, as the owner's cell shows.
    if (actor === 'seller' || actor === 'otherSeller') {
      return { ...cell, as: await w.f.person('seller') }
    }
    return { ...cell, owner: (await freshDealer(w)).owner }
  },
  'GET /api/dealers/mine': () => ({ url: '/api/dealers/mine' }),
  'GET /api/dealers/:id': async (w) => ({ url: `/api/dealers/${(await freshDealer(w)).id}` }),
  'PATCH /api/dealers/:id': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}`, payload: { city: 'Round Rock' }, owner: d.owner }
  },
  'POST /api/dealers/:id/invites': async (w) => {
    const d = await freshDealer(w)
    const payload = { email: email(), role: 'sales' }
    return { url: `/api/dealers/${d.id}/invites`, payload, owner: d.owner }
  },
  'DELETE /api/dealers/:id/invites/:inviteId': async (w) => {
    const i = await freshInvite(w, email())
    return { url: `/api/dealers/${i.id}/invites/${i.inviteId}`, owner: i.owner }
  },
  'GET /api/dealers/:id/members': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}/members`, owner: d.owner }
  },
  'DELETE /api/dealers/:id/members/:userId': async (w) => {
    const d = await freshDealer(w)
    const staff = await w.f.person('seller')
    await w.db.insert(dealerMembers).values({ dealerId: d.id, userId: staff.id, role: 'sales' })
    return { url: `/api/dealers/${d.id}/members/${staff.id}`, owner: d.owner }
  },
  'POST /api/dealer-invites/:token/accept': async (w) => {
    const invited = await w.f.person('buyer')
    const i = await freshInvite(w, invited.email)
    return { url: `/api/dealer-invites/${i.token}/accept`, owner: invited }
  },
  'POST /api/admin/dealers/:id/verify': async (w) => {
    const d = await freshDealer(w)
    return {
      url: `/api/admin/dealers/${d.id}/verify`,
      payload: { note: 'Licence seen' },
      owner: d.owner,
    }
  },
  'GET /api/dealers/:id/photos/progress': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}/photos/progress`, owner: d.owner }
  },
  'POST /api/dealers/:id/api-keys': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}/api-keys`, payload: { name: 'Sync' }, owner: d.owner }
  },
  'GET /api/dealers/:id/api-keys': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}/api-keys`, owner: d.owner }
  },
  'DELETE /api/dealers/:id/api-keys/:keyId': async (w) => {
    const d = await freshDealer(w)
    const [k] = await w.db
      .insert(dealerApiKeys)
      .values({
        dealerId: d.id,
        name: 'Sync',
        keyHash: hashApiKey(randomUUID()),
        prefix: 'wl_dk_abcdef',
        createdBy: d.owner.id,
      })
      .returning({ id: dealerApiKeys.id })
    return { url: `/api/dealers/${d.id}/api-keys/${k!.id}`, owner: d.owner }
  },

  'PUT /api/dealers/:id/inventory/:stockNumber': async (w) => {
    const d = await freshDealer(w)
    const { image: _, ...car } = validListing(w.photo, w.f.category)
    return { url: `/api/dealers/${d.id}/inventory/SEC-1`, payload: car, owner: d.owner }
  },
  'POST /api/dealers/:id/imports': async (w) => {
    const d = await freshDealer(w)
    const file = `stock_number,make,model,year,body_type,mileage,price,condition,description,postal_code,city\nSEC-1,Honda,Civic,2019,${w.f.category},51000,17500,Good,Two keys,78704,Austin\n`
    const body = multipart('file', 'stock.csv', 'text/csv', Buffer.from(file))
    return {
      url: `/api/dealers/${d.id}/imports?dryRun=true`,
      payload: body.payload,
      headers: body.headers,
      owner: d.owner,
    }
  },
  'POST /api/dealers/:id/feeds': async (w) => {
    const d = await freshDealer(w)
    return {
      url: `/api/dealers/${d.id}/feeds`,
      payload: { url: 'https://feeds.dealer.invalid/stock.csv', format: 'csv', every: '1h' },
      owner: d.owner,
    }
  },
  'GET /api/dealers/:id/feeds': async (w) => {
    const d = await freshDealer(w)
    return { url: `/api/dealers/${d.id}/feeds`, owner: d.owner }
  },
  'DELETE /api/dealers/:id/feeds/:feedId': async (w) => {
    const d = await freshDealer(w)
    const [feed] = await w.db
      .insert(dealerFeeds)
      .values({
        dealerId: d.id,
        url: 'https://feeds.dealer.invalid/stock.csv',
        format: 'csv',
        everyMinutes: 60,
        nextRunAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: dealerFeeds.id })
    return { url: `/api/dealers/${d.id}/feeds/${feed!.id}`, owner: d.owner }
  },

  'GET /api/dealers/:id/leads': (w) => ({
    url: `/api/dealers/${w.leadDealer.id}/leads?status=new&assignee=none`,
    ...leadPeople(w),
  }),
  'GET /api/dealers/:id/leads/assignees': (w) => ({
    url: `/api/dealers/${w.leadDealer.id}/leads/assignees`,
    ...leadPeople(w),
  }),
  'GET /api/dealers/:id/leads.csv': (w) => ({
    url: `/api/dealers/${w.leadDealer.id}/leads.csv`,
    ...leadPeople(w),
  }),
  'PATCH /api/leads/:id': (w) => ({
    url: `/api/leads/${w.leadDealer.leadId}`,
    payload: { status: 'contacted', assignee: w.leadDealer.sales.id },
    ...leadPeople(w),
  }),

  'GET /media/:key/:file': (w) => ({ url: w.photo }),
  'GET <client file>': () => ({ url: '/assets/app.js' }),
  'GET <page>': () => ({ url: '/dashboard/managecars' }),
  'GET /sitemap.xml': () => ({ url: '/sitemap.xml' }),
  'GET /robots.txt': () => ({ url: '/robots.txt' }),
}
