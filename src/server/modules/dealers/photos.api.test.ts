import { existsSync } from 'node:fs'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cars, uploads } from '../../db/schema'
import { brokenInvariants } from '../../../../tests/support/server/invariants'
import { buildCategory } from '../../../../tests/support/server/builders'
import { picture } from '../../../../tests/support/server/images'
import { testApp, type TestApp } from '../../../../tests/support/server/app'
import { dealerMadeBy } from '../../../../tests/support/server/dealer-team'
import { appForFile } from '../../../../tests/support/server/file-app'
import { localServer } from '../../../../tests/support/server/local-server'
import { signedInPeople } from '../../../../tests/support/server/people'
import { logIn, signUp } from '../../../../tests/support/server/sessions'

/** A dealer's photo host on 127.0.0.1: pictures by seed, and ways of failing; hits by path. */
async function photoHost() {
  const hits = new Map<string, number>()
  const pictures = new Map<number, Buffer>()
  const inFlight = { now: 0, most: 0 }
  const server = await localServer((req, res) => {
    const { pathname } = new URL(req.url!, 'http://x')
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1)
    const slow = /^\/slow\/(\d+)\.jpg$/.exec(pathname)?.[1]
    if (slow) {
      inFlight.most = Math.max(inFlight.most, ++inFlight.now)
      void picture(100 + Number(slow)).then((p) =>
        setTimeout(() => {
          inFlight.now--
          res.writeHead(200, { 'content-type': 'image/jpeg' }).end(p)
        }, 300),
      )
      return
    }
    const seed = /^\/p\/(\d+)\.jpg$/.exec(pathname)?.[1]
    if (seed) {
      void (async () => {
        const n = Number(seed)
        if (!pictures.has(n)) pictures.set(n, await picture(n))
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(pictures.get(n))
      })()
      return
    }
    if (pathname === '/copy-of-1.jpg') {
      void picture(1).then((p) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(p))
      return
    }
    if (pathname === '/page.html') return res.end('<html><body>Not a photo</body></html>')
    res.writeHead(503).end()
  })
  return {
    url: (p: string) => `${server.url}${p}`,
    hits: (p: string) => hits.get(p) ?? 0,
    /** The most photo requests it had open at once. */
    mostAtOnce: () => inFlight.most,
    close: server.close,
  }
}

const t = appForFile({
  env: {
    IMPORT_ALLOW_PRIVATE_URLS: 'true',
    IMPORT_PHOTO_RETRY_AFTER: '1s',
    JOB_POLL_INTERVAL: '500ms',
  },
})
let host: Awaited<ReturnType<typeof photoHost>>
let token: string
let dealerId: string

const car = (stockNumber: string, photoUrls: string[]) => ({
  stockNumber,
  carName: '2019 Honda Civic EX',
  resale_price: 17500,
  carCategory: 'sedan',
  description: 'Clean title, one owner, full service history and new brakes.',
  company: 'Honda',
  model: 'Civic',
  modelYear: 2019,
  postalCode: '78704',
  city: 'Austin',
  condition: 'Good',
  mileage: 51000,
  photoUrls,
})

async function put(stockNumber: string, photoUrls: string[]) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/dealers/${dealerId}/inventory/${stockNumber}`,
    payload: car(stockNumber, photoUrls),
    headers: { authorization: `Bearer ${token}` },
  })
  return res
}

async function progress() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dealers/${dealerId}/photos/progress`,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json() as {
    waiting: number
    stored: number
    failed: number
    failures: { stockNumber: string; url: string; reason: string }[]
  }
}

