import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { buildCategory } from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { logIn, signUp } from '../../../../tests/support/server/sessions'
import { validListing } from '../../../../tests/support/server/security/fixtures'

// Every date a request carries goes through src/shared/dates.ts: a day the calendar does not
// have is the client's mistake (400, naming the field), never the database's refusal (500).
let t: TestApp
let seller: string, buyer: string
let listing: ReturnType<typeof validListing>

beforeAll(async () => {
  t = await testApp()
  const { categoryId } = await buildCategory(t.db)
  await signUp(t.app, { email: 'dates-seller@example.com', role: 'seller' })
  await signUp(t.app, { email: 'dates-buyer@example.com', role: 'buyer' })
  seller = (await logIn(t.app, 'dates-seller@example.com', 'secret123')).token
  buyer = (await logIn(t.app, 'dates-buyer@example.com', 'secret123')).token
  listing = validListing(await uploadedPhoto(t.app, seller), categoryId)
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })

describe('a day the calendar does not have', () => {
  it('is refused on a new car and on an edit, with a message naming the field', async () => {
    const created = await send('POST', '/api/allcars', seller, listing)
    expect(created.statusCode).toBe(201)
    const id = created.json().insertedId as string

    const cases: [string, string][] = [
      ['2019-02-30', 'Year of buying must be a real date: February 2019 has 28 days'],
      ['2021-02-29', 'Year of buying must be a real date: February 2021 has 28 days'],
      ['2019-04-31', 'Year of buying must be a real date: April has 30 days'],
      ['2019-13-01', 'Year of buying must be a real date: there is no month 13'],
      ['2019-06-00', 'Year of buying must be a real date: June has 30 days'],
      // One message, not a second one about the future.
      ['2999-02-30', 'Year of buying must be a real date: February 2999 has 28 days'],
      ['30/02/2019', 'Year of buying must be a date'],
    ]
    for (const [buyingyear, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/allcars'],
        ['PATCH', `/api/allcars/${id}`],
      ] as const) {
        const res = await send(method, url, seller, { ...listing, buyingyear })
        expect(res.statusCode, `${method} ${buyingyear}`).toBe(400)
        expect(res.json()).toEqual({ message, issues: [{ path: 'body.buyingyear', message }] })
      }
    }
    // A leap day is a day.
    const leap = await send('PATCH', `/api/allcars/${id}`, seller, {
      ...listing,
      buyingyear: '2020-02-29',
    })
    expect(leap.statusCode).toBe(200)
  })

  it('is refused as a test drive time: asked for, proposed or accepted', async () => {
    // February 30th of next year: in the future, and never a day.
    const year = new Date().getUTCFullYear() + 1
    const impossible = `${year}-02-30T10:00:00.000Z`
    const slotMessage = `A proposed time must be a real date: February ${year} has ${
      year % 4 === 0 ? 29 : 28
    } days`

    const asked = await send('POST', '/api/bookings', buyer, {
      car_id: randomUUID(),
      phone: '+1 555 010 2233',
      meeting_location: 'Station car park',
      slots: [impossible],
    })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toMatchObject({
      message: slotMessage,
      issues: [{ path: 'body.slots.0', message: slotMessage }],
    })

    const booking = randomUUID()
    const proposed = await send('POST', `/api/bookings/${booking}/propose`, seller, {
      slots: [impossible],
    })
    expect(proposed.statusCode).toBe(400)
    expect(proposed.json().message).toBe(slotMessage)

    const accepted = await send('POST', `/api/bookings/${booking}/accept`, seller, {
      at: `${year}-04-31T10:00:00Z`,
    })
    expect(accepted.statusCode).toBe(400)
    expect(accepted.json()).toMatchObject({
      message: 'The time must be a real date: April has 30 days',
      issues: [{ path: 'body.at' }],
    })
  })
})
