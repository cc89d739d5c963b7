/**
 * Where image files live. Callers name a file by key and file name (`800.webp`, `800.avif`:
 * src/shared/images.ts); the backend decides where it goes. A backend for S3-compatible
 * storage implements the same calls.
 */
export interface ImageStorage {
  /** Stores a file, and with the first one its key. */
  put(key: string, file: string, data: Buffer): Promise<void>
  /** Adds a file beside a key's stored ones; false, with nothing stored, once the key is gone. */
  putBeside(key: string, file: string, data: Buffer): Promise<boolean>
  has(key: string, file?: string): Promise<boolean>
  remove(key: string): Promise<void>
}