/** Waits until no photo of the dealer is waiting; the progress then. */
async function settled(timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const now = await progress()
    if (now.waiting === 0) return now
    if (Date.now() > until) throw new Error(`photos still waiting: ${JSON.stringify(now)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

async function carOf(id: string) {
  const [row] = await t.db
    .select({ images: cars.images, status: cars.status })
    .from(cars)
    .where(eq(cars.id, id))
  return row!
}

const fetchedUploads = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(uploads)
      .where(sql`${uploads.key} ~ '^c[A-Za-z0-9_-]{43}$'`)
  )[0]!.n

beforeAll(async () => {
  host = await photoHost()
  await buildCategory(t.db, { categoryId: 'sedan', bodyType: 'Sedan' })
  ;[{ token }] = await signedInPeople(t, [['photos-dealer@example.com', 'seller']])
  dealerId = await dealerMadeBy(t.app, token, 'Photo Motors')
}, 60_000)
afterAll(async () => {
  // Whatever the tests did, the photos and the cars agree (test/invariants.ts).
  if (t.db) expect(await brokenInvariants(t.db, t.mediaDir)).toEqual({})
  await host?.close()
})

describe('dealer photos by URL', () => {
  let first: string

  it('fetches a car’s photos in the background, in order, the same picture once; the car is for sale once it has one', async () => {
    const res = await put('A1', [
      host.url('/p/1.jpg'),
      host.url('/p/2.jpg'),
      host.url('/copy-of-1.jpg'), // the same bytes as /p/1.jpg under another URL
      host.url('/p/3.jpg'),
    ])
    expect(res.statusCode).toBe(201)
    first = res.json()._id
    // Answered before any photo is stored: Hidden until one is.
    expect(await carOf(first)).toMatchObject({ images: [], status: 'Hidden' })

    const done = await settled()
    expect(done).toMatchObject({ waiting: 0, stored: 4, failed: 0 })
    const { images, status } = await carOf(first)
    expect(status).toBe('Active')
    expect(images).toHaveLength(3)
    expect(await fetchedUploads()).toBe(3)
    // Stored under the content's key at the smallest and largest widths; the others are made
    // on their first request, so the car page and cards can show it at every width.
    const key = /^\/media\/(c[\w-]+)\/800\.webp$/.exec(images[0]!)![1]!
    for (const w of [240, 1200]) {
      expect(existsSync(path.join(t.mediaDir, key, `${w}.webp`))).toBe(true)
    }
    for (const w of [400, 800]) {
      const photo = await t.app.inject({ method: 'GET', url: `/media/${key}/${w}.webp` })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/webp')
      expect(existsSync(path.join(t.mediaDir, key, `${w}.webp`))).toBe(true)
    }
    // The dealer's public page lists it.
    const page = await t.app.inject({ method: 'GET', url: `/api/dealers/${dealerId}` })
    expect(page.json().cars.map((c: { _id: string }) => c._id)).toContain(first)
  })

  it('stores a picture another car already has once: both name the same upload', async () => {
    const res = await put('B1', [host.url('/p/2.jpg')])
    const second = res.json()._id
    await settled()
    const [a, b] = [await carOf(first), await carOf(second)]
    expect(b.images).toEqual([a.images[1]])
    expect(await fetchedUploads()).toBe(3)
  })

  it('fetches nothing for the same list again, and keeps the photos a new list still names', async () => {
    const before = host.hits('/p/2.jpg')
    const again = await put('A1', [
      host.url('/p/1.jpg'),
      host.url('/p/2.jpg'),
      host.url('/copy-of-1.jpg'),
      host.url('/p/3.jpg'),
    ])
    expect(again.statusCode).toBe(200)
    await settled()
    expect(host.hits('/p/2.jpg')).toBe(before)

    const old = await carOf(first)
    await put('A1', [host.url('/p/3.jpg'), host.url('/p/2.jpg'), host.url('/p/4.jpg')])
    await settled()
    expect(host.hits('/p/2.jpg')).toBe(before)
    expect(host.hits('/p/3.jpg')).toBe(1)
    expect(host.hits('/p/4.jpg')).toBe(1)
    const now = await carOf(first)
    expect(now.images.slice(0, 2)).toEqual([old.images[2], old.images[1]])
    expect(now.images).toHaveLength(3)
  })

  it('fails a file that is no photo at once, tries a failing host 3 times, and says why', async () => {
    const res = await put('C1', [
      host.url('/page.html'),
      host.url('/down.jpg'),
      host.url('/p/5.jpg'),
    ])
    const id = res.json()._id
    const done = await settled()
    expect(done.failed).toBe(2)
    expect(host.hits('/page.html')).toBe(1)
    expect(host.hits('/down.jpg')).toBe(3)
    expect(done.failures).toEqual(
      expect.arrayContaining([
        {
          carId: id,
          stockNumber: 'C1',
          url: host.url('/page.html'),
          reason: 'Only JPEG, PNG or WebP photos can be uploaded',
        },
        {
          carId: id,
          stockNumber: 'C1',
          url: host.url('/down.jpg'),
          reason: 'The server answered 503',
        },
      ]),
    )
    expect(await carOf(id)).toMatchObject({ status: 'Active' })
    expect((await carOf(id)).images).toHaveLength(1)
  })

  it('takes 40 photos for a car and refuses a 41st', async () => {
    const urls = Array.from({ length: 41 }, (_, i) => host.url(`/p/6.jpg?copy=${i}`))
    const refused = await put('D1', urls)
    expect(refused.statusCode).toBe(400)
    const before = await progress()
    const taken = await put('D1', urls.slice(0, 40))
    expect(taken.statusCode).toBe(201)
    const done = await settled()
    expect(done.stored - before.stored).toBe(40)
    // Forty URLs of one picture: one photo, one upload.
    expect((await carOf(taken.json()._id)).images).toHaveLength(1)
  }, 60_000)
})

describe('a picture two dealers name', () => {
  it('is an upload of each, and the second one’s car is held for review as a copy', async () => {
    await signUp(t.app, { email: 'photos-copier@example.com', role: 'seller' })
    const copier = (await logIn(t.app, 'photos-copier@example.com', 'secret123')).token
    const auth = { authorization: `Bearer ${copier}` }
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/dealers',
      payload: { name: 'Copy Motors', postalCode: '78704', city: 'Austin' },
      headers: auth,
    })
    const before = await fetchedUploads()
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/dealers/${theirs.json()._id}/inventory/Z1`,
      payload: car('Z1', [host.url('/p/1.jpg')]),
      headers: auth,
    })
    expect(saved.statusCode).toBe(201)
    const id = saved.json()._id
    const until = Date.now() + 20_000
    while ((await carOf(id)).images.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(await fetchedUploads()).toBe(before + 1)
    const [copy] = await t.db
      .select({
        images: cars.images,
        status: cars.status,
        review: cars.review,
        sellerId: cars.sellerId,
      })
      .from(cars)
      .where(eq(cars.id, id))
    expect(copy!.images).toHaveLength(1)
    const key = /^\/media\/([\w-]+)\//.exec(copy!.images[0]!)![1]!
    const [upload] = await t.db
      .select({ ownerId: uploads.ownerId })
      .from(uploads)
      .where(eq(uploads.key, key))
    expect(upload!.ownerId).toBe(copy!.sellerId)
    expect(copy!.status).toBe('Hidden')
    expect(copy!.review?.map((r) => r.rule)).toContain('photo_copy')
  })
})

