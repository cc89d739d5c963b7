import { and, count, eq, isNull } from 'drizzle-orm'
import { savedSearches, savedSearchMatches } from '../../db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../../../tests/support/server/app'
import { signedInPeople } from '../../../../tests/support/server/people'
import { jobSender } from '../../../../tests/support/server/jobs'
import { buildCategory } from '../../../../tests/support/server/builders'
import { uploadedPhoto } from '../../../../tests/support/server/images'

let t: Awaited<ReturnType<typeof testApp>>
type Who = { token: string; user: { _id: string } }
let buyer: Who, seller: Who, other: Who

beforeAll(async () => {
  t = await testApp({ env: { JOB_POLL_INTERVAL: '500ms' } })
  await buildCategory(t.db, { categoryId: 'pickup', bodyType: 'Pickup Truck' })
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  ;[buyer, seller, other] = await signedInPeople(t, [
    ['al-buyer@example.com', 'buyer', 'Ann'],
    ['al-seller@example.com', 'seller', 'Sid'],
    ['al-other@example.com', 'buyer', 'Ola'],
  ])
})
afterAll(() => t.close())

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } })

const saveSearch = (who: Who, name: string, query: string, frequency: string) =>
  call(who, 'POST', '/api/saved-searches', { name, query, frequency })

async function list(carName: string, categoryId: string, resale_price: number) {
  const image = await uploadedPhoto(t.app, seller.token)
  const res = await call(seller, 'POST', '/api/allcars', {
    carName,
    origin: 'USA',
    price: 60000,
    resale_price,
    years_of_used: 4,
    carCategory: categoryId,
    description: 'Listed for the alerts test, one owner and a full service history.',
    milespergallon: 22,
    buyingyear: '2021-03-01',
    company: 'Ford',
    model: 'F-150',
    modelYear: 2021,
    postalCode: '78704',
    city: 'Austin',
    condition: 'Good',
    mileage: 30000,
    image,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().insertedId as string
}

const alertsOf = async (who: Who) =>
  (await call(who, 'GET', '/api/notifications'))
    .json()
    .items.filter((n: { kind: string }) => n.kind === 'alert.match')
    .map((n: { title: string; link: string }) => ({ title: n.title, link: n.link }))

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const end = Date.now() + 15_000
  let value = await read()
  while (!done(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250))
    value = await read()
  }
  return value
}

describe('saved searches', () => {
  it('are each person’s own: saved, listed, deleted; others’ are not found', async () => {
    // In words, as typed into the search box: read as the pickups up to $30,000.
    const saved = await saveSearch(
      buyer,
      'Trucks under $30k',
      '?q=truck+under+30k&page=3',
      'instant',
    )
    expect(saved.statusCode).toBe(201)
    const mine = (await call(buyer, 'GET', '/api/saved-searches')).json()
    expect(mine).toEqual([
      expect.objectContaining({
        _id: saved.json()._id,
        name: 'Trucks under $30k',
        query: 'q=truck+under+30k',
        frequency: 'instant',
      }),
    ])
    expect((await call(other, 'GET', '/api/saved-searches')).json()).toEqual([])
    const theirs = await call(other, 'DELETE', `/api/saved-searches/${saved.json()._id}`)
    expect(theirs.statusCode).toBe(404)

    const bad = await saveSearch(buyer, 'Nonsense', 'minPrice=cheap', 'daily')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('This search cannot be saved: check its filters')
    const nowhere = await saveSearch(buyer, 'Nowhere', 'q=camry&near=00000&radius=50', 'daily')
    expect(nowhere.statusCode).toBe(400)
    expect(nowhere.json().message).toBe('We don’t know this ZIP code: check it for a typo')
    const unnamed = await saveSearch(buyer, ' ', 'category=sedan', 'weekly')
    expect(unnamed.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Name this search',
      'Choose how often to be told',
    ])
  })

  it('tell of a matching new listing at once, once, and never the seller of it', async () => {
    await saveSearch(seller, 'My own trucks', 'category=pickup', 'instant')
    await list('2021 Ford F-150 XL', 'sedan', 25000) // not a pickup: no match
    const truck = await list('2021 Ford F-150 XLT', 'pickup', 28000)
    await list('2022 Ford F-150 Lariat', 'pickup', 45000) // too dear: no match
    const told = await eventually(
      () => alertsOf(buyer),
      (a) => a.length > 0,
    )
    // Give the other listings' jobs time to be worked too.
    await new Promise((r) => setTimeout(r, 2000))
    expect(await alertsOf(buyer)).toEqual(told)
    expect(told).toEqual([
      {
        title: 'New for “Trucks under $30k”: 2021 Ford F-150 XLT',
        link: `/featured-cars/${truck}`,
      },
    ])
    expect(await alertsOf(seller)).toEqual([])
  })

  it('gather a daily search’s matches into one digest, each car once', async () => {
    // As the search page names a text search: its words already in quotes.
    await saveSearch(other, '“pickup”, any price', 'category=pickup', 'daily')
    await list('2020 Ford F-150 STX', 'pickup', 26000)
    await list('2019 Ford F-150 King Ranch', 'pickup', 31000)
    const recorded = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(savedSearchMatches)
          .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
          .where(
            and(eq(savedSearches.userId, other.user._id), isNull(savedSearchMatches.notifiedAt)),
          )
      )[0]?.n
    await eventually(recorded, (n) => n === 2)
    expect(await alertsOf(other)).toEqual([])

    // The daily job, as its schedule would enqueue it; a second run has nothing new to tell.
    const jobs = await jobSender(t.database, 'alerts.digest')
    await jobs.send()
    const digest = await eventually(
      () => alertsOf(other),
      (a) => a.length > 0,
    )
    await jobs.send()
    await new Promise((r) => setTimeout(r, 2000))
    await jobs.stop()
    expect(await alertsOf(other)).toEqual(digest)
    expect(digest).toEqual([
      { title: '2 new cars for “pickup”, any price', link: '/cars?category=pickup' },
    ])
  })
})
