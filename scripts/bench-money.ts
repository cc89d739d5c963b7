// `npm run bench:money [-- --holds 10000 --cars 100]`: issue 34's two money targets, on a fresh
// PostgreSQL database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432;
// dropped at the end).
// 1. The timers: `holds` held payments, half with no handover past their `heldUntil` (to be
//    released, the car back on sale) and half handed over with nobody answering past
//    `confirmBy` (to be taken: the car Sold, the payout queued). Times the sweep the money's
//    job runs (modules/money/timers.ts), each side told in the app and by e-mail (rendered).
// 2. The race: two buyers per car for `cars` cars, 2 x `cars` sandbox confirmations sent at
//    once through the real app (in-process inject): one hold per car, no 5xx, a balanced ledger.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { startJobs } from '../src/server/jobs/jobs'
import { mailService } from '../src/server/modules/mail/service'
import { inventoryService } from '../src/server/modules/inventory/service'
import { totals } from '../src/server/modules/money/ledger'
import { bookingPayments } from '../src/server/modules/bookings/payments'
import { moneyModule } from '../src/server/modules/money/module'
import { notificationsService } from '../src/server/modules/notifications/service'
import { sandboxProvider } from '../src/server/payments/sandbox'
import { adminQuery, withDatabase } from '../tests/support/server/global-setup'
import { inProcessApp } from './bench/in-process-app'

