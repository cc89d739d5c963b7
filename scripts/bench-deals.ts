// `npm run bench:deals`: times the nightly recompute of every car's deal rating
// (modules/deals `recomputeAll`) against DATABASE_URL or the PGlite in DATA_DIR, twice: the
// first run writes what changed (after `npm run seed:large`, every car), the second finds
// nothing to write; then one listing change's share (`recomputeAround` of one vehicle), and one
// car of a model nobody else lists, rated by its segment (`rateCar`). Prints the times and how
// many cars have a rating, by scope. Target: 100,000 cars in under 60 s (issue 18); issue 39:
// at least 80 % of the cars rated.
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { parseConfig } from '../src/server/config'
import { openDatabase } from '../src/server/db/client'
import { lockDataDir } from '../src/server/db/data-dir-lock'
import { startJobs } from '../src/server/jobs/jobs'
import { dealsService } from '../src/server/modules/deals/service'

const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent' })
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
})
try {
  await database.migrate()
  const log = { error() {}, warn() {} } as never
  const jobs = await startJobs(database, log, { work: false })
  const deals = await dealsService(database.db, { jobs })
  const facts = async () => {
    const result = await database.db.execute(sql`
      select count(*)::int as cars,
        count(deal_expected_cents)::int as rated,
        count(*) filter (where deal_scope = 'model')::int as model,
        count(*) filter (where deal_scope = 'model-years')::int as "modelYears",
        count(*) filter (where deal_scope = 'segment')::int as segment,
        coalesce(avg(deal_comparables) filter (where deal_expected_cents is not null), 0)::float8
          as comparables
      from cars`)
    type Facts = { cars: number; rated: number; comparables: number }
    type Scopes = { model: number; modelYears: number; segment: number }
    return (result as unknown as { rows: (Facts & Scopes)[] }).rows[0]!
  }
  const { cars } = await facts()
  console.log(`${database.kind}, ${cars} cars`)
  for (const run of ['first', 'again']) {
    const started = performance.now()
    const changed = await deals.recomputeAll()
    const seconds = (performance.now() - started) / 1000
    console.log(
      `recomputeAll (${run}): ${seconds.toFixed(2)} s, ${changed} cars' ratings changed (target < 60 s)`,
    )
  }
  // What one listing change adds to its transaction: its vehicle's neighbours rated again.
  const sample = (
    (await database.db.execute(sql`
      select make, model, model_year as "modelYear" from cars
      where model_year is not null order by random() limit 50`)) as unknown as {
      rows: { make: string; model: string; modelYear: number }[]
    }
  ).rows
  const times: number[] = []
  for (const vehicle of sample) {
    const started = performance.now()
    await database.db.transaction((tx) => deals.recomputeAround(tx, [vehicle]))
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(
    `recomputeAround (one vehicle, ${times.length} samples): median ${times[times.length >> 1]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms`,
  )
  // A car of a model nobody else lists: rated by its body type's cars of a similar price new.
  const lone = (
    (await database.db.execute(sql`
      insert into cars (name, resale_price_cents, price_cents, category_id, description, company,
        images, condition, mileage, seller_id, make, model, model_year)
      select 'Bench lone car ' || i, 1500000 + i * 10000, 3000000 + i * 20000, category_id,
        'A car of a model nobody else lists.', 'Benchmark', array['/media/bench/800.webp'],
        'Good', 40000 + i * 1000, seller_id, 'Benchmark', 'Lone ' || i, 2012 + i % 12
      from generate_series(1, 20) as i,
        lateral (select category_id, seller_id from cars order by random() + i limit 1) c
      returning id, make, model, model_year as "modelYear"`)) as unknown as {
      rows: { id: string; make: string; model: string; modelYear: number }[]
    }
  ).rows
  const loneTimes: number[] = []
  for (const car of lone) {
    const started = performance.now()
    await database.db.transaction((tx) => deals.rateCar(tx, car.id, car))
    loneTimes.push(performance.now() - started)
  }
  const segmentRated = (
    (await database.db.execute(sql`
      select count(*)::int as n from cars where make = 'Benchmark' and deal_scope = 'segment'`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n
  await database.db.execute(sql`delete from cars where make = 'Benchmark'`)
  loneTimes.sort((a, b) => a - b)
  console.log(
    `rateCar (a lone model's car, ${lone.length} samples): median ${loneTimes[loneTimes.length >> 1]!.toFixed(1)} ms, worst ${loneTimes.at(-1)!.toFixed(1)} ms; ${segmentRated} rated by their segment`,
  )
  const { rated, comparables, model, modelYears, segment } = await facts()
  console.log(
    `rated: ${rated} of ${cars} cars, ${((100 * rated) / cars).toFixed(1)} % (target >= 80 %; ` +
      `${model} by their model, ${modelYears} by more model years, ${segment} by their segment; ` +
      `${cars - rated} with fewer than 5 comparables); ${comparables.toFixed(1)} comparables on average`,
  )
  await jobs.stop()
} finally {
  await database.close()
  release()
}
