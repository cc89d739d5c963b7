import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { InventoryService } from '../inventory/service'
import type { UploadsService } from '../uploads/service'
import { dealerPhotos, PHOTO_FETCH, type PhotoFetchRow } from './photos'
import { FetchRefused, safeFetch } from './safe-fetch'

/** Tries of one photo: the first and two more, `retryMs` and twice that later. */
export const PHOTO_ATTEMPTS = 3

export interface PhotoFetchLimits {
  allowPrivateUrls: boolean
  maxBytes: number
  timeoutMs: number
  /** Photos fetched at once by this process. */
  photoConcurrency: number
  photoRetryMs: number
}

/**
 * Dealer photos named by URL (docs/api.md "Dealers"), made once at start: the service, and the job
 * that fetches a car's waiting photos through the SSRF guard (safe-fetch.ts), `photoConcurrency`
 * at once (one car's job at a time per process), each checked and stored like an upload, once
 * per content. A photo that failed for a reason that may pass (a timeout, a server error) is
 * tried again with the job, later and later; one that cannot (a private address, not a photo,
 * too large, a 404) fails at once. A photo stored is never fetched again: a killed process
 * leaves its job to pg-boss and its rows waiting, and the next start sends a job for them.
 */
export async function dealerPhotosModule(
  db: Db,
  deps: {
    inventory: Pick<InventoryService, 'changePhotos'>
    uploads: Pick<UploadsService, 'storeOnce'>
    jobs: Jobs
    limits: PhotoFetchLimits
    log: FastifyBaseLogger
  },
) {
  const { limits, uploads, log } = deps
  const photos = dealerPhotos(db, deps)

  async function fetchOne(row: PhotoFetchRow, ownerId: string) {
    let key: string
    try {
      const { body } = await safeFetch(row.url, {
        allowPrivate: limits.allowPrivateUrls,
        maxBytes: limits.maxBytes,
        timeoutMs: limits.timeoutMs,
        accept: 'image/jpeg, image/png, image/webp',
      })
      key = await uploads.storeOnce(body, ownerId)
    } catch (err) {
      const known = err instanceof FetchRefused || err instanceof Refusal
      if (!known) log.warn({ err, url: row.url }, 'dealer photo: fetch or store failed')
      // A Refusal is the upload's check of the file (not a photo, too small, damaged).
      const final =
        err instanceof Refusal ||
        (err instanceof FetchRefused && !err.retry) ||
        row.attempts + 1 >= PHOTO_ATTEMPTS
      await photos.failed(row, known ? err.message : 'Could not be stored', final)
      return
    }
    try {
      await photos.stored(row, key)
    } catch (err) {
      // Stored, but not yet recorded (a lost connection, the sweep took an old upload of the
      // same content): the next try finds the upload, or stores it again, and records it.
      log.warn({ err, url: row.url }, 'dealer photo: stored but not recorded')
      await photos.failed(row, 'Could not be stored', row.attempts + 1 >= PHOTO_ATTEMPTS)
    }
  }

  /** Fetches the car's waiting photos; throws while some are left to try again later. */
  async function fetchCar(carId: string) {
    const { ownerId, rows } = await photos.waiting(carId)
    if (!ownerId || rows.length === 0) return
    let next = 0
    const worker = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) await fetchOne(row, ownerId)
    }
    // Every worker ends before the job does (a failed one must not leave others running).
    const ends = await Promise.allSettled(
      Array.from({ length: Math.min(limits.photoConcurrency, rows.length) }, worker),
    )
    const broken = ends.find((e) => e.status === 'rejected')
    if (broken) throw broken.reason
    await photos.sync(carId)
    const left = (await photos.waiting(carId)).rows.length
    if (left > 0) throw new Error(`${left} photos of car ${carId} to try again`)
  }

  await deps.jobs.handle<{ carId: string }>(PHOTO_FETCH, ({ data }) => fetchCar(data.carId), {
    retryLimit: PHOTO_ATTEMPTS - 1,
    retryDelaySeconds: Math.max(1, Math.round(limits.photoRetryMs / 1000)),
    // 40 photos of 20 s each, 3 at a time, is 267 s: a try is given far longer before it is
    // thought lost (an overlap would only fetch a photo twice; it is stored once).
    expireInSeconds: 900,
  })
  // What a stopped process left waiting: its job may be counted as running for a while yet.
  const left = await photos.carsWaiting()
  if (left.length > 0)
    await deps.jobs.sendMany(
      PHOTO_FETCH,
      left.map((carId) => ({ carId })),
    )
  return photos
}
