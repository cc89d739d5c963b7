import { and, eq, inArray } from 'drizzle-orm'
import { imageFile, mediaUrl } from '../../../shared/images'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import type { ImageStorage } from '../../storage/storage'
import type { AvifEncoder } from './avif'
import { processImage } from './images'

/** Sellers' photos: checked, re-encoded and stored, each recorded with the seller who sent it. */
export function uploadsService(db: Db, storage: ImageStorage, avif: AvifEncoder) {
  return {
    /** Stores a photo for `ownerId`; its URL, or a Refusal saying what is wrong with it. */
    async store(photo: Buffer, ownerId: string): Promise<string> {
      const { key, files } = await processImage(photo)
      for (const [width, data] of files) await storage.put(key, imageFile(width), data)
      await db.insert(uploads).values({ key, ownerId })
      avif.add(key, photo, files)
      return mediaUrl(key)
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
