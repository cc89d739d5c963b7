import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildCar,
  buildCategory,
  buildUser,
  civicListing,
} from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'
import { carNames } from '../../../../tests/support/server/car-search'
import { signedInPeople } from '../../../../tests/support/server/people'
import { appForFile } from '../../../../tests/support/server/file-app'

/**
 * A listing's drivetrain and seat count (docs/api.md, issue 39): both optional when a car is
 * listed or edited, checked as the form's other fields are, shown on the wire car, and the
 * search's `drivetrain` and `minSeats` filters.
 */
// Cars are also built straight into the database, which the catalogue's cache cannot hear of.
const t = appForFile({ env: { CATALOGUE_CACHE_TTL: '0s' } })
let seller: string

beforeAll(async () => {
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  await buildCategory(t.db, { categoryId: 'suv', bodyType: 'SUV' })
  ;[{ token: seller }] = await signedInPeople(t, [['drive-seller@example.com', 'seller']])
})

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${seller}` } })

const list = async (overrides: object) => {
  const res = await send('POST', '/api/allcars', {
    ...civicListing(await uploadedPhoto(t.app, seller)),
    ...overrides,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}
const carOf = async (id: string) => (await send('GET', `/api/featured-cars/${id}`)).json()

describe('a listing’s drivetrain and seats', () => {
  it('lists a car with them, and one without them (null on the wire)', async () => {
    const withThem = await list({ drivetrain: 'AWD', seats: 7 })
    expect(await carOf(withThem)).toMatchObject({ drivetrain: 'AWD', seats: 7 })
    const without = await list({})
    expect(await carOf(without)).toMatchObject({ drivetrain: null, seats: null })
  })

  it('edits them: a patch sets them, null clears them, and a patch without them keeps them', async () => {
    const id = await list({})
    const set = await send('PATCH', `/api/allcars/${id}`, { drivetrain: '4WD', seats: 5 })
    expect(set.statusCode, set.body).toBe(200)
    expect(await carOf(id)).toMatchObject({ drivetrain: '4WD', seats: 5 })
    await send('PATCH', `/api/allcars/${id}`, { mileage: 52000 })
    expect(await carOf(id)).toMatchObject({ drivetrain: '4WD', seats: 5, mileage: 52000 })
    const cleared = await send('PATCH', `/api/allcars/${id}`, { drivetrain: null, seats: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(await carOf(id)).toMatchObject({ drivetrain: null, seats: null })
  })

  it('refuses a seat count or a drivetrain it cannot take, with a message naming the field', async () => {
    const photo = await uploadedPhoto(t.app, seller)
    const cases = [
      [{ seats: 0 }, 'Seats must be at least 1'],
      [{ seats: 16 }, 'Seats must be at most 15'],
      [{ seats: 4.5 }, 'Seats must be a whole number'],
      [{ seats: 'five' }, 'Seats must be a number'],
      [{ drivetrain: '4x4' }, 'Drivetrain must be one of FWD, RWD, AWD, 4WD'],
    ] as const
    for (const [fields, message] of cases) {
      const res = await send('POST', '/api/allcars', { ...civicListing(photo), ...fields })
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().issues).toContainEqual({
        path: `body.${Object.keys(fields)[0]}`,
        message,
      })
    }
    const id = await list({ seats: 5 })
    const res = await send('PATCH', `/api/allcars/${id}`, { seats: 40 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Seats must be at most 15')
    expect(await carOf(id)).toMatchObject({ seats: 5 })
  })
})

describe('GET /api/cars?drivetrain=…&minSeats=…', () => {
  it('answers only the cars with that drivetrain and at least that many seats', async () => {
    const other = await buildUser(t.db, { role: 'seller' })
    const car = (name: string, o: Partial<Parameters<typeof buildCar>[1]>) =>
      buildCar(t.db, { sellerId: other.id, categoryId: 'suv', name, company: 'Zephyr', ...o })
    await car('Zephyr Grand AWD 7', { drivetrain: 'AWD', seats: 7 })
    await car('Zephyr Van AWD 8', { drivetrain: 'AWD', seats: 8 })
    await car('Zephyr Compact AWD 5', { drivetrain: 'AWD', seats: 5 })
    await car('Zephyr Trail 4WD 7', { drivetrain: '4WD', seats: 7 })
    await car('Zephyr Unknown', {})
    const names = async (query: string) => (await carNames(t.app, `company=Zephyr&${query}`)).sort()
    expect(await names('drivetrain=AWD&minSeats=7')).toEqual([
      'Zephyr Grand AWD 7',
      'Zephyr Van AWD 8',
    ])
    expect(await names('drivetrain=4WD')).toEqual(['Zephyr Trail 4WD 7'])
    // A car that does not say how many seats it has is not counted as having enough.
    expect(await names('minSeats=6')).toEqual([
      'Zephyr Grand AWD 7',
      'Zephyr Trail 4WD 7',
      'Zephyr Van AWD 8',
    ])
    const refused = await t.app.inject({ method: 'GET', url: '/api/cars?minSeats=16' })
    expect(refused.statusCode).toBe(400)
    const bad = await t.app.inject({ method: 'GET', url: '/api/cars?drivetrain=4x4' })
    expect(bad.statusCode).toBe(400)
  })
})
