import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { expect } from 'vitest'

/** Each query lists the rows breaking one rule of the marketplace; all must come back empty. */
const rules: Record<string, string> = {
  'no car has two open bookings': `
    select car_id from bookings where status in ('pending', 'paid') and car_id is not null
    group by car_id having count(*) > 1`,
  'every paid booking has a succeeded payment record': `
    select b.id from bookings b left join payments p on p.booking_id = b.id
    where b.status = 'paid' and (p.id is null or p.status <> 'succeeded')`,
  'every paid booking has its car Sold': `
    select b.id from bookings b join cars c on c.id = b.car_id
    where b.status = 'paid' and c.status <> 'Sold'`,
  'every pending booking has its car Booked': `
    select b.id from bookings b join cars c on c.id = b.car_id
    where b.status = 'pending' and c.status <> 'Booked'`,
  'every Booked car has exactly one open booking': `
    select c.id from cars c where c.status = 'Booked' and
      (select count(*) from bookings b where b.car_id = c.id and b.status = 'pending') <> 1`,
  'no amount is zero or negative': `
    select id from bookings where amount_cents <= 0
    union all select booking_id from payments where amount_cents <= 0`,
}

type Query = (sql: string) => Promise<unknown[]>

async function expectRules(query: Query) {
  const broken: Record<string, unknown[]> = {}
  for (const [rule, sql] of Object.entries(rules)) {
    const rows = await query(sql)
    if (rows.length > 0) broken[rule] = rows
  }
  expect(broken).toEqual({})
}

/** Checks the rules on a PostgreSQL database. */
export async function expectInvariantsPg(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await expectRules(async (sql) => (await client.query(sql)).rows)
  } finally {
    await client.end()
  }
}

/** Checks the rules on a stopped server's PGlite DATA_DIR (one process may open it at a time). */
export async function expectInvariantsPglite(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'))
  try {
    await expectRules(async (sql) => (await db.query(sql)).rows)
  } finally {
    await db.close()
  }
}
