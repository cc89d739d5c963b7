import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventStream } from '../support/server/event-stream'
import { startS3Server, type S3Server } from '../support/server/s3-server'
import { activeCarIds, book, Client, pay, signUp, uniqueEmail } from '../support/process/client'
import { expectInvariantsPg } from '../support/process/invariants'
import { startProxy } from '../support/process/proxy'
import {
  createPgDatabase,
  REDIS_URL,
  removeDir,
  startServer,
  tempDir,
  type Server,
} from '../support/process/server'
import { expectLedgerKept, startWorkload } from '../support/process/workload'

/**
 * Two app processes on one PostgreSQL behind a round-robin proxy, configured as a deployment
 * would be: the same AUTH_SECRET (server.ts), TRUST_PROXY, REDIS_URL, and the photos in one
 * S3-compatible bucket (STORAGE=s3, here s3rver). No shared disk: each process has its own
 * DATA_DIR, as on two machines.
 */
describe('two app processes behind a load balancer', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>
  let s3: S3Server
  const dirs: string[] = []
  const apps: Server[] = []
  let proxy: Awaited<ReturnType<typeof startProxy>>

  beforeAll(async () => {
    db = await createPgDatabase('scale')
    s3 = await startS3Server()
    const start = async () => {
      const dir = await tempDir('scale')
      dirs.push(dir)
      return startServer({ dataDir: dir, databaseUrl: db.url, env: { REDIS_URL, ...s3.env } })
    }
    // One after the other: the first migrates and seeds, the second finds it done.
    apps.push(await start())
    apps.push(await start())
    proxy = await startProxy(apps.map((a) => a.url))
  })

  afterAll(async () => {
    await proxy?.close()
    await Promise.all(apps.map((a) => (a.proc.exitCode === null ? a.stop() : null)))
    await db?.drop()
    await s3?.close()
    await Promise.all(dirs.map(removeDir))
  })

  it('a photo uploaded through one process is served by the other, from the bucket', async () => {
    const seller = new Client(apps[0]!.url)
    expect((await signUp(seller, uniqueEmail('photographer'), 'seller')).status).toBe(201)
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg')
    const uploaded = await fetch(`${apps[0]!.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: {
        cookie: [...seller.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-forwarded-for': seller.ip,
      },
    })
    expect(uploaded.status).toBe(201)
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data

    const [fromA, fromB] = await Promise.all(
      apps.map(async (a) => {
        const res = await fetch(`${a.url}${url}`, { headers: { accept: 'image/webp' } })
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(res.headers.get('cache-control')).toContain('immutable')
        return Buffer.from(await res.arrayBuffer())
      }),
    )
    expect(fromB!.equals(fromA!)).toBe(true)
    expect((await sharp(fromB).metadata()).width).toBe(800)
    // The demo catalogue's photos, seeded by the first process, are there for the second too.
    const car = await new Client(apps[1]!.url).request('GET', '/api/cars?pageSize=1')
    const [demo] = (car.body as { items: { image: string }[] }).items
    expect((await fetch(`${apps[1]!.url}${demo!.image}`)).status).toBe(200)
    // Neither process kept a photo on its own disk.
    for (const dir of dirs) expect(existsSync(path.join(dir, 'media'))).toBe(false)
  })

  it('a session made on one process works on the other, and ends on both', async () => {
    const email = uniqueEmail('roamer')
    const c = new Client(apps[0]!.url)
    expect((await signUp(c, email)).status).toBe(201)
    c.base = apps[1]!.url
    const me = await c.request('GET', '/api/auth/me')
    expect((me.body as { user: { email: string } }).user.email).toBe(email)

    expect((await c.request('POST', '/api/auth/logout')).status).toBe(200)
    // The other process may trust its cached lookup for SESSION_CACHE_MS (3 s), no longer.
    const ended = Date.now()
    c.base = apps[0]!.url
    let status = 200
    // When the last request still served was sent: timed from its start, as a slow answer on a
    // busy machine says nothing of the cache.
    let lastServed = ended
    while (status !== 401 && Date.now() - ended < 15_000) {
      const sentAt = Date.now()
      status = (await c.request('GET', '/api/wishlist')).status
      if (status === 401) break
      lastServed = sentAt
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toBe(401)
    expect(lastServed - ended).toBeLessThan(3000)
  })

  it("a notification recorded on one process reaches the person's event stream on the other", async () => {
    const c = new Client(apps[0]!.url)
    expect((await signUp(c, uniqueEmail('listener'))).status).toBe(201)
    const headers = {
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-forwarded-for': c.ip,
    }
    const stream = await openEventStream(`${apps[0]!.url}/api/events`, headers)
    expect(stream.status).toBe(200)

    // The booking and the payment happen on the other process.
    c.base = apps[1]!.url
    const [first, second] = (await activeCarIds(c)).slice(-2)
    const booked = await book(c, first!)
    expect(booked.status).toBe(201)
    const paidAt = Date.now()
    expect((await pay(c, (booked.body as { insertedId: string }).insertedId)).status).toBe(200)
    const [receipt] = await stream.waitFor(1, 20_000)
    const took = Date.now() - paidAt
    expect(receipt, 'no event within 20 s').toBeDefined()
    expect(JSON.parse(receipt!.data)).toMatchObject({ kind: 'payment.held' })
    // Announced at once (NOTIFY), not found by the next ping's check 25 s on.
    expect(took).toBeLessThan(10_000)
    stream.close()

    // Missed while away: sent on the reconnection that names the last id it had.
    const again = await book(c, second!)
    expect((await pay(c, (again.body as { insertedId: string }).insertedId)).status).toBe(200)
    const resumed = await openEventStream(`${apps[0]!.url}/api/events`, {
      ...headers,
      'last-event-id': receipt!.id!,
    })
    const [missed] = await resumed.waitFor(1, 20_000)
    expect(missed, 'no event within 20 s').toBeDefined()
    expect(JSON.parse(missed!.data)).toMatchObject({ kind: 'payment.held' })
    // An id holds each feed's position; notifications come first.
    const notificationSeq = (id?: string) => Number(id?.split('-')[0])
    expect(notificationSeq(missed!.id)).toBeGreaterThan(notificationSeq(receipt!.id))
    resumed.close()
    console.info(`event stream across processes: the receipt arrived ${took} ms after the payment`)
  })

  it('a race to pay for one car spread over both processes has exactly one winner', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = new Client(proxy.url)
        expect((await signUp(c, uniqueEmail('racer'))).status).toBe(201)
        return c
      }),
    )
    const [car] = await activeCarIds(buyers[0]!)
    // Each may ask for a test drive of it; the race is for the held payment.
    const booked = await Promise.all(buyers.map((c) => book(c, car!)))
    expect(booked.map((r) => r.status)).toEqual(buyers.map(() => 201))
    const before = new Map(proxy.served)
    const statuses = (
      await Promise.all(
        buyers.map((c, i) => pay(c, (booked[i]!.body as { insertedId: string }).insertedId)),
      )
    ).map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(9)
    // Both processes took part in the race.
    for (const a of apps)
      expect(proxy.served.get(a.url)! - (before.get(a.url) ?? 0)).toBeGreaterThan(0)
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    const { rows } = await client.query(
      `select count(*)::int as n from bookings where car_id = $1 and payment = 'held'`,
      [car],
    )
    await client.end()
    expect(rows[0].n).toBe(1)
  })

  it('killing one process under load loses no acknowledged write', async () => {
    const cars = await activeCarIds(new Client(proxy.url))
    const load = startWorkload([proxy.url], cars, 8, { keepGoing: true })
    const acknowledged = () =>
      load.ledger.paid.size + load.ledger.bookings.size + load.ledger.users.size
    const until = async (done: () => boolean, ms: number) => {
      const end = Date.now() + ms
      while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
    }
    await until(() => load.ledger.paid.size >= 4, 60_000)
    expect(load.ledger.paid.size, 'payments acknowledged before the kill').toBeGreaterThanOrEqual(4)
    await apps[0]!.kill()
    const atKill = acknowledged()
    // The survivor carries on alone: a few more writes acknowledged.
    await until(() => acknowledged() >= atKill + 5, 30_000)
    await load.stop()
    const l = load.ledger
    expect(acknowledged()).toBeGreaterThan(atKill)
    await expectLedgerKept(apps[1]!.url, l)
    await expectInvariantsPg(db.url)
    console.info(
      `scale-out kill: ${l.users.size} sign-ups, ${l.bookings.size} bookings, ${l.paid.size} ` +
        `payments acknowledged; statuses ${JSON.stringify([...l.statuses])}; ` +
        `${l.networkErrors} network errors`,
    )
  })
})
