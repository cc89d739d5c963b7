// `npm run seed:large -- --cars 100000 [--bookings 1000000] [--buyers 10000]`: fills the
// configured database (DATABASE_URL, or the PGlite in DATA_DIR) with many realistic cars and,
// optionally, buyers and their bookings, for benchmarks. Generated in SQL with generate_series,
// so 100,000 cars take seconds and 1,000,000 bookings well under a minute.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { parseConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { loadPostalCodes } from '../src/server/db/postal-codes'
import { lockDataDir } from '../src/server/db/data-dir-lock'
import { bodyTypes } from '../src/server/db/demo-catalogue'
import { copyDemoImage, seedCategories } from '../src/server/db/seed'
import { imageStorage } from '../src/server/storage/from-config'
import { vehicleMakes } from '../src/shared/vehicles'

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '100000' },
    sellers: { type: 'string', default: '200' },
    bookings: { type: 'string', default: '0' },
    buyers: { type: 'string', default: '10000' },
  },
})
const bookingCount = Number(values.bookings)
const buyerCount = Number(values.buyers)
if (!Number.isInteger(bookingCount) || bookingCount < 0)
  throw new Error('--bookings must be a whole number')
if (!Number.isInteger(buyerCount) || buyerCount < 1)
  throw new Error('--buyers must be a positive whole number')
const carCount = Number(values.cars)
const sellerCount = Number(values.sellers)
if (!Number.isInteger(carCount) || carCount < 1)
  throw new Error('--cars must be a positive whole number')

/**
 * Booking k (0-based) is for car k mod cars, in round k div cars; round 0 is the newest and
 * the car's open one when the car is Sold (paid, with its succeeded payment) or Booked
 * (pending). So each car has at most one open booking, as the partial unique index demands.
 */
async function seedBookings(run: string) {
  const db = database.db
  await db.execute(sql`
    insert into users (id, name, email, role)
    select 'bulk-buyer-' || ${run} || '-' || i, 'Bulk Buyer ' || i, 'bulk-buyer-' || ${run} || '-' || i || '@example.com', 'buyer'
    from generate_series(1, ${buyerCount}) as i`)
  await db.execute(sql`
    insert into bookings (car_id, buyer_id, seller_id, car_name, buyer_name, buyer_email, phone,
      meeting_location, amount_cents, status, payment, awaiting, answer_by, history, created_at,
      paid_at, closed_at)
    with c as (
      select id, name, resale_price_cents, status, seller_id,
        row_number() over (order by created_at desc) - 1 as idx
      from cars where seller_id like ${`bulk-seller-${run}-%`}
    ), g as (
      select k, k % ${carCount} as idx, k / ${carCount} as round,
        1 + (k::bigint * 7919) % ${buyerCount} as buyer
      from generate_series(0, ${bookingCount - 1}) as k
    ), b as (
      select g.*, c.id as car_id, c.seller_id, c.name, c.resale_price_cents,
        (case when g.round = 0 and c.status = 'Sold' then 'completed'
              when g.round = 0 and c.status = 'Booked' then 'requested'
              else 'cancelled' end)::booking_state as state,
        g.round = 0 and c.status = 'Sold' as paid,
        now() - (g.round || ' days')::interval - (g.idx || ' seconds')::interval as at
      from g join c on c.idx = g.idx
    )
    select b.car_id, 'bulk-buyer-' || ${run} || '-' || b.buyer, b.seller_id, b.name, 'Bulk Buyer ' || b.buyer,
      'bulk-buyer-' || ${run} || '-' || b.buyer || '@example.com', '555-0100', 'Main Street',
      b.resale_price_cents, b.state,
      (case when b.paid then 'paid' else 'pending' end)::booking_payment,
      (case when b.state = 'requested' then 'seller' end)::booking_side,
      case when b.state = 'requested' then now() + interval '48 hours' end,
      jsonb_build_array(jsonb_build_object('status', 'requested', 'by', 'buyer', 'at', b.at)),
      b.at,
      case when b.paid then b.at end,
      case when b.paid then b.at end
    from b`)
  await db.execute(sql`
    insert into payments (booking_id, provider, intent_id, client_secret, amount_cents, status)
    select id, 'sandbox', 'bulk_pi_' || id, 'bulk_pi_' || id || '_secret', amount_cents, 'succeeded'
    from bookings where payment = 'paid' and buyer_id like ${`bulk-buyer-${run}-%`}`)
}

