import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import type { Db } from './client'
import { postalCodes } from './schema'

type PostalCode = typeof postalCodes.$inferInsert

// Read in a worker thread: the package is a 5 MB object literal, whose parsing would leave the
// app's process some 80 MB larger for good; the worker's memory goes when it ends.
const reader = `
const { parentPort, workerData } = require('node:worker_threads')
const { codes } = require(workerData)
parentPort.postMessage(Object.values(codes).map((c) => ({
  zip: c.zip, city: c.city, state: c.state, latitude: c.latitude, longitude: c.longitude,
})))
`

function readZipcodes(): Promise<PostalCode[]> {
  const source = createRequire(import.meta.url).resolve('zipcodes/lib/codes.js')
  return new Promise((resolve, reject) => {
    const worker = new Worker(reader, { eval: true, workerData: source })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

/**
 * US ZIP codes with their city, state and coordinates, from the maintained `zipcodes` package:
 * loaded into `postal_codes` once (while the table is empty), after the migrations. Listings
 * take their place from it, and a search near a ZIP code its coordinates.
 */
export async function loadPostalCodes(db: Db) {
  const [loaded] = await db.select({ zip: postalCodes.zip }).from(postalCodes).limit(1)
  if (loaded) return
  const rows = await readZipcodes()
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 2000) {
      await tx
        .insert(postalCodes)
        .values(rows.slice(i, i + 2000))
        .onConflictDoNothing()
    }
  })
}

/** Cars with a ZIP code but no coordinates (the demo's, older ones) take theirs from it. */
export async function placeCars(db: Db) {
  await db.execute(sql`
    update cars set state = p.state, latitude = p.latitude, longitude = p.longitude
    from postal_codes p where cars.postal_code = p.zip and cars.latitude is null`)
}
