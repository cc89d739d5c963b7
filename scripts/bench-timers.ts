// `npm run bench:timers [-- --bookings 10000]`: issue 16's timers target. On a fresh PostgreSQL
// database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432; dropped at the
// end), half the open bookings are requests past their answer deadline and half are accepted
// test drives an hour away (both reminders due). The bench runs the sweep the timers' job runs
// (bookings/timers.ts) and times it: every request expired (a request holds no car), every
// appointment reminded once, each side told in the app and by e-mail (rendered, in the outbox).
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { startJobs } from '../src/server/jobs/jobs'
import { reviewsService } from '../src/server/modules/bookings/reviews'
import { sweeper } from '../src/server/modules/bookings/timers'
import { mailService } from '../src/server/modules/mail/service'
import { notificationsService } from '../src/server/modules/notifications/service'
import { profileService } from '../src/server/modules/users/profile'
import { adminQuery, withDatabase } from '../tests/support/server/global-setup'

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '10000' } } })
const count = Number(values.bookings)
if (!Number.isInteger(count) || count < 2) throw new Error('--bookings must be a whole number ≥ 2')

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const name = `bench_timers_${randomBytes(4).toString('hex')}`
await adminQuery(server, `create database ${name}`)
const database = await openDatabase({ url: withDatabase(server, name) })

try {
  await database.migrate()
  const db = database.db
  const log = { error() {}, warn() {} } as never
  // Enqueue only: the sweep is timed with each e-mail's delivery job, not the delivery itself
  // (no worker here, so the SMTP address is never dialled).
  const jobs = await startJobs(database, log, { work: false })
  const mail = await mailService(db, jobs, { smtpUrl: 'smtp://127.0.0.1:9', from: 'x@y.z', log })
  const secret = 'bench-timers-auth-secret-0123456789abcdef'
  const notifications = notificationsService(db, { mail, publicUrl: 'http://127.0.0.1', secret })

  // A seller and a buyer per 50 bookings, each a real person who wants e-mails.
  const people = Math.max(1, Math.ceil(count / 50))
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
      40000, 'Active'
    from generate_series(1, ${count}) i`)
  await db.execute(sql`
    insert into bookings (car_id, buyer_id, seller_id, car_name, buyer_name, buyer_email, phone,
      meeting_location, amount_cents, status, awaiting, answer_by, appointment_at, slots, history)
    select c.id, 'buyer-' || (1 + k % ${people}), c.seller_id, c.name, 'Buyer ' || (1 + k % ${people}),
      'buyer-' || (1 + k % ${people}) || '@example.com', '555-0100', 'Main Street', 1990000,
      (case when k % 2 = 0 then 'requested' else 'accepted' end)::booking_state,
      (case when k % 2 = 0 then 'seller' end)::booking_side,
      case when k % 2 = 0 then now() - interval '1 minute' end,
      case when k % 2 = 1 then now() + interval '1 hour' end,
      case when k % 2 = 1 then array[now() + interval '1 hour'] else '{}' end,
      '[{"status": "requested", "by": "buyer", "at": "2026-01-01T00:00:00.000Z"}]'::jsonb
    from (select id, name, seller_id, row_number() over (order by id) as k from cars) c`)
  await db.execute(sql`analyze`)

  const profile = profileService(db)
  const reviews = reviewsService(db, { windowMs: 14 * 24 * 3_600_000, profile })
  const timers = { closeAfterMs: 48 * 3_600_000 }
  const sweep = sweeper(db, { notifications, timers, reviews })
  const started = performance.now()
  const done = await sweep.run()
  const seconds = (performance.now() - started) / 1000

  const [facts] = (
    (await db.execute(sql`select
      (select count(*) from bookings where status = 'expired')::int as expired,
      (select count(*) from bookings where status = 'accepted' and reminders = 2)::int as reminded,
      (select count(*) from notifications)::int as notifications,
      (select count(*) from outbox)::int as emails,
      (select count(*) from pgboss.job where name = 'mail.deliver')::int as deliveries`)) as unknown as {
      rows: Record<string, number>[]
    }
  ).rows
  const again = await sweep.run()
  console.log(`open bookings:                ${count}`)
  console.log(`sweep:                        ${seconds.toFixed(2)} s (target < 10 s)`)
  console.log(`expired / reminded:           ${done.expired} / ${done.reminded}`)
  console.log(
    `notifications / e-mails:      ${facts!.notifications} / ${facts!.emails} (${facts!.deliveries} delivery jobs)`,
  )
  console.log(
    `a second sweep changed:       ${again.expired + again.reminded + again.completed + again.published}`,
  )
  await jobs.stop()
} finally {
  await database.close()
  await adminQuery(server, `drop database ${name} with (force)`)
}
