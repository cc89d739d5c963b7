import type { FastifyBaseLogger } from 'fastify'
import { IMAGE_WIDTHS, imageFile } from '#shared/images'
import type { ImageStorage } from '../../storage/storage'
import { storedWebp } from './images'

/**
 * Stored widths a photo lacks because it was stored before the width existed (240, added for
 * thumbnails): made from the next larger width it has, stored beside it, on the first request
 * for it. Two requests at once make it once; a width that is not a stored one is never made.
 */
export function missingWidths(storage: ImageStorage, log: FastifyBaseLogger) {
  const making = new Map<string, Promise<boolean>>()

  async function make(key: string, width: number) {
    for (const larger of IMAGE_WIDTHS.filter((w) => w > width)) {
      const found = await storage.read(key, imageFile(larger))
      if (!found) continue
      const source = Buffer.concat(await found.body.toArray())
      return storage.putBeside(key, imageFile(width), await storedWebp(source, width))
    }
    return false
  }

  return {
    /** Makes `<width>.webp` of `key` where it can; whether it is there now. */
    make(key: string, width: number): Promise<boolean> {
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return Promise.resolve(false)
      const id = `${key}/${width}`
      let pending = making.get(id)
      if (!pending) {
        pending = make(key, width)
          .catch((err: unknown) => {
            log.warn({ err, key, width }, 'making a missing width of a photo failed')
            return false
          })
          .finally(() => making.delete(id))
        making.set(id, pending)
      }
      return pending
    },
  }
}
export type MissingWidths = ReturnType<typeof missingWidths>
