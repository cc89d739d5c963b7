import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeVin } from '#shared/vin'
import { cars, notifications, reports } from '../../db/schema'
import { testApp } from '../../../../tests/support/server/app'
import { buildCar, buildCategory } from '../../../../tests/support/server/builders'
import { multipart, picture } from '../../../../tests/support/server/images'
import { logIn, signUp, signedInAdmin } from '../../../../tests/support/server/sessions'

// docs/api.md "Trust and safety": a listing is checked when it is published or changed; a hit holds
// it for review (Hidden, with its reasons, in the admin's queue), the seller is told, and an
// admin publishes it or keeps it hidden.

let t: Awaited<ReturnType<typeof testApp>>
let honest: { token: string; id: string }
let crook: { token: string; id: string }
let admin: string
let seed = 100

/** A VIN that reads (its check digit right), different per `serial`. */
function vin(serial: number) {
  const tail = `3A${String(serial).padStart(6, '0')}`
  for (const check of '0123456789X') {
    const candidate = `1HGCM826${check}${tail}`
    if (decodeVin(candidate).ok) return candidate
  }
  throw new Error('no check digit fits')
}

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })

async function upload(token: string, photo?: Buffer) {
  const body = multipart('image', 'car.jpg', 'image/jpeg', photo ?? (await picture(seed++)))
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(201)
  return res.json().data.url as string
}

const listing = async (token: string, overrides: object = {}) => ({
  carName: '2018 Toyota Camry SE',
  origin: 'Japan',
  price: 26000,
  resale_price: 15500,
  years_of_used: 7,
  carCategory: 'sedan',
  description: 'Two owners, service records, new tyres last spring. Garage kept.',
  milespergallon: 34,
  buyingyear: '2018-06-01',
  company: 'Toyota',
  model: 'Camry',
  modelYear: 2018,
  postalCode: '78704',
  city: 'Austin',
  condition: 'Good',
  mileage: 64000,
  image: await upload(token),
  ...overrides,
})

async function publish(token: string, overrides: object = {}) {
  const res = await send('POST', '/api/allcars', token, await listing(token, overrides))
  expect(res.statusCode).toBe(201)
  const id = res.json().insertedId as string
  const [car] = await t.db.select().from(cars).where(eq(cars.id, id))
  return car!
}

const openCase = async (carId: string) =>
  (await send('GET', '/api/admin/reports', admin))
    .json()
    .find((r: { targetId: string }) => r.targetId === carId) as
    | {
        _id: string
        reason: string
        reporter: null
        details: string
        target: { publishable: boolean }
      }
    | undefined

beforeAll(async () => {
  t = await testApp()
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  for (const [email, who] of [
    ['checks-honest@example.com', 'honest'],
    ['checks-crook@example.com', 'crook'],
  ] as const) {
    await signUp(t.app, { email, role: 'seller' })
    const session = await logIn(t.app, email, 'secret123')
    if (who === 'honest') honest = { token: session.token, id: session.user._id }
    else crook = { token: session.token, id: session.user._id }
  }
  admin = (await signedInAdmin(t, 'checks-admin@example.com')).token
})
afterAll(() => t.close())

