import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars, outbox } from '../../db/schema'
import { signedInPeople } from '../../../../tests/support/server/people'
import { buildBooking, buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'
import { appForFile } from '../../../../tests/support/server/file-app'

const t = appForFile()
type Who = { token: string; user: { _id: string } }
let admin: Who, buyer: Who, other: Who, seller: Who
let categoryId: string

beforeAll(async () => {
  ;[buyer, other, seller] = await signedInPeople(t, [
    ['mod-buyer@example.com', 'buyer', 'Bea'],
    ['mod-other@example.com', 'buyer', 'Olly'],
    ['mod-seller@example.com', 'seller', 'Sly'],
  ])
  admin = await signedInAdmin(t, 'mod-admin@example.com', 'Mo Admin')
  categoryId = (await buildCategory(t.db)).categoryId
  await t.db.execute(sql`update users set email_verified = true`)
})

const call = (who: Who | null, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  })
const fileReport = (who: Who, targetType: string, targetId: string, reason: string) =>
  call(who, 'POST', '/api/reports', { targetType, targetId, reason })
const searchIds = async (q: string) =>
  (await call(null, 'GET', `/api/cars?q=${encodeURIComponent(q)}`))
    .json()
    .items.map((c: { _id: string }) => c._id)
const told = async (who: Who) =>
  (await call(who, 'GET', '/api/notifications')).json().items as {
    kind: string
    title: string
    body: string
  }[]
/** The invariants of what this file changes (its cars' photos are made up: not uploads). */
const broken = async () => {
  const { ["listing photo that is not its seller's upload"]: _photos, ...rest } =
    await brokenInvariants(t.db)
  return rest
}
const auditActions = async () =>
  (await call(admin, 'GET', '/api/admin/audit')).json().map((a: { action: string }) => a.action)

