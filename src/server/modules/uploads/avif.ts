import type { FastifyBaseLogger } from 'fastify'
import { IMAGE_WIDTHS, imageFile } from '#shared/images'
import type { ImageStorage } from '../../storage/storage'
import { resizedPhoto } from './images'

/** Photos waiting beyond this are left as WebP only: a burst of uploads cannot fill memory. */
const MAX_WAITING = 20

/**
 * AVIF copies of uploaded photos, made after the upload has answered. AVIF is a third or so
 * smaller than WebP for photos but far slower to encode (about a second per width here), too
 * long to keep a seller waiting on each photo. One photo at a time, in the background; a copy
 * is kept only where it is smaller than the WebP. Until it exists the WebP is served
 * (media-routes.ts); a photo left undone at shutdown stays WebP only.
 */
export function avifEncoder(storage: ImageStorage, log: FastifyBaseLogger) {
  let waiting = 0
  let stopped = false
  let queue = Promise.resolve()

  async function encode(key: string, original: Buffer, webp: Map<number, Buffer>) {
    for (const width of IMAGE_WIDTHS) {
      // The photo may have been removed meanwhile (then putBeside stores nothing either).
      if (stopped || !(await storage.has(key))) return
      const avif = await (
        await resizedPhoto(original, width)
      )
        .avif({ quality: 50, effort: 2 })
        .toBuffer()
      const smallest = webp.get(width)?.length ?? 0
      if (avif.length >= smallest) continue
      if (!(await storage.putBeside(key, imageFile(width, 'avif'), avif))) return
    }
  }

  return {
    /** Queues `original` (already checked and stored as WebP, `webp` by width) for AVIF. */
    add(key: string, original: Buffer, webp: Map<number, Buffer>) {
      if (stopped || waiting >= MAX_WAITING) return
      waiting++
      queue = queue
        .then(() => encode(key, original, webp))
        .catch((err: unknown) => log.warn({ err, key }, 'AVIF copy of a photo failed'))
        .finally(() => waiting--)
    },
    /** Resolves once the queue is empty. */
    idle: () => queue,
    /** Drops what waits and resolves once the photo being encoded is done. */
    stop() {
      stopped = true
      return queue
    },
  }
}
export type AvifEncoder = ReturnType<typeof avifEncoder>
