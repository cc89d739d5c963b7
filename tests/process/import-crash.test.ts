import { existsSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { pgliteExtensions } from '../../src/server/db/client'
import { Client, logIn, signUp, uniqueEmail } from '../support/process/client'
import { expectInvariantsPg, expectInvariantsPglite } from '../support/process/invariants'
import {
  createPgDatabase,
  removeDir,
  seededDataDir,
  startServer,
  tempDir,
  type Server,
} from '../support/process/server'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn()
})

const CARS = 24
const PHOTOS_PER_CAR = 3
/** Distinct pictures: fewer than the photos named, so cars share some (one upload each). */
const PICTURES = 40
/** Each photo answers this late, so the photo phase lasts long enough to be killed in. */
const PHOTO_DELAY_MS = 120

const pictureOf = (n: number) =>
  sharp({
    create: {
      // The smallest photo taken (docs/decisions/0111-photos-at-least-640-by-480.md).
      width: 640,
      height: 480,
      channels: 3,
      background: { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 193) % 256 },
    },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="640" height="480"><rect x="${(n * 37) % 540}" y="${(n * 17) % 400}" width="90" height="70" fill="#fff"/><circle cx="${(n * 61) % 640}" cy="240" r="40" fill="#000"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer()

/** The dealer's photo host: pictures by number, slowly; how many it served. */
async function photoHost() {
  const pictures = await Promise.all(Array.from({ length: PICTURES }, (_, n) => pictureOf(n)))
  let served = 0
  const server = http.createServer((req, res) => {
    const n = Number(/^\/photos\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1] ?? NaN)
    const body = pictures[n]
    if (!body) return res.writeHead(404).end()
    setTimeout(() => {
      served++
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(body)
    }, PHOTO_DELAY_MS)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (n: number) => `http://127.0.0.1:${port}/photos/${n}.jpg`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Car i's photos: three pictures, the cars sharing them round the list. */
const photosOf = (i: number) =>
  Array.from({ length: PHOTOS_PER_CAR }, (_, k) => (i * PHOTOS_PER_CAR + k) % PICTURES)

function stockCsv(url: (n: number) => string) {
  const header =
    'stock_number,make,model,year,body_type,mileage,price,condition,description,photo_urls,postal_code,city'
  const rows = Array.from(
    { length: CARS },
    (_, i) =>
      // One model, year and price: none is so cheap against the others that it is held.
      `K${100 + i},Honda,Civic,2016,sedan,${60_000 + i * 100},9500,Good,"A clean car, serviced on time, number ${i}.",${photosOf(i).map(url).join('|')},78704,Austin`,
  )
  return [header, ...rows].join('\n') + '\n'
}

/** POST of a file as multipart/form-data with the client's session. */
function postFile(c: Client, url: string, name: string, type: string, data: string) {
  const boundary = '----import-crash-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = http.request(
      new URL(url, c.base),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-forwarded-for': c.ip,
          origin: c.base,
          cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (d: Buffer) => chunks.push(d))
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

interface Progress {
  waiting: number
  stored: number
  failed: number
}

type Query = <T>(text: string) => Promise<T[]>

/**
 * A dealer imports a CSV whose photos a local host serves slowly; the server is killed with
 * SIGKILL once some photos are stored, and started again on the same data. Then every car the
 * import answered for is there, for sale with its photos, and each picture is one upload.
 */
async function importKilledMidPhotos(
  start: () => Promise<Server>,
  inspect: (check: (query: Query) => Promise<void>) => Promise<void>,
  mediaDir: string,
) {
  const host = await photoHost()
  cleanup.push(host.close)
  const server = await start()

  const c = new Client(server.url)
  const email = uniqueEmail('dealer')
  expect((await signUp(c, email, 'seller')).status).toBe(201)
  expect((await logIn(c, email)).status).toBe(200)
  const made = await c.request('POST', '/api/dealers', {
    name: 'Crash Motors',
    postalCode: '78704',
    city: 'Austin',
  })
  expect(made.status).toBe(201)
  const dealerId = (made.body as { _id: string })._id

  const report = await postFile(
    c,
    `/api/dealers/${dealerId}/imports?dryRun=false`,
    'stock.csv',
    'text/csv',
    stockCsv(host.url),
  )
  expect(report).toMatchObject({ status: 200, body: { created: CARS, refused: [] } })

  // Killed once some photos are stored and more are on their way.
  const deadline = Date.now() + 30_000
  while (host.served() < 12 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
  await server.kill()
  const servedBeforeKill = host.served()
  expect(servedBeforeKill).toBeGreaterThanOrEqual(12)
  expect(servedBeforeKill, 'the kill came before the last photo').toBeLessThan(
    CARS * PHOTOS_PER_CAR,
  )

  const again = await start()
  const c2 = new Client(again.url)
  expect((await logIn(c2, email)).status).toBe(200)
  let progress: Progress | undefined
  const until = Date.now() + 60_000
  do {
    await new Promise((r) => setTimeout(r, 250))
    progress = (await c2.request('GET', `/api/dealers/${dealerId}/photos/progress`))
      .body as Progress
  } while (progress.waiting > 0 && Date.now() < until)
  expect(progress).toMatchObject({ waiting: 0, stored: CARS * PHOTOS_PER_CAR, failed: 0 })

  // Every car is on its dealer's public page, for sale.
  const page = (await c2.request('GET', `/api/dealers/${dealerId}`)).body as {
    cars: { _id: string }[]
  }
  expect(page.cars).toHaveLength(CARS)
  expect(await again.stop()).toBe(0)

  await inspect(async (rows) => {
    const carRows = await rows<{ stock_number: string; status: string; images: string[] }>(
      `select stock_number, status, images from cars where dealer_id = '${dealerId}' order by stock_number`,
    )
    expect(carRows.map((r) => r.stock_number)).toEqual(
      Array.from({ length: CARS }, (_, i) => `K${100 + i}`),
    )
    // Each picture is one upload, whichever cars name it and however often it was fetched.
    const fetched = await rows<{ key: string }>(
      `select key from uploads where key ~ '^c[A-Za-z0-9_-]{43}$'`,
    )
    expect(fetched).toHaveLength(PICTURES)
    const keys = new Set(fetched.map((u) => u.key))
    // A picture is the same photo on every car that names it (the list wraps round).
    const photoOf = new Map<number, string>()
    for (const [i, car] of carRows.entries()) {
      expect(car.status).toBe('Active')
      expect(car.images).toHaveLength(PHOTOS_PER_CAR)
      for (const [k, url] of car.images.entries()) {
        expect(keys).toContain(/\/media\/([^/]+)\//.exec(url)![1])
        const n = photosOf(i)[k]!
        expect(url).toBe(photoOf.get(n) ?? url)
        photoOf.set(n, url)
      }
    }
    expect(photoOf.size).toBe(PICTURES)
    for (const key of keys) {
      for (const w of [240, 1200])
        expect(existsSync(path.join(mediaDir, key, `${w}.webp`))).toBe(true)
    }
  })
  console.info(
    `import crash: ${servedBeforeKill} of ${CARS * PHOTOS_PER_CAR} photos served before the kill, ${host.served()} in all`,
  )
}

const env = {
  IMPORT_ALLOW_PRIVATE_URLS: 'true',
  IMPORT_PHOTO_RETRY_AFTER: '1s',
  JOB_POLL_INTERVAL: '500ms',
}

describe('SIGKILL during an import’s photos loses no car and stores each picture once', () => {
  it('PGlite DATA_DIR', async () => {
    const dir = await seededDataDir(inject('templateDataDir'), 'import-crash')
    cleanup.push(() => removeDir(dir))
    await importKilledMidPhotos(
      () => startServer({ dataDir: dir, env }),
      async (check) => {
        const db = await PGlite.create(path.join(dir, 'pglite'), { extensions: pgliteExtensions })
        try {
          await check(async <T>(text: string) => (await db.query<T>(text)).rows)
        } finally {
          await db.close()
        }
        await expectInvariantsPglite(dir)
      },
      path.join(dir, 'media'),
    )
  })

  it('PostgreSQL', async () => {
    const db = await createPgDatabase('import_crash')
    cleanup.push(db.drop)
    const dir = await tempDir('import-crash-pg')
    cleanup.push(() => removeDir(dir))
    await importKilledMidPhotos(
      () => startServer({ dataDir: dir, databaseUrl: db.url, env }),
      async (check) => {
        const client = new pg.Client({ connectionString: db.url })
        await client.connect()
        try {
          await check(async <T>(text: string) => (await client.query(text)).rows as T[])
        } finally {
          await client.end()
        }
        await expectInvariantsPg(db.url)
      },
      path.join(dir, 'media'),
    )
  })
})