describe('the photos’ progress', () => {
  it('answers the dealer’s API key as its owner, and no other dealer’s', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/dealers/${dealerId}/api-keys`,
      payload: { name: 'Sync' },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(made.statusCode).toBe(201)
    const key = { authorization: `Bearer ${made.json().key}` }
    const url = `/api/dealers/${dealerId}/photos/progress`
    const byKey = await t.app.inject({ method: 'GET', url, headers: key })
    expect(byKey.statusCode).toBe(200)
    expect(byKey.json()).toEqual(await progress())

    await signUp(t.app, { email: 'photos-other@example.com', role: 'seller' })
    const other = (await logIn(t.app, 'photos-other@example.com', 'secret123')).token
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/dealers',
      payload: { name: 'Other Motors', postalCode: '78704', city: 'Austin' },
      headers: { authorization: `Bearer ${other}` },
    })
    const elsewhere = `/api/dealers/${theirs.json()._id}/photos/progress`
    expect((await t.app.inject({ method: 'GET', url: elsewhere, headers: key })).statusCode).toBe(
      401,
    )
  })
})

describe('dealer photos, fetched at once', () => {
  it('are at most IMPORT_PHOTO_CONCURRENCY (3) at a time', async () => {
    const urls = Array.from({ length: 12 }, (_, i) => host.url(`/slow/${i}.jpg`))
    expect((await put('F1', urls)).statusCode).toBe(201)
    await settled()
    expect(host.mostAtOnce()).toBe(3)
  }, 60_000)
})

describe('dealer photos on private addresses', () => {
  let guarded: TestApp
  afterAll(() => guarded?.close())

  it('are refused unless IMPORT_ALLOW_PRIVATE_URLS is true, and never fetched', async () => {
    guarded = await testApp()
    await buildCategory(guarded.db, { categoryId: 'sedan', bodyType: 'Sedan' })
    await signUp(guarded.app, { email: 'guarded-dealer@example.com', role: 'seller' })
    const auth = {
      authorization: `Bearer ${(await logIn(guarded.app, 'guarded-dealer@example.com', 'secret123')).token}`,
    }
    const made = await guarded.app.inject({
      method: 'POST',
      url: '/api/dealers',
      payload: { name: 'Inside Motors', postalCode: '78704', city: 'Austin' },
      headers: auth,
    })
    const id = made.json()._id
    const saved = await guarded.app.inject({
      method: 'PUT',
      url: `/api/dealers/${id}/inventory/E1`,
      payload: car('E1', [host.url('/p/7.jpg')]),
      headers: auth,
    })
    expect(saved.statusCode).toBe(201)
    const until = Date.now() + 20_000
    let now
    do {
      await new Promise((r) => setTimeout(r, 200))
      now = (
        await guarded.app.inject({
          method: 'GET',
          url: `/api/dealers/${id}/photos/progress`,
          headers: auth,
        })
      ).json()
    } while (now.waiting > 0 && Date.now() < until)
    expect(now).toMatchObject({ waiting: 0, stored: 0, failed: 1 })
    expect(now.failures[0].reason).toBe(
      '127.0.0.1 is on a private network; set IMPORT_ALLOW_PRIVATE_URLS=true to fetch from it',
    )
    expect(host.hits('/p/7.jpg')).toBe(0)
  }, 60_000)
})
