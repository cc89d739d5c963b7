import { eq, sql, type SQL } from 'drizzle-orm'
import {
  DEAL_CENTS_PER_MILE,
  DEAL_CONDITION_FACTORS,
  DEAL_MILEAGE_CAP_CENTS,
  DEAL_MILEAGE_CAP_SHARE,
  DEAL_MIN_COMPARABLES,
  DEAL_SEGMENT_LIMIT,
  DEAL_SEGMENT_PRICE_FACTOR,
  DEAL_SEGMENT_YEAR_SPAN,
  DEAL_WIDE_YEAR_SPAN,
  DEAL_YEAR_RATE,
  DEAL_YEAR_SPAN,
} from '#shared/deals'
import type { Db, Tx } from '../../db/client'
import { appMeta } from '../../db/schema'
import type { Jobs } from '../../jobs/jobs'

const RECOMPUTE = 'deals.recompute'
/** app_meta's record of the first time every car was rated. */
const RATED = 'deal_ratings_at'
/** The first key of the deal ratings' advisory locks (the second is the make and model's). */
const LOCK_CLASS = 18

/** What a car's comparables are chosen by; any part null means the car has none. */
export interface Vehicle {
  make: string | null
  model: string | null
  modelYear: number | null
}

const num = (n: number) => sql.raw(`${n}::float8`)
const factor = (condition: SQL) =>
  sql`(case ${condition} when 'Excellent' then ${num(DEAL_CONDITION_FACTORS.Excellent)} when 'Fair' then ${num(DEAL_CONDITION_FACTORS.Fair)} else ${num(DEAL_CONDITION_FACTORS.Good)} end)`
const spanOf = (span: number) =>
  sql.raw(Array.from({ length: 2 * span + 1 }, (_, i) => `(${i - span})`).join(', '))
const spans = spanOf(DEAL_YEAR_SPAN)
const segmentYears = spanOf(DEAL_SEGMENT_YEAR_SPAN)

/**
 * The cars of one make and model (lowercase); or those of a range of its model years, and
 * those a little further (`reach`) whose rating is not by the model within a year (the only
 * ones whose comparables reach that far); or one car.
 */
interface Group {
  mk: string
  md: string
  years?: [from: number, to: number]
  reach?: [from: number, to: number]
  car?: string
}

/**
 * The median of the comparables `c`'s prices adjusted to the target `t`, as
 * `adjustedPriceCents` and `expectedPriceCents` compute them. Written out, not through a
 * lateral subquery: on the nullable side of an outer join one would be run for every pair.
 */
function median(scale: SQL) {
  const base = sql`(c.p::float8 * ${scale} * (1 + ${num(DEAL_YEAR_RATE)} * (t.y - c.y)) * ${factor(sql`t.cond`)} / ${factor(sql`c.cond`)})`
  const cap = sql`least(${num(DEAL_MILEAGE_CAP_CENTS)}, ${num(DEAL_MILEAGE_CAP_SHARE)} * ${base})`
  return sql`percentile_cont(0.5) within group (order by ${base} + least(greatest(${num(DEAL_CENTS_PER_MILE)} * (c.mi - t.mi), -${cap}), ${cap}))`
}

/**
 * One statement that rates the cars of `group`, widening step by step as `rateDeal` in
 * src/shared/deals.ts does (docs/decisions/0106-deal-ratings-widen.md): each one's comparables
 * are the other cars (any status: sold and booked prices are market evidence too) of its make
 * and model, case-insensitive, within DEAL_YEAR_SPAN model years; for a car with fewer than
 * DEAL_MIN_COMPARABLES, within DEAL_WIDE_YEAR_SPAN; for one still short, the nearest cars of
 * its body type and a similar price new, of any make (index cars_deal_segment). Never a listing
 * held for review (a bait price is no market evidence). Its expected price is the median of
 * their asking prices adjusted to it; the API tests hold the SQL and the TypeScript to each
 * other. Each step carries every target on (no join between the steps: their row counts are
 * unknown to the planner), and a wider step reads comparables only for the cars the narrower
 * one left short. Only the rows whose rating changes are written, and rows another
 * transaction holds are skipped, not waited for (see `recomputeAround`).
 */
