// `npm run bench:publish [-- 200]`: on a database filled by `npm run seed:large -- --cars
// 100000` (DATABASE_URL), times publishing a listing through the real app (in-process inject)
// with the listing checks (modules/trust) at 100,000 cars and 100,000 photos. It gives every
// seeded car a VIN and a reading, adds 100,000 hashed photos of other sellers, then publishes
// listings of three photos each: most clean, some with a cloned VIN, a rolled-back mileage or
// a copied photo. Prints the median and p95 (target: p95 < 150 ms, issue 36) and how many
// were held, and removes what it added.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { checkListing } from '../src/server/modules/trust/listing-checks'
import { hashBands } from '../src/server/modules/trust/photo-hash'
import { decodeVin } from '../src/shared/vin'
import { inProcessApp } from './bench/in-process-app'

const rounds = Number(process.argv[2] ?? 200)
const PHOTOS = 100_000
const { app, database } = await inProcessApp()
const db = database.db
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows

const [{ cars = 0 } = {}] = await rows<{ cars: number }>(
  sql`select count(*)::int as cars from cars`,
)
if (cars < 100_000) throw new Error('Run npm run seed:large -- --cars 100000 first')
const [{ id: category } = { id: '' }] = await rows<{ id: string }>(
  sql`select category_id as id from categories limit 1`,
)