const config = parseConfig()
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
})
const started = Date.now()
try {
  await database.migrate()
  await loadPostalCodes(database.db)
  const categories = bodyTypes.map((b) => b.categoryId)
  const colors = ['red', 'blue', 'silver', 'black', 'white', 'green', 'orange', 'yellow']
  const storage = await imageStorage(config)
  const assetsDir = path.join(config.root, 'assets', 'demo')
  await seedCategories(database.db, storage, assetsDir)
  // The cars' photos are the demo's, one per body type and colour, front and rear: each is put
  // in the photo store (the demo seeds only those its own cars show), so every page shows them.
  for (const key of categories.flatMap((c) => colors.map((color) => `car-${c}-${color}`))) {
    for (const side of [key, `${key}-rear`]) await copyDemoImage(storage, assetsDir, side)
  }
  storage.close()
  const run = Date.now().toString(36)
  await database.db.execute(sql`
    insert into users (id, name, email, role)
    select 'bulk-seller-' || ${run} || '-' || i, 'Bulk Seller ' || i, 'bulk-' || ${run} || '-' || i || '@example.com', 'seller'
    from generate_series(1, ${sellerCount}) as i`)
  // Each make with its first six models (src/shared/vehicles.ts), so a make and model have
  // about 100000 / 240 cars, spread over 15 model years: deal ratings and similar cars have
  // comparables, as on a real marketplace.
  const vehicles = vehicleMakes
    .slice(0, 40)
    .flatMap(({ make, models }) => models.slice(0, 6).map((model) => `${make}|${model}`))
  const trims = [
    'Sport',
    'Touring',
    'Limited',
    'Premium',
    'SE',
    'LX',
    'GT',
    'Base',
    'Hybrid',
    'Plus',
  ]
  const [zips] = (
    (await database.db.execute(sql`select count(*)::int as n from postal_codes`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows
  const zipCount = zips?.n ?? 0
  // What each body type is built with, the most common first as often as it is: most sedans
  // drive their front wheels, most pickups all four; a third of SUVs have a third row.
  const builds: Record<
    (typeof bodyTypes)[number]['categoryId'],
    { drivetrains: string[]; seats: number[] }
  > = {
    sedan: { drivetrains: ['FWD', 'FWD', 'FWD', 'AWD', 'RWD'], seats: [5] },
    suv: { drivetrains: ['AWD', 'AWD', 'FWD', '4WD'], seats: [5, 5, 7] },
    hatchback: { drivetrains: ['FWD', 'FWD', 'FWD', 'AWD'], seats: [5] },
    pickup: { drivetrains: ['4WD', '4WD', '4WD', 'RWD'], seats: [5, 5, 6, 3] },
    coupe: { drivetrains: ['RWD', 'RWD', 'AWD', 'FWD'], seats: [4, 4, 2] },
    convertible: { drivetrains: ['RWD', 'RWD', 'FWD', 'AWD'], seats: [4, 2] },
  }
  // One of the body type's values, by a step of its own (so drivetrain and seats vary apart).
  const byBody = (pick: (b: (typeof builds)['sedan']) => (string | number)[], step: number) =>
    sql.raw(
      `case cat ${categories
        .map((c) => {
          const values = pick(builds[c])
          const list = values.map((v) => (typeof v === 'string' ? `'${v}'` : v)).join(',')
          return `when '${c}' then (array[${list}])[1 + (i / ${step}) % ${values.length}]`
        })
        .join(' ')} end`,
    )
  // With bookings, the newest booking of a car is its open one: paid (car Sold) for 1 car in
  // 20, pending (car Booked) for another 1 in 20; every other booking is cancelled.
  const withBookings = Math.min(bookingCount, carCount)
  const carStatus =
    bookingCount > 0
      ? sql.raw(
          `(case when i > ${withBookings} then 'Active' when i % 20 = 1 then 'Sold' when i % 20 = 2 then 'Booked' else 'Active' end)::car_status`,
        )
      : sql.raw(`'Active'`)
  await database.db.execute(sql`
    insert into cars (name, origin, price_cents, resale_price_cents, years_used, category_id, description,
      miles_per_gallon, buying_year, company, images, condition, mileage, fuel_type, transmission,
      drivetrain, seats, color,
      seller_id, status, is_featured, created_at, make, model, model_year, trim, postal_code, city,
      state, latitude, longitude, price_history)
    select
      (2026 - y) || ' ' || make || ' ' || model || ' ' || trim,
      (array['Japan','Germany','USA','South Korea','Sweden'])[1 + i % 5],
      price * 100,
      (price * (40 + i % 50) / 100) * 100,
      y,
      cat,
      (2026 - y) || ' ' || make || ' ' || model || ' with ' || mileage || ' miles. Regularly serviced, '
        || (array['new tyres','clean title','one owner','full history','recent brakes'])[1 + i % 5] || '.',
      15 + (i % 40),
      make_date(2026 - y, 1 + i % 12, 1 + i % 28),
      make,
      array['/media/car-' || cat || '-' || color || '/800.webp', '/media/car-' || cat || '-' || color || '-rear/800.webp'],
      (array['Excellent','Good','Fair'])[1 + i % 3]::car_condition,
      mileage,
      (array['Petrol','Diesel','Hybrid','Electric'])[1 + i % 4]::fuel_type,
      (array['Automatic','Manual'])[1 + i % 2]::transmission,
      (${byBody((b) => b.drivetrains, 7)})::drivetrain,
      ${byBody((b) => b.seats, 5)},
      initcap(color),
      'bulk-seller-' || ${run} || '-' || (1 + i % ${sellerCount}),
      ${carStatus},
      i % 97 = 0,
      now() - (i || ' minutes')::interval,
      make, model, 2026 - y, trim, z.zip, z.city, z.state, z.latitude, z.longitude,
      jsonb_build_array(jsonb_build_object('cents', (price * (40 + i % 50) / 100) * 100,
        'at', now() - (i || ' minutes')::interval))
    from (
      select i,
        1 + (i * 7) % 15 as y,
        split_part(v, '|', 1) as make,
        split_part(v, '|', 2) as model,
        (${sql.raw(`array[${trims.map((m) => `'${m}'`).join(',')}]`)})[1 + (i * 17) % ${trims.length}] as trim,
        (i::bigint * 7907) % ${zipCount} as zip_index,
        (${sql.raw(`array[${categories.map((c) => `'${c}'`).join(',')}]`)})[1 + (i * 11) % ${categories.length}] as cat,
        (${sql.raw(`array[${colors.map((c) => `'${c}'`).join(',')}]`)})[1 + (i * 5) % ${colors.length}] as color,
        (8000 + (i::bigint * 7919) % 90000)::int as price,
        ((i::bigint * 104729) % 200000)::int as mileage
      from generate_series(1, ${carCount}) as i,
        lateral (select (${sql.raw(`array[${vehicles.map((m) => `'${m.replaceAll("'", "''")}'`).join(',')}]`)})[1 + (i * 13) % ${vehicles.length}] as v) vehicle
    ) g
    join (select zip, city, state, latitude, longitude, row_number() over (order by zip) - 1 as k
      from postal_codes) z on z.k = g.zip_index`)
  if (bookingCount > 0) await seedBookings(run)
  // VACUUM sets the visibility map, so counts can be answered from the partial indexes alone.
  for (const table of ['cars', 'users', 'bookings', 'payments']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`))
  }
  console.log(
    `Added ${sellerCount} sellers, ${carCount} cars` +
      (bookingCount > 0 ? `, ${buyerCount} buyers, ${bookingCount} bookings` : '') +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await database.close()
  release()
}