const { values } = parseArgs({
  options: {
    holds: { type: 'string', default: '10000' },
    cars: { type: 'string', default: '100' },
  },
})
const holds = Number(values.holds)
const raceCars = Number(values.cars)
if (!Number.isInteger(holds) || holds < 2) throw new Error('--holds must be a whole number ≥ 2')

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_money_${randomBytes(4).toString('hex')}`
await adminQuery(server, `create database ${name}`)
const url = withDatabase(server, name)
const database = await openDatabase({ url })
const count = async (q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n

try {
  await database.migrate()
  const db = database.db
  const log = { error() {}, warn() {}, info() {} } as never
  // Enqueue only: the sweep is timed with each e-mail's and payout's job, not their delivery.
  const jobs = await startJobs(database, log, { work: false })
  const mail = await mailService(db, jobs, { smtpUrl: 'smtp://127.0.0.1:9', from: 'x@y.z', log })
  const secret = 'bench-money-auth-secret-0123456789abcdef'
  const notifications = notificationsService(db, { mail, publicUrl: 'http://127.0.0.1', secret })
  const inventory = inventoryService(db, {
    uploads: {} as never,
    notifications,
    alerts: { listed: async () => {} },
    deals: { hold: async () => {}, rateCar: async () => {}, recomputeAround: async () => {} },
    audit: { record: async () => {} },
    repriced: async () => {},
  })
  const { sweep } = await moneyModule(db, {
    bookingPayments: bookingPayments(),
    provider: sandboxProvider,
    inventory,
    notifications,
    jobs,
    audit: { record: async () => {} },
    rules: {
      buyWithinMs: 7 * 86_400_000,
      holdForMs: 6 * 86_400_000,
      confirmWithinMs: 48 * 3_600_000,
      feePercent: 5,
    },
    publicUrl: 'http://127.0.0.1',
    // The bench's cars are private sellers': no leads.
    leads: { record: async () => {}, answered: async () => {} },
  })

  // A seller and a buyer per 50 holds, each a real person who wants e-mails.
  const people = Math.max(1, Math.ceil(holds / 50))
  await db.execute(sql`
    insert into users (id, name, email, role)
    select r || '-' || i, initcap(r) || ' ' || i, r || '-' || i || '@example.com', r::user_role
    from generate_series(1, ${people}) i, unnest(array['seller', 'buyer']) r`)
  await db.execute(
    sql`insert into categories (category_id, body_type, image) values ('bench', 'Bench', '/x.webp')`,
  )
  await db.execute(sql`
    insert into cars (seller_id, category_id, name, origin, price_cents, resale_price_cents,
      years_used, description, miles_per_gallon, buying_year, company, images, condition,
      mileage, status)
    select 'seller-' || (1 + i % ${people}), 'bench', '2019 Bench Car ' || i, 'Japan', 2500000,
      1990000, 5, 'A bench car.', 30, '2019-01-01', 'Toyota', array['/media/x/800.webp'], 'Good',
      40000, 'Booked'
    from generate_series(1, ${holds}) i`)
  // Even rows: held four days, no handover, past heldUntil. Odd: handed over, past confirmBy.
  await db.execute(sql`
    insert into bookings (car_id, buyer_id, seller_id, car_name, buyer_name, buyer_email, phone,
      meeting_location, amount_cents, status, awaiting, answer_by, appointment_at, history,
      payment, held_at, held_until, handover_at, confirm_by)
    select c.id, 'buyer-' || (1 + k % ${people}), c.seller_id, c.name, 'Buyer ' || (1 + k % ${people}),
      'buyer-' || (1 + k % ${people}) || '@example.com', '555-0100', 'Main Street', 1990000,
      'accepted', null, null, now() - interval '5 days',
      '[{"status": "requested", "by": "buyer", "at": "2026-01-01T00:00:00.000Z"}]'::jsonb,
      'held', now() - interval '4 days', now() - interval '1 minute',
      case when k % 2 = 1 then now() - interval '3 days' end,
      case when k % 2 = 1 then now() - interval '1 minute' end
    from (select id, name, seller_id, row_number() over (order by id) as k from cars) c`)
  await db.execute(sql`
    insert into payments (booking_id, provider, intent_id, client_secret, amount_cents)
    select id, 'sandbox', 'pi_bench_' || id, 'pi_bench_' || id || '_secret', amount_cents from bookings`)
  await db.execute(sql`
    insert into ledger_entries (booking_id, movement, key, account, amount_cents)
    select id, 'hold', 'hold', a, case a when 'buyer' then -amount_cents else amount_cents end
    from bookings, unnest(array['buyer', 'held']) a`)
  await db.execute(sql`analyze`)

  const started = performance.now()
  const done = await sweep()
  const seconds = (performance.now() - started) / 1000
  const again = await sweep()
  const books = await totals(db)
  console.log(`held payments:                ${holds}`)
  console.log(`sweep:                        ${seconds.toFixed(2)} s (target < 10 s)`)
  console.log(`released / taken:             ${done.expired} / ${done.confirmed}`)
  console.log(
    `cars for sale / sold:         ${await count(sql`select count(*)::int as n from cars where status = 'Active'`)} / ${await count(sql`select count(*)::int as n from cars where status = 'Sold'`)}`,
  )
  console.log(
    `payouts queued:               ${await count(sql`select count(*)::int as n from payouts where status = 'queued'`)}`,
  )
  console.log(
    `notifications / e-mails:      ${await count(sql`select count(*)::int as n from notifications`)} / ${await count(sql`select count(*)::int as n from outbox`)}`,
  )
  console.log(`a second sweep changed:       ${again.expired + again.confirmed + again.lapsed}`)
  console.log(`ledger balanced:              ${books.balanced}`)
  await jobs.stop()

  // 2. The race for a hold, through the app. The sweep's deliveries and payouts were written
  // to time them; the app is not to run them (nor be stopped in the middle of them).
  await db.execute(sql`delete from pgboss.job`)
  process.env.DATABASE_URL = url
  process.env.JOB_POLL_INTERVAL = '60s'
  const { app, database: appDatabase } = await inProcessApp()
  await db.execute(sql`
    insert into users (id, name, email, role, email_verified)
    select 'racer-' || i, 'Racer ' || i, 'racer-' || i || '@example.com', 'buyer', true
    from generate_series(1, ${2 * raceCars}) i`)
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at)
    select 'racer-' || i, 'racer-token-' || i, 'racer-' || i, now() + interval '1 hour'
    from generate_series(1, ${2 * raceCars}) i`)
  const raced = (await db.execute(sql`
    insert into cars (seller_id, category_id, name, origin, price_cents, resale_price_cents,
      years_used, description, miles_per_gallon, buying_year, company, images, condition,
      mileage, status)
    select 'seller-1', 'bench', '2020 Race Car ' || i, 'Japan', 2500000, 1990000, 5, 'A race car.',
      30, '2019-01-01', 'Toyota', array['/media/x/800.webp'], 'Good', 40000, 'Active'
    from generate_series(1, ${raceCars}) i returning id`)) as unknown as { rows: { id: string }[] }
  let ip = 0
  const call = (token: string, method: 'POST', path: string, payload?: object) =>
    app.inject({
      method,
      url: path,
      payload,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `10.9.${(++ip >> 8) & 255}.${ip & 255}`,
    })
  const secrets: [string, string][] = []
  for (const [i, car] of raced.rows.entries()) {
    for (const racer of [2 * i + 1, 2 * i + 2]) {
      const token = `racer-token-${racer}`
      const booked = await call(token, 'POST', '/api/bookings', {
        car_id: car.id,
        phone: '+1 555 010 2030',
        meeting_location: 'Main St',
      })
      const id = booked.json().insertedId as string
      const start = await call(token, 'POST', `/api/bookings/${id}/payment`)
      secrets.push([token, start.json().clientSecret as string])
    }
  }
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' }
  const raceStarted = performance.now()
  const answers = await Promise.all(
    secrets.map(([token, clientSecret]) =>
      call(token, 'POST', '/api/payments/sandbox/confirm', { clientSecret, card }),
    ),
  )
  const raceSeconds = (performance.now() - raceStarted) / 1000
  const codes = new Map<number, number>()
  for (const a of answers) codes.set(a.statusCode, (codes.get(a.statusCode) ?? 0) + 1)
  const twice = await count(sql`select count(*)::int as n from (select car_id from bookings
    where payment = 'held' and car_name like '2020 Race Car%' group by car_id having count(*) > 1) x`)
  const heldCars = await count(sql`select count(distinct car_id)::int as n from bookings
    where payment = 'held' and car_name like '2020 Race Car%'`)
  console.log(
    `race: ${answers.length} confirmations on ${raceCars} cars in ${raceSeconds.toFixed(2)} s`,
  )
  console.log(
    `answers:                      ${[...codes].map(([c, n]) => `${n} x ${c}`).join(', ')}`,
  )
  console.log(`cars held / held twice:       ${heldCars} / ${twice}`)
  console.log(`ledger balanced:              ${(await totals(db)).balanced}`)
  await app.close()
  await appDatabase.close()
} finally {
  await database.close()
  await adminQuery(server, `drop database ${name} with (force)`)
}
