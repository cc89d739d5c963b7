// `npm run bench:lists [-- 30]`: on a database filled by `npm run seed:large -- --cars 100000
// --bookings 1000000` (DATABASE_URL), times every list endpoint through the real app
// (in-process inject, catalogue cache off, so each request runs its queries) as the people who
// use them: a buyer with many bookings, a seller with many cars, an admin. Prints the median
// and p95 per endpoint and, on PostgreSQL, the plan of each SQL statement the endpoint ran,
// to show which index it uses. Adds a few wish-list entries and sessions, removed at the end.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { inProcessApp } from './bench/in-process-app'
import { plansOf } from './bench/plans'

const rounds = Number(process.argv[2] ?? 30)
const { app, database } = await inProcessApp()
const db = database.db
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await db.execute(q)) as unknown as { rows: T[] }

const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q)).rows[0]
const buyer = await one<{ id: string }>(
  sql`select buyer_id as id from bookings group by buyer_id order by count(*) desc limit 1`,
)
const seller = await one<{ id: string }>(
  sql`select seller_id as id from cars group by seller_id order by count(*) desc limit 1`,
)
if (!buyer || !seller) throw new Error('Run npm run seed:large -- --bookings 1000000 first')
const adminId = 'bench-lists-admin'
await db.execute(sql`insert into users (id, name, email, role)
  values (${adminId}, 'Bench Admin', 'bench-lists-admin@example.com', 'admin') on conflict do nothing`)
// A realistic wish list: 30 saved cars.
await db.execute(sql`insert into wishlist (user_id, car_id, car_name)
  select ${buyer.id}, id, name from cars order by created_at desc limit 30 on conflict do nothing`)

// Sessions straight in the table; the bearer plugin accepts the raw token.
const tokens: string[] = []
async function bearer(userId: string) {
  const token = randomBytes(24).toString('hex')
  tokens.push(token)
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at)
    values (${token}, ${token}, ${userId}, now() + interval '1 hour')`)
  return { authorization: `Bearer ${token}` }
}
const as = {
  buyer: await bearer(buyer.id),
  seller: await bearer(seller.id),
  admin: await bearer(adminId),
}

const endpoints: [string, string, Record<string, string>][] = [
  ['buyer: GET /api/bookings', '/api/bookings', as.buyer],
  ['seller: GET /api/seller/bookings', '/api/seller/bookings', as.seller],
  ['seller: GET /api/allcars', '/api/allcars', as.seller],
  ['admin: GET /api/allcars', '/api/allcars', as.admin],
  ['admin: GET /api/allcars?offset=5000', '/api/allcars?offset=5000', as.admin],
  ['GET /api/allcars/byCategory/suv', '/api/allcars/byCategory/suv', {}],
  ['admin: GET /api/users?role=buyer', '/api/users?role=buyer', as.admin],
  ['admin: GET /api/users?role=seller', '/api/users?role=seller', as.admin],
  ['buyer: GET /api/wishlist', '/api/wishlist', as.buyer],
  ['GET /api/featured-cars', '/api/featured-cars', {}],
]

console.log(`${database.kind}, ${rounds} rounds per endpoint\n`)
console.log('| median ms | p95 ms | rows | endpoint |\n|---:|---:|---:|---|')
const plans: [string, string[]][] = []
let worst = 0
for (const [name, url, headers] of endpoints) {
  const times: number[] = []
  let count = 0
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url, headers })
    times.push(performance.now() - started)
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`)
    count = res.json().length
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  worst = Math.max(worst, median)
  const p95 = times[Math.floor(times.length * 0.95)]!
  console.log(`| ${median.toFixed(1)} | ${p95.toFixed(1)} | ${count} | ${name} |`)
  plans.push([name, await plansOf(database, () => app.inject({ method: 'GET', url, headers }))])
}
console.log(
  `\nworst median: ${worst.toFixed(1)} ms (target < 20 ms: ${worst < 20 ? 'met' : 'MISSED'})`,
)
for (const [name, lines] of plans) {
  console.log(`\n${name}`)
  for (const l of lines) console.log(`  ${l}`)
}

await db.execute(sql`delete from sessions where token in ${tokens}`)
await app.close()
await database.close()
