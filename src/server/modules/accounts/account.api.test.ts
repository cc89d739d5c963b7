import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookings, cars, newsletterSubscribers, notifications, outbox } from '../../db/schema'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { completeSale, holdPayment } from '../../../../tests/support/server/money'
import { logIn, signedInAdmin, signUp } from '../../../../tests/support/server/sessions'
import { testAppWithMail } from '../../../../tests/support/server/mail-app'
import { forTheFile } from '../../../../tests/support/server/file-app'

const publicUrl = 'http://127.0.0.1:4998'
const t = forTheFile(() => testAppWithMail({ env: { PUBLIC_URL: publicUrl } }))
let category: string

beforeAll(async () => {
  category = (await buildCategory(t.db)).categoryId
})

type Who = { cookie: string }
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: Who,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })

/** A person signed up and in; `confirmed`: their e-mail address too (many test drives at once). */
async function person(email: string, role: 'buyer' | 'seller' = 'buyer', confirmed = false) {
  const { user } = await signUp(t.app, { email, role, firstName: 'Ada', lastName: 'Lovelace' })
  if (confirmed) {
    await t.db.execute(sql`update users set email_verified = true where id = ${user._id}`)
  }
  const session = await logIn(t.app, email, 'secret123')
  return { ...session, id: user._id as string, email }
}

const book = (carId: string, who: Who) =>
  call('POST', '/api/bookings', who, {
    car_id: carId,
    phone: '+1 555 010 1234',
    meeting_location: 'Main St garage',
  })

const outboxTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email))