function rate({ mk, md, years, reach, car }: Group) {
  const wide = DEAL_WIDE_YEAR_SPAN
  const outer = reach ?? years
  const pool = outer ? sql`and model_year between ${outer[0] - wide} and ${outer[1] + wide}` : sql``
  const target = car
    ? sql`where v.id = ${car}`
    : years
      ? sql`where v.y between ${years[0]} and ${years[1]}
          ${reach ? sql`or (v.y between ${reach[0]} and ${reach[1]} and v.scope is distinct from 'model')` : sql``}`
      : sql``
  const same = median(sql`1`)
  const scaled = median(sql`(t.np::float8 / c.np)`)
  const min = DEAL_MIN_COMPARABLES
  const factorOf = DEAL_SEGMENT_PRICE_FACTOR
  const cols = sql.raw('t.id, t.y, t.mi, t.cond, t.np, t.cat')
  // The segment's nearest, read per model year and either side of the price new from
  // cars_deal_segment (a few hundred rows, not every car of the body type), then ranked.
  const limit = DEAL_SEGMENT_LIMIT
  const segmentColumns = sql`id, model_year as y, mileage as mi, condition as cond,
    resale_price_cents as p, price_cents as np from cars
    where category_id = t.cat and model_year = t.y + d.dy and review is null and id <> t.id`
  return sql`
    with v as materialized (
      select id, model_year as y, mileage as mi, condition as cond, resale_price_cents as p,
        price_cents as np, category_id as cat, review is not null as held, deal_scope as scope
      from cars where lower(make) = ${mk} and lower(model) = ${md} and model_year is not null ${pool}
    ), targets as materialized (
      select v.* from v ${target}
    ), near as materialized (
      select ${cols}, count(c.id)::int as n1, ${same} as e1
      from targets t
      cross join (values ${spans}) as d(dy)
      left join v c on c.y = t.y + d.dy and c.id <> t.id and not c.held
      group by ${cols}
    ), wide as materialized (
      select ${cols}, t.n1, t.e1, count(c.id)::int as n2, ${same} as e2
      from near t
      left join lateral (
        select * from v c
        where t.n1 < ${min} and c.y between t.y - ${wide} and t.y + ${wide} and c.id <> t.id
          and not c.held
        offset 0 -- kept a subquery: the condition on t.n1 skips it, not each of its rows
      ) c on true
      group by ${cols}, t.n1, t.e1
    ), segment as materialized (
      -- Only the cars still short: a lateral subquery per car, even skipped, costs more.
      select t.id, count(*)::int as n3, ${scaled} as e3
      from wide t
      cross join lateral (
        select * from (values ${segmentYears}) as d(dy)
        cross join lateral (
          (select ${segmentColumns} and price_cents >= t.np
             and price_cents <= t.np::int8 * ${factorOf}
           order by price_cents, id limit ${limit})
          union all
          (select ${segmentColumns} and price_cents < t.np
             and price_cents::int8 * ${factorOf} >= t.np
           order by price_cents desc, id limit ${limit})
        ) c
        order by abs(d.dy), abs(c.np - t.np), c.id
        limit ${limit}
      ) c
      where t.n1 < ${min} and t.n2 < ${min} and t.np is not null
      group by t.id
    ), fresh as (
      select w.id,
        case when n1 >= ${min} then 'model' when n2 >= ${min} then 'model-years'
          when n3 >= ${min} then 'segment' end as scope,
        case when n1 >= ${min} then n1 when n2 >= ${min} then n2 when n3 >= ${min} then n3
          else greatest(n1, n2, coalesce(n3, 0)) end as n,
        floor(case when n1 >= ${min} then e1 when n2 >= ${min} then e2
          when n3 >= ${min} then e3 end + 0.5)::int as e
      -- Few rows on the right (the cars still short), so this join stays cheap.
      from wide w left join segment s on s.id = w.id
    ), changed as (
      select fresh.* from fresh join cars on cars.id = fresh.id
      where cars.deal_comparables <> fresh.n or cars.deal_expected_cents is distinct from fresh.e
        or cars.deal_scope is distinct from fresh.scope
      for update of cars skip locked
    )
    update cars set deal_comparables = changed.n, deal_expected_cents = changed.e,
      deal_scope = changed.scope
    from changed where cars.id = changed.id`
}

/** Cars without a make, model or model year have no comparables. */
const unrated = sql`
  update cars set deal_comparables = 0, deal_expected_cents = null, deal_scope = null
  where (make is null or model is null or model_year is null)
    and (deal_comparables <> 0 or deal_expected_cents is not null or deal_scope is not null)`

const lower = (v: Vehicle) => ({ mk: v.make!.toLowerCase(), md: v.model!.toLowerCase() })
const complete = (v: Vehicle) => v.make !== null && v.model !== null && v.modelYear !== null

