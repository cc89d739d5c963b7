// `npm run seed:large -- --cars 100000 [--bookings 0]`: fills the configured database
// (DATABASE_URL, or the PGlite in DATA_DIR) with many realistic Active cars for benchmarks.
// Generated in SQL with generate_series, so 100,000 cars take seconds, not minutes.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { parseConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { lockDataDir } from '../src/server/db/data-dir-lock'
import { bodyTypes } from '../src/server/db/demo-catalogue'
import { seedCategories } from '../src/server/db/seed'
import { localDiskStorage } from '../src/server/storage/local-disk'

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '100000' },
    sellers: { type: 'string', default: '200' },
  },
})
const carCount = Number(values.cars)
const sellerCount = Number(values.sellers)
if (!Number.isInteger(carCount) || carCount < 1)
  throw new Error('--cars must be a positive whole number')

const config = parseConfig()
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
})
const started = Date.now()
try {
  await database.migrate()
  await seedCategories(
    database.db,
    localDiskStorage(path.join(config.dataDir, 'media')),
    path.join(config.root, 'assets', 'demo'),
  )
  const run = Date.now().toString(36)
  await database.db.execute(sql`
    insert into users (id, name, email, role)
    select 'bulk-seller-' || ${run} || '-' || i, 'Bulk Seller ' || i, 'bulk-' || ${run} || '-' || i || '@example.com', 'seller'
    from generate_series(1, ${sellerCount}) as i`)
  const categories = bodyTypes.map((b) => b.categoryId)
  const makes = [
    'Toyota',
    'Honda',
    'Ford',
    'BMW',
    'Audi',
    'Tesla',
    'Hyundai',
    'Kia',
    'Mazda',
    'Subaru',
    'Volvo',
    'Nissan',
  ]
  const models = [
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
  const colors = ['red', 'blue', 'silver', 'black', 'white', 'green', 'orange', 'yellow']
  await database.db.execute(sql`
    insert into cars (name, origin, price_cents, resale_price_cents, years_used, category_id, description,
      miles_per_gallon, buying_year, company, images, condition, mileage, fuel_type, transmission, color,
      seller_id, status, is_featured, created_at)
    select
      (2026 - y) || ' ' || make || ' ' || model,
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
      initcap(color),
      'bulk-seller-' || ${run} || '-' || (1 + i % ${sellerCount}),
      'Active',
      i % 97 = 0,
      now() - (i || ' minutes')::interval
    from (
      select i,
        1 + (i * 7) % 15 as y,
        (${sql.raw(`array[${makes.map((m) => `'${m}'`).join(',')}]`)})[1 + (i * 13) % ${makes.length}] as make,
        (${sql.raw(`array[${models.map((m) => `'${m}'`).join(',')}]`)})[1 + (i * 17) % ${models.length}] as model,
        (${sql.raw(`array[${categories.map((c) => `'${c}'`).join(',')}]`)})[1 + (i * 11) % ${categories.length}] as cat,
        (${sql.raw(`array[${colors.map((c) => `'${c}'`).join(',')}]`)})[1 + (i * 5) % ${colors.length}] as color,
        (8000 + (i::bigint * 7919) % 90000)::int as price,
        ((i::bigint * 104729) % 200000)::int as mileage
      from generate_series(1, ${carCount}) as i
    ) g`)
  // VACUUM sets the visibility map, so counts can be answered from the partial indexes alone.
  await database.db.execute(sql`vacuum analyze cars`)
  console.log(
    `Added ${sellerCount} sellers and ${carCount} cars in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await database.close()
  release()
}