describe('reports', () => {
  it('takes one open report per reporter and thing, of things that exist and are not theirs', async () => {
    const car = await buildCar(t.db, { sellerId: seller.user._id, categoryId })
    const report = {
      targetType: 'car',
      targetId: car.id,
      reason: 'scam',
      details: 'Asks for a wire',
    }
    expect((await call(null, 'POST', '/api/reports', report)).statusCode).toBe(401)
    const first = await call(buyer, 'POST', '/api/reports', report)
    expect(first.statusCode).toBe(201)
    const again = await call(buyer, 'POST', '/api/reports', { ...report, reason: 'other' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/reported this already/)
    expect((await call(other, 'POST', '/api/reports', report)).statusCode).toBe(201)
    expect((await call(seller, 'POST', '/api/reports', report)).json().message).toBe(
      'You cannot report your own listing',
    )
    for (const [targetType, targetId] of [
      ['car', '00000000-0000-4000-8000-000000000000'],
      ['car', 'not-a-uuid'],
      ['user', 'nobody'],
      ['message', 'not-a-uuid'],
    ] as const) {
      const res = await fileReport(buyer, targetType, targetId, 'scam')
      expect(res.statusCode).toBe(404)
    }
    const bad = await call(buyer, 'POST', '/api/reports', { ...report, reason: 'boring' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Choose a reason')
    expect((await fileReport(buyer, 'user', buyer.user._id, 'other')).json().message).toBe(
      'You cannot report yourself',
    )

    // The queue shows the listing in context, for admins only.
    expect((await call(buyer, 'GET', '/api/admin/reports')).statusCode).toBe(403)
    const queue = (await call(admin, 'GET', '/api/admin/reports?status=open')).json()
    const mine = queue.find((r: { _id: string }) => r._id === first.json()._id)
    expect(mine).toMatchObject({
      targetType: 'car',
      targetId: car.id,
      reason: 'scam',
      details: 'Asks for a wire',
      reporter: { name: 'Bea Person', email: 'mod-buyer@example.com' },
      status: 'open',
      target: { title: car.name, hideable: true, userId: seller.user._id, gone: false },
    })
    expect(mine.target.context).toMatch(/sold by Sly Person/)
  })

  it('hides a reported listing: gone from search and its page, the seller and reporters told', async () => {
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId,
      name: '2018 Zanzibar Roadster',
    })
    expect(await searchIds('zanzibar')).toEqual([car.id])
    const report = (await fileReport(buyer, 'car', car.id, 'scam')).json()._id
    await fileReport(other, 'car', car.id, 'wrong_info')
    const resolve = (body: object) =>
      call(admin, 'POST', `/api/admin/reports/${report}/resolve`, body)
    expect((await resolve({ action: 'hide_listing' })).json().message).toBe(
      'Write a note: the person affected is told why',
    )
    expect(
      (await resolve({ action: 'hide_listing', note: 'Asks for payment by wire.' })).json(),
    ).toEqual({
      resolved: 2,
    })
    expect((await resolve({ action: 'dismiss' })).statusCode).toBe(409)
    for (const reporter of [buyer, other]) {
      const [news] = await told(reporter)
      expect(news).toMatchObject({ kind: 'report.resolved' })
      expect(news!.body).toContain('took the listing down')
    }

    expect(await searchIds('zanzibar')).toEqual([])
    expect((await call(buyer, 'GET', `/api/featured-cars/${car.id}`)).statusCode).toBe(404)
    expect((await call(buyer, 'POST', '/api/wishlist', { carId: car.id })).statusCode).toBe(404)
    // Its seller and the admins still see it, as Hidden.
    expect((await call(seller, 'GET', `/api/featured-cars/${car.id}`)).json().status).toBe('Hidden')
    const [row] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(row).toMatchObject({ status: 'Hidden', hidden: true })

    const [sellerTold] = await told(seller)
    expect(sellerTold).toMatchObject({ kind: 'listing.hidden' })
    expect(sellerTold!.body).toContain('Asks for payment by wire.')
    const mail = await t.db.select().from(outbox).where(eq(outbox.kind, 'listing.hidden'))
    expect(mail.map((m) => m.to)).toEqual(['mod-seller@example.com'])

    const resolved = (await call(admin, 'GET', '/api/admin/reports?status=resolved')).json()
    expect(resolved.filter((r: { targetId: string }) => r.targetId === car.id)).toHaveLength(2)
    expect(resolved[0]).toMatchObject({ status: 'resolved', action: 'hide_listing' })
    expect((await auditActions())[0]).toBe('report.hide_listing')
    // A new report of the hidden listing offers no second hiding.
    const later = (await fileReport(buyer, 'car', car.id, 'sold')).json()._id
    const open = (await call(admin, 'GET', '/api/admin/reports')).json()
    expect(open.find((r: { _id: string }) => r._id === later).target.hideable).toBe(false)
    const twice = await call(admin, 'POST', `/api/admin/reports/${later}/resolve`, {
      action: 'hide_listing',
      note: 'Again',
    })
    expect(twice.statusCode).toBe(409)
    await call(admin, 'POST', `/api/admin/reports/${later}/resolve`, { action: 'dismiss' })

    // Shown again by the admin's own switch; the seller is told.
    const unhide = await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: false })
    expect(unhide.statusCode).toBe(200)
    expect(await searchIds('zanzibar')).toEqual([car.id])
    expect(
      (await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: false })).statusCode,
    ).toBe(409)
    expect((await told(seller))[0]).toMatchObject({ kind: 'listing.restored' })
    expect((await auditActions())[0]).toBe('car.unhide')
    expect(await broken()).toEqual({})
  })

  it('only hides a listing, and dismisses with nothing changed', async () => {
    const report = (await fileReport(buyer, 'user', other.user._id, 'offensive')).json()._id
    const url = `/api/admin/reports/${report}/resolve`
    expect(
      (await call(admin, 'POST', url, { action: 'hide_listing', note: 'x' })).json().message,
    ).toBe('Only a listing can be hidden')
    expect((await call(admin, 'POST', url, { action: 'dismiss' })).json()).toEqual({ resolved: 1 })
    expect((await told(buyer))[0]!.body).toContain('found nothing against our rules')
    expect((await auditActions())[0]).toBe('report.dismiss')
    expect(
      (await call(admin, 'POST', '/api/admin/reports/nope/resolve', { action: 'dismiss' }))
        .statusCode,
    ).toBe(404)
  })
})

