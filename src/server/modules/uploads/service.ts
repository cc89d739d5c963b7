import { and, eq, inArray, isNull } from 'drizzle-orm'
import { IMAGE_WIDTHS, imageFile, mediaUrl } from '../../../shared/images'
import type { Db, Tx } from '../../db/client'
import { uploads } from '../../db/schema'
import { dHash, hashBands } from '../trust/photo-hash'
import type { ImageStorage } from '../../storage/storage'
import type { AvifEncoder } from './avif'
import { processImage } from './images'

/** Sellers' photos: checked, re-encoded and stored, each recorded with the seller who sent it. */
export function uploadsService(db: Db, storage: ImageStorage, avif: AvifEncoder) {
  return {
    /** Stores a photo for `ownerId`; its URL, or a Refusal saying what is wrong with it. */
    async store(photo: Buffer, ownerId: string): Promise<string> {
      const { key, files } = await processImage(photo)
      // Hashed as stored (upright, 4:3), so a copy of a listed photo hashes like the original.
      const dhash = await dHash(files.get(Math.min(...IMAGE_WIDTHS))!)
      for (const [width, data] of files) await storage.put(key, imageFile(width), data)
      await db.insert(uploads).values({ key, ownerId, dhash, dhashBands: hashBands(dhash) })
      avif.add(key, photo, files)
      return mediaUrl(key)
    },

    /** A listing names these photos, in its transaction: they are kept (not swept after a day). */
    async attach(tx: Tx, keys: string[]) {
      if (keys.length === 0) return
      await tx
        .update(uploads)
        .set({ attachedAt: new Date() })
        .where(and(inArray(uploads.key, keys), isNull(uploads.attachedAt)))
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
