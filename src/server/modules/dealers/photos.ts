import { and, asc, eq, sql } from 'drizzle-orm'
import { mediaUrl } from '#shared/images'
import type { PhotoProgress } from '#shared/dealer-photos'
import type { Db, Tx } from '../../db/client'
import { cars, photoFetches } from '../../db/schema'
import { Refusal } from '../../errors'
import type { Jobs } from '../../jobs/jobs'
import type { InventoryService } from '../inventory/service'

/** The job that fetches a car's waiting photos (photo-fetch-job.ts). */
export const PHOTO_FETCH = 'dealers.photos.fetch'
/** A dealer car's photos named by URL, at most (docs/api.md "Dealers"). */
export const MAX_DEALER_PHOTOS = 40
/** Failures shown with the progress, newest first. */
const FAILURES_SHOWN = 20

export interface PhotoFetchRow {
  carId: string
  position: number
  url: string
  attempts: number
}

/**
 * A dealer car's photos named by URL (`photo_fetches`, owned here): the list a dealer's
 * import or upsert gives, each photo's status (waiting, stored, failed with why) and upload.
 * The car's `images` are its stored photos in order, the first its cover; inventory sets them
 * and decides what that means for its status.
 */
export function dealerPhotos(
  db: Db,
  deps: { inventory: Pick<InventoryService, 'changePhotos'>; jobs: Pick<Jobs, 'send'> },
) {
  /** The car's stored photos in order, each picture once (the same one twice is one photo). */
  async function storedImages(tx: Tx, carId: string): Promise<string[]> {
    const rows = await tx
      .select({ key: photoFetches.uploadKey })
      .from(photoFetches)
      .where(and(eq(photoFetches.carId, carId), eq(photoFetches.status, 'stored')))
      .orderBy(asc(photoFetches.position))
    return [...new Set(rows.flatMap((r) => (r.key ? [mediaUrl(r.key)] : [])))]
  }

  /** Whether the car has no photo yet, or none waits any more: then its photos are set. */
  async function firstOrLast(tx: Tx, carId: string) {
    const [car] = await tx
      .select({
        empty: sql<boolean>`cardinality(${cars.images}) = 0`,
        waiting: sql<boolean>`exists (select 1 from ${photoFetches} where ${photoFetches.carId} = ${carId} and ${photoFetches.status} = 'waiting')`,
      })
      .from(cars)
      .where(eq(cars.id, carId))
    return Boolean(car && (car.empty || !car.waiting))
  }

  return {
    /**
     * The car's photos are now these URLs, in `tx` (the import's or upsert's): a photo already
     * stored from the same URL is kept, the others are fetched in the background once `tx`
     * commits. The same list again changes nothing (a failed photo stays failed until its URL
     * changes: a feed fetched hourly does not fetch a broken link hourly).
     */
    async enqueue(tx: Tx, carId: string, urls: string[]) {
      const list = [...new Set(urls.map((u) => u.trim()).filter((u) => u !== ''))]
      if (list.length > MAX_DEALER_PHOTOS) {
        throw new Refusal(
          400,
          `A car can have at most ${MAX_DEALER_PHOTOS} photos; this one names ${list.length}`,
        )
      }
      let fetch = false
      await deps.inventory.changePhotos(tx, carId, async () => {
        const before = await tx.select().from(photoFetches).where(eq(photoFetches.carId, carId))
        const unchanged =
          before.length === list.length && before.every((r) => list[r.position] === r.url)
        if (unchanged) return null
        const stored = new Map(
          before.flatMap((r) =>
            r.status === 'stored' && r.uploadKey ? [[r.url, r.uploadKey]] : [],
          ),
        )
        await tx.delete(photoFetches).where(eq(photoFetches.carId, carId))
        if (list.length > 0) {
          await tx.insert(photoFetches).values(
            list.map((url, position) => ({
              carId,
              position,
              url,
              status: stored.has(url) ? ('stored' as const) : ('waiting' as const),
              uploadKey: stored.get(url) ?? null,
            })),
          )
        }
        fetch = list.some((url) => !stored.has(url))
        return storedImages(tx, carId)
      })
      if (fetch) await deps.jobs.send(PHOTO_FETCH, { carId }, { tx })
    },

    /** The car's photos still to fetch, in order, and who the fetched ones belong to. */
    async waiting(carId: string) {
      const [car] = await db
        .select({ sellerId: cars.sellerId })
        .from(cars)
        .where(eq(cars.id, carId))
      if (!car) return { ownerId: null, rows: [] }
      const rows = await db
        .select({
          carId: photoFetches.carId,
          position: photoFetches.position,
          url: photoFetches.url,
          attempts: photoFetches.attempts,
        })
        .from(photoFetches)
        .where(and(eq(photoFetches.carId, carId), eq(photoFetches.status, 'waiting')))
        .orderBy(asc(photoFetches.position))
      return { ownerId: car.sellerId, rows }
    },

    /**
     * A photo was fetched and stored as `uploadKey`. The car's photos are set again with the
     * first one stored and once none waits (each time the listing checks run and the
     * neighbours are rated again: twice per car, not once per photo); `sync` after each run of
     * the job catches up in between. Nothing when its row has changed since (a new list).
     */
    async stored(row: PhotoFetchRow, uploadKey: string) {
      await db.transaction(async (tx) => {
        // The car's lock first, as an import changing its list takes it: neither waits on
        // the other's photo row while holding the car.
        await deps.inventory.changePhotos(tx, row.carId, async () => {
          const done = await tx
            .update(photoFetches)
            .set({ status: 'stored', uploadKey, error: null, updatedAt: new Date() })
            .where(current(row))
            .returning({ position: photoFetches.position })
          if (done.length === 0) return null
          return (await firstOrLast(tx, row.carId)) ? storedImages(tx, row.carId) : null
        })
      })
    },

    /** A try failed: the photo waits for the next one, or has failed for good, with why. */
    async failed(row: PhotoFetchRow, reason: string, final: boolean) {
      await db.transaction(async (tx) => {
        await deps.inventory.changePhotos(tx, row.carId, async () => {
          await tx
            .update(photoFetches)
            .set({
              status: final ? 'failed' : 'waiting',
              error: reason,
              attempts: row.attempts + 1,
              updatedAt: new Date(),
            })
            .where(current(row))
          return final && (await firstOrLast(tx, row.carId)) ? storedImages(tx, row.carId) : null
        })
      })
    },

    /** The car's photos set to its stored ones (after a run of its job). */
    async sync(carId: string) {
      await db.transaction(async (tx) => {
        await deps.inventory.changePhotos(tx, carId, () => storedImages(tx, carId))
      })
    },

    /** Cars with photos waiting (a restart picks up what a stopped process left). */
    async carsWaiting(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ carId: photoFetches.carId })
        .from(photoFetches)
        .where(eq(photoFetches.status, 'waiting'))
      return rows.map((r) => r.carId)
    },

    /** How a dealer's photos stand: counts by status, and the latest failures with why. */
    async progress(dealerId: string): Promise<PhotoProgress> {
      const ofDealer = eq(cars.dealerId, dealerId)
      const [counts] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${photoFetches.status} = 'waiting')::int`,
          stored: sql<number>`count(*) filter (where ${photoFetches.status} = 'stored')::int`,
          failed: sql<number>`count(*) filter (where ${photoFetches.status} = 'failed')::int`,
        })
        .from(photoFetches)
        .innerJoin(cars, eq(cars.id, photoFetches.carId))
        .where(ofDealer)
      const failures = await db
        .select({
          carId: cars.id,
          stockNumber: cars.stockNumber,
          url: photoFetches.url,
          reason: photoFetches.error,
        })
        .from(photoFetches)
        .innerJoin(cars, eq(cars.id, photoFetches.carId))
        .where(and(ofDealer, eq(photoFetches.status, 'failed')))
        .orderBy(sql`${photoFetches.updatedAt} desc`, asc(photoFetches.position))
        .limit(FAILURES_SHOWN)
      return {
        waiting: counts?.waiting ?? 0,
        stored: counts?.stored ?? 0,
        failed: counts?.failed ?? 0,
        failures: failures.map((f) => ({ ...f, reason: f.reason ?? 'Could not be fetched' })),
      }
    },
  }
}
export type DealerPhotos = ReturnType<typeof dealerPhotos>

/** The row as the job read it: still waiting, for the same URL. */
const current = (row: PhotoFetchRow) =>
  and(
    eq(photoFetches.carId, row.carId),
    eq(photoFetches.position, row.position),
    eq(photoFetches.url, row.url),
    eq(photoFetches.status, 'waiting'),
  )
