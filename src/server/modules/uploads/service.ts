import { createHash } from 'node:crypto'
import { and, count, eq, gt, inArray, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm'
import { IMAGE_WIDTHS, imageFile, mediaUrl } from '#shared/images'
import type { Db, Tx } from '../../db/client'
import { cars, photoBands, uploads } from '../../db/schema'
import { Refusal } from '../../errors'
import { dHash, hashBands, isPlain } from '../trust/photo-hash'
import type { ImageStorage } from '../../storage/storage'
import type { AvifEncoder } from './avif'
import { processImage } from './images'

/** The job that deletes photos no listing took (module.ts schedules it hourly). */
export const UPLOADS_SWEEP = 'uploads.sweep'
/** Rows the sweep deletes per statement: a backlog goes in several, none holds many locks. */
const SWEEP_BATCH = 200

export interface UploadLimits {
  /** A photo on no listing this long is deleted with its files. */
  unattachedForMs: number
  /** Photos one person may upload in 24 hours. */
  perDay: number
  /** Photos one person may have on no listing at once. */
  unattachedMax: number
}

const DAY_MS = 86_400_000
/** A photo's URL as listings name it (mediaUrl), in SQL. */
const mediaUrlOf = (key: SQLWrapper) => sql`'/media/' || ${key} || '/800.webp'`
const hours = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 3_600_000))
  return n === 1 ? '1 hour' : `${n} hours`
}
const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`)

/** Sellers' photos: checked, re-encoded and stored, each recorded with the seller who sent it. */
export function uploadsService(
  db: Db,
  storage: ImageStorage,
  avif: AvifEncoder,
  limits: UploadLimits,
) {
  /**
   * Refuses (429) a photo beyond the person's quota, before any work is spent on it. Checked,
   * not locked: uploads sent at the very same moment may pass it by one or two each.
   */
  async function checkQuota(ownerId: string, now: Date) {
    const since = new Date(now.getTime() - DAY_MS)
    const recent = sql`${uploads.createdAt} > ${since}`
    const [row] = await db
      .select({
        today: sql<number>`count(*) filter (where ${recent})::int`,
        oldest: sql<string | null>`min(${uploads.createdAt}) filter (where ${recent})`,
        unattached: sql<number>`count(*) filter (where ${uploads.attachedAt} is null)::int`,
      })
      .from(uploads)
      .where(
        and(
          eq(uploads.ownerId, ownerId),
          or(gt(uploads.createdAt, since), isNull(uploads.attachedAt)),
        ),
      )
    if (row && row.today >= limits.perDay) {
      const freeAt = new Date(row.oldest!).getTime() + DAY_MS
      throw new Refusal(
        429,
        `You have uploaded ${photos(row.today)} in the last 24 hours, the most for one day. You can upload more in ${hours(freeAt - now.getTime())}.`,
      )
    }
    if (row && row.unattached >= limits.unattachedMax) {
      throw new Refusal(
        429,
        `You have ${photos(row.unattached)} on no listing yet (at most ${limits.unattachedMax}). Save a listing with them first; photos left on no listing are deleted after ${hours(limits.unattachedForMs)}.`,
      )
    }
  }

  /**
   * Checks, re-encodes and stores a photo under `key` (a new one unless given), with an AVIF
   * copy to follow if `avifToo`; its key.
   */
  async function keep(photo: Buffer, ownerId: string, key?: string, fetched = false) {
    const processed = await processImage(photo, key, { fetched })
    const { files } = processed
    // Hashed as stored (upright, 4:3), so a copy of a listed photo hashes like the original;
    // a plain picture's hash is not kept (photo-hash.ts `isPlain`).
    const hash = await dHash(files.get(Math.min(...IMAGE_WIDTHS))!)
    const dhash = isPlain(hash) ? null : hash
    for (const [width, data] of files) await storage.put(processed.key, imageFile(width), data)
    // The same content stored at the same moment by another fetch is the same row.
    await db
      .insert(uploads)
      .values({
        key: processed.key,
        ownerId,
        dhash,
        dhashBands: dhash === null ? null : hashBands(dhash),
      })
      .onConflictDoNothing()
    if (!fetched) avif.add(processed.key, photo, files)
    return processed.key
  }

  return {
    /** Stores a photo for `ownerId`; its URL, or a Refusal saying what is wrong with it. */
    async store(photo: Buffer, ownerId: string): Promise<string> {
      await checkQuota(ownerId, new Date())
      return mediaUrl(await keep(photo, ownerId))
    },

    /**
     * Stores a photo fetched for a dealer's car (modules/dealers/photos.ts) once per content
     * and owner: its key is the SHA-256 of its owner and bytes, so the same picture named
     * twice, for two cars or fetched again after a crash, is one upload; another seller's copy
     * is theirs (a listing shows only its seller's uploads, and the listing checks compare
     * the two). No daily quota: a dealer's 40 photos per car bound it.
     * WebP only: at about a second per width, AVIF copies of an import's thousands of photos
     * would hold a core for hours (docs/decisions/0093-dealer-photos-by-url.md), and only two
     * widths at first (processImage `fetched`). Its key.
     */
    async storeOnce(photo: Buffer, ownerId: string): Promise<string> {
      const key = `c${createHash('sha256').update(`${ownerId}\n`).update(photo).digest('base64url')}`
      const [known] = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(eq(uploads.key, key))
      return known ? key : keep(photo, ownerId, key, true)
    },

    /**
     * A listing names these photos, in its transaction: they are kept (not swept after a day),
     * and their hashes join the listed photos' (`photo_bands`, modules/trust). With `sellerId`
     * they become that seller's: a dealer's manager uploads them for a car its owner sells.
     */
    async attach(tx: Tx, keys: string[], sellerId?: string) {
      if (keys.length === 0) return
      const attached = await tx
        .update(uploads)
        .set({ attachedAt: new Date(), ...(sellerId && { ownerId: sellerId }) })
        .where(and(inArray(uploads.key, keys), isNull(uploads.attachedAt)))
        .returning({
          key: uploads.key,
          ownerId: uploads.ownerId,
          dhash: uploads.dhash,
          bands: uploads.dhashBands,
        })
      const bands = attached.flatMap(({ key, ownerId, dhash, bands }) =>
        dhash === null || !bands
          ? []
          : bands.map((band) => ({ uploadKey: key, band, dhash, ownerId })),
      )
      if (bands.length > 0) await tx.insert(photoBands).values(bands)
      // The sweep may have deleted a photo since the listing's check of its photos: then the
      // listing is refused, not saved with a photo that is gone.
      const [kept] = await tx.select({ n: count() }).from(uploads).where(inArray(uploads.key, keys))
      if ((kept?.n ?? 0) < new Set(keys).size) {
        throw new Refusal(400, 'Upload the photos again: one of them was not found')
      }
    },

    /**
     * Deletes the photos no listing took within `unattachedForMs`: the row first, on the
     * condition that it is still unattached (a listing attaching the photo at this very
     * moment holds its row: the sweep skips it, and the listing keeps it), then its
     * files in every width and format. A photo whose files could not be removed gets its row
     * back, so the next sweep tries again. The number of photos deleted.
     */
    async sweep(now = new Date()) {
      const cutoff = new Date(now.getTime() - limits.unattachedForMs)
      let deleted = 0
      for (;;) {
        const stale = db
          .select({ key: uploads.key })
          .from(uploads)
          .where(
            and(
              isNull(uploads.attachedAt),
              lt(uploads.createdAt, cutoff),
              // Never a photo a listing names, should a way of saving one forget to attach it
              // (one scan of the listings' photos per batch, hashed).
              sql`${mediaUrlOf(uploads.key)} not in (select unnest(${cars.images}) from ${cars})`,
            ),
          )
          .orderBy(uploads.createdAt)
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true })
        const gone = await db
          .delete(uploads)
          .where(and(inArray(uploads.key, stale), isNull(uploads.attachedAt)))
          .returning()
        const failed: typeof gone = []
        for (const row of gone) {
          await storage.remove(row.key).catch(() => failed.push(row))
        }
        if (failed.length > 0) {
          await db.insert(uploads).values(failed).onConflictDoNothing()
          throw new Error(`the files of ${photos(failed.length)} could not be deleted`)
        }
        deleted += gone.length
        if (gone.length < SWEEP_BATCH) return deleted
      }
    },

    /** Which of these photo keys `ownerId` uploaded. */
    async ownedBy(keys: string[], ownerId: string): Promise<string[]> {
      if (keys.length === 0) return []
      const found = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, ownerId)))
      return found.map((f) => f.key)
    },
  }
}
export type UploadsService = ReturnType<typeof uploadsService>