/** Serializes, until `tx` ends, the changes to these makes and models' ratings. */
async function hold(tx: Tx, groups: Group[]) {
  const keys = [...new Set(groups.map((g) => `${g.mk}|${g.md}`))].sort()
  if (keys.length === 0) return
  const rows = sql.join(
    keys.map((k) => sql`(${k})`),
    sql`, `,
  )
  await tx.execute(sql`
    select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(k)) from (values ${rows}) as v(k) order by k`)
}

/**
 * Every car's rating, one make and model per transaction (each holds its lock, so a seller's
 * change and this never overwrite each other); how many cars' ratings changed.
 */
export async function recomputeDealRatings(db: Db): Promise<number> {
  const groups = rowsOf<{ mk: string; md: string }>(
    await db.execute(sql`
      select distinct lower(make) as mk, lower(model) as md from cars
      where make is not null and model is not null and model_year is not null`),
  )
  let changed = 0
  for (const group of groups) {
    changed += await db.transaction(async (tx) => {
      await hold(tx, [group])
      return affected(await tx.execute(rate(group)))
    })
  }
  return changed + affected(await db.execute(unrated))
}

/**
 * At start-up (main.ts): every car's rating, when the demo catalogue was just seeded
 * (`force`) or the database has never had them computed (a database from before deal
 * ratings); otherwise the changes and the nightly job keep them.
 */
export async function rateCarsOnce(db: Db, { force }: { force: boolean }) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, RATED))
  if (done && !force) return
  await recomputeDealRatings(db)
  if (!done) await db.insert(appMeta).values({ key: RATED, value: new Date().toISOString() })
}

/**
 * Deal ratings (issue 18, docs/decisions/0074-deal-ratings.md): each car's expected price from
 * the marketplace's own comparable listings, kept in `cars.deal_expected_cents` and
 * `deal_comparables`. Inventory keeps them current in the transaction of each change
 * (`hold`, then `recomputeAround`); a nightly job recomputes every car as a safety net.
 */
export async function dealsService(
  db: Db,
  { jobs, onRecomputed }: { jobs: Jobs; onRecomputed?: () => void },
) {
  /** Every car's rating; how many cars' ratings changed. */
  async function recomputeAll(): Promise<number> {
    const changed = await recomputeDealRatings(db)
    onRecomputed?.()
    return changed
  }

  await jobs.scheduled(RECOMPUTE, '30 3 * * *', () => recomputeAll())

  return {
    recomputeAll,

    /**
     * Serializes the changes to cars of these vehicles (their make and model) until `tx`
     * ends. Taken before a change writes its car: two changes that each wrote a car and then
     * rewrote the other's rating would deadlock; this way one waits for the other.
     */
    async hold(tx: Tx, vehicles: Vehicle[]) {
      await hold(tx, vehicles.filter(complete).map(lower))
    },

    /**
     * Rates again, in `tx`, the cars whose comparables may include a car of one of these
     * vehicles: the same make and model within DEAL_YEAR_SPAN model years, and within
     * DEAL_WIDE_YEAR_SPAN those not rated by their model within a year (each with whatever
     * scope it needs). Other models' cars rated by their segment are left to the
     * nightly recompute: rating them here would need every model's lock of a body type
     * (docs/decisions/0106-deal-ratings-widen.md). Rows another transaction holds (a booking's
     * car, say) are skipped rather than waited for: the next change nearby or the nightly
     * recompute rates them.
     */
    async recomputeAround(tx: Tx, vehicles: Vehicle[]) {
      const groups = new Map<string, Group>()
      for (const v of vehicles.filter(complete)) {
        const { mk, md } = lower(v)
        const y = v.modelYear!
        groups.set(`${mk}|${md}|${y}`, {
          mk,
          md,
          years: [y - DEAL_YEAR_SPAN, y + DEAL_YEAR_SPAN],
          reach: [y - DEAL_WIDE_YEAR_SPAN, y + DEAL_WIDE_YEAR_SPAN],
        })
      }
      await hold(tx, [...groups.values()])
      for (const group of groups.values()) await tx.execute(rate(group))
    },

    /**
     * Rates, in `tx`, one car of this vehicle alone (its comparables' ratings unchanged): what
     * the listing checks need before `recomputeAround` rates the cars around it.
     */
    async rateCar(tx: Tx, carId: string, vehicle: Vehicle) {
      if (!complete(vehicle)) return
      const y = vehicle.modelYear!
      await tx.execute(rate({ ...lower(vehicle), years: [y, y], car: carId }))
    },
  }
}
export type DealsService = Awaited<ReturnType<typeof dealsService>>

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number }
  return r.rowCount ?? r.affectedRows ?? 0
}