const run = randomBytes(3).toString('hex')
const seller = `bench-publish-${run}`
const thief = `bench-publish-other-${run}`
/** A VIN that reads (its check digit right), of a series and a serial. */
const VIN_HEAD = '1HGCM826'
function vin(series: 'A' | 'B', serial: number) {
  for (const check of '0123456789X') {
    const candidate = `${VIN_HEAD}${check}3${series}${String(serial).padStart(6, '0')}`
    if (decodeVin(candidate).ok) return candidate
  }
  throw new Error('no check digit fits')
}
/** A random 64-bit hash that is not plain (photo-hash.ts `isPlain`): about half its bits set. */
const randomHash = () => BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString('hex')}`))

try {
  await db.execute(sql`insert into users (id, name, email, role) values
    (${seller}, 'Bench Seller', ${`${seller}@example.com`}, 'seller'),
    (${thief}, 'Bench Other', ${`${thief}@example.com`}, 'seller')`)
  // Every seeded car gets a VIN that reads (series A) and its reading.
  const ids = await rows<{ id: string }>(sql`select id from cars where vin is null order by id`)
  for (let start = 0; start < ids.length; start += 10_000) {
    const batch = ids.slice(start, start + 10_000).map((c, i) => ({
      id: c.id,
      vin: vin('A', start + i),
    }))
    await db.execute(sql`update cars set vin = r.vin from
      json_to_recordset(${JSON.stringify(batch)}::json) as r(id uuid, vin text)
      where cars.id = r.id`)
  }
  // As autovacuum leaves a table after a change to every row.
  await db.execute(sql`vacuum analyze cars`)
  await db.execute(sql`insert into vin_readings (vin, mileage, car_id, seller_id)
    select vin, mileage, id, seller_id from cars where vin like ${`${VIN_HEAD}%`}`)
  // 100,000 photos of other sellers, attached, each with its hash.
  const existing: bigint[] = []
  for (let start = 0; start < PHOTOS; start += 5000) {
    const batch = Array.from({ length: 5000 }, (_, i) => {
      const hash = randomHash()
      existing.push(hash)
      return { key: `bench-${run}-${start + i}`, hash, bands: hashBands(hash) }
    })
    await db.execute(sql`insert into uploads (key, owner_id, attached_at, dhash, dhash_bands)
      select key, ${thief}, now(), hash, bands::int[]
      from json_to_recordset(${JSON.stringify(
        batch.map((b) => ({ key: b.key, hash: b.hash.toString(), bands: `{${b.bands}}` })),
      )}::json) as r(key text, hash bigint, bands text)`)
  }
  await db.execute(sql`insert into photo_bands (upload_key, band, dhash, owner_id)
    select key, unnest(dhash_bands), dhash, owner_id from uploads where owner_id = ${thief}`)
  // As autovacuum leaves a table that grew: its visibility map lets the lookup skip the heap.
  await db.execute(sql`vacuum analyze photo_bands`)
  const [{ vins = [] } = {}] = await rows<{ vins: { vin: string; mileage: number }[] }>(
    sql`select json_agg(json_build_object('vin', vin, 'mileage', mileage)) as vins
        from (select vin, mileage from cars where status = 'Active' and vin like ${`${VIN_HEAD}%`}
              order by id limit 20) v`,
  )

  // The seller's own photos for the listings, as an upload leaves them (hashed, unattached).
  const photo = async (hash: bigint) => {
    const key = `bench-${run}-mine-${randomBytes(6).toString('hex')}`
    await db.execute(sql`insert into uploads (key, owner_id, dhash, dhash_bands)
      values (${key}, ${seller}, ${hash}, ${`{${hashBands(hash)}}`}::int[])`)
    return `/media/${key}/800.webp`
  }
  const token = randomBytes(24).toString('hex')
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at)
    values (${token}, ${token}, ${seller}, now() + interval '1 hour')`)

  const times: number[] = []
  const published: string[] = []
  let held = 0
  for (let i = 0; i < rounds; i++) {
    // One in ten cloned, one in ten rolled back, one in ten with a copied photo.
    const kind = i % 10
    const known = vins[i % vins.length]!
    const copied = existing[(i * 7919) % existing.length]! ^ 1n
    const images = [
      await photo(kind === 2 ? copied : randomHash()),
      await photo(randomHash()),
      await photo(randomHash()),
    ]
    const payload = {
      carName: `2019 Honda Civic EX ${i}`,
      origin: 'Japan',
      price: 24000,
      resale_price: 17500,
      years_of_used: 6,
      carCategory: category,
      description: 'Clean title, one owner, full service history and new brakes.',
      milespergallon: 36,
      buyingyear: '2019-04-12',
      company: 'Honda',
      model: 'Civic',
      modelYear: 2019,
      postalCode: '78704',
      city: 'Austin',
      condition: 'Good',
      // A seeded car's VIN is live with another seller (and below its reading: rolled back).
      vin: kind === 0 || kind === 1 ? known.vin : vin('B', i),
      mileage: kind === 1 ? Math.max(0, known.mileage - 1000) : known.mileage + 5000,
      image: images[0],
      images: images.slice(1),
    }
    const started = performance.now()
    const res = await app.inject({
      method: 'POST',
      url: '/api/allcars',
      payload,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
    })
    times.push(performance.now() - started)
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`)
    const id = res.json().insertedId as string
    published.push(id)
    const [car] = await rows<{ status: string }>(sql`select status from cars where id = ${id}`)
    if (car?.status === 'Hidden') held++
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!
  console.log(`${database.kind}, ${cars} cars, ${PHOTOS} photos, ${rounds} listings published`)
  console.log(
    `publish: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, worst ${at(1).toFixed(1)} ms (target p95 < 150 ms)`,
  )
  console.log(`held for review: ${held} of ${rounds}`)
  // The checks' own share: each published listing checked again (rolled back).
  const checks: number[] = []
  for (const id of published) {
    const started = performance.now()
    await db
      .transaction(async (tx) => {
        await checkListing(tx, id)
        checks.push(performance.now() - started)
        tx.rollback()
      })
      .catch(() => {})
  }
  checks.sort((a, b) => a - b)
  const of = (q: number) => checks[Math.min(checks.length - 1, Math.floor(checks.length * q))]!
  console.log(`the checks alone: median ${of(0.5).toFixed(1)} ms, p95 ${of(0.95).toFixed(1)} ms`)
} finally {
  await db.execute(sql`delete from reports where target_type = 'car' and target_id in
    (select id::text from cars where seller_id = ${seller})`)
  await db.execute(sql`delete from notifications where user_id = ${seller}`)
  await db.execute(sql`delete from outbox where to_address = ${`${seller}@example.com`}`)
  await db.execute(sql`delete from vin_readings where vin like ${`${VIN_HEAD}%`}`)
  await db.execute(sql`delete from cars where seller_id = ${seller}`)
  await db.execute(sql`update cars set vin = null where vin like ${`${VIN_HEAD}%`}`)
  await db.execute(sql`delete from uploads where owner_id in (${seller}, ${thief})`)
  await db.execute(sql`delete from sessions where user_id = ${seller}`)
  await db.execute(sql`delete from users where id in (${seller}, ${thief})`)
  await app.close()
  await database.close()
}
