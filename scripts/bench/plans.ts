// The SQL statements a request sends, and their plans: the scale benchmarks show which index
// each statement uses (node-postgres only; PGlite runs in process).
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '../../src/server/db/client'

type Statement = { text: string; values: unknown[] }
let captured: Statement[] | null = null

const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const q = args[0] as string | { text: string; values?: unknown[] }
  if (captured) {
    captured.push(
      typeof q === 'string'
        ? { text: q, values: (args[1] as unknown[]) ?? [] }
        : { text: q.text, values: q.values ?? (args[1] as unknown[]) ?? [] },
    )
  }
  return poolQuery.apply(this, args)
} as typeof pg.Pool.prototype.query

/** Runs `send`, then returns one line per SQL statement it ran: its plan's scans, joins, sorts. */
export async function plansOf(database: Database, send: () => Promise<unknown>) {
  const statements: Statement[] = []
  captured = statements
  try {
    await send()
  } finally {
    captured = null
  }
  if (database.kind !== 'postgres') return []
  const lines: string[] = []
  for (const s of statements.filter((s) => !/^\s*(begin|commit)/i.test(s.text))) {
    const analyze = process.env.BENCH_ANALYZE ? '(analyze, buffers) ' : ''
    const plan = (await database.db.execute(
      sql.raw(`explain ${analyze}${interpolate(s.text, s.values)}`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] }
    if (process.env.BENCH_DEBUG) console.log(s.text, plan.rows)
    const nodes = plan.rows
      .map((r) => r['QUERY PLAN'].trim())
      .filter((l) => /Scan|Sort|Join|Limit|Nested|Aggregate/.test(l))
      .map((l) => l.replace(/^->\s*/, '').replace(/\s+\(cost=[^)]*\)/, ''))
    lines.push(nodes.join(' > '))
  }
  return lines
}

/** The statement with its parameters written in, for EXPLAIN (our own values only). */
function interpolate(text: string, values: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1]
    if (v === null || v === undefined) return 'null'
    if (typeof v === 'number') return String(v)
    return `'${String(v instanceof Date ? v.toISOString() : v).replaceAll("'", "''")}'`
  })
}