describe('the listing checks', () => {
  it('let a clean listing go on sale, with no case and no notice', async () => {
    const car = await publish(honest.token, { vin: '1HGCM82633A004352' })
    expect(car.status).toBe('Active')
    expect(car.review).toBeNull()
    expect(await openCase(car.id)).toBeUndefined()
    const search = (await send('GET', '/api/cars?q=camry')).json()
    expect(search.items.map((c: { _id: string }) => c._id)).toContain(car.id)
  })

  it('hold a VIN live on another seller’s listing: Hidden, told, in the queue with why', async () => {
    const car = await publish(crook.token, { vin: '1HGCM82633A004352', mileage: 70000 })
    expect(car.status).toBe('Hidden')
    expect(car.review).toEqual([
      {
        rule: 'vin_clone',
        message: 'The VIN 1HGCM82633A004352 is on another seller’s listing that is for sale.',
      },
    ])
    // The seller sees it as theirs, in review; nobody else finds it.
    const mine = (await send('GET', '/api/allcars', crook.token)).json()
    expect(mine.find((c: { _id: string }) => c._id === car.id).status).toBe('Hidden')
    expect((await send('GET', `/api/featured-cars/${car.id}`, honest.token)).statusCode).toBe(404)
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, crook.id), eq(notifications.kind, 'listing.review')))
    expect(told?.title).toBe('We are checking your listing 2018 Toyota Camry SE')
    expect(told?.body).toContain('is on another seller’s listing')
    const queued = await openCase(car.id)
    expect(queued).toMatchObject({ reason: 'check', reporter: null, target: { publishable: true } })
    expect(queued?.details).toContain('1HGCM82633A004352')
  })

  it('hold a mileage below an earlier listing of the same VIN, even one since deleted', async () => {
    const first = await publish(honest.token, { vin: '1M8GDM9AXKP042788', mileage: 88000 })
    expect(first.status).toBe('Active')
    expect((await send('DELETE', `/api/allcars/${first.id}`, honest.token)).statusCode).toBe(200)
    const rolled = await publish(honest.token, { vin: '1M8GDM9AXKP042788', mileage: 41000 })
    expect(rolled.status).toBe('Hidden')
    expect(rolled.review?.map((r) => r.rule)).toEqual(['mileage_rollback'])
    expect(rolled.review?.[0]?.message).toBe(
      'The mileage, 41,000, is below the 88,000 miles an earlier listing of this VIN showed.',
    )
  })

  it('hold a price under 60 % of what comparable cars ask', async () => {
    for (const cents of [1_500_000, 1_550_000, 1_600_000, 1_450_000, 1_520_000]) {
      await buildCar(t.db, {
        sellerId: honest.id,
        categoryId: 'sedan',
        make: 'Honda',
        model: 'Accord',
        modelYear: 2017,
        resalePriceCents: cents,
        mileage: 70_000,
      })
    }
    const fair = await publish(crook.token, {
      carName: '2017 Honda Accord LX',
      company: 'Honda',
      model: 'Accord',
      modelYear: 2017,
      resale_price: 14000,
      mileage: 72000,
    })
    expect(fair.status).toBe('Active')
    const bait = await publish(crook.token, {
      carName: '2017 Honda Accord EX',
      company: 'Honda',
      model: 'Accord',
      modelYear: 2017,
      resale_price: 7000,
      mileage: 71000,
    })
    expect(bait.status).toBe('Hidden')
    expect(bait.review?.map((r) => r.rule)).toEqual(['bait_price'])
    expect(bait.review?.[0]?.message).toMatch(/^The price, \$7,000, is under 60 % of the \$/)
    // A held bait price is no market evidence: the fair listing's expected price stays.
    const [after] = await t.db.select().from(cars).where(eq(cars.id, fair.id))
    expect(after!.dealExpectedCents).toBe(fair.dealExpectedCents)
    expect(after!.dealComparables).toBe(fair.dealComparables)
  })

  it('hold a near copy of another seller’s photo, not the seller’s own photo used twice', async () => {
    const original = await picture(7)
    const theirs = await publish(honest.token, { image: await upload(honest.token, original) })
    expect(theirs.status).toBe('Active')
    const again = await publish(honest.token, { image: await upload(honest.token, original) })
    expect(again.status).toBe('Active')
    // Downloaded from the listing at the width its page shows, and saved again.
    const copy = await sharp(original).resize(800).jpeg({ quality: 60 }).toBuffer()
    const stolen = await publish(crook.token, {
      image: await upload(crook.token, copy),
      images: [await upload(crook.token)],
    })
    expect(stolen.status).toBe('Hidden')
    expect(stolen.review).toEqual([
      { rule: 'photo_copy', message: 'A photo is a near copy of another seller’s photo.' },
    ])
  })

  it('hold contact details or payment words in the description', async () => {
    const car = await publish(crook.token, {
      description: 'Cheap! Pay a deposit by Zelle and text me on 512-555-0147 to see it.',
    })
    expect(car.status).toBe('Hidden')
    expect(car.review?.map((r) => r.rule)).toEqual(['contact_details'])
    expect(car.review?.[0]?.message).toContain('512-555-0147')
  })

  it('check an edit too: a clean listing edited to carry an e-mail is held', async () => {
    const car = await publish(honest.token)
    const res = await send(
      'PATCH',
      `/api/allcars/${car.id}`,
      honest.token,
      await listing(honest.token, { description: 'Write to me at ivy.seller@gmail.com for more.' }),
    )
    expect(res.statusCode).toBe(200)
    const [after] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(after?.status).toBe('Hidden')
    expect(after?.review?.map((r) => r.rule)).toEqual(['contact_details'])
  })

  it('let an admin publish a held listing: on sale, the seller told, not held again for it', async () => {
    await publish(honest.token, { vin: vin(1), mileage: 80000 })
    const car = await publish(crook.token, { vin: vin(1), mileage: 90000 })
    expect(car.status).toBe('Hidden')
    const queued = await openCase(car.id)
    const dismiss = await send('POST', `/api/admin/reports/${queued!._id}/resolve`, admin, {
      action: 'dismiss',
    })
    expect(dismiss.statusCode).toBe(409)
    expect(dismiss.json().message).toBe('This listing is held for review: publish it or hide it')
    const res = await send('POST', `/api/admin/reports/${queued!._id}/resolve`, admin, {
      action: 'publish_listing',
      note: 'The VIN checks out: the other listing was a typo.',
    })
    expect(res.statusCode).toBe(200)
    const [after] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(after).toMatchObject({ status: 'Active', review: null, reviewPassed: ['vin_clone'] })
    expect((await send('GET', `/api/featured-cars/${car.id}`, honest.token)).statusCode).toBe(200)
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'listing.published'))
    expect(told.map((n) => n.body)).toContain(
      'We checked your listing and it is now on sale. The VIN checks out: the other listing was a typo.',
    )
    // An edit is not held again for the VIN it was published with.
    const edit = await send(
      'PATCH',
      `/api/allcars/${car.id}`,
      crook.token,
      await listing(crook.token, { vin: vin(1), mileage: 90500 }),
    )
    expect(edit.statusCode).toBe(200)
    const [edited] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(edited?.status).toBe('Active')
    const audit = (await send('GET', '/api/admin/audit', admin)).json()
    expect(audit[0]).toMatchObject({ action: 'report.publish_listing' })
  })

  it('let an admin keep a held listing hidden', async () => {
    const car = await publish(crook.token, { description: 'Pay with a gift card only.' })
    const queued = await openCase(car.id)
    const res = await send('POST', `/api/admin/reports/${queued!._id}/resolve`, admin, {
      action: 'hide_listing',
      note: 'Payment off the site is not allowed.',
    })
    expect(res.statusCode).toBe(200)
    const [after] = await t.db.select().from(cars).where(eq(cars.id, car.id))
    expect(after).toMatchObject({ status: 'Hidden', hidden: true, review: null })
    const [left] = await t.db.select().from(reports).where(eq(reports.targetId, car.id))
    expect(left?.action).toBe('hide_listing')
  })
})
