import type { Readable } from 'node:stream'

/** A stored file as it is served: its bytes as a stream, with what HTTP caches need. */
export interface StoredFile {
  body: Readable
  size: number
  etag: string
  lastModified: Date
}

/**
 * Where image files live. Callers name a file by key and file name (`800.webp`, `800.avif`:
 * src/shared/images.ts); the backend decides where it goes: this machine's disk (local-disk.ts)
 * or an S3-compatible bucket (s3.ts).
 */
export interface ImageStorage {
  /** Stores a file, and with the first one its key. */
  put(key: string, file: string, data: Buffer): Promise<void>
  /** Adds a file beside a key's stored ones; false, with nothing stored, once the key is gone. */
  putBeside(key: string, file: string, data: Buffer): Promise<boolean>
  has(key: string, file?: string): Promise<boolean>
  /** A stored file to send, or undefined when there is none by that name. */
  read(key: string, file: string): Promise<StoredFile | undefined>
  remove(key: string): Promise<void>
  /** Resolves when the store can be used (GET /api/ready); rejects with why not. */
  ping(): Promise<void>
  /** Lets go of connections (the app's onClose). */
  close(): void
}

const safeKey = /^[A-Za-z0-9_-]{1,100}$/
const safeFile = /^\d{1,5}\.(webp|avif)$/

/** Keys and file names are ours (uploads make them); anything else is refused or absent. */
export const isSafeKey = (key: string) => safeKey.test(key)
export const isSafeFile = (file: string) => safeFile.test(file)

export function checkName(key: string, file?: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe image key: ${key}`)
  if (file !== undefined && !isSafeFile(file))
    throw new Error(`Unexpected image file name: ${file}`)
}

/** The media type of a stored file, by its extension. */
export const contentType = (file: string) => (file.endsWith('.avif') ? 'image/avif' : 'image/webp')

/** Keys are never reused for other bytes: a browser or CDN may keep a file for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