describe('suspending a person through a report (the suspension itself: users.api.test.ts)', () => {
  it('ends their sessions, refuses their sign-in, hides their listings until lifted', async () => {
    await signUp(t.app, { email: 'mod-shady@example.com', role: 'seller', firstName: 'Shady' })
    const shady = await logIn(t.app, 'mod-shady@example.com', 'secret123')
    const car = await buildCar(t.db, {
      sellerId: shady.user._id,
      categoryId,
      name: '2015 Quokka Wagon',
    })
    expect(await searchIds('quokka')).toEqual([car.id])
    expect((await call(null, 'GET', `/api/sellers/${shady.user._id}`)).statusCode).toBe(200)

    // Reported through a message they sent; the admin suspends its sender.
    await t.db.execute(sql`update users set email_verified = true`)
    const conversation = (
      await call(buyer, 'POST', '/api/conversations', { car_id: car.id, text: 'Still for sale?' })
    ).json().conversationId
    const url = `/api/conversations/${conversation}/messages`
    await call(shady, 'POST', url, { text: 'Pay me first by gift card' })
    const message = (await call(buyer, 'GET', url)).json().at(-1)
    const report = (await fileReport(buyer, 'message', message._id, 'scam')).json()._id
    const queue = (await call(admin, 'GET', '/api/admin/reports')).json()
    expect(queue.find((r: { _id: string }) => r._id === report).target).toMatchObject({
      title: 'Pay me first by gift card',
      userId: shady.user._id,
    })
    const resolved = await call(admin, 'POST', `/api/admin/reports/${report}/resolve`, {
      action: 'suspend_user',
      note: 'Asked for gift cards.',
    })
    expect(resolved.json()).toEqual({ resolved: 1 })

    expect((await call(shady, 'GET', '/api/auth/me')).json().user ?? null).toBeNull()
    expect((await call(shady, 'GET', '/api/notifications')).statusCode).toBe(401)
    const login = await call(null, 'POST', '/api/auth/login', {
      email: 'mod-shady@example.com',
      password: 'secret123',
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().message).toMatch(/^This account is suspended/)
    // A wrong password still says only that.
    const wrong = await call(null, 'POST', '/api/auth/login', {
      email: 'mod-shady@example.com',
      password: 'wrong-pass',
    })
    expect(wrong.statusCode).toBe(401)
    expect(await searchIds('quokka')).toEqual([])
    expect((await call(null, 'GET', `/api/sellers/${shady.user._id}`)).statusCode).toBe(404)
    expect((await call(null, 'GET', '/sitemap.xml')).body).not.toContain(shady.user._id)
    const mail = await t.db.select().from(outbox).where(eq(outbox.kind, 'account.suspended'))
    expect(mail.map((m) => m.to)).toEqual(['mod-shady@example.com'])
    expect(mail[0]!.text).toContain('Asked for gift cards.')

    const people = (await call(admin, 'GET', '/api/admin/users?state=suspended')).json()
    expect(people.map((p: { email: string }) => p.email)).toEqual(['mod-shady@example.com'])
    expect(people[0]).toMatchObject({ suspensionNote: 'Asked for gift cards.', listings: 1 })
    expect(await broken()).toEqual({})

    // Suspending again is refused; lifting it restores sign-in and listings.
    const person = `/api/admin/users/${shady.user._id}`
    expect((await call(admin, 'POST', `${person}/suspend`, { note: 'Again' })).statusCode).toBe(409)
    expect((await call(admin, 'POST', `${person}/unsuspend`, {})).statusCode).toBe(200)
    expect((await call(admin, 'POST', `${person}/unsuspend`, {})).statusCode).toBe(409)
    await logIn(t.app, 'mod-shady@example.com', 'secret123')
    expect(await searchIds('quokka')).toEqual([car.id])
    expect((await auditActions()).slice(0, 2)).toEqual(['user.unsuspend', 'report.suspend_user'])

    // A listing an admin hid stays hidden through a suspension and its end.
    await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: true, note: 'Stock photo' })
    await call(admin, 'POST', `${person}/suspend`, { note: 'Second strike' })
    await call(admin, 'POST', `${person}/unsuspend`, {})
    expect(await searchIds('quokka')).toEqual([])
    expect(await broken()).toEqual({})
  })
})