describe('GET and PATCH /api/account', () => {
  it('shows the profile and e-mail preferences, and changes them', async () => {
    const ada = await person('ada@example.com')
    const got = await call('GET', '/api/account', ada)
    expect(got.statusCode).toBe(200)
    expect(got.json()).toMatchObject({
      user: {
        _id: ada.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        emailVerified: false,
        role: 'buyer',
        hasPassword: true,
      },
      notifications: { bookings: true, messages: true, alerts: true, newsletter: false },
    })

    const changed = await call('PATCH', '/api/account', ada, {
      lastName: 'King',
      notifications: { bookings: false, newsletter: true },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().user).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      name: 'Ada King',
    })
    expect(changed.json().notifications).toEqual({
      bookings: false,
      messages: true,
      alerts: true,
      newsletter: true,
    })
    // The newsletter preference is the newsletter's own list.
    const subscribed = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ada@example.com'))
    expect(subscribed).toHaveLength(1)
    expect((await call('GET', '/api/account', ada)).json()).toEqual(changed.json())
    expect((await call('GET', '/api/auth/me', ada)).json().user.name).toBe('Ada King')
  })

  it('refuses an empty name and anyone signed out', async () => {
    const bea = await person('bea@example.com')
    const empty = await call('PATCH', '/api/account', bea, { firstName: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('First Name is required')
    expect((await call('GET', '/api/account', bea)).json().user.firstName).toBe('Ada')
    expect((await call('GET', '/api/account')).statusCode).toBe(401)
    expect((await call('PATCH', '/api/account', undefined, { firstName: 'X' })).statusCode).toBe(
      401,
    )
  })
})

describe('POST /api/account/password', () => {
  it('refuses a wrong current password, and on success ends every other session', async () => {
    await person('cleo@example.com')
    const phone = await logIn(t.app, 'cleo@example.com', 'secret123')
    const laptop = await logIn(t.app, 'cleo@example.com', 'secret123')

    const wrong = await call('POST', '/api/account/password', laptop, {
      currentPassword: 'not-it',
      newPassword: 'new-secret-1',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Your current password is not right')
    expect((await call('GET', '/api/account', phone)).statusCode).toBe(200)

    const short = await call('POST', '/api/account/password', laptop, {
      currentPassword: 'secret123',
      newPassword: 'abc',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password must be 6 characters or longer')

    const changed = await call('POST', '/api/account/password', laptop, {
      currentPassword: 'secret123',
      newPassword: 'new-secret-1',
    })
    expect(changed.statusCode).toBe(200)
    const renewed = { cookie: changed.headers['set-cookie'] ? cookieOf(changed) : laptop.cookie }
    // The phone's session ended; the laptop goes on with its new session; the old password fails.
    expect((await call('GET', '/api/account', phone)).statusCode).toBe(401)
    expect((await call('GET', '/api/account', laptop)).statusCode).toBe(401)
    expect((await call('GET', '/api/account', renewed)).statusCode).toBe(200)
    const bearer = await t.app.inject({
      url: '/api/account',
      headers: { authorization: `Bearer ${changed.json().token}` },
    })
    expect(bearer.statusCode).toBe(200)
    await expect(logIn(t.app, 'cleo@example.com', 'secret123')).rejects.toThrow(/401/)
    await logIn(t.app, 'cleo@example.com', 'new-secret-1')
  })

  it('e-mails the holder that their password was changed, and when, only when it was', async () => {
    await person('dora@example.com')
    const dora = await logIn(t.app, 'dora@example.com', 'secret123')
    const changedMails = () =>
      t.sink.received.filter(
        (m) =>
          m.subject === 'Your Wheelanes password was changed' &&
          JSON.stringify(m.to).includes('dora@example.com'),
      )
    const wrong = await call('POST', '/api/account/password', dora, {
      currentPassword: 'not-it',
      newPassword: 'new-secret-2',
    })
    expect(wrong.statusCode).toBe(400)
    const before = new Date()
    const changed = await call('POST', '/api/account/password', dora, {
      currentPassword: 'secret123',
      newPassword: 'new-secret-2',
    })
    expect(changed.statusCode).toBe(200)
    await expect.poll(() => changedMails().length).toBe(1)
    const [mail] = changedMails()
    const text = mail!.text ?? ''
    expect(text).toContain('Hello Ada Lovelace')
    expect(text).toContain('(dora@example.com) was changed on')
    expect(text).toContain(`${before.getUTCFullYear()} at`)
    expect(text).toContain('UTC, from the Account page')
    expect(text).toContain('If it was not you')
    expect(text).toContain(`${publicUrl}/forgot-password`)
    expect(text).toContain(`${publicUrl}/contact`)
    expect(mail!.html).toContain(`href="${publicUrl}/forgot-password"`)
    // The wrong password changed nothing, and told nobody anything.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(changedMails()).toHaveLength(1)
  })
})

function cookieOf(res: { headers: Record<string, unknown> }) {
  const list = res.headers['set-cookie'] as string | string[]
  return (Array.isArray(list) ? list : [list]).map((c) => c.split(';')[0]).join('; ')
}

describe('GET /api/account/export', () => {
  it("downloads everything about the caller, and nothing of anyone else's", async () => {
    const seller = await person('exp-seller@example.com', 'seller')
    const buyer = await person('exp-buyer@example.com')
    const other = await person('exp-other@example.com')
    const car = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    const otherCar = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    expect((await book(car.id, buyer)).statusCode).toBe(201)
    expect((await book(otherCar.id, other)).statusCode).toBe(201)
    expect((await call('PUT', `/api/wishlist/${otherCar.id}`, buyer)).statusCode).toBe(200)

    const res = await call('GET', '/api/account/export', buyer)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wheelanes-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    const data = res.json()
    expect(data.account).toMatchObject({ email: 'exp-buyer@example.com', name: 'Ada Lovelace' })
    expect(data.bookings.map((b: { car_id: string }) => b.car_id)).toEqual([car.id])
    expect(data.bookings[0].phone).toBe('+1 555 010 1234')
    expect(data.notifications.map((n: { kind: string }) => n.kind)).toContain('account.welcome')
    expect(res.body).not.toContain('exp-other@example.com')

    const sellers = (await call('GET', '/api/account/export', seller)).json()
    expect(sellers.cars.map((c: { _id: string }) => c._id).sort()).toEqual(
      [car.id, otherCar.id].sort(),
    )
    expect(sellers.notifications.map((n: { kind: string }) => n.kind)).toContain(
      'booking.requested',
    )
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401)
  })
})

describe('DELETE /api/account', () => {
  it('needs the password, then ends sessions, takes listings down and calls off test drives', async () => {
    const seller = await person('del-seller@example.com', 'seller')
    const buyer = await person('del-buyer@example.com', 'buyer', true)
    const listed = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    const booked = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    const paidFor = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    const open = (await book(booked.id, buyer)).json().insertedId as string
    const paid = (await book(paidFor.id, buyer)).json().insertedId as string
    await completeSale(t.app, paid, { buyer: buyer.token, seller: seller.token })

    const wrong = await call('DELETE', '/api/account', buyer, { password: 'not-it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('That password is not right')
    expect((await call('GET', '/api/account', buyer)).statusCode).toBe(200)

    const deleted = await call('DELETE', '/api/account', buyer, { password: 'secret123' })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ deleted: true })
    expect(String(deleted.headers['set-cookie'])).toMatch(/session_token=;/)
    expect((await call('GET', '/api/account', buyer)).statusCode).toBe(401)
    await expect(logIn(t.app, 'del-buyer@example.com', 'secret123')).rejects.toThrow(/401/)

    // The unpaid booking is cancelled, its car still on sale; the seller was told. The paid one
    // stays on record without the buyer's address or phone.
    const [openRow] = await t.db.select().from(bookings).where(eq(bookings.id, open))
    expect(openRow?.status).toBe('cancelled')
    const [bookedCar] = await t.db.select().from(cars).where(eq(cars.id, booked.id))
    expect(bookedCar?.status).toBe('Active')
    const [paidRow] = await t.db.select().from(bookings).where(eq(bookings.id, paid))
    expect(paidRow).toMatchObject({
      payment: 'paid',
      buyerName: 'Deleted account',
      buyerEmail: '',
      phone: '',
    })
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'booking.cancelled')))
    expect(told.map((n) => n.body)).toContain(
      `The buyer closed their account, so their test drive of your ${booked.name} is off.`,
    )

    // A seller's account: their unsold listing leaves the marketplace, the sold car stays.
    expect(
      (await call('DELETE', '/api/account', seller, { password: 'secret123' })).statusCode,
    ).toBe(200)
    expect(await t.db.select().from(cars).where(eq(cars.id, listed.id))).toHaveLength(0)
    expect((await t.db.select().from(cars).where(eq(cars.id, paidFor.id)))[0]?.status).toBe('Sold')
    // The address is free for a new account.
    await signUp(t.app, { email: 'del-buyer@example.com', role: 'buyer' })
  })

  it("refuses an admin's own deletion", async () => {
    const admin = await signedInAdmin(t, 'acct-admin@example.com')
    // Their right password (signedInAdmin's): the refusal is for the role alone.
    const res = await call('DELETE', '/api/account', admin, { password: 'admin-pass' })
    expect(res.statusCode).toBe(403)
    expect((await call('GET', '/api/account', admin)).statusCode).toBe(200)
  })
})

describe('e-mail preferences', () => {
  it('mails a booking to a seller who wants it, with a working one-click unsubscribe', async () => {
    const seller = await person('pref-seller@example.com', 'seller')
    const buyer = await person('pref-buyer@example.com')
    const car = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    expect((await book(car.id, buyer)).statusCode).toBe(201)

    await expect
      .poll(
        () => t.sink.received.filter((m) => m.subject === `Test drive request: ${car.name}`).length,
      )
      .toBe(1)
    const mail = t.sink.received.find((m) => m.subject === `Test drive request: ${car.name}`)!
    expect(JSON.stringify(mail.to)).toContain('pref-seller@example.com')
    expect(mail.text).toContain('Ada Lovelace would like to test-drive your')
    expect(mail.text).toContain(`${publicUrl}/dashboard/bookings`)
    expect(mail.text).toContain('about a test drive, an offer or a payment of yours')
    // mailparser reads the List-* headers into one `list` entry.
    const list = mail.headers.get('list') as {
      unsubscribe: { url: string }
      'unsubscribe-post': { name: string }
    }
    const oneClick = list.unsubscribe.url
    expect(oneClick).toMatch(`${publicUrl}/api/unsubscribe?token=`)
    expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click')
    expect(mail.html).toContain(`${publicUrl}/unsubscribe?token=`)

    // What a mail program sends (RFC 8058): a form post, no cookies.
    const url = new URL(oneClick)
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ kind: 'bookings' })
    expect((await call('GET', '/api/account', seller)).json().notifications.bookings).toBe(false)

    // A mail program that opens the address instead lands on the page that asks.
    const opened = await t.app.inject({ url: `${url.pathname}${url.search}` })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`)

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${url.searchParams.get('token')!.slice(0, -2)}xx`,
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toBe('This unsubscribe link is not valid')
  })

  it('keeps an e-mail turned off unsent while the notification in the app still comes', async () => {
    const seller = await person('quiet-seller@example.com', 'seller')
    const buyer = await person('quiet-buyer@example.com', 'buyer', true)
    await call('PATCH', '/api/account', seller, { notifications: { bookings: false } })
    const car = await buildCar(t.db, { sellerId: seller.id, categoryId: category })
    expect((await book(car.id, buyer)).statusCode).toBe(201)

    const inApp = (await call('GET', '/api/notifications', seller)).json().items
    expect(inApp.map((n: { title: string }) => n.title)).toContain(
      `Test drive request: ${car.name}`,
    )
    const mails = await outboxTo('quiet-seller@example.com')
    expect(mails.map((m) => m.subject)).not.toContain(`Test drive request: ${car.name}`)

    // A receipt is always sent, whatever the preference.
    await call('PATCH', '/api/account', buyer, { notifications: { bookings: false } })
    const id = (
      await book((await buildCar(t.db, { sellerId: seller.id, categoryId: category })).id, buyer)
    ).json().insertedId
    expect((await holdPayment(t.app, id, buyer.token)).statusCode).toBe(200)
    // Delivered without a way to unsubscribe: a receipt is not a notice one can turn off.
    const receipts = () =>
      t.sink.received.filter(
        (m) => JSON.stringify(m.to).includes('quiet-buyer@') && /^Payment held:/.test(m.subject!),
      )
    await expect.poll(() => receipts().length).toBe(1)
    expect(receipts()[0]!.headers.get('list')).toBeUndefined()
    expect(`${receipts()[0]!.text} ${receipts()[0]!.html || ''}`).not.toContain(
      '/unsubscribe?token=',
    )
  })
})
