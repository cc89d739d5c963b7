// `npm run bench:search`: times GET /api/cars searches through the real app (in-process
// inject, so the figure is server time without network) against DATABASE_URL or DATA_DIR,
// and prints each query's median and p95 plus, on PostgreSQL, the plan of each statement it
// ran (BENCH_ANALYZE=1: with actual times), to show which index it uses.
import { sql } from 'drizzle-orm'
import { inProcessApp } from './bench/in-process-app'
import { plansOf } from './bench/plans'

const standard = [
  '',
  'q=toyota',
  'q=toy sport',
  'category=suv',
  'category=suv&sort=price_asc',
  'company=honda&maxMileage=50000',
  'minPrice=20000&maxPrice=30000&sort=price_desc',
  'minYear=2018&maxYear=2020&sort=year_desc',
  'condition=Excellent&fuel=Hybrid&transmission=Automatic',
  'q=clean title&category=sedan&sort=mileage_asc',
  'sort=mpg_desc&page=50',
  // Issue 18: a make and model, typos, and distance from a Chicago ZIP code.
  'q=toyota camry',
  'q=toyta camry',
  'q=chevrolete',
  'q=hnda acord 2019',
  'make=Toyota&model=Camry&minModelYear=2018',
  'near=60614&radius=50&sort=distance',
  'near=60614&radius=50&q=toyota&sort=distance',
  'near=60614&radius=50&category=suv&maxPrice=30000',
  'near=60614&sort=distance',
  // Issue 39: the words read as filters, and the fallback when nothing matches.
  'q=cheap suv',
  'q=suv under 20k near 60601',
  'q=honda near 60601',
  'q=toyota in chicago',
  'q=awd 7 seats',
  'q=2018 or newer under 50,000 miles',
  'q=electric',
  'q=minivan',
  'q=porsche under 5k',
  'q=lamborghini leather under 5k near 60601',
]
const rounds = Number(process.argv[2] ?? 30)
// `npm run bench:search -- 30 'q=toyota&sort=newest'`: only the queries given.
const queries = process.argv.length > 3 ? process.argv.slice(3) : standard

const { app, database } = await inProcessApp()
const counted = await database.db.execute(
  sql`select count(*)::int as n from cars where status = 'Active'`,
)
const n = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
console.log(`${database.kind}, ${n} Active cars, ${rounds} rounds per query\n`)
console.log('median ms  p95 ms  total  query')
const medians: number[] = []
const plans: [string, string[]][] = []
for (const q of queries) {
  const times: number[] = []
  let total = 0
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    const res = await app.inject({ method: 'GET', url: `/api/cars?${q}` })
    times.push(performance.now() - started)
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`)
    total = res.json().total
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]!
  medians.push(median)
  console.log(
    `${median.toFixed(1).padStart(9)}  ${times[Math.floor(times.length * 0.95)]!.toFixed(1).padStart(6)}  ${String(total).padStart(5)}  ${q || '(none)'}`,
  )
  plans.push([q || '(none)', await plansOf(database, () => app.inject(`/api/cars?${q}`))])
}
medians.sort((a, b) => a - b)
console.log(
  `\nmedian of medians: ${medians[Math.floor(medians.length / 2)]!.toFixed(1)} ms, worst median: ${medians.at(-1)!.toFixed(1)} ms`,
)
for (const [q, lines] of plans) {
  console.log(`\n${q}`)
  for (const l of lines) console.log(`  ${l}`)
}
await app.close()
await database.close()
