import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'

/** How often the counts gathered in memory are added to `car_views`. */
const FLUSH_EVERY_MS = 5000
/** Visitor-and-car pairs remembered per day at most: a flood of made-up visitors stops there. */
const MAX_SEEN_PER_DAY = 200_000

/** A moment's UTC day, `YYYY-MM-DD`: the unit every Overview number is counted in. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Counts car page views (docs/decisions/0077-overview-pages-and-counting-car-views.md): one per visitor, car and UTC
 * day, where a visitor is a hash of their address and browser with a salt that is random per
 * process and day and never leaves memory; nobody's address or browser is stored. Counts wait
 * in memory and are added to `car_views` every few seconds, when the stats are read, and when
 * the server stops.
 */
export function viewCounter(db: Db, log: FastifyBaseLogger) {
  let today = ''
  let salt = Buffer.alloc(0)
  let seen = new Set<string>()
  /** `<car id> <day>` → views not yet written. */
  let pending = new Map<string, number>()
  let writing: Promise<void> = Promise.resolve()

  async function write(batch: Map<string, number>) {
    // In key order, so that two processes adding to the same rows take their locks alike.
    const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
    try {
      // A car deleted meanwhile is left out by the join rather than failing the whole batch.
      await db.execute(sql`
        insert into car_views (car_id, day, views)
        select v.car_id, v.day, v.views
        from (values ${sql.join(
          rows.map(([key, views]) => {
            const [carId, day] = key.split(' ')
            return sql`(${carId}::uuid, ${day}::date, ${views}::int)`
          }),
          sql`, `,
        )}) as v (car_id, day, views)
        join cars on cars.id = v.car_id
        on conflict (car_id, day) do update set views = car_views.views + excluded.views`)
    } catch (err) {
      // Kept for the next flush: a view is late rather than lost.
      for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views)
      log.warn({ err }, 'car views: could not write them, trying again at the next flush')
    }
  }

  /** Writes what has been counted so far; resolves once it (and any earlier write) is stored. */
  function flush() {
    if (pending.size > 0) {
      const batch = pending
      pending = new Map()
      writing = writing.then(() => write(batch))
    }
    return writing
  }

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS)
  timer.unref()

  return {
    /** A visit to a car's page; false when this visitor was already counted for it today. */
    count(carId: string, ip: string, userAgent: string, at = new Date()): boolean {
      const day = utcDay(at)
      if (day !== today) {
        today = day
        salt = randomBytes(32)
        seen = new Set()
      }
      const visitor = createHash('sha256')
        .update(salt)
        .update(`${ip}\n${userAgent}\n${carId}`)
        .digest('base64url')
        .slice(0, 16)
      if (seen.has(visitor) || seen.size >= MAX_SEEN_PER_DAY) return false
      seen.add(visitor)
      const key = `${carId} ${day}`
      pending.set(key, (pending.get(key) ?? 0) + 1)
      return true
    },
    flush,
    /** The server is stopping: no more timed flushes, and what is counted is written. */
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
export type ViewCounter = ReturnType<typeof viewCounter>
