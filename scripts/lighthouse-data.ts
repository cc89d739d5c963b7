// The data `npm run lighthouse` can add to its demo (scripts/lighthouse.ts): a catalogue of
// many cars for the public pages, and a dealer's lot for Manage Cars (issue 37's targets,
// docs/performance.md).
import { spawnSync } from 'node:child_process'
import { mediaUrl } from '#shared/images'
import { demoCars } from '../src/server/db/demo-catalogue'

/**
 * `count` more cars in the PGlite of `dataDir`, before the server starts on it, from
 * seed-large (its photos are the demo's, stored by it). The server seeds the demo on its
 * start as usual: seed-large sets no demo marker, and the categories it may seed are kept.
 */
export function fillCatalogue(dataDir: string, count: number) {
  console.log(`Adding ${count} cars to the catalogue (seed:large)...`)
  const seed = spawnSync(
    'npx',
    ['tsx', 'scripts/seed-large.ts', '--cars', String(count), '--sellers', '50'],
    // Only the data folder: a DATABASE_URL in this shell must not be the one filled.
    { stdio: 'inherit', env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } },
  )
  if (seed.status !== 0) throw new Error(`seed:large failed (${seed.status})`)
}

/** A stock number of the lot: LH-0001 on. */
const stockNumber = (i: number) => `LH-${String(i + 1).padStart(4, '0')}`
/** The part of a stock number the "Manage Cars (stock search)" page looks for: 10 cars. */
export const STOCK_SEARCH = 'LH-004'

const csvField = (v: string | number | null) => {
  const s = v === null ? '' : String(v)
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/**
 * The seller becomes a dealer and imports a stock file of `count` cars, the demo's cars over
 * and over under their own stock numbers, each with the demo's front photo named by URL on
 * this server (it runs with IMPORT_ALLOW_PRIVATE_URLS). The photos are fetched by the
 * server's job, stored once per content; a car is for sale once its photo is, so this waits
 * until none is waiting: Manage Cars then shows the lot as a dealer sees it.
 */
export async function dealerLot(origin: string, seller: string, count: number) {
  const call = async (method: string, url: string, body?: unknown) => {
    const json = body !== undefined && !(body instanceof FormData)
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie: seller, origin, ...(json && { 'content-type': 'application/json' }) },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    })
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<unknown>
  }
  const started = Date.now()
  const { _id: dealer } = (await call('POST', '/api/dealers', {
    name: 'Lighthouse Motors',
    postalCode: '78704',
    city: 'Austin',
  })) as { _id: string }

  const columns = 'stock_number,make,model,year,trim,body_type,mileage,price,condition,'
  const header = `${columns}description,photo_urls,postal_code,city,fuel,transmission,drivetrain,seats,mpg`
  const rows = Array.from({ length: count }, (_, i) => {
    const car = demoCars[i % demoCars.length]!
    return [
      stockNumber(i),
      car.company,
      car.model,
      car.modelYear,
      car.trim,
      car.categoryId,
      car.mileage + i * 37,
      car.resalePriceCents / 100,
      car.condition,
      car.description,
      `${origin}${mediaUrl(car.imageKeys[0]!, 1200)}`,
      '78704',
      'Austin',
      car.fuelType,
      car.transmission,
      car.drivetrain,
      car.seats,
      car.milesPerGallon,
    ]
      .map(csvField)
      .join(',')
  })
  const form = new FormData()
  const csv = [header, ...rows].join('\n')
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv')
  const report = (await call('POST', `/api/dealers/${dealer}/imports?dryRun=false`, form)) as {
    created: number
    refused: unknown[]
  }
  if (report.created !== count || report.refused.length > 0) {
    throw new Error(`The dealer's import: ${JSON.stringify(report).slice(0, 2000)}`)
  }
  console.log(`Imported ${count} cars; fetching their photos...`)
  for (let last = ''; ; await new Promise((r) => setTimeout(r, 2000))) {
    const progress = (await call('GET', `/api/dealers/${dealer}/photos/progress`)) as {
      waiting: number
      stored: number
      failed: number
      failures: unknown[]
    }
    if (progress.failed > 0) {
      throw new Error(`Dealer photos failed: ${JSON.stringify(progress.failures).slice(0, 2000)}`)
    }
    const now = `${progress.stored} of ${count} photos stored`
    if (now !== last) console.log(now)
    last = now
    if (progress.waiting === 0) break
  }
  console.log(`The dealer's lot is ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