describe('the admin’s lists', () => {
  it('lists every listing in every state, by name, seller or status, and hides one', async () => {
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId,
      name: '2011 Yeti Van',
    })
    const list = async (query: string) =>
      (await call(admin, 'GET', `/api/admin/cars?${query}`)).json()
    expect((await list('q=yeti')).map((c: { status: string }) => c.status)).toEqual(['Active'])
    expect((await list('status=Active&q=2011 yeti')).map((c: { _id: string }) => c._id)).toEqual([
      car.id,
    ])
    const hide = await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: true })
    expect(hide.json().message).toBe('Write a note: the seller is told why')
    expect(
      (await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: true, note: 'Duplicate' }))
        .statusCode,
    ).toBe(200)
    expect((await list('status=Hidden&q=yeti'))[0]).toMatchObject({
      status: 'Hidden',
      hidden: true,
    })
    expect(
      (await call(seller, 'PATCH', `/api/admin/cars/${car.id}`, { hidden: false })).statusCode,
    ).toBe(403)
  })

  it('keeps an append-only audit of every admin action', async () => {
    const entries = (await call(admin, 'GET', '/api/admin/audit')).json()
    expect(entries[0]).toMatchObject({
      action: 'car.hide',
      admin: { _id: admin.user._id, name: 'Mo Admin' },
      target: { type: 'car', label: '2011 Yeti Van' },
      note: 'Duplicate',
    })
    const doomed = await buildCar(t.db, { sellerId: seller.user._id, categoryId })
    expect((await call(admin, 'DELETE', `/api/allcars/${doomed.id}`)).statusCode).toBe(200)
    expect((await auditActions())[0]).toBe('car.delete')
    expect((await call(admin, 'DELETE', `/api/users/${other.user._id}`)).statusCode).toBe(200)
    expect((await auditActions())[0]).toBe('user.delete')
    await expect(t.db.execute(sql`update audit_log set note = 'forged'`)).rejects.toThrow()
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    expect((await call(buyer, 'GET', '/api/admin/audit')).statusCode).toBe(403)
  })

  it('calls off the test drives of a listing it hides, and keeps it off sale', async () => {
    const car = await buildCar(t.db, {
      sellerId: seller.user._id,
      categoryId,
      name: '2014 Okapi Coupe',
    })
    const booking = await buildBooking(t.db, { carId: car.id, buyerId: buyer.user._id })
    const hide = await call(admin, 'PATCH', `/api/admin/cars/${car.id}`, {
      hidden: true,
      note: 'Fake VIN',
    })
    expect(hide.statusCode).toBe(200)
    // Its buyer is told the test drive is off, and why.
    const seen = (await call(buyer, 'GET', `/api/bookings/${booking.id}`)).json()
    expect(seen.status).toBe('cancelled')
    expect(seen.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'Wheelanes took this listing down while we check it.',
    })
    const [row] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(row!.status).toBe('Hidden')
    expect(await searchIds('okapi')).toEqual([])
    expect(await broken()).toEqual({})
  })
})
