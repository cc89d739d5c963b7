// `npm run bench:deals`: times the nightly recompute of every car's deal rating
// (modules/deals `recomputeAll`) against DATABASE_URL or the PGlite in DATA_DIR, twice: the
// first run writes what changed (after `npm run seed:large`, every car), the second finds
// nothing to write; then one listing change's share (`recomputeAround` of one vehicle). Prints
// the times and how many cars have a rating. Target: 100,000 cars in under 60 s (issue 18).
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
        coalesce(avg(deal_comparables) filter (where deal_expected_cents is not null), 0)::float8
          as comparables
      from cars`)
    return (result as unknown as { rows: { cars: number; rated: number; comparables: number }[] })
      .rows[0]!
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
  const { rated, comparables } = await facts()
  console.log(
    `rated: ${rated} of ${cars} cars (${cars - rated} with fewer than 5 comparables); ` +
      `${comparables.toFixed(1)} comparables on average`,
  )
  await jobs.stop()
} finally {
  await database.close()
  release()
}
